import AgentCore
import AgentTestSupport
import Foundation
import SQLiteStore
import SkillKit
import Testing

/// `ask mcp serve`'s resources (the audit log, skill declarations, session transcripts, read
/// only, paged) and prompts (each skill's example requests), read by the official MCP Python
/// SDK's client in both eras.
@Suite(.serialized)
struct AskMCPServeLibraryTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  /// A session of 250 events (more than one read's 200) and one audited call.
  func prepare() async throws {
    let store = SQLiteEventStore(database: try SQLiteDatabase(path: home.path + "/ask.sqlite"))
    _ = try await store.createSession(
      id: "long", title: "a long session", workingDirectory: "/", model: "m", at: Date())
    try await store.append(
      (1...250).map {
        TimelineEvent(sequence: Int64($0), timestamp: Date(), kind: .user("message \($0)"))
      }, to: "long")
    let call = try await AskProcess.run(["call", "time.now", "--json"], home: home.path)
    #expect(call.status == 0, "\(call.stdout.suffix(400))")
  }

  @Test(arguments: [("auto", "2026-07-28"), ("legacy", "2025-11-25")])
  func theSDKClientReadsResourcesAndPrompts(_ mode: String, version: String) async throws {
    guard let python = AskMCPTests.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return
    }
    try await prepare()
    let client = ReplayServer.script(from: #filePath, named: "mcp_serve_library_client.py")
    let run = try await AskProcess.run(
      [client, mode, "--", AskProcess.binary, "mcp", "serve"], home: home.path,
      executable: python, timeout: .seconds(90))
    #expect(run.status == 0, "\(run.stdout)\(run.stderr.suffix(1500))")
    let lines = run.stdout.split(separator: "\n").compactMap { try? JSONValue.parse(String($0)) }
    func events(_ name: String) -> [JSONValue] { lines.filter { $0["event"]?.stringValue == name } }
    #expect(events("protocol").first?["version"] == .string(version))

    // Every skill and session is listed once, across pages of 100.
    let listing = try #require(events("resources").first, "\(run.stdout)")
    let uris = listing["uris"]?.arrayValue?.compactMap(\.stringValue) ?? []
    #expect(uris.first == "ask://audit")
    #expect(Set(uris).count == uris.count, "no resource twice: \(uris)")
    #expect(uris.contains("ask://skills/todo.add") && uris.contains("ask://sessions/long"))
    let skills = uris.filter { $0.hasPrefix("ask://skills/") }
    #expect(skills == skills.sorted())
    #expect(listing["pages"]?.intValue == (uris.count + 99) / 100, "\(uris.count) in pages")
    #expect(
      events("templates").first?["names"]
        == [
          "ask://sessions/{id}{?before}", "ask://skills/{id}", "ask://audit{?before}",
          "skill://{name}/{+path}",
        ])

    let reads = events("read")
    let audit = try #require(reads.first { $0["uri"] == "ask://audit" })
    #expect(audit["mime"] == "application/x-ndjson")
    let entry = try JSONValue.parse(
      String(audit["text"]?.stringValue?.split(separator: "\n").first ?? ""))
    #expect(entry["skill"] == "time.now", "\(audit)")
    #expect(entry["row"]?.intValue != nil)
    let skill = try #require(
      reads.first { $0["uri"]?.stringValue?.hasPrefix("ask://skills/") == true })
    let declaration = try JSONValue.parse(skill["text"]?.stringValue ?? "")
    #expect("ask://skills/" + (declaration["id"]?.stringValue ?? "") == skill["uri"]?.stringValue)
    #expect(declaration["input_schema"] != nil)

    // A transcript a read at a time: the newest 200, then the 50 before them.
    let newest = try #require(reads.first { $0["uri"] == "ask://sessions/long" }, "\(reads)")
    let text = newest["text"]?.stringValue ?? ""
    #expect(text.hasPrefix("session long: a long session (250 events)\n"), "\(text.prefix(200))")
    #expect(text.contains("older events: ask://sessions/long?before=51"))
    #expect(text.contains("#51 › message 51") && text.contains("#250 › message 250"))
    #expect(!text.contains("#50 "))
    let older = try #require(reads.first { $0["uri"] == "ask://sessions/long?before=51" })
    let olderText = older["text"]?.stringValue ?? ""
    #expect(olderText.contains("#1 › message 1\n") && olderText.contains("#50 › message 50\n"))
    #expect(!olderText.contains("older events"))

    // What is not there, or not ask's: the protocol's errors, nothing read.
    let errors = events("error")
    #expect(
      errors.first { $0["uri"] == "ask://sessions/nope" }?["message"]?.stringValue?.contains(
        "Resource not found") == true, "\(errors)")
    #expect(
      errors.first { $0["uri"] == "file:///etc/passwd" }?["message"]?.stringValue?.contains(
        "Resource not found") == true, "\(errors)")
    #expect(
      errors.first { $0["uri"] == "ask://audit?before=x" }?["message"]?.stringValue?.contains(
        "?before=N") == true, "\(errors)")

    // Each skill's examples as a prompt.
    let prompts = try #require(events("prompts").first)
    let names = prompts["names"]?.arrayValue?.compactMap(\.stringValue) ?? []
    #expect(names.contains("todo.add"), "\(names)")
    #expect(prompts["arguments"]?["todo.add"] == ["example"])
    let filled = try #require(events("prompt").first)
    #expect(filled["messages"]?.arrayValue?.first?.arrayValue?.first == "user")
    #expect(filled["messages"]?.arrayValue?.first?.arrayValue?.last?.stringValue?.isEmpty == false)
    #expect(errors.contains { $0["prompt"] == "nope" })
    #expect(
      errors.first { $0["prompt"] == filled["name"] }?["message"]?.stringValue?.contains(
        "a number from 1 to") == true, "\(errors)")
  }
}
