import Foundation

/// What the command line asked for.
enum AskCommand: Equatable {
  case help
  case version
  case run(RunOptions)
  case skills(json: Bool)
  case auth(AuthAction, json: Bool)
  case doctor(RunOptions)
}

/// `ask auth status|grant|revoke`.
enum AuthAction: Equatable {
  case status(String?)
  case grant(String)
  case revoke(String)
}

/// Options of a request run.
struct RunOptions: Equatable {
  var request: String = ""
  var json = false
  /// nil: from `ASK_MODEL`, the config file, or `offline`.
  var model: String?
  var baseURL: String?
  var maxTurns = 10
  var language: String?
}

/// A command line that cannot be understood; exit code 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// Parses `ask`'s arguments (without the program name).
enum CommandLineParser {
  static func parse(_ arguments: [String]) throws -> AskCommand {
    guard let first = arguments.first else {
      throw UsageError(message: "no request given; try: ask \"remind me to call mom at 6pm\"")
    }
    switch first {
    case "-h", "--help", "help": return .help
    case "-V", "--version": return .version
    case "skills":
      return .skills(json: try flags(Array(arguments.dropFirst()), allowed: ["--json"]))
    case "auth": return try parseAuth(Array(arguments.dropFirst()))
    case "doctor": return .doctor(try parseRun(Array(arguments.dropFirst()), needsRequest: false))
    default: return .run(try parseRun(arguments))
    }
  }

  private static func flags(_ arguments: [String], allowed: Set<String>) throws -> Bool {
    for argument in arguments where !allowed.contains(argument) {
      throw UsageError(message: "unknown option \(argument)")
    }
    return arguments.contains("--json")
  }

  private static func parseAuth(_ arguments: [String]) throws -> AskCommand {
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

  private static func parseRun(_ arguments: [String], needsRequest: Bool = true) throws
    -> RunOptions
  {
    var options = RunOptions()
    var words: [String] = []
    var index = 0
    func value(_ name: String) throws -> String {
      index += 1
      guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--json": options.json = true
      case "--model": options.model = try value(argument)
      case "--base-url": options.baseURL = try value(argument)
      case "--lang": options.language = try value(argument)
      case "--max-turns":
        let text = try value(argument)
        guard let turns = Int(text), turns > 0 else {
          throw UsageError(message: "--max-turns takes a positive whole number, got \"\(text)\"")
        }
        options.maxTurns = turns
      case "--":
        words += arguments[(index + 1)...]
        index = arguments.count
      default:
        if argument.hasPrefix("--") || (argument.hasPrefix("-") && argument.count == 2) {
          throw UsageError(message: "unknown option \(argument); see ask --help")
        }
        words.append(argument)
      }
      index += 1
    }
    options.request = words.joined(separator: " ")
    if !needsRequest, !words.isEmpty {
      throw UsageError(
        message: "doctor takes no request; try: ask doctor [--model NAME] [--base-url URL]")
    }
    if needsRequest, options.request.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      throw UsageError(message: "the request is empty; say what you want done, e.g. ask \"现在几点\"")
    }
    if let language = options.language, !["en", "zh"].contains(language) {
      throw UsageError(message: "--lang takes en or zh, got \"\(language)\"")
    }
    return options
  }
}
