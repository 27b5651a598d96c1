import AgentCore
import Foundation
import SkillKit

/// Parses `ask`'s arguments (without the program name).
enum CommandLineParser {
  static func parse(_ arguments: [String]) throws -> AskCommand {
    guard let first = arguments.first else {
      return .abilities(RunOptions())
    }
    // Options first and --help among them: the help, in the language asked for.
    if first.hasPrefix("-"), arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
      let lang = arguments.firstIndex(of: "--lang").flatMap { index in
        index + 1 < arguments.count ? arguments[index + 1] : nil
      }
      return .help(lang: lang)
    }
    switch first {
    case "-h", "--help", "help": return .help(lang: nil)
    case "-V", "--version": return .version
    default: break
    }
    // A command's word is read by the command's own parser (the table --help lists).
    if let command = Subcommand.named(first), let parse = command.parse {
      return try parse(Array(arguments.dropFirst()))
    }
    // Options but no request (`ask --lang zh`) list what ask can do, like `ask` alone;
    // a program (--json) or a resume without a request is told what is missing.
    let options = try parseRun(arguments, emptyAllowed: true)
    // No words at all; a request given but blank (`ask "  "`) is an error that says so.
    if options.request.isEmpty, !options.json, options.resume == nil, !options.continueLatest {
      return .abilities(options)
    }
    return .run(try parseRun(arguments))
  }

  /// Options for the terminal UI when the command line has no request and no subcommand
  /// (`ask`, `ask --model …`, `ask --resume ID`); nil otherwise.
  static func interactiveOptions(_ arguments: [String]) throws -> RunOptions? {
    if let first = arguments.first, !first.hasPrefix("-") { return nil }
    if arguments.contains(where: { ["-h", "--help", "-V", "--version", "--json"].contains($0) }) {
      return nil
    }
    let options = try parseRun(arguments, needsRequest: false)
    return options.request.isEmpty ? options : nil
  }

  static func parseSkills(_ rest: [String]) throws -> AskCommand {
    if rest.first == "check" {
      let words = Array(rest.dropFirst())
      guard words.count <= 1, !(words.first?.hasPrefix("-") ?? false) else {
        throw UsageError(message: "usage: ask skills check [FILE_OR_FOLDER]")
      }
      return .skillCheck(path: words.first)
    }
    var options = SkillsOptions()
    var words: [String] = []
    var index = 0
    while index < rest.count {
      switch rest[index] {
      case "--json": options.json = true
      case "--no-mcp": options.mcp = false
      case "--lang":
        guard index + 1 < rest.count, UserLanguage.named(rest[index + 1]) != nil else {
          throw UsageError(message: "--lang takes en or zh")
        }
        options.language = rest[index + 1]
        index += 1
      case let word where word.hasPrefix("-"):
        throw UsageError(
          message: "unknown option \(word); ask skills takes --json, --no-mcp and --lang en|zh")
      case let word: words.append(word)
      }
      index += 1
    }
    if words.first == "show" {
      guard words.count == 2 else {
        throw UsageError(message: "usage: ask skills show ID [--json] [--no-mcp] [--lang en|zh]")
      }
      return .skillShow(id: words[1], options)
    }
    guard words.isEmpty else {
      throw UsageError(message: "usage: ask skills [show ID | check [PATH]] [--json] [--no-mcp]")
    }
    return .skills(options)
  }

  static func parseDoctor(_ rest: [String]) throws -> AskCommand {
    if rest.contains("--errors") { return try DoctorArguments.parseErrors(rest) }
    return .doctor(try parseRun(rest, needsRequest: false))
  }

  static func parsePlanner(_ rest: [String]) throws -> AskCommand {
    let json = rest.contains("--json")
    let words = rest.filter { $0 != "--json" }
    guard words.count <= 1, ["status", "forget"].contains(words.first ?? "status") else {
      throw UsageError(message: "usage: ask planner [status|forget] [--json]")
    }
    return .planner(action: words.first ?? "status", json: json)
  }

  private static func flags(_ arguments: [String], allowed: Set<String>) throws -> Bool {
    for argument in arguments where !allowed.contains(argument) {
      throw UsageError(message: "unknown option \(argument)")
    }
    return arguments.contains("--json")
  }

  static func parsePermissions(_ arguments: [String]) throws -> AskCommand {
    let json = arguments.contains("--json")
    var words = arguments.filter { $0 != "--json" }
    var scope = "user"
    if let index = words.firstIndex(of: "--scope") {
      guard index + 1 < words.count, ["user", "project"].contains(words[index + 1]) else {
        throw UsageError(message: "--scope takes user or project")
      }
      scope = words[index + 1]
      words.removeSubrange(index...(index + 1))
    }
    var expiry: RuleExpiry?
    for name in ["--for", "--until"] {
      guard let index = words.firstIndex(of: name) else { continue }
      guard index + 1 < words.count else { throw UsageError(message: "\(name) needs a value") }
      guard expiry == nil else { throw UsageError(message: "use --for or --until, not both") }
      expiry = name == "--for" ? .lasting(words[index + 1]) : .until(words[index + 1])
      words.removeSubrange(index...(index + 1))
    }
    let usage = UsageError(
      message:
        "usage: ask permissions list | add allow|deny|ask PATTERN [--scope user|project]"
        + " [--for 8h | --until DATE] | rm ID")
    switch words.first {
    case "list" where words.count == 1, nil:
      return .permissions(.list, json: json)
    case "add" where words.count >= 3:
      guard ["allow", "deny", "ask"].contains(words[1]) else { throw usage }
      return .permissions(
        .add(
          decision: words[1], pattern: words[2...].joined(separator: " "), scope: scope,
          expiry: expiry),
        json: json)
    case "rm" where words.count == 2:
      guard let id = Int(words[1].trimmingCharacters(in: CharacterSet(charactersIn: "#"))) else {
        throw UsageError(
          message: "rm takes a rule id from ask permissions list, got \"\(words[1])\"")
      }
      return .permissions(.remove(id), json: json)
    default:
      throw usage
    }
  }

  /// `ask grants [--json]`, `revoke ID`, `explain SKILL --input JSON [--session ID]`.
  static func parseGrants(_ arguments: [String]) throws -> AskCommand {
    var cursor = ArgumentCursor(arguments)
    var words: [String] = []
    var json = false
    var input: String?
    var session: String?
    while let argument = cursor.next() {
      switch argument {
      case "--json": json = true
      case "--input": input = try cursor.value(of: argument)
      case "--session": session = try cursor.value(of: argument)
      default:
        if argument.hasPrefix("--") && argument.count > 2 {
          throw UsageError(message: "unknown option \(argument) for ask grants")
        }
        words.append(argument)
      }
    }
    switch (words.first, words.count) {
    case (nil, _), ("list", 1):
      guard input == nil, session == nil else {
        throw UsageError(message: "--input and --session go with ask grants explain")
      }
      return .grants(.list, json: json)
    case ("revoke", 2):
      return .grants(.revoke(words[1]), json: json)
    case ("explain", 2):
      return .grants(.explain(skill: words[1], input: input ?? "{}", session: session), json: json)
    default:
      throw UsageError(
        message:
          "usage: ask grants [--json] | revoke ID | explain SKILL --input JSON [--session ID]")
    }
  }

  static func parseAudit(_ arguments: [String]) throws -> AuditOptions {
    var options = AuditOptions()
    var cursor = ArgumentCursor(arguments)
    while case let first = cursor.atStart, let argument = cursor.next() {
      switch argument {
      case "--json": options.json = true
      case "--skill": options.skill = try cursor.value(of: argument)
      case "--since": options.since = try cursor.value(of: argument)
      case "export" where first:
        options.export = cursor.next(if: { !$0.hasPrefix("--") }) ?? "-"
      default:
        throw UsageError(
          message:
            "unknown argument \(argument); usage: ask audit [--skill ID] [--since DATE] [--json] | ask audit export [FILE]"
        )
      }
    }
    return options
  }

  static func parseAuth(_ arguments: [String]) throws -> AskCommand {
    let json = arguments.contains("--json")
    let words = arguments.filter { $0 != "--json" }
    if let flag = words.first(where: { $0.hasPrefix("-") }) {
      throw UsageError(message: "unknown option \(flag)")
    }
    switch (words.first, words.count) {
    case ("status", 1): return .auth(.status(nil), json: json)
    case ("status", 2): return .auth(.status(words[1]), json: json)
    case ("grant", 2): return .auth(.grant(words[1]), json: json)
    case ("revoke", 2): return .auth(.revoke(words[1]), json: json)
    default:
      throw UsageError(
        message: "usage: ask auth status [CAPABILITY] | grant CAPABILITY | revoke CAPABILITY")
    }
  }

  /// The largest `--input-file` read.
  static let maxInputFileBytes = 1 << 20

  static func parseCall(_ arguments: [String]) throws -> RunOptions {
    let usage = "usage: ask call SKILL [--input JSON | --input-file FILE] [--json]"
    var rest: [String] = []
    var inputText: String?
    var cursor = ArgumentCursor(arguments)
    while let argument = cursor.next() {
      if argument == "--input" || argument == "--input-file" {
        let value = try cursor.value(of: argument)
        guard inputText == nil else {
          throw UsageError(message: "give the input once: --input or --input-file")
        }
        if argument == "--input" {
          inputText = value
        } else {
          guard let handle = FileHandle(forReadingAtPath: value) else {
            throw UsageError(message: "--input-file \(value): cannot be read")
          }
          defer { try? handle.close() }
          let data = try handle.read(upToCount: maxInputFileBytes + 1) ?? Data()
          guard data.count <= maxInputFileBytes else {
            throw UsageError(message: "--input-file \(value): larger than 1 MiB")
          }
          inputText = String(decoding: data, as: UTF8.self)
        }
        continue
      }
      rest.append(argument)
    }
    guard let skill = rest.first, !skill.hasPrefix("-") else { throw UsageError(message: usage) }
    var options = try parseRun(Array(rest.dropFirst()), needsRequest: false, command: "call")
    // The call itself runs no model; --model (and --base-url) name the one that may answer an
    // MCP server's sampling request during it.
    if options.toolChoice != nil {
      throw UsageError(
        message: "ask call makes the one call it names: --tool-choice does not apply")
    }
    let input: JSONValue
    do {
      input = try JSONValue.parse(inputText ?? "{}")
    } catch {
      throw UsageError(
        message: "--input is not JSON (\(error)); give an object, e.g. --input '{\"title\":\"x\"}'")
    }
    guard case .object = input else {
      throw UsageError(
        message: "--input must be a JSON object of the skill's fields, e.g. '{\"title\":\"x\"}'")
    }
    options.directCall = DirectCall(skill: skill, input: input)
    options.request = "call \(skill)"
    options.maxTurns = 2
    return options
  }

  static func parseRun(
    _ arguments: [String], needsRequest: Bool = true, command: String = "doctor",
    emptyAllowed: Bool = false
  ) throws -> RunOptions {
    var options = RunOptions()
    var words: [String] = []
    var cursor = ArgumentCursor(arguments)
    while let argument = cursor.next() {
      if argument == "--" {
        words += cursor.rest()
      } else if let flag = RunFlag.named[argument], let apply = flag.apply {
        // The options of a run are the table `--help` lists (RunFlag).
        try apply(&options, flag.value == nil ? "" : try cursor.value(of: argument))
      } else if argument.hasPrefix("--") || (argument.hasPrefix("-") && argument.count == 2) {
        throw UsageError(message: "unknown option \(argument); see ask --help")
      } else {
        words.append(argument)
      }
    }
    options.request = words.joined(separator: " ")
    if !options.attachments.isEmpty {
      guard needsRequest else {
        throw UsageError(
          message: "--attach goes with a request: ask --attach mcp://SERVER/URI \"…\"")
      }
      guard options.attachments.count <= 8 else {
        throw UsageError(message: "--attach: at most 8 resources a request")
      }
      // Attached as the agent reads them: `@mcp://…` mentions ahead of the request's words.
      options.request =
        options.attachments.map { "@" + $0 }.joined(separator: " ") + " " + options.request
    }
    if !needsRequest, !words.isEmpty {
      throw UsageError(
        message: command == "call"
          ? "ask call takes one skill id, then options; got \"\(words.joined(separator: " ").prefix(60))\""
          : command == "serve"
            ? "serve takes no request; try: ask serve [--host H] [--port N] [--open]"
            : "doctor takes no request; try: ask doctor [--model NAME] [--base-url URL]")
    }
    if needsRequest, !emptyAllowed,
      options.request.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    {
      throw UsageError(message: "the request is empty; say what you want done, e.g. ask \"现在几点\"")
    }
    if options.resume != nil && options.continueLatest {
      throw UsageError(message: "--resume and --continue cannot be used together")
    }
    if let language = options.language, !["en", "zh"].contains(language) {
      throw UsageError(message: "--lang takes en or zh, got \"\(language)\"")
    }
    return options
  }
}
