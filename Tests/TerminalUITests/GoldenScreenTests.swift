import AgentBridge
import AgentCore
import Foundation
import Markdown
import SkillKit
import TerminalUI
import Testing

/// The screen at the key moments, as text grids kept under Goldens/.
/// `RECORD_GOLDENS=1 swift test --filter GoldenScreenTests` records them again.
struct GoldenScreenTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")
  static let date = Date(timeIntervalSince1970: 1_764_468_000)

  static func event(_ sequence: Int64, _ kind: TimelineEvent.Kind) -> TimelineEvent {
    TimelineEvent(sequence: sequence, timestamp: date, kind: kind)
  }

  static let reminder = SkillDescriptor(
    id: "reminder.create", displayName: "Create reminder", description: "",
    inputFields: [
      InputField(name: "title", type: .string, required: true),
      InputField(name: "dueDate", type: .dateTime, required: true),
      InputField(name: "notes", type: .string),
    ], permissionLevel: .systemAccess, requiredAuthorizations: ["reminders"])

  static func card(_ status: ToolCard.Status, step: String? = nil, fraction: Double? = nil)
    -> ToolCard
  {
    var card = ToolCard(
      use: ToolUse(
        id: "c1", skillID: "reminder.create", displayName: "Create reminder",
        input: ["title": "Meeting", "dueDate": "2026-12-01T09:00:00+08:00"]))
    card.status = status
    card.step = step
    card.fraction = fraction
    card.elapsedSeconds = 0.2
    if status == .completed {
      card.summary = "Reminder #1 Meeting · 2026-12-01 09:00"
      card.durationMs = 3
      card.isExpanded = false
    }
    return card
  }

  /// A declared skill whose schema nests: an object, an array of objects, a oneOf.
  static let meeting: SkillDescriptor = {
    let schema = try! JSONSchema.parse(
      try! JSONValue.parse(
        #"""
        {"type": "object", "required": ["title"], "properties": {
          "title": {"type": "string"},
          "place": {"type": "object", "required": ["city"], "properties": {
            "city": {"type": "string"}, "room": {"type": "integer", "minimum": 1, "maximum": 40}}},
          "attendees": {"type": "array", "items": {"type": "object", "properties": {
            "name": {"type": "string"}, "role": {"enum": ["host", "guest"]}}}},
          "reminder": {"oneOf": [
            {"title": "minutes before", "type": "integer", "minimum": 0},
            {"title": "at a time", "type": "string", "format": "date-time"}]}}}
        """#)
    ).schema
    return SkillDescriptor(
      id: "meeting.plan", displayName: "Plan meeting", description: "Plans a meeting.",
      schema: schema)
  }()

  static let conversation: [TimelineEvent] = [
    event(1, .user("remind me tomorrow at 9am about the meeting")),
    event(
      2,
      .assistant(
        AssistantTurn(
          text: "I picked **Create reminder** (`reminder.create`).", toolCalls: [],
          model: "offline", stopReason: .toolUse))),
    event(
      3,
      .toolCall(
        ToolUse(id: "c1", skillID: "reminder.create", displayName: "Create reminder", input: [:]))),
  ]

  static let screens: [(String, Int, Int, UISnapshot, TUIState)] = [
    ("idle", 60, 10, UISnapshot(sessionTitle: "New session"), TUIState()),
    (
      "streaming", 60, 14,
      UISnapshot(
        events: [event(1, .user("what can you do?"))],
        streamingText:
          "# Skills\n\nI can **create reminders** and:\n\n- [x] add todos\n- [ ] tell the time\n\n```swift\nlet x = 1\n```\n\nWorking on",
        stage: .parsingIntent, isRunning: true, sessionTitle: "what can you do?"), TUIState()
    ),
    (
      "card-running", 60, 14,
      UISnapshot(
        events: conversation, cards: [card(.running, step: "writing", fraction: 0.5)],
        stage: .executing(skill: reminder, progress: 0.5), isRunning: true, sessionTitle: "meeting"),
      TUIState()
    ),
    (
      "permission", 60, 16,
      UISnapshot(
        events: conversation, cards: [card(.pending)],
        stage: .awaitingPermission(skill: reminder), isRunning: true,
        pendingPermission: PermissionRequest(
          requestID: "perm-1", kind: .confirmation, toolUseID: "c1", skill: reminder,
          input: ["title": "Meeting", "dueDate": "2026-12-01T09:00:00+08:00"],
          summary: "Create reminder (reminder.create) with title \"Meeting\"; touches: reminders",
          reason: "level systemAccess: needs your confirmation"),
        sessionTitle: "meeting"), TUIState()
    ),
    (
      "sandbox-question", 60, 16,
      {
        var shell = SkillDescriptor(
          id: "shell.run", displayName: "Run command", description: "Runs a command.")
        shell.sandbox = SandboxWidening()
        var request = PermissionRequest(
          requestID: "perm-2", kind: .sandbox, toolUseID: "c1", skill: shell,
          input: ["command": "pip install requests", "network": true],
          summary: "Run command (shell.run): $ pip install requests",
          reason: "leaves the sandbox: network", suggestedRule: "sandbox(network)",
          sandbox: SandboxPolicy(mode: .workspace, network: true, writable: ["/work/app"]))
        request.capability = "network"
        var snapshot = UISnapshot(
          events: conversation, cards: [card(.pending)],
          stage: .awaitingPermission(skill: shell), isRunning: true,
          pendingPermission: request, sessionTitle: "install")
        snapshot.sandbox = .workspace
        return snapshot
      }(), TUIState()
    ),
    (
      "sampling-question", 60, 18, samplingQuestion(.english), TUIState()
    ),
    (
      "sampling-question-zh", 60, 18, samplingQuestion(.chinese), TUIState()
    ),
    (
      "command-diff", 60, 22,
      UISnapshot(
        events: [
          event(1, .user("run sed -i s/two/TWO/ notes.txt")),
          event(
            2,
            .toolResult(
              ToolResultEvent(
                toolUseID: "c1", skillID: "shell.run", status: .success,
                content: "exit code 0",
                data: [
                  "exit_code": 0,
                  "diff": .string(
                    "--- a/notes.txt\n+++ b/notes.txt\n@@ -1,3 +1,3 @@\n one\n-two\n+TWO\n three\n"
                      + (1...12).map { "+line \($0)\n" }.joined()),
                ],
                summary: "exit code 0 · 0 lines · files changed: 1",
                durationMs: 12))),
        ], stage: .completed(summary: ""), sessionTitle: "sed"), TUIState()
    ),
    (
      "form-error", 60, 14,
      UISnapshot(
        events: conversation,
        stage: .awaitingUserInput(skill: reminder, fields: reminder.inputFields), isRunning: true),
      {
        var state = TUIState()
        var form = FormState(
          purpose: .input(requestID: "input-1"), title: "Create reminder",
          fields: reminder.inputFields)
        form.values["title"] = "Meeting"
        form.index = 1
        form.draft = "next blursday"
        form.error = "expected an ISO 8601 date-time, got \"next blursday\""
        state.mode = .form(form)
        return state
      }()
    ),
    (
      "form-nested", 64, 20,
      UISnapshot(
        events: conversation,
        stage: .awaitingUserInput(skill: meeting, fields: meeting.inputFields), isRunning: true),
      {
        var state = TUIState()
        var form = FormState(
          purpose: .input(requestID: "input-1"), title: "Plan meeting",
          fields: meeting.inputFields,
          values: [
            "title": "Review", "place.city": "Paris", "place.room": "12", "attendees+0": "true",
            "attendees[0].name": "Ann", "attendees[0].role": "host", "reminder#": "minutes before",
          ])
        form.index = form.fields.firstIndex { $0.name == "attendees+1" } ?? 0
        form.draft = "false"
        state.mode = .form(form)
        return state
      }()
    ),
    (
      "failed", 60, 12,
      UISnapshot(
        events: [
          event(1, .user("hi")),
          event(
            2,
            .result(
              RunResult(
                subtype: .errorDuringExecution, text: "", numTurns: 1, durationMs: 30,
                usage: TokenUsage(), totalCostUSD: nil,
                error: ErrorCatalogue.explain(
                  .unauthorized(provider: "Anthropic", keyVariable: "ANTHROPIC_API_KEY"),
                  in: .english)))),
        ],
        stage: .failed(.unauthorized(provider: "Anthropic", keyVariable: "ANTHROPIC_API_KEY")),
        model: "anthropic/claude-sonnet-4-5"), TUIState()
    ),
    (
      "cjk", 50, 12,
      UISnapshot(
        events: [
          event(1, .user("明天上午九点提醒我开会")),
          event(
            2,
            .assistant(
              AssistantTurn(
                text: "✓ 创建提醒：已创建提醒「开会」，时间 2026-12-01 09:00 🎉", toolCalls: [], model: "offline",
                stopReason: .endTurn))),
        ],
        stage: .completed(summary: ""), sessionTitle: "明天上午九点提醒我开会", language: .chinese), TUIState()
    ),
    (
      "narrow-40", 40, 14,
      UISnapshot(
        events: conversation, cards: [card(.completed)], stage: .completed(summary: ""),
        sessionTitle: "remind me tomorrow at 9am about the meeting"), TUIState()
    ),
  ]

  /// The same screens with the Chinese words (the content stays as it was).
  static let chinese = [
    "idle", "card-running", "permission", "sandbox-question", "command-diff", "form-error",
    "form-nested",
  ]
  static let allScreens =
    screens
    + screens.filter { chinese.contains($0.0) }.map { screen in
      var snapshot = screen.3
      snapshot.language = .chinese
      if snapshot.sessionTitle == FaceWords.wording(.untitledSession, .english) {
        snapshot.sessionTitle = FaceWords.wording(.untitledSession, .chinese)
      }
      return (screen.0 + "-zh", screen.1, screen.2, snapshot, screen.4)
    }

  @Test(arguments: allScreens.map(\.0))
  func screenMatchesItsGolden(_ name: String) throws {
    let (_, width, height, snapshot, state) = try #require(Self.allScreens.first { $0.0 == name })
    let text = TUIView().render(snapshot, state: state, width: width, height: height).grid.text
    _ = try Self.compare(text, toGolden: name)
  }

  /// Checks `text` against `Goldens/NAME.txt` and returns the golden; with RECORD_GOLDENS=1
  /// records it instead and returns nil.
  static func compare(_ text: String, toGolden name: String) throws -> String? {
    let file = goldens.appendingPathComponent("\(name).txt")
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
      try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
      try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
      return nil
    }
    let golden = try String(contentsOf: file, encoding: .utf8)
    #expect(text + "\n" == golden, "screen \(name) differs from \(file.path):\n\(text)")
    return golden
  }

  @Test func everyLineFitsTheWidth() {
    for (name, width, height, snapshot, state) in Self.screens {
      let grid = TUIView().render(snapshot, state: state, width: width, height: height).grid
      for line in grid.text.split(separator: "\n") {
        #expect(DisplayWidth.of(String(line)) <= width, "\(name): \(line)")
      }
    }
  }

  /// A sampling request on a running call's screen, its summary in `language` as the agent
  /// writes it (RunWord.samplingSummary).
  static func samplingQuestion(_ language: UserLanguage) -> UISnapshot {
    let tool = SkillDescriptor(
      id: "mcp.notes.summarize", displayName: "summarize", description: "Summarizes.")
    let request = PermissionRequest(
      requestID: "perm-2", kind: .sampling, toolUseID: "c1", skill: tool,
      input: [
        "server": "notes", "model": "openai/gpt", "max_tokens": 60,
        "system": "You write one-line summaries.",
        "messages": [["role": "user", "text": "Summarize: a long meeting\nabout the budget"]],
      ],
      summary: language == .chinese
        ? "MCP 服务器 notes 请 openai/gpt 写最多 60 个 token，计入本次运行的用量"
        : "MCP server notes asks openai/gpt to write up to 60 tokens, counted in this run's usage",
      reason: "a sampling request: every one is asked")
    var snapshot = UISnapshot(
      events: conversation, cards: [card(.running, step: "summarizing")],
      stage: .executing(skill: tool, progress: nil), isRunning: true,
      pendingPermission: request, sessionTitle: "notes")
    snapshot.language = language
    return snapshot
  }

  /// A Chinese screen shows no English label: every English text of the catalogue (its
  /// fixed parts, where they differ from the Chinese) is absent from each Chinese golden.
  @Test func chineseScreensHaveNoEnglishLabel() throws {
    let chineseGoldens = Self.allScreens.filter { $0.3.language == .chinese }.map(\.0)
    #expect(chineseGoldens.count >= 6)
    for name in chineseGoldens {
      let golden = try String(
        contentsOf: Self.goldens.appendingPathComponent("\(name).txt"), encoding: .utf8)
      for fragment in Self.allEnglishFragments {
        #expect(!Self.containsWord(golden, fragment), "\(name) shows the English \"\(fragment)\"")
      }
    }
  }

  /// The English words of `key` a Chinese screen must not show: its text cut at values and
  /// separators, pieces of four letters or more that no Chinese text of the catalogue uses
  /// (key names such as Enter and Ctrl-P are the same in both).
  static func englishFragments(of key: TUIWord) -> [String] {
    englishFragments(of: TUIWords.wording(key, .english))
  }

  /// Every text a Chinese screen may show in English: the terminal UI's and the faces' shared
  /// catalogues.
  static let allEnglishFragments: [String] =
    TUIWord.allCases.flatMap { englishFragments(of: TUIWords.wording($0, .english)) }
    + FaceWord.allCases.flatMap { englishFragments(of: FaceWords.wording($0, .english)) }

  static let allChinese =
    (TUIWord.allCases.map { TUIWords.wording($0, .chinese) }
    + FaceWord.allCases.map { FaceWords.wording($0, .chinese) }).joined(separator: "\n")

  static func englishFragments(of template: String) -> [String] {
    let separators = CharacterSet(charactersIn: "{}·,;:()—/[]?").union(.decimalDigits)
    var pieces: [String] = []
    var inValue = false
    var current = ""
    for character in template {
      if character == "{" { inValue = true }
      if !inValue, character.unicodeScalars.allSatisfy({ !separators.contains($0) }) {
        current.append(character)
      } else {
        pieces.append(current)
        current = ""
      }
      if character == "}" { inValue = false }
    }
    pieces.append(current)
    return pieces.map { $0.trimmingCharacters(in: .whitespaces) }.filter { piece in
      piece.filter(\.isLetter).count >= 4 && !allChinese.contains(piece)
    }
  }

  /// Whether `text` has `fragment` not inside a longer word or an identifier (`files.edit`
  /// holds the word edit, but shows no label).
  static func containsWord(_ text: String, _ fragment: String) -> Bool {
    var rest = text[...]
    while let range = rest.range(of: fragment) {
      let before =
        range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      func joins(_ character: Character?) -> Bool {
        character.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" } ?? false
      }
      if !joins(before) && !joins(after) { return true }
      rest = text[range.upperBound...]
    }
    return false
  }

  @Test func theEnglishFragmentsAreFound() {
    #expect(Self.containsWord("a · edit · b", "edit"))
    #expect(!Self.containsWord("files.edit and edited", "edit"))
    #expect(Self.englishFragments(of: .inputHint) == ["type a request", "Enter sends", "help"])
  }

  /// Every key of the terminal UI's catalogue has both texts, with the same placeholders.
  @Test func theCatalogueIsComplete() {
    #expect(TUIWords.wording.problems(untranslated: TUIWords.untranslated) == [])
    #expect(FaceWords.wording.problems() == [])
  }
}
