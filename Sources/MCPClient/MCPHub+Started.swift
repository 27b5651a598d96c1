import Foundation
import SkillKit

extension MCPHub {
  /// A server that started: its connection, its tools (as its entry filters them) and, when
  /// it declares resources, what it lists to read.
  struct Started: Sendable {
    var connection: MCPConnection
    var tools: [MCPConnection.Tool]
    var readable: Readable?
    /// Why the resources could not be listed (the tools work all the same).
    var problem: String?

    /// What a server lists to read.
    struct Readable: Sendable, Hashable {
      var resources: [MCPResource]
      var templates: [MCPResource.Template]
    }

    /// Starts `connection` as `config` says and lists its tools and resources.
    static func start(_ connection: MCPConnection, _ config: MCPServerConfig, timeout: Duration)
      async throws -> Started
    {
      let info = try await connection.start(timeout: timeout, version: config.protocolVersion)
      var tools: [MCPConnection.Tool] = []
      do {
        tools = MCPHub.filtered(try await connection.listTools(timeout: timeout), config)
      } catch MCPError.server(let code, _) where code == -32601 && !info.offersTools {
        // A server of resources or prompts only: it has no tools to list.
      }
      guard info.offersResources else { return Started(connection: connection, tools: tools) }
      do {
        // The first page only: the skill names a few; `ask mcp resources` lists them all.
        let resources = try await connection.listResources(timeout: timeout, pages: 1)
        // Templates are optional in the protocol: a server without them answers "not found".
        var templates: [MCPResource.Template] = []
        do {
          templates = try await connection.listResourceTemplates(timeout: timeout)
        } catch MCPError.server(let code, _) where code == -32601 {}
        return Started(
          connection: connection, tools: tools,
          readable: Readable(resources: resources, templates: templates))
      } catch {
        return Started(
          connection: connection, tools: tools,
          readable: Readable(resources: [], templates: []),
          problem: "MCP server \(config.name) declares resources but listing them failed: \(error)"
        )
      }
    }
  }

  /// The resources and URI templates `server` lists now (asked again, not the start's list).
  public func resources(of server: String) async throws -> (
    resources: [MCPResource], templates: [MCPResource.Template]
  ) {
    try await using(server) { connection, timeout in
      guard await connection.info?.offersResources == true else {
        throw SkillError(
          "MCP server \(server) offers no resources",
          fix: "`ask mcp tools \(server)` lists what it offers")
      }
      let resources = try await connection.listResources(timeout: timeout)
      do {
        return (resources, try await connection.listResourceTemplates(timeout: timeout))
      } catch MCPError.server(let code, _) where code == -32601 {
        return (resources, [])
      }
    }
  }

  /// Reads `uri` from `server`.
  public func read(server: String, uri: String, elicit: MCPConnection.Elicit? = nil)
    async throws -> [MCPResource.Content]
  {
    try await using(server) { connection, timeout in
      try await connection.readResource(uri, timeout: timeout, elicit: elicit)
    }
  }

  /// The prompts `server` lists.
  public func prompts(of server: String) async throws -> [MCPPrompt] {
    try await using(server) { connection, timeout in
      guard await connection.info?.offersPrompts == true else {
        throw SkillError(
          "MCP server \(server) offers no prompts",
          fix: "`ask mcp tools \(server)` lists what it offers")
      }
      return try await connection.listPrompts(timeout: timeout)
    }
  }

  /// `prompt` of `server` (as its listing gave it) filled in with `arguments`, checked against
  /// the listing first: a required argument missing or one it does not take is said before
  /// anything is sent.
  public func fill(_ prompt: MCPPrompt, of server: String, arguments: [String: String])
    async throws -> (description: String?, messages: [MCPPrompt.Message])
  {
    if let problem = prompt.problem(with: arguments) {
      throw SkillError(problem, fix: "`ask mcp prompts \(server)` lists its arguments")
    }
    return try await using(server) { connection, timeout in
      try await connection.getPrompt(prompt.name, arguments: arguments, timeout: timeout)
    }
  }

  /// Whether mcp.json names a server `name`.
  public func knows(_ name: String) -> Bool { servers[name] != nil }
}
