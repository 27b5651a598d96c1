import Foundation
import MCPClient
import SkillKit

/// `ask mcp resources | read | prompts | prompt`: what a server offers beyond tools, asked by
/// the person at the command line. Everything the server says is shown with its controls
/// made visible; bytes go to a file the person names, never to the terminal.
extension MCPCommand {
  static func offers(
    _ action: MCPAction, json: Bool, container: AppContainer, output: OutputWriter
  ) async -> Int32 {
    guard let hub = container.mcp else {
      OutputWriter.error(
        "ask: no MCP servers are configured; `ask mcp add NAME -- COMMAND` adds one\n")
      return 2
    }
    let server: String
    switch action {
    case .resources(let name), .prompts(let name), .read(let name, _, _), .prompt(let name, _, _),
      .skills(let name), .approve(let name, _):
      server = name
    default: return 2
    }
    guard await hub.knows(server) else {
      OutputWriter.error(
        "ask: no MCP server \"\(server)\"; `ask mcp list` shows the configured ones\n")
      return 2
    }
    do {
      switch action {
      case .resources(let server):
        let listed = try await hub.resources(of: server)
        resources(listed.resources, listed.templates, server: server, json: json, output: output)
      case .read(let server, let uri, let file):
        let parts = try await hub.read(server: server, uri: uri)
        try show(parts, uri: uri, file: file, json: json, output: output)
      case .prompts(let server):
        prompts(try await hub.prompts(of: server), server: server, json: json, output: output)
      case .prompt(let server, let name, let arguments):
        let listed = try await hub.prompts(of: server)
        guard let prompt = listed.first(where: { $0.name == name }) else {
          await hub.stopAll()
          OutputWriter.error(
            "ask: \(server) has no prompt \"\(name)\"; it offers "
              + (listed.isEmpty ? "none" : listed.map(\.name).joined(separator: ", ")) + "\n")
          return 2
        }
        if let problem = prompt.problem(with: arguments) {
          await hub.stopAll()
          OutputWriter.error("ask: \(problem); `ask mcp prompts \(server)` lists its arguments\n")
          return 2
        }
        let filled = try await hub.fill(prompt, of: server, arguments: arguments)
        if let description = filled.description, !json { output.line("# \(description)") }
        for message in filled.messages {
          if json {
            output.line(
              (["role": .string(message.role), "content": message.content] as JSONValue)
                .jsonString)
          } else {
            output.line("\(message.role):")
            output.line(message.text)
          }
        }
      case .skills(let server):
        let listed = try await hub.skills(of: server)
        skills(listed.skills, problems: listed.problems, server: server, json: json, output: output)
      case .approve(let server, let uri):
        let listed = try await hub.skills(of: server).skills
        let chosen = listed.filter {
          uri == nil ? ($0.state == .new || $0.state == .changed) : $0.entry.uri == uri
        }
        guard !chosen.isEmpty else {
          await hub.stopAll()
          OutputWriter.error(
            uri.map {
              "ask: \(server) serves no skill \($0); `ask mcp skills \(server)` lists them\n"
            }
              ?? "ask: \(server) has no new or changed skills to approve\n")
          return uri == nil ? 0 : 2
        }
        for (entry, _) in chosen {
          // What is approved is said first: the name, what it says it does, every file.
          output.line("\(entry.name) — \(entry.description)")
          for file in entry.files ?? [] {
            output.line("    \(file.uri) · \(file.size) bytes · \(file.digest)")
          }
          try await hub.approve(entry, of: server)
          output.line(
            "approved \(entry.uri) of \(server) as it is now (\(entry.pin)); a change to it needs"
              + " `ask mcp approve` again")
        }
      default:
        return 2
      }
      await hub.stopAll()
      return 0
    } catch let error as SkillError {
      await hub.stopAll()
      OutputWriter.error("ask: \(error.message)\(error.fix.map { "\n  \($0)" } ?? "")\n")
      return 1
    } catch {
      await hub.stopAll()
      OutputWriter.error("ask: \(error)\n")
      return 1
    }
  }

  private static func resources(
    _ resources: [MCPResource], _ templates: [MCPResource.Template], server: String, json: Bool,
    output: OutputWriter
  ) {
    if json {
      for resource in resources { output.line(resource.json.jsonString) }
      for template in templates {
        let line: JSONValue = [
          "kind": "template", "uri_template": .string(template.uriTemplate),
          "name": .string(template.name), "title": template.title.map(JSONValue.string) ?? .null,
          "description": template.description.map(JSONValue.string) ?? .null,
          "mime_type": template.mimeType.map(JSONValue.string) ?? .null,
        ]
        output.line(line.jsonString)
      }
      return
    }
    if resources.isEmpty, templates.isEmpty { output.line("\(server) lists no resources") }
    for resource in resources {
      let facts = [resource.mimeType, resource.size.map { "\($0) bytes" }].compactMap { $0 }
      output.line(
        "\(resource.uri) — \(resource.title ?? resource.name)"
          + (facts.isEmpty ? "" : " (\(facts.joined(separator: ", ")))"))
      if let description = resource.description { output.line("    \(description)") }
    }
    for template in templates {
      output.line("\(template.uriTemplate) — \(template.title ?? template.name) [template]")
      if let description = template.description { output.line("    \(description)") }
    }
    output.line("read one with: ask mcp read \(server) URI")
  }

  /// A read's parts: JSON lines; to FILE exactly as read (one part, or the text parts one
  /// after another); or text shown and bytes described.
  private static func show(
    _ parts: [MCPResource.Content], uri: String, file: String?, json: Bool, output: OutputWriter
  ) throws {
    if let file {
      var data = Data()
      for part in parts {
        switch part.body {
        case .text(let text): data.append(Data(text.utf8))
        case .bytes(let bytes): data.append(bytes)
        }
      }
      try data.write(to: URL(fileURLWithPath: file), options: .atomic)
      output.line("wrote \(data.count) bytes of \(uri) to \(file)")
      return
    }
    for part in parts {
      if json {
        output.line(part.json.jsonString)
        continue
      }
      if parts.count > 1 { output.line("── \(part.uri)") }
      switch part.body {
      case .text(let text): output.line(text)
      case .bytes(let bytes):
        output.line(
          "[\(part.mimeType ?? "bytes"), \(bytes.count) bytes: not shown; --output FILE writes"
            + " them, --json gives them in base64]")
      }
    }
  }

  private static func skills(
    _ skills: [(entry: MCPSkillEntry, state: MCPHub.SkillState)], problems: [String],
    server: String, json: Bool, output: OutputWriter
  ) {
    for (entry, state) in skills {
      if json {
        let line: JSONValue = [
          "uri": .string(entry.uri), "name": .string(entry.name),
          "description": .string(entry.description), "state": .string(state.rawValue),
          "pin": .string(entry.pin),
          "files": entry.files.map { files in
            .array(
              files.map {
                ["uri": .string($0.uri), "digest": .string($0.digest), "size": .integer($0.size)]
              })
          } ?? "dynamic",
        ]
        output.line(line.jsonString)
      } else {
        output.line("[\(state.rawValue)] \(entry.name) — \(entry.description)")
        output.line(
          "    \(entry.uri) · "
            + (entry.files.map { "\($0.count) file\($0.count == 1 ? "" : "s")" } ?? "dynamic"))
      }
    }
    for problem in problems {
      if json {
        output.line((["kind": "problem", "message": .string(problem)] as JSONValue).jsonString)
      } else {
        output.line("! \(problem)")
      }
    }
    if !json, skills.contains(where: { $0.state == .new || $0.state == .changed }) {
      output.line("approve one with: ask mcp approve \(server) URI (or --all)")
    }
  }

  private static func prompts(
    _ prompts: [MCPPrompt], server: String, json: Bool, output: OutputWriter
  ) {
    if json {
      for prompt in prompts { output.line(prompt.json.jsonString) }
      return
    }
    if prompts.isEmpty { output.line("\(server) offers no prompts") }
    for prompt in prompts {
      let arguments = prompt.arguments.map { $0.required ? "\($0.name)=…" : "[\($0.name)=…]" }
      output.line(([prompt.name] + arguments).joined(separator: " "))
      if let text = prompt.title ?? prompt.description { output.line("    \(text)") }
    }
    if !prompts.isEmpty {
      output.line("fill one in with: ask mcp prompt \(server) PROMPT ARG=VALUE…")
    }
  }
}
