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
    try tmux.type("明天上午九点提醒我开会")
    try tmux.send("Enter")
    try await tmux.waitFor("Authorization: 创建提醒 needs access to reminders")
    try tmux.send("y")
    try await tmux.waitFor("y allow once")
    try tmux.send("y")
    let done = try await tmux.waitFor("✓ 创建提醒 · completed")
    #expect(done.contains("Reminder #1 开会 · 2026-12-01 09:00"))
    #expect(done.contains("● done"))
    let database = try SQLiteDatabase(path: home.database)
    #expect(try await database.query("SELECT title FROM reminders").first?.first?.text == "开会")
    try tmux.send("C-c")
    try await Task.sleep(for: .milliseconds(500))
    #expect(try tmux.value("#{pane_dead}") == "1", "Ctrl-C quits")
    #expect(try tmux.value("#{alternate_on}") == "0", "the terminal is restored")
  }

  @Test func escapeDuringASlowSkillCancelsIt() async throws {
    let tmux = try TmuxSession(
      width: 80, height: 24, home: home.path, environment: ["ASK_DEMO_SKILLS": "1"])
    defer { tmux.close() }
    try await tmux.waitFor("type a request")
    try tmux.type("count down 30 seconds")
    try tmux.send("Enter")
    try await tmux.waitFor("◐ 倒计时 (demo.countdown)")
    try await tmux.waitFor("10%")
    try tmux.send("Escape")
    let screen = try await tmux.waitFor("⊘ 倒计时 · cancelled")
    #expect(screen.contains("○ cancelled"))
    try await tmux.waitFor("  cancelled")
  }

  @Test func resizingRedrawsWithoutGarbage() async throws {
    let tmux = try TmuxSession(width: 100, height: 30, home: home.path)
    defer { tmux.close() }
    try await tmux.waitFor("type a request")
    try tmux.type("现在几点")
    try tmux.send("Enter")
    try await tmux.waitFor("● done")
    try tmux.resize(width: 44, height: 16)
    try await Task.sleep(for: .milliseconds(400))
    let narrow = try tmux.screen()
    let lines = narrow.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 17)
    #expect(lines.allSatisfy { $0.count <= 44 }, "\(narrow)")
    #expect(narrow.contains("● done"))
    #expect(
      !narrow.contains("───────────────────────────────────────────────────"),
      "no line from the wide layout")
    try tmux.resize(width: 120, height: 30)
    try await Task.sleep(for: .milliseconds(400))
    let wide = try tmux.screen()
    #expect(wide.contains(String(repeating: "─", count: 120)))
  }
}
