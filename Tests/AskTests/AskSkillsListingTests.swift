import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// `ask skills` through the real binary: one language at a time, a declared skill's own
/// languages, and every tool the model is offered — the reference `mcp-server-time` from PyPI
/// and a server that does not start.
@Suite(.serialized)
struct AskSkillsListingTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
    try FileManager.default.createDirectory(
      atPath: home.path + "/skills", withIntermediateDirectories: true)
  }

  static func chinese(_ text: some StringProtocol) -> Bool {
    text.contains(where: TextTokenizer.isCJK)
  }

  /// An English listing has no Chinese character, a Chinese one names and describes every
  /// built-in in Chinese (and says none of their English descriptions).
  @Test func theListingSpeaksOneLanguage() async throws {
    let english = try await AskProcess.run(["skills", "--lang", "en"], home: home.path)
    #expect(english.status == 0, "\(english.stderr)")
    #expect(english.stdout.contains("todo.add — Add todo [userConfirmation]"), "\(english.stdout)")
    let mixed = english.stdout.split(separator: "\n").filter { Self.chinese($0) }
    #expect(mixed.isEmpty, "Chinese in an English listing: \(mixed)")

    let chinese = try await AskProcess.run(
      ["skills"], home: home.path, environment: ["LANG": "zh_CN.UTF-8"])
    #expect(chinese.stdout.contains("todo.add — 添加待办 [userConfirmation]"), "\(chinese.stdout)")
    #expect(chinese.stdout.contains("来源：内置"))
    let json = try await AskProcess.run(["skills", "--json", "--lang", "en"], home: home.path)
    #expect(json.events.count == 18)
    for entry in json.events {
      let descriptions = try #require(entry["descriptions"]?.objectValue)
      let chineseText = try #require(descriptions["zh"]?.stringValue)
      let englishText = try #require(descriptions["en"]?.stringValue)
      #expect(!chinese.stdout.contains(englishText), "\(entry["id"] ?? "?") said in English")
      #expect(chinese.stdout.contains(chineseText), "\(entry["id"] ?? "?") not said in Chinese")
      #expect(entry["model_description"]?.stringValue == englishText)
      #expect(entry["description"]?.stringValue == englishText)
    }
    let show = try await AskProcess.run(
      ["skills", "show", "shell.run", "--lang", "zh"], home: home.path)
    #expect(show.stdout.contains("说明：在工作区运行一条命令"), "\(show.stdout)")
    #expect(!show.stdout.contains("Runs a shell command"), "\(show.stdout)")
  }

  /// A skill file may say its name and description per language: each face shows its own, the
  /// model is sent the English one; a language that is not one is refused naming the key.
  @Test func aDeclaredSkillSaysItselfPerLanguage() async throws {
    let file = home.path + "/skills/weather.json"
    try #"""
    {"id": "weather.today", "display_name": {"en": "Weather", "zh-CN": "天气"},
     "description": {"zh": "查询今天的天气。", "en": "Tells today's weather."},
     "examples": ["今天天气怎么样", "what's the weather today"],
     "permission_level": "normal", "run": {"command": ["true"]}}
    """#.write(toFile: file, atomically: true, encoding: .utf8)
    let folder = home.path + "/skills/meeting-notes"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try """
    ---
    name: meeting-notes
    description: Writes meeting minutes from notes.
    metadata:
      display-name: Meeting notes
      display-name-zh: 会议纪要
      description-zh: 根据笔记写会议纪要。
    ---
    Write the minutes.
    """.write(toFile: folder + "/SKILL.md", atomically: true, encoding: .utf8)

    let zh = try await AskProcess.run(["skills", "--json", "--lang", "zh"], home: home.path)
    let weather = try #require(zh.events.first { $0["id"] == "weather.today" }, "\(zh.stderr)")
    #expect(weather["display_name"] == "天气")
    #expect(weather["description"] == "查询今天的天气。")
    #expect(weather["model_description"] == "Tells today's weather.")
    #expect(weather["examples"] == ["今天天气怎么样", "what's the weather today"])
    let notes = try #require(zh.events.first { $0["id"] == "meeting-notes" })
    #expect(notes["display_name"] == "会议纪要")
    #expect(notes["description"] == "根据笔记写会议纪要。")
    #expect(notes["model_description"] == "Writes meeting minutes from notes.")
    let en = try await AskProcess.run(["skills", "--lang", "en"], home: home.path)
    #expect(en.stdout.contains("weather.today — Weather [normal]"), "\(en.stdout)")
    #expect(en.stdout.contains("    Tells today's weather."))
    #expect(en.stdout.contains("meeting-notes — Meeting notes [normal]"))
    #expect(!en.stdout.contains("天气") && !en.stdout.contains("会议纪要"))

    try #"{"id": "weather.today", "description": {"english": "x"}}"#.write(
      toFile: file, atomically: true, encoding: .utf8)
    let bad = try await AskProcess.run(["skills", "check", file], home: home.path)
    #expect(bad.status == 1)
    #expect(
      bad.stdout.contains(
        #"weather.json: description: "english" is not a language code; use one like en or zh"#),
      "\(bad.stdout)")
  }

  static var python: String? {
    testVenvProgram("python", variable: "ASK_TEST_VENV", defaultName: "test-venv")
  }

  /// `ask skills` lists what the model is offered: the MCP servers' tools with their server,
  /// and a server that fails with its error and the fix; `--no-mcp` starts none.
  @Test func theServersToolsAreListedAndABrokenServerIsNamed() async throws {
    guard let python = Self.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return
    }
    try #"""
    {"mcpServers": {
      "time": {"command": "\#(python)", "args": ["-m", "mcp_server_time"]},
      "broken": {"command": "/nonexistent/mcp-server", "timeout_s": 5}}}
    """#.write(toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    let text = try await AskProcess.run(["skills", "--lang", "en"], home: home.path)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("mcp.time.get_current_time — "), "\(text.stdout)")
    #expect(text.stdout.contains("    source: MCP server time"))
    #expect(text.stdout.contains("✗ MCP server broken (unavailable): "), "\(text.stdout)")
    #expect(text.stdout.contains("    fix: `ask mcp test broken` says why"))

    let json = try await AskProcess.run(["skills", "--json"], home: home.path)
    let tool = try #require(json.events.first { $0["id"] == "mcp.time.convert_time" })
    #expect(tool["source"] == "mcp")
    #expect(tool["server"] == "time")
    #expect(tool["input_schema"]?["required"]?.arrayValue?.count == 3)
    let broken = try #require(json.events.first { $0["kind"] == "mcp_server" })
    #expect(broken["server"] == "broken")
    #expect(broken["error"]?.stringValue?.contains("/nonexistent/mcp-server") == true)
    #expect(broken["fix"]?.stringValue?.contains("ask skills --no-mcp") == true)

    let show = try await AskProcess.run(
      ["skills", "show", "mcp.time.get_current_time", "--json"], home: home.path)
    #expect(show.status == 0, "\(show.stderr)")
    #expect(show.events.first?["server"] == "time")

    let without = try await AskProcess.run(["skills", "--json", "--no-mcp"], home: home.path)
    #expect(without.events.count == 18, "\(without.stdout)")
    #expect(!without.stdout.contains("mcp."))
  }
}
