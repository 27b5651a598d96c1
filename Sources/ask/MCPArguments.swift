/// `ask mcp list | tools NAME | test NAME | add … | rm NAME | trust | serve`.
enum MCPAction: Equatable {
  case list
  case tools(String)
  case test(String)
  /// `ask mcp add NAME -- COMMAND ARGS…` or `ask mcp add NAME --url URL`.
  case add(name: String, command: [String], url: String?)
  case remove(String)
  /// `ask mcp trust`: approve the project's `.ask/mcp.json` as it is now.
  case trust
  /// `ask mcp serve [--permission-mode MODE]`: ask's skills as an MCP server over stdio.
  case serve(permissionMode: String?)
}

/// Parses the words after `ask mcp`.
enum MCPArguments {
  static func parse(_ arguments: [String]) throws -> AskCommand {
    if arguments.first == "add" {
      let usage = "usage: ask mcp add NAME -- COMMAND [ARGS…] | ask mcp add NAME --url URL"
      guard arguments.count >= 3 else { throw UsageError(message: usage) }
      let name = arguments[1]
      if arguments[2] == "--url", arguments.count == 4 {
        return .mcp(.add(name: name, command: [], url: arguments[3]), json: false)
      }
      guard arguments[2] == "--", arguments.count >= 4 else { throw UsageError(message: usage) }
      return .mcp(.add(name: name, command: Array(arguments[3...]), url: nil), json: false)
    }
    if arguments.first == "serve" {
      switch arguments.count {
      case 1: return .mcp(.serve(permissionMode: nil), json: false)
      case 3 where arguments[1] == "--permission-mode":
        return .mcp(.serve(permissionMode: arguments[2]), json: false)
      default: throw UsageError(message: "usage: ask mcp serve [--permission-mode MODE]")
      }
    }
    let json = arguments.contains("--json")
    let words = arguments.filter { $0 != "--json" }
    switch (words.first, words.count) {
    case ("rm", 2): return .mcp(.remove(words[1]), json: json)
    case ("trust", 1): return .mcp(.trust, json: json)
    case ("list", 1), (nil, 0): return .mcp(.list, json: json)
    case ("tools", 2): return .mcp(.tools(words[1]), json: json)
    case ("test", 2): return .mcp(.test(words[1]), json: json)
    default:
      throw UsageError(
        message: "usage: ask mcp list [--json] | tools NAME [--json] | test NAME | serve")
    }
  }
}
