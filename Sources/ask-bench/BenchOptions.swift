import Foundation

/// `ask-bench [MEGABYTES] [--markdown FILE]… [--sse FILE]… [--markdown-scale N]
/// [--summary FILE] [--check THRESHOLDS]`.
struct BenchOptions {
  /// Size of the generated model stream.
  var megabytes = 50
  /// Markdown documents to stream besides the generated shapes (only the Markdown table runs).
  var markdownFiles: [String] = []
  /// Recorded SSE streams to parse and map (only those tables run).
  var sseFiles: [String] = []
  /// Size of the generated Markdown shapes (10: a 10,000-item list, a 5,000-line code block…).
  var markdownScale = 10
  /// Where to write the run's ratios as JSON.
  var summaryPath: String?
  /// Ratio limits to hold the run to (JSON: a name, `*` matching any part, to its largest
  /// allowed value); a ratio past its limit fails the run.
  var thresholdsPath: String?

  init(_ arguments: [String]) {
    var rest = arguments.dropFirst()
    while let argument = rest.popFirst() {
      switch argument {
      case "--markdown": if let file = rest.popFirst() { markdownFiles.append(file) }
      case "--sse": if let file = rest.popFirst() { sseFiles.append(file) }
      case "--markdown-scale":
        markdownScale = rest.popFirst().flatMap(Int.init).map { max(1, min($0, 100)) } ?? 10
      case "--summary": summaryPath = rest.popFirst()
      case "--check": thresholdsPath = rest.popFirst()
      default:
        if let value = Int(argument) {
          megabytes = value
        } else {
          FileHandle.standardError.write(Data("ask-bench: unknown argument \(argument)\n".utf8))
          exit(2)
        }
      }
    }
  }

  /// Writes `summary` (ratios only) where `--summary` said, and holds it to `--check`'s
  /// limits: every ratio past one is printed and the run exits with status 1.
  func writeSummary(_ summary: [String: Double]) throws {
    if let summaryPath {
      let data = try JSONSerialization.data(
        withJSONObject: summary, options: [.sortedKeys, .prettyPrinted])
      try data.write(to: URL(fileURLWithPath: summaryPath), options: .atomic)
    }
    guard let thresholdsPath else { return }
    let data = try Data(contentsOf: URL(fileURLWithPath: thresholdsPath))
    guard let limits = try JSONSerialization.jsonObject(with: data) as? [String: Double] else {
      throw BenchError("\(thresholdsPath): expected an object of ratio names to numbers")
    }
    var failures: [String] = []
    var unmeasured: [String] = []
    for (pattern, limit) in limits.sorted(by: { $0.key < $1.key }) {
      let matching = summary.filter { Self.matches($0.key, pattern) }
      if matching.isEmpty { unmeasured.append(pattern) }
      for (name, value) in matching.sorted(by: { $0.key < $1.key }) where value > limit {
        failures.append("\(name) = \(String(format: "%.2f", value)), limit \(limit)")
      }
    }
    if !unmeasured.isEmpty {
      print("\nnot measured in this run: " + unmeasured.joined(separator: ", "))
    }
    if failures.isEmpty {
      print("\nratios within \(thresholdsPath) (\(limits.count - unmeasured.count) limits held)")
    } else {
      print("\nratios past their limits in \(thresholdsPath):\n" + failures.joined(separator: "\n"))
      exit(1)
    }
  }

  /// Whether `name` fits `pattern`, where `*` stands for any run of characters.
  static func matches(_ name: String, _ pattern: String) -> Bool {
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    guard parts.count > 1 else { return name == pattern }
    guard name.hasPrefix(parts[0]), name.hasSuffix(parts[parts.count - 1]) else { return false }
    var rest = name.dropFirst(parts[0].count)
    for part in parts.dropFirst().dropLast() {
      guard let range = rest.range(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return rest.count >= parts[parts.count - 1].count
  }
}

/// A benchmark that cannot run as asked.
struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
