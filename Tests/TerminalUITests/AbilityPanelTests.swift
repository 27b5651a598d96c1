import AgentBridge
import AgentCore
import AgentTestSupport
import BuiltinSkills
import Foundation
import SkillKit
import Testing

@testable import TerminalUI

/// The first screen: what the agent can do, from the built-in registry (and an MCP server),
/// as golden screens in both languages, narrow and wide; and the keys that pick an example.
struct AbilityPanelTests {
  static let builtins = BuiltinSkills.all(
    reminders: InMemoryReminders(), todos: InMemoryTodos(), calendar: InMemoryCalendar()
  ).map(\.descriptor)

  static let weather = SkillDescriptor(
    id: "mcp.weather.get_forecast", displayName: "get_forecast",
    description: "Forecast for a city", examples: [])

  static func panel(_ language: UserLanguage, mcp: Bool) -> AbilityPanel {
    AbilityPanel.build(
      descriptors: builtins + (mcp ? [weather] : []), origins: [:],
      servers: mcp ? ["weather", "git"] : [], language: language, model: "offline",
      workspace: "/work/project", mode: "default")
  }

  static func snapshot(_ language: UserLanguage, mcp: Bool) -> UISnapshot {
    var snapshot = UISnapshot(
      sessionTitle: FaceWords.wording(.untitledSession, language), language: language)
    snapshot.abilities = panel(language, mcp: mcp)
    snapshot.workspace = "/work/project"
    return snapshot
  }

  static let screens: [(name: String, width: Int, height: Int, language: UserLanguage, mcp: Bool)] =
    [
      ("abilities-wide", 100, 40, .english, false), ("abilities-wide-zh", 100, 40, .chinese, false),
      ("abilities-narrow", 40, 24, .english, false),
      ("abilities-narrow-zh", 40, 24, .chinese, false),
      ("abilities-mcp", 100, 44, .english, true), ("abilities-mcp-zh", 100, 44, .chinese, true),
      ("abilities-80", 80, 44, .english, false), ("abilities-80-zh", 80, 44, .chinese, false),
      ("abilities-120", 120, 44, .english, false), ("abilities-120-zh", 120, 44, .chinese, false),
    ]

  @Test(arguments: screens.map(\.name))
  func thePanelMatchesItsGolden(_ name: String) throws {
    let screen = try #require(Self.screens.first { $0.name == name })
    let text = TUIView().render(
      Self.snapshot(screen.language, mcp: screen.mcp), state: TUIState(), width: screen.width,
      height: screen.height
    ).grid.text
    guard let golden = try GoldenScreenTests.compare(text, toGolden: name) else { return }
    if screen.language == .chinese {
      for fragment in GoldenScreenTests.allEnglishFragments {
        #expect(
          !GoldenScreenTests.containsWord(golden, fragment),
          "\(name) shows the English \"\(fragment)\"")
      }
      // No built-in's English name or description either.
      for skill in Self.builtins {
        #expect(!golden.contains(skill.displayName(in: "en")), "\(name): \(skill.id)")
      }
    } else {
      #expect(!golden.contains(where: TextTokenizer.isCJK), "\(name) shows Chinese")
    }
  }

  @Test func groupsFollowTheAreasAndTheServers() {
    let panel = Self.panel(.english, mcp: true)
    #expect(
      panel.groups.map(\.title) == [
        "Reminders", "Todos", "Calendar", "Files", "Shell", "Time", "MCP server git",
        "MCP server weather",
      ])
    #expect(
      panel.groups.first?.entries.map(\.name) == [
        "Create reminder", "List reminders", "Complete reminder",
      ])
    #expect(panel.groups.first?.entries.first?.example == "remind me to call mom at 6pm")
    #expect(panel.groups.first?.entries.first?.level == .systemAccess)
    // A server whose tools are not known yet says when they will be.
    #expect(panel.groups.first { $0.title == "MCP server git" }?.note != nil)
    // A tool with no example is shown with its name's words.
    #expect(panel.entries.last?.example == "get forecast")
    let chinese = Self.panel(.chinese, mcp: false)
    #expect(chinese.groups.first?.title == "提醒")
    #expect(chinese.groups.first?.entries.first?.name == "创建提醒")
    #expect(chinese.groups.first?.entries.first?.example == "明天上午九点提醒我开会")
  }

  static let values = FieldValueParser(
    dates: DateExpressionParser(now: Date(timeIntervalSince1970: 0), timeZone: .gmt))

  @Test func arrowsPickAnExampleEnterTypesItAndASendFoldsThePanel() {
    let snapshot = Self.snapshot(.english, mcp: false)
    var state = TUIState()
    _ = TUIUpdate.handle(.down, state: &state, snapshot: snapshot, values: Self.values)
    _ = TUIUpdate.handle(.down, state: &state, snapshot: snapshot, values: Self.values)
    _ = TUIUpdate.handle(.up, state: &state, snapshot: snapshot, values: Self.values)
    #expect(state.abilitySelection == 1)
    let none = TUIUpdate.handle(.enter, state: &state, snapshot: snapshot, values: Self.values)
    #expect(none.isEmpty, "Enter on the panel types the example; it does not send it")
    #expect(state.input == "show my reminders")
    let sent = TUIUpdate.handle(.enter, state: &state, snapshot: snapshot, values: Self.values)
    #expect(sent == [.send("show my reminders")])
    #expect(!state.abilitiesShown)
    // Folded, ? brings it back; shown, ? is the help.
    _ = TUIUpdate.handle(.character("?"), state: &state, snapshot: snapshot, values: Self.values)
    #expect(state.abilitiesShown)
    _ = TUIUpdate.handle(.character("?"), state: &state, snapshot: snapshot, values: Self.values)
    #expect(state.mode == .help)
    _ = TUIUpdate.handle(.character("x"), state: &state, snapshot: snapshot, values: Self.values)
    _ = TUIUpdate.handle(.escape, state: &state, snapshot: snapshot, values: Self.values)
    #expect(state.input.isEmpty, "Esc clears what was typed first")
    _ = TUIUpdate.handle(.escape, state: &state, snapshot: snapshot, values: Self.values)
    #expect(!state.abilitiesShown, "then folds the panel")
  }

  @Test func aTallPanelKeepsTheSelectedExampleInView() {
    let snapshot = Self.snapshot(.english, mcp: true)
    var state = TUIState()
    let count = snapshot.abilities?.entries.count ?? 0
    for _ in 0..<count {
      _ = TUIUpdate.handle(.down, state: &state, snapshot: snapshot, values: Self.values)
    }
    #expect(state.abilitySelection == count - 1)
    let text = TUIView().render(snapshot, state: state, width: 80, height: 16).grid.text
    #expect(text.contains("▸ get_forecast"), "\(text)")
  }
}
