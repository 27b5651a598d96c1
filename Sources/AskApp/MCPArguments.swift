/// `ask mcp list | tools NAME | test NAME | resources NAME | read NAME URI | prompts NAME |
/// prompt NAME PROMPT [ARG=VALUE…] | add … | rm NAME | trust | serve`.
enum MCPAction: Equatable {
  case list
  case tools(String)
  case test(String)
  /// `ask mcp resources NAME`: the resources and URI templates a server lists.
  case resources(String)
  /// `ask mcp read NAME URI [--output FILE]`: one resource, its text shown or its bytes
  /// written to FILE.
  case read(server: String, uri: String, output: String?)
  /// `ask mcp prompts NAME`: the prompts a server offers, with their arguments.
  case prompts(String)
  /// `ask mcp prompt NAME PROMPT [ARG=VALUE…]`: one prompt filled in, its messages shown.
  case prompt(server: String, name: String, arguments: [String: String])
  /// `ask mcp skills NAME`: the skills a server serves (Skills extension) and whether each is
  /// approved, new or changed.
  case skills(String)
  /// `ask mcp approve NAME URI|--all`: approves a served skill (or every new and changed one)
  /// as it is now.
  case approve(server: String, uri: String?)
  /// `ask mcp add NAME -- COMMAND ARGS…` or `ask mcp add NAME --url URL`.
  case add(name: String, command: [String], url: String?)
  case remove(String)
  /// `ask mcp login NAME [--no-browser] [--timeout SECONDS]`: sign in to an HTTP server
  /// (OAuth 2.1), waiting at most `wait` seconds for the browser.
  case login(server: String, browser: Bool, wait: Int)
  /// `ask mcp logout NAME`: forget the sign-in (and revoke it where the server offers that).
  case logout(String)
  /// `ask mcp trust`: approve the project's `.ask/mcp.json` as it is now.
  case trust
  /// `ask mcp serve [--permission-mode MODE] [--workspace DIR] [--http [--host H] [--port N]]`:
  /// ask's skills as an MCP server over stdio, or over Streamable HTTP at `http`.
  case serve(permissionMode: String?, workspace: String?, http: HTTPAddress? = nil)

  /// Where `ask mcp serve --http` listens.
  struct HTTPAddress: Equatable {
    var host = "127.0.0.1"
    /// 0: any free port.
    var port: UInt16 = 8766
  }
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
      let usage =
        "usage: ask mcp serve [--permission-mode MODE] [--workspace DIR] [--http [--host H] [--port N]]"
      var mode: String?
      var workspace: String?
      var http: MCPAction.HTTPAddress?
      var address = MCPAction.HTTPAddress()
      var addressGiven = false
      var index = 1
      while index < arguments.count {
        if arguments[index] == "--http" {
          http = address
          index += 1
          continue
        }
        guard index + 1 < arguments.count else { throw UsageError(message: usage) }
        let value = arguments[index + 1]
        switch arguments[index] {
        case "--permission-mode": mode = value
        case "--workspace": workspace = value
        case "--host":
          address.host = value
          addressGiven = true
        case "--port":
          guard let port = UInt16(value) else {
            throw UsageError(
              message: "--port takes a port number from 0 to 65535 (0: any free one), got "
                + "\"\(value.prefix(20))\"")
          }
          address.port = port
          addressGiven = true
        default: throw UsageError(message: usage)
        }
        index += 2
      }
      if http != nil {
        http = address
      } else if addressGiven {
        throw UsageError(message: "--host and --port go with --http; \(usage)")
      }
      return .mcp(.serve(permissionMode: mode, workspace: workspace, http: http), json: false)
    }
    if arguments.first == "login" {
      let usage = "usage: ask mcp login NAME [--no-browser] [--timeout SECONDS]"
      var browser = true
      var wait = 300
      var name: String?
      var index = 1
      while index < arguments.count {
        switch arguments[index] {
        case "--no-browser": browser = false
        case "--timeout":
          guard index + 1 < arguments.count, let seconds = Int(arguments[index + 1]),
            (1...3600).contains(seconds)
          else {
            throw UsageError(message: "--timeout takes seconds from 1 to 3600; \(usage)")
          }
          wait = seconds
          index += 1
        case let word where name == nil && !word.hasPrefix("-"): name = word
        default: throw UsageError(message: usage)
        }
        index += 1
      }
      guard let name else { throw UsageError(message: usage) }
      return .mcp(.login(server: name, browser: browser, wait: wait), json: false)
    }
    let json = arguments.contains("--json")
    var words = arguments.filter { $0 != "--json" }
    if words.first == "read" {
      var output: String?
      if let flag = words.firstIndex(of: "--output") {
        guard flag + 1 < words.count else {
          throw UsageError(message: "usage: ask mcp read NAME URI [--output FILE] [--json]")
        }
        output = words[flag + 1]
        words.removeSubrange(flag...(flag + 1))
      }
      guard words.count == 3, !words[2].isEmpty else {
        throw UsageError(message: "usage: ask mcp read NAME URI [--output FILE] [--json]")
      }
      return .mcp(.read(server: words[1], uri: words[2], output: output), json: json)
    }
    if words.first == "prompt" {
      let usage = "usage: ask mcp prompt NAME PROMPT [ARGUMENT=VALUE…] [--json]"
      guard words.count >= 3 else { throw UsageError(message: usage) }
      var values: [String: String] = [:]
      for word in words.dropFirst(3) {
        guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
          throw UsageError(message: "\(word) is not ARGUMENT=VALUE; \(usage)")
        }
        let key = String(word[..<equals])
        guard values[key] == nil else {
          throw UsageError(message: "\(key) is given twice; \(usage)")
        }
        values[key] = String(word[word.index(after: equals)...])
      }
      return .mcp(.prompt(server: words[1], name: words[2], arguments: values), json: json)
    }
    switch (words.first, words.count) {
    case ("rm", 2): return .mcp(.remove(words[1]), json: json)
    case ("trust", 1): return .mcp(.trust, json: json)
    case ("logout", 2): return .mcp(.logout(words[1]), json: json)
    case ("list", 1), (nil, 0): return .mcp(.list, json: json)
    case ("tools", 2): return .mcp(.tools(words[1]), json: json)
    case ("test", 2): return .mcp(.test(words[1]), json: json)
    case ("resources", 2): return .mcp(.resources(words[1]), json: json)
    case ("skills", 2): return .mcp(.skills(words[1]), json: json)
    case ("approve", 3):
      return .mcp(
        .approve(server: words[1], uri: words[2] == "--all" ? nil : words[2]), json: json)
    case ("prompts", 2): return .mcp(.prompts(words[1]), json: json)
    default:
      throw UsageError(
        message:
          "usage: ask mcp list [--json] | tools NAME [--json] | test NAME | resources NAME [--json]"
          + " | read NAME URI [--output FILE] | prompts NAME [--json] | prompt NAME PROMPT"
          + " [ARGUMENT=VALUE…] | skills NAME [--json] | approve NAME URI|--all"
          + " | login NAME [--no-browser] | logout NAME | serve")
    }
  }
}
