import AgentTestSupport
import Foundation
import Testing

/// The first five minutes through the real binary: the terminal UI opens on what the agent can
/// do (from the live registry, skill files included), an example is picked with ↓ and Enter,
/// the panel folds once the conversation starts and `?` brings it back; `ask` with no request
/// and no terminal prints the short version.
@Suite(.serialized)
struct AskFirstScreenTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  func declareWeatherSkill() throws {
    try FileManager.default.createDirectory(
      atPath: home.path + "/skills", withIntermediateDirectories: true)
    try #"""
    {"id": "weather.today", "display_name": "Weather today", "description": "Today's weather for a city",
     "permission_level": "normal", "examples": ["what's the weather in Paris"],
     "input_schema": {"type": "object", "properties": {"city": {"type": "string"}}},
     "run": {"command": ["/bin/echo", "sunny"]}}
    """#.write(toFile: home.path + "/skills/weather.json", atomically: true, encoding: .utf8)
  }

  @Test func theTerminalUIOpensOnWhatItCanDoAndAnExampleIsPicked() async throws {
    try declareWeatherSkill()
    let tmux = try TmuxSession(width: 100, height: 40, home: home.path)
    defer { tmux.close() }
    let first = try await tmux.waitFor("What I can do — 19 skills")
    #expect(first.contains("model offline · workspace"))
    #expect(first.contains("permission mode default"))
    #expect(first.contains("Reminders"))
    #expect(first.contains("▸ Create reminder reminder.create · needs access"))
    for _ in 0..<4 { try await tmux.send("Down") }
    try await tmux.waitFor("▸ List todos")
    try await tmux.send("Enter")
    try await tmux.waitFor("› show my todos")
    try await tmux.send("Enter")
    // The conversation starts: the panel folds away.
    let answered = try await tmux.waitForScreen("the answer") { $0.contains("● done") }
    #expect(!answered.contains("What I can do"), "\(answered)")
    try await tmux.send("?")
    let back = try await tmux.waitFor("What I can do — 19 skills")
    // A skill file is on the panel with its example.
    try await tmux.resize(width: 100, height: 80)
    let tall = try await tmux.waitFor("From files")
    #expect(
      tall.contains("Weather today weather.today · runs · “what's the weather in Paris”"), "\(tall)"
    )
    #expect(back.contains("What I can do"))
    try await tmux.send("Escape")
    let folded = try await tmux.waitForScreen("the panel folded") { !$0.contains("What I can do") }
    #expect(folded.contains("show my todos"))
  }

  /// A skill file dropped in while the first screen is open shows on it without a key
  /// pressed; removing the file takes it off again.
  @Test func thePanelFollowsSkillFilesWhileItIsOpen() async throws {
    let tmux = try TmuxSession(
      width: 100, height: 80, home: home.path, environment: ["ASK_SKILLS_POLL_MS": "100"])
    defer { tmux.close() }
    let before = try await tmux.waitFor("What I can do — 18 skills")
    #expect(!before.contains("Weather today"))
    try declareWeatherSkill()
    let after = try await tmux.waitFor("What I can do — 19 skills")
    #expect(after.contains("Weather today weather.today"), "\(after)")
    try FileManager.default.removeItem(atPath: home.path + "/skills/weather.json")
    let removed = try await tmux.waitFor("What I can do — 18 skills")
    #expect(!removed.contains("Weather today"), "\(removed)")
  }

  @Test func withNoRequestAndNoTerminalTheShortPanelIsPrinted() async throws {
    try declareWeatherSkill()
    try #"{"mcpServers": {"time": {"command": "/nonexistent/mcp-time"}}}"#.write(
      toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    let english = try await AskProcess.run([], home: home.path)
    #expect(english.status == 0, "\(english.stderr)")
    let lines = english.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "What ask can do — 19 skills:")
    #expect(lines.contains { $0.hasPrefix("  Reminders: Create reminder, List reminders") })
    #expect(lines.contains("  From files: Weather today — e.g. “what's the weather in Paris”"))
    // The server is named without being started (its command does not even exist).
    #expect(lines.contains { $0.hasPrefix("  MCP server time — ") }, "\(english.stdout)")
    #expect(lines.last?.hasPrefix("Run: ask") == true)
    let chinese = try await AskProcess.run(["--lang", "zh"], home: home.path)
    #expect(chinese.stdout.hasPrefix("ask 能做什么 — 19 个技能："), "\(chinese.stdout)")
    #expect(chinese.stdout.contains("  提醒：创建提醒、查看提醒、完成提醒 — 例如“明天上午九点提醒我开会”"))
    // A program gets no panel: --json without a request is still an error.
    let json = try await AskProcess.run(["--json"], home: home.path)
    #expect(json.status == 2)
  }

  /// No skill matching: the answer points to the panel.
  @Test func anAnswerWithNoMatchingSkillPointsToThePanel() async throws {
    let run = try await AskProcess.run(["今天天气怎么样"], home: home.path)
    #expect(run.stdout.contains("我能做的全部：不带请求运行 ask，或在终端界面里按 ?。"), "\(run.stdout)")
    let english = try await AskProcess.run(["play some jazz music"], home: home.path)
    #expect(
      english.stdout.contains("Everything I can do: ask with no request, or ? in the terminal UI."))
  }
}
