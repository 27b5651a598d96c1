import Foundation

/// `ask-bench [MEGABYTES] [--markdown FILE]… [--markdown-scale N] [--summary FILE]`.
struct BenchOptions {
  /// Size of the generated model stream.
  var megabytes = 50
  /// Markdown documents to stream besides the generated shapes (only the Markdown table runs).
  var markdownFiles: [String] = []
  /// Size of the generated Markdown shapes (10: a 10,000-item list, a 5,000-line code block…).
  var markdownScale = 10
  /// Where to write the run's ratios as JSON.
  var summaryPath: String?

  init(_ arguments: [String]) {
    var rest = arguments.dropFirst()
    while let argument = rest.popFirst() {
      switch argument {
      case "--markdown": if let file = rest.popFirst() { markdownFiles.append(file) }
      case "--markdown-scale":
        markdownScale = rest.popFirst().flatMap(Int.init).map { max(1, min($0, 100)) } ?? 10
      case "--summary": summaryPath = rest.popFirst()
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

  /// Writes `summary` (ratios only) where `--summary` said, if it did.
  func writeSummary(_ summary: [String: Double]) throws {
    guard let summaryPath else { return }
    let data = try JSONSerialization.data(
      withJSONObject: summary, options: [.sortedKeys, .prettyPrinted])
    try data.write(to: URL(fileURLWithPath: summaryPath), options: .atomic)
  }
}
