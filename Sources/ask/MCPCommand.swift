import Foundation
import MCPClient
import SkillKit

/// `ask mcp list | tools NAME | test NAME`: the configured MCP servers, their tools, a timed
/// connection check.
enum MCPCommand {
  static func run(
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
      for status in statuses {
        if json {
          let line: JSONValue = [
            "name": .string(status.name), "enabled": .bool(status.enabled),
            "state": .string(status.state), "transport": .string(status.transport),
            "protocol_version": status.protocolVersion.map(JSONValue.string) ?? .null,
            "tools": .integer(status.tools.count),
            "last_error": status.lastError.map(JSONValue.string) ?? .null,
          ]
          output.line(line.jsonString)
        } else {
          output.line(
            "\(status.name) — \(status.state) · \(status.transport)"
              + (status.protocolVersion.map { " · protocol \($0)" } ?? "")
              + " · \(status.tools.count) tool\(status.tools.count == 1 ? "" : "s")")
          if let error = status.lastError { output.line("    ! \(error)") }
        }
      }
      await hub.stopAll()
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
      return status.state == "ready" ? 0 : 1
    }
  }
}
