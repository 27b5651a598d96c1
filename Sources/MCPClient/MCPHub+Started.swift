import Foundation
import SkillKit

extension MCPHub {
  /// A server that started: its connection, its tools (as its entry filters them) and, when
  /// it declares resources, what it lists to read.
  struct Started: Sendable {
    var connection: MCPConnection
    var tools: [MCPConnection.Tool]
    var readable: Readable?
    /// The skills it serves (Skills extension).
    var skills: [MCPSkillEntry] = []
    /// Why the resources or skills could not be listed (the tools work all the same).
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
      var skills: [MCPSkillEntry] = []
      var problems: [String] = []
      if info.offersSkills {
        do {
          let listed = try await connection.listSkills(timeout: timeout)
          skills = listed.skills
          problems += listed.problems.map { "skill entry refused: \($0)" }
        } catch {
          problems.append("listing its skills failed: \(error)")
        }
      }
      var started = try await resources(connection, config, tools: tools, info, timeout)
      started.skills = skills
      if !problems.isEmpty {
        started.problem =
          ([started.problem].compactMap { $0 }
          + ["MCP server \(config.name): " + problems.joined(separator: "; ")]).joined(
            separator: "; ")
      }
      return started
    }

    private static func resources(
      _ connection: MCPConnection, _ config: MCPServerConfig, tools: [MCPConnection.Tool],
      _ info: MCPConnection.ServerInfo, _ timeout: Duration
    ) async throws -> Started {
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

extension MCPHub {
  /// Where a served skill stands with the person.
  public enum SkillState: String, Sendable {
    /// Approved as it is now: offered to the model.
    case approved
    /// Never approved: not offered.
    case new
    /// Approved once, changed since: not offered until approved again.
    case changed
    /// Generated content without digests: never offered.
    case dynamic
  }

  /// The skills `server` serves now (asked again) and where each stands; the entries the
  /// server got wrong, with why.
  public func skills(of server: String) async throws -> (
    skills: [(entry: MCPSkillEntry, state: SkillState)], problems: [String]
  ) {
    let config = servers[server]?.config
    return try await using(server) { connection, timeout in
      guard await connection.info?.offersSkills == true, let config else {
        throw SkillError(
          "MCP server \(server) does not declare the Skills extension (\(MCPSkillEntry.extensionID))",
          fix: "`ask mcp resources \(server)` lists what it offers to read")
      }
      let listed = try await connection.listSkills(timeout: timeout)
      return (
        listed.skills.map { entry in
          let approved = approvals?.pin(config, entry.uri)
          let state: SkillState =
            entry.files == nil
            ? .dynamic : approved == nil ? .new : approved == entry.pin ? .approved : .changed
          return (entry, state)
        }, listed.problems
      )
    }
  }

  /// Approves `entry` of `server` as it is now.
  public func approve(_ entry: MCPSkillEntry, of server: String) throws {
    guard let config = servers[server]?.config, let approvals else {
      throw SkillError("no MCP server \"\(server)\"")
    }
    guard entry.files != nil else {
      throw SkillError(
        "skill \(entry.name) is generated (\"dynamic\"): there are no digests to approve")
    }
    try approvals.approve(entry, of: config)
  }
}

extension MCPHub: PromptSource {
  /// A server's prompt filled in as one request: the words that were not `KEY=VALUE` go to
  /// the prompt's one argument (or its one required argument); the messages are joined, each
  /// headed by its role when they are not all the person's.
  public func expand(server: String, prompt name: String, arguments given: [String: String])
    async throws -> String
  {
    guard knows(server) else {
      throw PromptUsageError(
        "no MCP server \"\(server)\"; configured: \(servers.keys.sorted().joined(separator: ", "))")
    }
    let listed = try await prompts(of: server)
    guard let prompt = listed.first(where: { $0.name == name }) else {
      throw PromptUsageError(
        "\(server) has no prompt \"\(name)\"; it offers \(listed.map(\.name).joined(separator: ", "))"
      )
    }
    var arguments = given
    if let loose = arguments.removeValue(forKey: "") {
      let open = prompt.arguments.filter { arguments[$0.name] == nil }
      let target =
        prompt.arguments.count == 1
        ? prompt.arguments.first
        : open.filter(\.required).count == 1
          ? open.first(where: \.required) : nil
      guard let target else {
        throw PromptUsageError(
          "prompt \(name) takes its arguments as KEY=VALUE (\(prompt.arguments.map(\.name).joined(separator: ", "))),"
            + " not \"\(loose.prefix(60))\"")
      }
      arguments[target.name] = loose
    }
    if let problem = prompt.problem(with: arguments) { throw PromptUsageError(problem) }
    let filled = try await fill(prompt, of: server, arguments: arguments)
    let mixed = filled.messages.contains { $0.role != "user" }
    return filled.messages.map { mixed ? "\($0.role): \($0.text)" : $0.text }
      .joined(separator: "\n\n")
  }
}

extension MCPHub: AttachmentSource {
  /// The `read_resource` skill of `server` (starting the servers first when none has).
  public func readerSkill(server: String) async -> String? {
    await started()
    return readerIDs[server]
  }
}
