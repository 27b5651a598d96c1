import AgentTestSupport
import Foundation
import SQLiteStore
import Testing

/// The terminal UI through tmux: type, approve, cancel, resize, quit.
@Suite(.serialized)
struct AskTerminalTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  @Test func aRequestIsApprovedAndItsCardCompletes() async throws {
    let tmux = try TmuxSession(width: 90, height: 28, home: home.path)
    defer { tmux.close() }
    try await tmux.waitFor("type a request")
    try await tmux.type("明天上午九点提醒我开会")
    try await tmux.send("Enter")
    // A Chinese request, no language chosen: every label follows it from here on.
    try await tmux.waitFor("授权请求：创建提醒 需要「reminders」权限")
    try await tmux.send("y")
    try await tmux.waitFor("y 允许一次")
    try await tmux.send("y")
    let done = try await tmux.waitFor("✓ 创建提醒 · 已完成")
    #expect(done.contains("提醒 #1 开会 · 2026-12-01 09:00"))
    // The card completes before the run does (the loop still asks the planner for a next
    // step): the status bar's "done" is waited for, not read from the card's screen.
    try await tmux.waitFor("● 完成")
    let database = try SQLiteDatabase(path: home.database)
    #expect(try await database.query("SELECT title FROM reminders").first?.first?.text == "开会")
    try await tmux.send("C-c")
    #expect(try await tmux.waitForValue("#{pane_dead}", "1"), "Ctrl-C quits")
    #expect(try await tmux.value("#{alternate_on}") == "0", "the terminal is restored")
  }

  /// An edit's permission card shows its diff in a window that the arrow keys scroll; the
  /// approved edit is written, the status bar names the workspace, and /undo takes it back.
  @Test func theDiffScrollsInTheCardAndUndoRestoresTheFile() async throws {
    let workspace = home.path + "/project"
    try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
    let original = (1...40).map { "line \($0)" }.joined(separator: "\n") + "\n"
    try original.write(toFile: workspace + "/notes.txt", atomically: true, encoding: .utf8)
    let tmux = try TmuxSession(
      width: 100, height: 24, home: home.path, arguments: ["--workspace", workspace])
    defer { tmux.close() }
    try await tmux.waitFor("type a request")
    #expect(try await tmux.screen().contains("/project"), "the status bar names the workspace")
    try await tmux.type(#"replace "line 20" with "LINE 20" in notes.txt"#)
    try await tmux.send("Enter")
    let card = try await tmux.waitFor("notes.txt +1 −1")
    #expect(card.contains("-line 20"))
    #expect(card.contains("+LINE 20"))
    #expect(card.contains("lines 1–8 of 11"), "\(card)")
    try await tmux.send("Down")
    try await tmux.send("Down")
    let scrolled = try await tmux.waitFor("lines 3–10 of 11")
    #expect(!scrolled.contains("--- a/notes.txt"), "scrolled past the header")
    try await tmux.send("y")
    try await tmux.waitFor("● done")
    let edited = try String(contentsOfFile: workspace + "/notes.txt", encoding: .utf8)
    #expect(edited.contains("LINE 20\n") && !edited.contains("line 20\n"))
    try await tmux.type("/undo")
    try await tmux.send("Enter")
    try await tmux.waitFor("restored notes.txt")
    #expect(try String(contentsOfFile: workspace + "/notes.txt", encoding: .utf8) == original)
  }

  /// SIGTERM ends the terminal UI like the line-mode CLI: exit 143, terminal restored.
  @Test func sigtermExitsWith143AndRestoresTheTerminal() async throws {
    // A pseudo-terminal of its own (python's pty): the exit status comes from waitpid itself.
    let script = """
      import os, pty, select, signal, sys, time
      pid, fd = pty.fork()
      if pid == 0:
          os.execv(sys.argv[1], [sys.argv[1]])
      seen, deadline = b"", time.time() + 20
      while b"type a request" not in seen and time.time() < deadline:
          if select.select([fd], [], [], 0.5)[0]:
              try:
                  seen += os.read(fd, 65536)
              except OSError:
                  break
      os.kill(pid, signal.SIGTERM)
      tail, deadline, hung = b"", time.time() + 30, False
      while True:
          if time.time() > deadline:
              hung = True
              os.kill(pid, signal.SIGKILL)
              break
          if not select.select([fd], [], [], 0.5)[0]:
              continue
          try:
              chunk = os.read(fd, 65536)
          except OSError:
              break
          if not chunk:
              break
          tail += chunk
      _, status = os.waitpid(pid, 0)
      print("exit", os.waitstatus_to_exitcode(status), "restored", b"\\x1b[?1049l" in tail,
            "hung" if hung else "")
      """
    let text = try await pty(script)
    #expect(text.contains("exit 143"), "\(text)")
    #expect(text.contains("restored True"), "the terminal is restored: \(text)")
  }

  /// A SIGTERM at any moment of start-up ends the terminal UI: killed by the signal before it
  /// handles signals, exit 143 after — never ignored. (A dispatch signal source registers some
  /// time after it is resumed; a signal in that window, its disposition SIG_IGN, was lost and
  /// the UI ran on — the likely cause of one hang of `sigtermExitsWith143AndRestoresTheTerminal`,
  /// which this test did not reproduce: it guards the start-up, it is no reproduction.)
  @Test func aSigtermAtAnyMomentOfStartUpEndsTheTerminalUI() async throws {
    let script = """
      import os, pty, random, select, signal, sys, time
      random.seed(7)
      for attempt in range(24):
          pid, fd = pty.fork()
          if pid == 0:
              os.execv(sys.argv[1], [sys.argv[1]])
          time.sleep(random.uniform(0, 0.25))
          os.kill(pid, signal.SIGTERM)
          deadline, code = time.time() + 30, None
          while time.time() < deadline:
              if select.select([fd], [], [], 0.01)[0]:
                  try:
                      os.read(fd, 65536)
                  except OSError:
                      pass
              done, status = os.waitpid(pid, os.WNOHANG)
              if done:
                  code = os.waitstatus_to_exitcode(status)
                  break
          if code is None:
              os.kill(pid, signal.SIGKILL)
              os.waitpid(pid, 0)
          print("attempt", attempt, "exit", code)
          os.close(fd)
      """
    let text = try await pty(script)
    let codes = text.split(separator: "\n").compactMap { $0.split(separator: " ").last }
    #expect(codes.count == 24, "\(text)")
    #expect(codes.allSatisfy { $0 == "143" || $0 == "-15" }, "\(text)")
  }

  /// What `script` (python, given ask's binary as its argument) printed; it drives ask on a
  /// pseudo-terminal of its own, so exit statuses come from waitpid itself.
  private func pty(_ script: String) async throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, AskProcess.binary]
    var environment = ProcessInfo.processInfo.environment
    environment["ASK_HOME"] = home.path
    environment["TERM"] = "xterm-256color"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = try await offThePool {
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }
    return text
  }

  @Test func escapeDuringASlowSkillCancelsIt() async throws {
    let tmux = try TmuxSession(
      width: 80, height: 24, home: home.path, environment: ["ASK_DEMO_SKILLS": "1"])
    defer { tmux.close() }
    try await tmux.waitFor("type a request")
    try await tmux.type("count down 60 seconds")
    try await tmux.send("Enter")
    // An English request names the skill in English.
    try await tmux.waitFor("◐ Countdown (demo.countdown)")
    // Any step past the start: on a loaded machine a poll can miss a step's 6 s window.
    let progressed = try Regex(#"\b[1-9]0%"#)
    try await tmux.waitForScreen("progress of at least 10%", timeout: .seconds(45)) {
      $0.contains(progressed)
    }
    try await tmux.send("Escape")
    try await tmux.waitFor("⊘ Countdown · cancelled")
    // The status bar follows the card; waited for, not read from the card's screen.
    try await tmux.waitFor("○ cancelled")
    try await tmux.waitFor("  cancelled")
  }

  @Test func resizingRedrawsWithoutGarbage() async throws {
    let tmux = try TmuxSession(width: 100, height: 30, home: home.path)
    defer { tmux.close() }
    try await tmux.waitFor("type a request")
    try await tmux.type("现在几点")
    try await tmux.send("Enter")
    try await tmux.waitFor("● 完成")
    try await tmux.resize(width: 44, height: 16)
    let narrow = try await tmux.waitForScreen("the narrow layout") { screen in
      screen.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy {
        $0.count <= 44
      } && screen.contains("● 完成")
    }
    let lines = narrow.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 17)
    #expect(lines.allSatisfy { $0.count <= 44 }, "\(narrow)")
    #expect(narrow.contains("● 完成"))
    #expect(
      !narrow.contains("───────────────────────────────────────────────────"),
      "no line from the wide layout")
    try await tmux.resize(width: 120, height: 30)
    let wide = try await tmux.waitForScreen("the wide layout") {
      $0.contains(String(repeating: "─", count: 120))
    }
    #expect(wide.contains(String(repeating: "─", count: 120)))
  }

  /// Idle is asleep: no periodic tick (the old 33 ms loop used ~13 % of a core). The goal is
  /// ≤ 0.5 % (BENCHMARKS.md); the bound here is generous for a shared machine.
  @Test func anIdleTerminalUIUsesAlmostNoCPU() async throws {
    let tmux = try TmuxSession(width: 90, height: 28, home: home.path)
    defer { tmux.close() }
    try await tmux.waitFor("type a request")
    try await tmux.type("现在几点")
    try await tmux.send("Enter")
    try await tmux.waitFor("● 完成")
    guard let pid = try await tmux.askPID(), let before = TmuxSession.cpuSeconds(of: pid) else {
      Issue.record("the ask process was not found under the pane")
      return
    }
    let clock = ContinuousClock()
    let start = clock.now
    // The measurement window: nothing happens in it, on purpose.
    try await Task.sleep(for: .seconds(3))
    let wall = clock.now - start
    let cpu = (TmuxSession.cpuSeconds(of: pid) ?? .infinity) - before
    let seconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18
    print("AskTerminalTests idle: \(cpu) s CPU in \(seconds) s — ratio \(cpu / seconds)")
    #expect(cpu / seconds < 0.03, "idle TUI used \(cpu) s CPU in \(seconds) s")
    // Still awake to input after the quiet spell.
    try await tmux.type("x")
    try await tmux.waitFor("› x")
  }

  /// A model-written title comes in the background after the first exchange worked; the
  /// one-shot CLI asks for none (its exit never waits on a title).
  @Test func aModelTitleArrivesInTheBackgroundAndTheCLIAsksForNone() async throws {
    let server = try ReplayServer(
      script: ReplayServer.script(from: #filePath, named: "fault_server.py"))
    let environment = [
      "ASK_MODEL": "anthropic/ok", "ANTHROPIC_BASE_URL": "http://127.0.0.1:\(server.port)",
      "ANTHROPIC_API_KEY": "sk-test",
    ]
    let cli = try await AskProcess.run(
      ["--json", "say something"], home: home.path, environment: environment)
    #expect(cli.status == 0, "\(cli.stdout)")
    let afterCLI = try await AskFaultTests.fetch("http://127.0.0.1:\(server.port)/__counts")
    #expect(afterCLI["anthropic/ok"] == 1, "one request: the answer, no title")

    let tmux = try TmuxSession(width: 100, height: 24, home: home.path, environment: environment)
    defer { tmux.close() }
    try await tmux.waitFor("type a request")
    try await tmux.type("say something else")
    try await tmux.send("Enter")
    try await tmux.waitFor("● done")
    // The fault server answers the title request with "ok" too: the status bar shows it
    // (after the model and the workspace).
    let titled = try await tmux.waitForScreen("the model's title") { $0.contains(" · ok · ") }
    #expect(!titled.contains("say something else ·"))
    let counts = try await AskFaultTests.fetch("http://127.0.0.1:\(server.port)/__counts")
    #expect(counts["anthropic/ok"] == 3, "the answer and one title request")
  }

  /// MCP servers start when their tools are first needed — the first request — unless
  /// `--mcp-eager` starts them at launch.
  @Test func mcpServersStartLazilyOrEagerly() async throws {
    // The log is outside the data directory (hidden from every server) and the server's
    // sandbox is widened to write it.
    let logs = try TemporaryHome()
    let log = logs.path + "/fault.jsonl"
    let script = ReplayServer.script(from: #filePath, named: "mcp_fault_server.py")
    try
      #"{"mcpServers": {"fault": {"command": "python3", "args": ["\#(script)"], "env": {"MCP_FAULT_LOG": "\#(log)"}, "sandbox": {"write": ["\#(logs.path)"]}}}}"#
      .write(toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    let lazy = try TmuxSession(width: 90, height: 24, home: home.path)
    try await lazy.waitFor("type a request")
    #expect(!FileManager.default.fileExists(atPath: log), "nothing started before a request")
    lazy.close()
    let eager = try TmuxSession(
      width: 90, height: 24, home: home.path, arguments: ["--mcp-eager"])
    defer { eager.close() }
    try await eager.waitFor("type a request")
    let started = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    #expect(started.contains("initialize"), "started at launch")
  }

  /// `@` then Tab completes an MCP server's resource in the input (the official SDK's server);
  /// Enter reads it through the gate — its card, its text shown — before the request is sent.
  @Test func atAndTabAttachAResource() async throws {
    guard let python = AskMCPTests.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return
    }
    let script = ReplayServer.script(from: #filePath, named: "mcp_resource_server.py")
    try
      #"{"mcpServers": {"notes": {"command": "\#(python)", "args": ["\#(script)"], "timeout_s": 60}}}"#
      .write(toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    let tui = try TmuxSession(width: 120, height: 30, home: home.path)
    defer { tui.close() }
    try await tui.waitFor("type a request")
    try await tui.type("what is in @mcp://notes/note://")
    // The first @ asked the server what it lists; Tab completes from that.
    try await tui.waitFor("what is in @mcp://notes/note://")
    try await tui.send("Tab")
    try await tui.waitFor("@ mcp://notes/note://1 · mcp://notes/note://2")
    try await tui.type("3")
    try await tui.send("Tab")
    try await tui.waitForScreen("the one match completed") { screen in
      screen.contains("› what is in @mcp://notes/note://3")
        && !screen.contains("@ mcp://notes/note://1 ·")
    }
    try await tui.send("Enter")
    try await tui.waitFor("read note://3: 1 part, 27 bytes")
    try await tui.waitFor("第三条笔记：交房租")
  }
}
