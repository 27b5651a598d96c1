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
  /// `ask mcp serve [--permission-mode MODE] [--workspace DIR]`: ask's skills as an MCP server
  /// over stdio.
  case serve(permissionMode: String?, workspace: String?)
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
      let usage = "usage: ask mcp serve [--permission-mode MODE] [--workspace DIR]"
      var mode: String?
      var workspace: String?
      var index = 1
      while index < arguments.count {
        guard index + 1 < arguments.count else { throw UsageError(message: usage) }
        switch arguments[index] {
        case "--permission-mode": mode = arguments[index + 1]
        case "--workspace": workspace = arguments[index + 1]
        default: throw UsageError(message: usage)
        }
        index += 2
      }
      return .mcp(.serve(permissionMode: mode, workspace: workspace), json: false)
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
