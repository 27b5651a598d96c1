import AgentTestSupport
import Foundation
import SQLiteStore
import Testing

/// `ask serve`'s page in a real headless Chromium, driven by selenium
/// (`Tests/Fixtures/browser_check.py`): a request's card pending → running → completed,
/// approve, deny with a message, edit parameters, a form, Esc, a reload mid-stream with
/// nothing lost or doubled, allow for the session and always, a file edit's diff, a shell
/// command's live output, scrolling back through a long session, model HTML rendered inert,
/// 360 px dark and 1920 px light.
/// Screenshots go to `.build/test-output/browser` (or `$ASK_TEST_OUTPUT/browser`).
@Suite(.serialized)
struct AskBrowserTests {
  static var python: String? {
    testVenvProgram("python", variable: "ASK_BROWSER_VENV", defaultName: "browser-venv")
  }

  /// The venv's python with selenium, when it and chromium-driver are installed; else the
  /// failure that says how to install them.
  static func peers() -> String? {
    guard let python, FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver") else {
      Issue.record(
        "selenium or chromium-driver is missing: run scripts/test.sh or scripts/test-peers.sh")
      return nil
    }
    return python
  }

  static var screenshots: String {
    if let output = ProcessInfo.processInfo.environment["ASK_TEST_OUTPUT"] {
      return output + "/browser"
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return root.appendingPathComponent(".build/test-output/browser").path
  }

  @Test func thePageWorksInARealBrowser() async throws {
    guard let python = Self.peers() else { return }
    let home = try TemporaryHome()
    let workspace = try TemporaryHome()
    try "hello world\n".write(
      toFile: workspace.path + "/notes.txt", atomically: true, encoding: .utf8)
    let replay = try ReplayServer(script: ReplayServer.script(from: #filePath))
    let server = try await ServeClient.start(
      home: home.path,
      arguments: ["--base-url", replay.baseURL.absoluteString, "--workspace", workspace.path],
      environment: ["ASK_DEMO_SKILLS": "1", "ANTHROPIC_API_KEY": "test-key"])
    try? FileManager.default.removeItem(atPath: Self.screenshots)
    let url = "http://\(server.host)/?token=\(server.token)"
    let check = try AskProcess(
      [
        ReplayServer.script(from: #filePath, named: "browser_check.py"), url, Self.screenshots,
        workspace.path,
      ],
      home: home.path, executable: python)
    let finished = try await check.finish(timeout: .seconds(300))
    #expect(finished.status == 0, "\(finished.stdout)\n\(finished.stderr.suffix(2000))")
    let passed = finished.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") }
    #expect(passed.count == 16, "every scenario ran: \(finished.stdout)")
    let shots = try FileManager.default.contentsOfDirectory(atPath: Self.screenshots)
    #expect(shots.filter { $0.hasSuffix(".png") }.count >= 17, "\(shots)")
    let stopped = try await server.stop()
    #expect(stopped.status == 0, "\(stopped.stderr)")
  }

  /// The page in each language (`browser_language_check.py`): the first screen is the
  /// abilities panel every face shows (its groups and examples, a click or ↑↓ Enter fills the
  /// box, a name opens the declaration), a shell command's output keeps its lines — and no
  /// character of the other language is on screen; screenshots at 360 and 1920 px in both.
  @Test func thePageFindsAndGoverns() async throws {
    guard let python = Self.peers() else { return }
    let home = try TemporaryHome()
    let workspace = try TemporaryHome()
    func ask(_ arguments: String...) async throws -> AskProcess.Finished {
      let finished = try await AskProcess.run(
        arguments, home: home.path, directory: workspace.path)
      #expect(finished.status == 0, "\(arguments): \(finished.stderr)")
      return finished
    }
    _ = try await ask("permissions", "add", "allow", "todo.add", "--for", "8h")
    _ = try await ask("add a todo 交房租 before the deadline")
    _ = try await ask("what time is it")
    let found = try await ask("sessions", "search", "交房租", "--json")
    let tagged = try #require(found.events.first?["session"]?.stringValue)
    _ = try await ask("sessions", "tag", tagged, "客户")
    let sqlite = try SQLiteDatabase(path: home.path + "/ask.sqlite")
    try await sqlite.execute(
      "INSERT INTO rules (decision, pattern, scope, created_at) VALUES ('allow', 'weird(((', 'user', 'x')"
    )
    // An MCP server of resources (the official SDK's) for the attach picker.
    let sdk = try #require(AskMCPTests.python, "the test peers are installed")
    try #"""
    {"mcpServers": {"notes": {"command": "\#(sdk)", "args": ["\#(ReplayServer.script(from: #filePath, named: "mcp_resource_server.py"))"], "timeout_s": 60}}}
    """#.write(toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    let server = try await ServeClient.start(
      home: home.path, arguments: ["--workspace", workspace.path])
    let shots = Self.screenshots + "-find"
    try? FileManager.default.removeItem(atPath: shots)
    let check = try AskProcess(
      [
        ReplayServer.script(from: #filePath, named: "browser_find_check.py"),
        "http://\(server.host)/?token=\(server.token)", shots,
      ], home: home.path, executable: python)
    let finished = try await check.finish(timeout: .seconds(300))
    #expect(finished.status == 0, "\(finished.stdout)\n\(finished.stderr.suffix(2000))")
    #expect(
      finished.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == 6,
      "every scenario ran: \(finished.stdout)")
    let saved = try FileManager.default.contentsOfDirectory(atPath: shots)
    #expect(saved.filter { $0.hasPrefix("find-") }.count == 7, "\(saved)")
    _ = try await server.stop()
  }

  @Test func thePageSpeaksOneLanguageAndShowsOutputAsOutput() async throws {
    guard let python = Self.peers() else { return }
    var servers: [ServeClient] = []
    var homes: [TemporaryHome] = []
    for language in ["en", "zh"] {
      let home = try TemporaryHome()
      let workspace = try TemporaryHome()
      homes += [home, workspace]
      servers.append(
        try await ServeClient.start(
          home: home.path, arguments: ["--workspace", workspace.path],
          environment: ["ASK_LANG": language]))
    }
    let shots = Self.screenshots + "-languages"
    try? FileManager.default.removeItem(atPath: shots)
    let check = try AskProcess(
      [ReplayServer.script(from: #filePath, named: "browser_language_check.py")]
        + servers.map { "http://\($0.host)/?token=\($0.token)" } + [shots],
      home: homes[0].path, executable: python)
    let finished = try await check.finish(timeout: .seconds(300))
    #expect(finished.status == 0, "\(finished.stdout)\n\(finished.stderr.suffix(2000))")
    #expect(
      finished.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") }.count == 2,
      "both languages ran: \(finished.stdout)")
    let saved = try FileManager.default.contentsOfDirectory(atPath: shots)
    for language in ["en", "zh"] {
      for width in ["360px", "1920px"] {
        #expect(saved.contains("lang-\(language)-\(width).png"), "\(saved)")
      }
    }
    for server in servers {
      let stopped = try await server.stop()
      #expect(stopped.status == 0, "\(stopped.stderr)")
    }
  }
}
