import Foundation
import SkillKit

/// The registry the hub offers: every ready server's tools, its resource reader and the
/// served skills the person approved, rebuilt whenever a server starts, ends or relists.
extension MCPHub {
  func rebuild() {
    var next = SkillRegistry()
    var readers: [String: String] = [:]
    defer { readerIDs = readers }
    for name in servers.keys.sorted() {
      guard let server = servers[name], server.config.enabled else { continue }
      let ids = MCPNames.ids(
        server: name,
        tools: server.tools.map(\.name) + [MCPResourceSkill.toolName]
          + server.skills.map { MCPServedSkill.idPrefix + $0.name })
      registerSkills(
        of: server, ids: Array(ids.suffix(server.skills.count)), into: &next)
      if let readable = server.resources, let id = ids.dropLast(server.skills.count).last {
        readers[name] = id
        do {
          try next.register(
            MCPResourceSkill(
              id: id, server: name, resources: readable.resources,
              templates: readable.templates, level: server.config.permissionLevel ?? .normal,
              hub: self))
        } catch {
          pending.append("MCP server \(name): its resources cannot be offered: \(error)")
        }
      }
      for (tool, id) in zip(server.tools, ids) {
        var parsed: JSONSchema.Parsed
        do {
          parsed = try JSONSchema.parse(tool.inputSchema)
          parsed.schema.propertyOrder = tool.propertyOrder
        } catch {
          pending.append(
            "MCP server \(name): tool \(tool.name) has an input schema that is not one: \(error)")
          continue
        }
        // A server's hints are claims: they only choose the default. The user's level, when
        // the config sets one, is the level (rules still apply on top at call time).
        let suggested: PermissionLevel = tool.readOnly ? .normal : .userConfirmation
        let level = server.config.permissionLevel ?? suggested
        var descriptor = SkillDescriptor(
          id: id, displayName: tool.title ?? tool.name,
          description: tool.description.isEmpty
            ? "\(tool.name) (MCP server \(name))" : tool.description,
          schema: parsed.schema, permissionLevel: level, estimatedDuration: 1,
          iconName: "puzzlepiece")
        // A stdio server's tools run in its sandbox (an HTTP server's run elsewhere). What its
        // entry widens was said by the person's own mcp.json or approved with the project's
        // (`ask mcp trust`) before the server started: its calls are not asked about it again.
        if server.config.command != nil { descriptor.sandbox = SandboxWidening() }
        let output = tool.outputSchema.flatMap { try? JSONSchema.parse($0).schema }
        do {
          try next.register(
            MCPToolSkill(
              descriptor: descriptor, server: name, tool: tool.name, outputSchema: output, hub: self
            ))
        } catch {
          pending.append("MCP server \(name): tool \(tool.name): \(error)")
        }
      }
    }
    if next.descriptors != registry.descriptors || generation == 0 {
      registry = next
      generation += 1
    }
  }

  /// The approved, unchanged skills of `server` as skills; a word for each changed one and one
  /// for those not approved yet.
  private func registerSkills(of server: Server, ids: [String], into next: inout SkillRegistry) {
    let name = server.config.name
    var waiting: [String] = []
    for (entry, id) in zip(server.skills, ids) {
      let approved = approvals?.pin(server.config, entry.uri)
      guard approved == entry.pin, entry.files != nil else {
        if entry.files == nil {
          report(
            "MCP server \(name): skill \(entry.name) is generated (\"dynamic\"): its files have no"
              + " digests to pin, so ask does not offer it")
        } else if approved != nil {
          report(
            "MCP server \(name): skill \(entry.name) (\(entry.uri)) changed since you approved it;"
              + " it is not offered until you read it again: `ask mcp skills \(name)`, then"
              + " `ask mcp approve \(name) \(entry.uri)`")
        } else {
          waiting.append(entry.name)
        }
        continue
      }
      do {
        try next.register(
          MCPServedSkill(
            id: id, server: name, entry: entry,
            level: server.config.permissionLevel ?? .normal, hub: self))
      } catch {
        report("MCP server \(name): skill \(entry.name): \(error)")
      }
    }
    if !waiting.isEmpty {
      report(
        "MCP server \(name) serves \(waiting.count) skill\(waiting.count == 1 ? "" : "s") you have not"
          + " approved (\(waiting.prefix(5).joined(separator: ", "))): `ask mcp skills \(name)` shows"
          + " them, `ask mcp approve \(name) URI` offers one to the model")
    }
  }

  /// Says `message` once for the life of the hub: the skills' state is worked out again at
  /// every rebuild (a stateless server's listing goes stale at once), not news every time.
  private func report(_ message: String) {
    guard reported.insert(message).inserted else { return }
    pending.append(message)
  }
}
