import Foundation
import SkillKit

/// One server of `mcp.json` (`{"mcpServers": {"time": {"command": "python3", "args": […]}}}`),
/// as written: `${VAR}` is expanded only when the server is started, never stored expanded.
public struct MCPServerConfig: Sendable, Hashable {
  /// The server's name (its tools are `mcp.NAME.tool`).
  public var name: String
  /// The program of a stdio server.
  public var command: String?
  /// Its arguments.
  public var arguments: [String]
  /// Variables set for it, as written (`${VAR}` expanded at start).
  public var environment: [String: String]
  /// The folder it starts in.
  public var directory: String?
  /// The endpoint of an HTTP server.
  public var url: String?
  /// Headers sent to an HTTP server, as written.
  public var headers: [String: String]
  /// False: listed, never started.
  public var enabled: Bool
  /// Overrides the level the tools' annotations suggest (never lowered by the server).
  public var permissionLevel: PermissionLevel?
  /// Only these tools are offered, when given.
  public var include: [String]?
  /// These tools are never offered.
  public var exclude: [String]
  /// How long one request to the server may take.
  public var timeoutSeconds: Double
  /// A protocol version to speak instead of negotiating (`2026-07-28` skips the handshake
  /// probe; a handshake version skips `server/discover`). Nil: the newest both sides speak.
  public var protocolVersion: String?
  /// The file it came from (project entries override user entries by name).
  public var file: String
  /// False for a project's server whose file the user has not approved as it is now: it is
  /// listed, never started.
  public var trusted = true
  /// What the server's sandbox is widened by (`"sandbox": {"network": true, …}`): the user's
  /// own file says it, a project's file says it once `ask mcp trust` approved the file.
  public var sandbox = SandboxWidening()
  /// Whether the server may ask ask's model for completions (`"sampling": true`); off by
  /// default, and each request is still put to the person.
  public var sampling = false
  /// The client id the authorization server knows ask by (`"oauth": {"client_id": …}`), for
  /// servers that offer no dynamic registration; nil: ask registers itself at sign-in.
  public var oauthClientID: String?
  /// The scopes to ask for at sign-in (`"oauth": {"scope": "a b"}`) instead of those the
  /// server names.
  public var oauthScope: String?
  /// The loopback port the redirect comes back to (`"oauth": {"redirect_port": 8765}`), for a
  /// client registered with a fixed redirect URI; nil: any free port.
  public var oauthRedirectPort: UInt16?

  /// Seconds a request may take when the entry does not say.
  public static let defaultTimeoutSeconds = 60.0
}

/// Why an `mcp.json` cannot be used: the file, the server and the key.
public struct MCPConfigError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file with the problem.
  public var file: String
  /// Where in it (`servers.time.command`).
  public var path: String
  /// What is wrong and how to fix it.
  public var message: String

  /// `file: path: message`.
  public var description: String {
    [file, path, message].filter { !$0.isEmpty }.joined(separator: ": ")
  }
}

extension MCPServerConfig {
  static let keys: Set<String> = [
    "command", "args", "env", "cwd", "url", "headers", "enabled", "permission_level", "tools",
    "timeout_s", "type", "protocol_version", "sandbox", "sampling", "oauth",
  ]

  /// The servers of `files` in order; a later file's server replaces an earlier one's by name.
  public static func load(_ files: [String]) throws -> [MCPServerConfig] {
    var servers: [String: MCPServerConfig] = [:]
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else { continue }
      for server in try parse(data, file: file) { servers[server.name] = server }
    }
    return servers.values.sorted { $0.name < $1.name }
  }

  /// The servers of an mcp.json file; a problem names its path in the file.
  public static func parse(_ data: Data, file: String) throws -> [MCPServerConfig] {
    func fail(_ path: String, _ message: String) -> MCPConfigError {
      MCPConfigError(file: file, path: path, message: message)
    }
    guard data.count <= 1 << 20 else { throw fail("", "larger than 1 MiB") }
    let root: JSONValue
    do {
      root = try JSONValue.parse(data)
    } catch {
      throw fail("", "not valid JSON: \(error)")
    }
    guard case .object(let servers)? = root["mcpServers"] else {
      throw fail("", "expected {\"mcpServers\": {\"NAME\": {\"command\": …} or {\"url\": …}}}")
    }
    return try servers.sorted(by: { $0.key < $1.key }).map { name, value in
      try server(named: name, value, file: file)
    }
  }

  /// One server's entry of an mcp.json file, checked key by key.
  private static func server(named name: String, _ value: JSONValue, file: String) throws
    -> MCPServerConfig
  {
    func fail(_ path: String, _ message: String) -> MCPConfigError {
      MCPConfigError(file: file, path: path, message: message)
    }
    let at = "mcpServers.\(name)"
    let allowed = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "-" || $0 == "_"
    }
    guard allowed, !name.isEmpty, name.count <= 64 else {
      throw fail(at, "a server name is letters, digits, - and _")
    }
    guard case .object(let members) = value else { throw fail(at, "expected an object") }
    if let unknown = members.keys.sorted().first(where: { !keys.contains($0) }) {
      throw fail(
        "\(at).\(unknown)", "unknown key; a server takes \(keys.sorted().joined(separator: ", "))"
      )
    }
    func string(_ key: String) throws -> String? {
      guard let member = members[key] else { return nil }
      guard case .string(let text) = member else {
        throw fail("\(at).\(key)", "expected a string")
      }
      return text
    }
    func strings(_ key: String, in object: [String: JSONValue] = members, at path: String) throws
      -> [String]?
    {
      guard let member = object[key] else { return nil }
      guard case .array(let items) = member, items.allSatisfy({ $0.stringValue != nil }) else {
        throw fail("\(path).\(key)", "expected an array of strings")
      }
      return items.compactMap(\.stringValue)
    }
    func map(_ key: String) throws -> [String: String] {
      guard let member = members[key] else { return [:] }
      guard case .object(let entries) = member,
        entries.values.allSatisfy({ $0.stringValue != nil })
      else { throw fail("\(at).\(key)", "expected an object of strings") }
      return entries.compactMapValues(\.stringValue)
    }
    let command = try string("command")
    let url = try string("url")
    guard (command == nil) != (url == nil) else {
      throw fail(at, "give either \"command\" (a stdio server) or \"url\" (an HTTP server)")
    }
    var level: PermissionLevel?
    if let text = try string("permission_level") {
      guard let parsed = PermissionLevel(rawValue: text) else {
        throw fail("\(at).permission_level", "\"\(text)\" is not a permission level")
      }
      level = parsed
    }
    var include: [String]?
    var exclude: [String] = []
    if let tools = members["tools"] {
      guard case .object(let filter) = tools else {
        throw fail("\(at).tools", "expected {\"include\": […], \"exclude\": […]}")
      }
      include = try strings("include", in: filter, at: "\(at).tools")
      exclude = try strings("exclude", in: filter, at: "\(at).tools") ?? []
    }
    var timeout = defaultTimeoutSeconds
    if let member = members["timeout_s"] {
      guard let seconds = member.doubleValue, seconds.isFinite, seconds > 0, seconds <= 3600
      else {
        throw fail("\(at).timeout_s", "expected seconds above 0, at most 3600")
      }
      timeout = seconds
    }
    let version = try string("protocol_version")
    if let version, !MCPConnection.supportedVersions.contains(version) {
      throw fail(
        "\(at).protocol_version",
        "ask speaks \(MCPConnection.supportedVersions.joined(separator: ", ")), not \"\(version)\""
      )
    }
    var enabled = true
    if let member = members["enabled"] {
      guard case .bool(let flag) = member else {
        throw fail("\(at).enabled", "expected true or false")
      }
      enabled = flag
    }
    var sandbox = SandboxWidening()
    if let member = members["sandbox"] {
      do {
        sandbox = try SandboxWidening.parse(
          member, home: ProcessInfo.processInfo.environment["HOME"])
      } catch {
        throw fail("\(at).sandbox" + (error.key.isEmpty ? "" : ".\(error.key)"), error.reason)
      }
    }
    var config = MCPServerConfig(
      name: name, command: command, arguments: try strings("args", at: at) ?? [],
      environment: try map("env"), directory: try string("cwd"), url: url,
      headers: try map("headers"), enabled: enabled, permissionLevel: level,
      include: include, exclude: exclude, timeoutSeconds: timeout, protocolVersion: version,
      file: file)
    config.sandbox = sandbox
    if let member = members["sampling"] {
      guard case .bool(let flag) = member else {
        throw fail("\(at).sampling", "expected true or false (off by default)")
      }
      config.sampling = flag
    }
    if let member = members["oauth"] {
      guard url != nil else {
        throw fail(
          "\(at).oauth",
          "only an HTTP server (\"url\") signs in; a stdio server takes its "
            + "credentials from its environment")
      }
      let shape =
        "expected {\"client_id\": \"…\", \"scope\": \"…\", \"redirect_port\": 8765} (each "
        + "optional)"
      guard case .object(let oauth) = member,
        oauth.keys.allSatisfy({ ["client_id", "scope", "redirect_port"].contains($0) })
      else { throw fail("\(at).oauth", shape) }
      for key in ["client_id", "scope"] {
        guard let value = oauth[key] else { continue }
        guard let text = value.stringValue, (1...1024).contains(text.count) else {
          throw fail("\(at).oauth.\(key)", "expected a non-empty string of at most 1024 characters")
        }
      }
      config.oauthClientID = oauth["client_id"]?.stringValue
      config.oauthScope = oauth["scope"]?.stringValue
      if let member = oauth["redirect_port"] {
        guard let number = member.doubleValue, number == number.rounded(), number >= 1,
          number <= 65535
        else { throw fail("\(at).oauth.redirect_port", "expected a port from 1 to 65535") }
        config.oauthRedirectPort = UInt16(number)
      }
    }
    return config
  }

  /// An HTTP server's URL and headers with `${VAR}` expanded from `environment` (what it is
  /// connected to and signed in to); an error for a stdio server or a URL that is not http(s).
  public func httpEndpoint(_ environment: [String: String]) throws -> (
    url: URL, headers: [String: String]
  ) {
    let text = try Self.expand(url ?? "", environment)
    guard let endpoint = URL(string: text),
      ["http", "https"].contains(endpoint.scheme?.lowercased() ?? "")
    else { throw MCPError.protocolViolation("\(url ?? "") is not an http(s) URL") }
    var expanded: [String: String] = [:]
    for (key, value) in headers { expanded[key] = try Self.expand(value, environment) }
    return (endpoint, expanded)
  }

  /// `${VAR}` replaced from `environment`; a variable that is not set is an error naming it.
  public static func expand(_ text: String, _ environment: [String: String]) throws -> String {
    var out = ""
    var rest = Substring(text)
    while let open = rest.range(of: "${") {
      out += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
        out += rest[open.lowerBound...]
        return out
      }
      let name = String(rest[open.upperBound..<close])
      guard let value = environment[name] else {
        throw MCPConfigError(
          file: "", path: "", message: "${\(name)} is not set in the environment")
      }
      out += value
      rest = rest[rest.index(after: close)...]
    }
    return out + rest
  }
}
