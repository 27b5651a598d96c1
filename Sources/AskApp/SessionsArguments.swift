import AgentCore

/// Parses `ask sessions [list] [FILTERS] [--json]`, `search QUERY… [FILTERS] [--skill ID]
/// [--session ID] [--after CURSOR]`, `tag ID TAG…`, `untag ID TAG…`, `show ID [--before SEQ |
/// --after SEQ] [--limit N]`, `rename ID TITLE…`, `rm ID`, `fork ID [--at SEQ]`,
/// `export ID --format md|jsonl [--output FILE]`. FILTERS: `--tag T` (again for more),
/// `--workspace DIR`, `--model M`, `--since DATE`, `--limit N`.
enum SessionsArguments {
  static let usage = UsageError(
    message:
      "usage: ask sessions [--tag T] [--workspace DIR] [--model M] [--since DATE] [--json]"
      + " | search QUERY [--skill ID] [--since DATE] [--workspace DIR] [--tag T] [--limit N]"
      + " | tag ID TAG… | untag ID TAG… | show ID [--before SEQ | --after SEQ] [--limit N]"
      + " | rename ID TITLE | rm ID | fork ID [--at SEQ] | export ID --format md|jsonl [--output FILE]"
  )

  /// The options that take a value; `--tag` may be given more than once.
  static let valued: Set<String> = [
    "--before", "--after", "--limit", "--at", "--format", "--output", "--tag", "--workspace",
    "--model", "--since", "--skill", "--session",
  ]

  static func parse(_ arguments: [String]) throws -> AskCommand {
    var cursor = ArgumentCursor(arguments)
    var words: [String] = []
    var flags: [String: [String]] = [:]
    var json = false
    while let argument = cursor.next() {
      if argument == "--json" {
        json = true
      } else if valued.contains(argument) {
        flags[argument, default: []].append(try cursor.value(of: argument))
      } else if argument.hasPrefix("--") && argument.count > 2 {
        throw UsageError(message: "unknown option \(argument) for ask sessions")
      } else {
        words.append(argument)
      }
    }
    for (name, values) in flags where values.count > 1 && name != "--tag" {
      throw UsageError(message: "\(name) is given \(values.count) times; give it once")
    }
    let flag = { (name: String) in flags[name]?.first }
    func allowed(_ names: Set<String>, for action: String) throws {
      if let other = flags.keys.sorted().first(where: { !names.contains($0) }) {
        throw UsageError(message: "\(other) does not go with ask sessions \(action)")
      }
    }
    func sequence(_ name: String) throws -> Int64? {
      guard let text = flag(name) else { return nil }
      guard let value = Int64(text), value >= 0 else {
        throw UsageError(message: "\(name) takes a sequence number, got \"\(text)\"")
      }
      return value
    }
    func limit(default value: Int, max: Int) throws -> Int {
      guard let text = flag("--limit") else { return value }
      guard let number = Int(text), (1...max).contains(number) else {
        throw UsageError(message: "--limit takes a number from 1 to \(max), got \"\(text)\"")
      }
      return number
    }
    let filterFlags: Set<String> = ["--tag", "--workspace", "--model", "--since", "--limit"]
    var filters: SessionsFilters {
      get throws {
        SessionsFilters(
          tags: try (flags["--tag"] ?? []).map(validatedTag), workspace: flag("--workspace"),
          model: flag("--model"), since: flag("--since"))
      }
    }
    switch (words.first, words.count) {
    case (nil, _), ("list", 1):
      try allowed(filterFlags, for: "list")
      return .sessions(
        .list(try filters, limit: try limit(default: 1_000, max: 100_000)), json: json)
    case ("search", let count) where count >= 2:
      try allowed(filterFlags.union(["--skill", "--session", "--after"]), for: "search")
      let search = SessionsSearch(
        query: queryText(Array(words.dropFirst())), filters: try filters, skill: flag("--skill"),
        session: flag("--session"), after: flag("--after"), limit: try limit(default: 20, max: 200))
      return .sessions(.search(search), json: json)
    case ("search", _):
      throw UsageError(
        message: "ask sessions search needs words to find: ask sessions search deadline")
    case ("tag", let count), ("untag", let count):
      guard count >= 3 else {
        throw UsageError(message: "usage: ask sessions \(words[0]) ID TAG…")
      }
      try allowed([], for: words[0])
      let tags = try words.dropFirst(2).map(validatedTag)
      return .sessions(
        words[0] == "tag" ? .tag(id: words[1], tags: tags) : .untag(id: words[1], tags: tags),
        json: json)
    case ("show", 2):
      try allowed(["--before", "--after", "--limit"], for: "show")
      if flag("--before") != nil && flag("--after") != nil {
        throw UsageError(message: "use --before or --after, not both")
      }
      let page: SessionsPage =
        if let before = try sequence("--before") {
          .before(before)
        } else if let after = try sequence("--after") {
          .after(after)
        } else { .newest }
      return .sessions(
        .show(id: words[1], page: page, limit: try limit(default: 50, max: 10_000)), json: json)
    case ("rename", let count) where count >= 3:
      try allowed([], for: "rename")
      return .sessions(.rename(id: words[1], title: words[2...].joined(separator: " ")), json: json)
    case ("rm", 2):
      try allowed([], for: "rm")
      return .sessions(.remove(id: words[1]), json: json)
    case ("fork", 2):
      try allowed(["--at"], for: "fork")
      return .sessions(.fork(id: words[1], at: try sequence("--at")), json: json)
    case ("export", 2):
      try allowed(["--format", "--output"], for: "export")
      let format = flag("--format") ?? "md"
      guard format == "md" || format == "jsonl" else {
        throw UsageError(message: "--format takes md or jsonl, got \"\(format)\"")
      }
      return .sessions(.export(id: words[1], format: format, output: flag("--output")), json: json)
    default:
      throw usage
    }
  }

  /// The words of a search as one query: an argument the shell kept whole with its spaces
  /// (`"the deadline"`) is a phrase.
  static func queryText(_ words: [String]) -> String {
    words.map { word in
      word.contains(where: \.isWhitespace) && !word.contains("\"") ? "\"\(word)\"" : word
    }.joined(separator: " ")
  }

  private static func validatedTag(_ text: String) throws -> String {
    do {
      return try SessionTag.validated(text)
    } catch {
      throw UsageError(message: error.message)
    }
  }
}
