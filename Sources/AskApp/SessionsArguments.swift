/// Parses `ask sessions [--json]`, `show ID [--before SEQ | --after SEQ] [--limit N]`,
/// `rename ID TITLE…`, `rm ID`, `fork ID [--at SEQ]`, `export ID --format md|jsonl [--output FILE]`.
enum SessionsArguments {
  static let usage = UsageError(
    message:
      "usage: ask sessions [--json] | show ID [--before SEQ | --after SEQ] [--limit N] [--json]"
      + " | rename ID TITLE | rm ID | fork ID [--at SEQ] | export ID --format md|jsonl [--output FILE]"
  )

  static func parse(_ arguments: [String]) throws -> AskCommand {
    let json = arguments.contains("--json")
    var words = arguments.filter { $0 != "--json" }
    var flags: [String: String] = [:]
    for name in ["--before", "--after", "--limit", "--at", "--format", "--output"] {
      guard let index = words.firstIndex(of: name) else { continue }
      guard index + 1 < words.count else { throw UsageError(message: "\(name) needs a value") }
      flags[name] = words[index + 1]
      words.removeSubrange(index...(index + 1))
    }
    if let unknown = words.first(where: { $0.hasPrefix("--") }) {
      throw UsageError(message: "unknown option \(unknown) for ask sessions")
    }
    func sequence(_ name: String) throws -> Int64? {
      guard let text = flags[name] else { return nil }
      guard let value = Int64(text), value >= 0 else {
        throw UsageError(message: "\(name) takes a sequence number, got \"\(text)\"")
      }
      return value
    }
    switch (words.first, words.count) {
    case (nil, _), ("list", 1):
      return .sessions(.list, json: json)
    case ("show", 2):
      if flags["--before"] != nil && flags["--after"] != nil {
        throw UsageError(message: "use --before or --after, not both")
      }
      var limit = 50
      if let text = flags["--limit"] {
        guard let value = Int(text), (1...10_000).contains(value) else {
          throw UsageError(message: "--limit takes a number from 1 to 10000, got \"\(text)\"")
        }
        limit = value
      }
      let page: SessionsPage =
        if let before = try sequence("--before") {
          .before(before)
        } else if let after = try sequence("--after") {
          .after(after)
        } else { .newest }
      return .sessions(.show(id: words[1], page: page, limit: limit), json: json)
    case ("rename", let count) where count >= 3:
      return .sessions(.rename(id: words[1], title: words[2...].joined(separator: " ")), json: json)
    case ("rm", 2):
      return .sessions(.remove(id: words[1]), json: json)
    case ("fork", 2):
      return .sessions(.fork(id: words[1], at: try sequence("--at")), json: json)
    case ("export", 2):
      let format = flags["--format"] ?? "md"
      guard format == "md" || format == "jsonl" else {
        throw UsageError(message: "--format takes md or jsonl, got \"\(format)\"")
      }
      return .sessions(.export(id: words[1], format: format, output: flags["--output"]), json: json)
    default:
      throw usage
    }
  }
}
