import Foundation
import MCPClient
import SkillKit

/// `ask mcp list | tools NAME | test NAME`: the configured MCP servers, their tools, a timed
/// connection check.
enum MCPCommand {
  static func run(
    _ action: MCPAction, json: Bool, container: AppContainer, output: OutputWriter
  ) async -> Int32 {
    switch action {
    case .add(let name, let command, let url):
      return edit(container, output: output) { servers in
        var entry: [String: JSONValue] = [:]
        if let url {
          entry["url"] = .string(url)
        } else {
          entry["command"] = .string(command[0])
          entry["args"] = .array(command.dropFirst().map(JSONValue.string))
        }
        let replaced = servers[name] != nil
        servers[name] = .object(entry)
        return replaced ? "replaced MCP server \(name)" : "added MCP server \(name)"
      }
    case .trust:
      return trust(container, output: output)
    case .remove(let name):
      return edit(container, output: output) { servers in
        guard servers.removeValue(forKey: name) != nil else { return nil }
        return "removed MCP server \(name)"
      }
    case .list, .tools, .test, .serve:
      return await inspect(action, json: json, container: container, output: output)
    case .resources, .read, .prompts, .prompt, .skills, .approve:
      return await offers(action, json: json, container: container, output: output)
    case .login, .logout:
      return await signIn(action, container: container, output: output)
    }
  }

  /// `ask mcp trust`: shows what the project's `.ask/mcp.json` starts and approves it as it is.
  private static func trust(_ container: AppContainer, output: OutputWriter) -> Int32 {
    let path = AppContainer.projectMCPPath()
    guard let data = FileManager.default.contents(atPath: path) else {
      OutputWriter.error("ask: there is no \(path) here\n")
      return 2
    }
    do {
      let servers = try MCPServerConfig.parse(data, file: path)
      for server in servers {
        output.line(
          "  \(server.name): "
            + (server.command.map { ([$0] + server.arguments).joined(separator: " ") } ?? server
              .url ?? ""))
        // What approving it lets the server reach beyond its sandbox, said before it is.
        if server.command != nil, !server.sandbox.isEmpty {
          output.line(
            "    leaves its sandbox: " + server.sandbox.capabilities.joined(separator: ", "))
        }
      }
      try MCPTrust(file: container.environment.dataDirectory + "/mcp-trust.json").approve(path)
      output.line("approved \(path) as it is now; a change to it needs `ask mcp trust` again")
      return 0
    } catch {
      OutputWriter.error("ask: \(error)\n")
      return 1
    }
  }

  /// `list`, `tools NAME`, `test NAME`: starts the servers and says what each offers.
  private static func inspect(
    _ action: MCPAction, json: Bool, container: AppContainer, output: OutputWriter
  ) async -> Int32 {
    guard let hub = container.mcp else {
      OutputWriter.error(
        "ask: no MCP servers are configured; add them to \(AppContainer.mcpConfigPath(container.environment))"
          + " as {\"mcpServers\": {\"time\": {\"command\": \"uvx\", \"args\": [\"mcp-server-time\"]}}}\n"
      )
      return action == .list ? 0 : 2
    }
    let clock = ContinuousClock()
    let started = clock.now
    let statuses = await hub.status()
    let elapsed = clock.now - started
    switch action {
    case .list:
      list(statuses, json: json, output: output)
      await hub.stopAll()
      return 0
    case .add, .remove, .trust, .serve, .resources, .read, .prompts, .prompt, .skills, .approve,
      .login, .logout:
      return 0
    case .tools(let name), .test(let name):
      guard let status = statuses.first(where: { $0.name == name }) else {
        OutputWriter.error(
          "ask: no MCP server \"\(name)\"; configured: \(statuses.map(\.name).joined(separator: ", "))\n"
        )
        await hub.stopAll()
        return 2
      }
      let tools = await hub.tools(of: name)
      await hub.stopAll()
      if case .test = action {
        return test(status, tools: tools, elapsed: elapsed, output: output)
      }
      return list(tools, of: status, json: json, output: output)
    }
  }

  /// One line (or JSON object) per server: its state, transport, protocol and tool count.
  private static func list(_ statuses: [MCPHub.Status], json: Bool, output: OutputWriter) {
    for status in statuses {
      if json {
        let line: JSONValue = [
          "name": .string(status.name), "enabled": .bool(status.enabled),
          "state": .string(status.state), "transport": .string(status.transport),
          "protocol_version": status.protocolVersion.map(JSONValue.string) ?? .null,
          "tools": .integer(status.tools.count),
          "offers": .array(status.offers.map(JSONValue.string)),
          "last_error": status.lastError.map(JSONValue.string) ?? .null,
          "signed_in": status.signedIn.map(JSONValue.bool) ?? .null,
        ]
        output.line(line.jsonString)
      } else {
        output.line(
          "\(status.name) — \(status.state) · \(status.transport)"
            + (status.protocolVersion.map { " · protocol \($0)" } ?? "")
            + " · \(status.tools.count) tool\(status.tools.count == 1 ? "" : "s")"
            + status.offers.map { " · \($0)" }.joined()
            + (status.signedIn == true ? " · signed in" : "")
            + (status.signedIn == nil ? " · sign-in unreadable" : ""))
        if let error = status.lastError { output.line("    ! \(error)") }
      }
    }
  }

  /// `ask mcp test NAME`: whether the server started, shook hands and listed its tools, and how
  /// long that took.
  private static func test(
    _ status: MCPHub.Status, tools: [MCPConnection.Tool], elapsed: Duration, output: OutputWriter
  ) -> Int32 {
    let name = status.name
    let ms =
      Int(elapsed.components.seconds * 1000)
      + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
    if let error = status.lastError, status.state != "ready" {
      output.line("✗ \(name): \(error)")
      return 1
    }
    output.line(
      "✓ \(name): started, shook hands (protocol \(status.protocolVersion ?? "?")) and listed "
        + "\(tools.count) tool\(tools.count == 1 ? "" : "s") in \(ms) ms")
    return 0
  }

  /// `ask mcp tools NAME`: the server's tools with their ids in ask.
  private static func list(
    _ tools: [MCPConnection.Tool], of status: MCPHub.Status, json: Bool, output: OutputWriter
  ) -> Int32 {
    let name = status.name
    let ids = MCPNames.ids(server: name, tools: tools.map(\.name))
    for (tool, id) in zip(tools, ids) {
      if json {
        let line: JSONValue = [
          "id": .string(id), "name": .string(tool.name),
          "title": tool.title.map(JSONValue.string) ?? .null,
          "description": .string(tool.description), "input_schema": tool.inputSchema,
          "output_schema": tool.outputSchema ?? .null, "read_only": .bool(tool.readOnly),
        ]
        output.line(line.jsonString)
      } else {
        output.line("\(id) — \(tool.title ?? tool.name)\(tool.readOnly ? " [read-only]" : "")")
        if !tool.description.isEmpty { output.line("    \(tool.description)") }
      }
    }
    guard status.state == "ready" else {
      // Silence would read as "no tools": say why there are none.
      OutputWriter.error(
        "ask: \(name) is \(status.state)" + (status.lastError.map { ": \($0)" } ?? "") + "\n")
      return 1
    }
    return 0
  }

  /// Changes `mcp.json` as written (variables stay `${VAR}`), checked, then replaced whole.
  private static func edit(
    _ container: AppContainer, output: OutputWriter,
    _ change: (inout [String: JSONValue]) -> String?
  ) -> Int32 {
    let path = AppContainer.mcpConfigPath(container.environment)
    var root: [String: JSONValue] = [:]
    if let data = FileManager.default.contents(atPath: path) {
      guard case .object(let members)? = try? JSONValue.parse(data) else {
        OutputWriter.error("ask: \(path) is not a JSON object; fix it by hand first\n")
        return 1
      }
      root = members
    }
    var servers = root["mcpServers"]?.objectValue ?? [:]
    guard let message = change(&servers) else {
      OutputWriter.error("ask: no such MCP server in \(path)\n")
      return 2
    }
    root["mcpServers"] = .object(servers)
    let text = JSONValue.object(root).prettyString() + "\n"
    do {
      _ = try MCPServerConfig.parse(Data(text.utf8), file: path)
      try PrivateFile.write(Data(text.utf8), to: path)
    } catch {
      OutputWriter.error("ask: \(path) was not changed: \(error)\n")
      return error is MCPConfigError ? 2 : 1
    }
    output.line("\(message) in \(path)")
    return 0
  }
}
