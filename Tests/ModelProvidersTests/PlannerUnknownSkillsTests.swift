import AgentCore
import AgentTestSupport
import BuiltinSkills
import Foundation
import ModelProviders
import SkillKit
import Testing

extension PlannerSuites {
  /// Skills the planner has never seen — described in English by other people, no examples, as
  /// MCP servers declare them — next to the built-ins: ranked by their words (ids and parameter
  /// names split), filled from their schemas, and never given invented values.
  struct PlannerUnknownSkillsTests {
    static func declared(_ id: String, _ description: String, _ schema: String) -> SkillDescriptor {
      SkillDescriptor(
        id: id, displayName: String(id.split(separator: ".").last ?? ""), description: description,
        schema: (try? JSONSchema.parse(JSONValue.parse(schema)).schema) ?? JSONSchema(type: .object)
      )
    }

    static let foreign: [SkillDescriptor] = [
      declared(
        "mcp.time.get_current_time", "Get current time in a specific timezones",
        #"{"type":"object","properties":{"timezone":{"type":"string","description":"IANA timezone name (e.g., 'America/New_York', 'Europe/London'). Use 'Asia/Shanghai' as local timezone if no timezone provided by the user."}},"required":["timezone"]}"#
      ),
      declared(
        "mcp.time.convert_time", "Convert time between timezones",
        #"{"type":"object","properties":{"source_timezone":{"type":"string","description":"Source IANA timezone name"},"time":{"type":"string","description":"Time to convert in 24-hour format (HH:MM)"},"target_timezone":{"type":"string","description":"Target IANA timezone name"}},"required":["source_timezone","time","target_timezone"]}"#
      ),
      declared(
        "mcp.fetch.fetch", "Fetches a URL from the internet and extracts its contents as markdown.",
        #"{"type":"object","properties":{"url":{"type":"string","format":"uri","description":"URL to fetch"},"max_length":{"type":"integer","description":"Maximum number of characters to return."}},"required":["url"]}"#
      ),
      declared(
        "mail.send_email", "Sends an e-mail message.",
        #"{"type":"object","properties":{"to":{"type":"string","format":"email"},"subject":{"type":"string"},"body":{"type":"string"}},"required":["to"]}"#
      ),
      declared(
        "mcp.git.git_diff_staged", "Shows changes that are staged for commit",
        #"{"type":"object","properties":{"repo_path":{"type":"string"}},"required":["repo_path"]}"#
      ),
      declared(
        "timer.start_timer", "Starts a countdown timer",
        #"{"type":"object","properties":{"duration_seconds":{"type":"integer"}},"required":["duration_seconds"]}"#
      ),
      declared(
        "focus.block", "Blocks distractions for a while",
        #"{"type":"object","properties":{"length":{"type":"string","format":"duration"}},"required":["length"]}"#
      ),
      declared(
        "tasks.export", "Exports tasks",
        #"{"type":"object","properties":{"include_completed":{"type":"boolean"},"day":{"type":"string","format":"date"}},"required":[]}"#
      ),
    ]

    static let tools =
      BuiltinSkills.all(reminders: InMemoryReminders(), todos: InMemoryTodos()).map(\.descriptor)
      + foreign

    static let cases: [PlannerCorpusTests.Case] = [
      .init(
        request: "what time is it in New York",
        calls: [("mcp.time.get_current_time", ["timezone": "America/New_York"])]),
      .init(
        request: "把下午三点从北京时间换算成纽约时间",
        calls: [
          (
            "mcp.time.convert_time",
            [
              "source_timezone": "Asia/Shanghai", "target_timezone": "America/New_York",
              "time": "15:00",
            ]
          )
        ]),
      .init(
        request: "convert 15:00 from Europe/Berlin to Asia/Tokyo",
        calls: [
          (
            "mcp.time.convert_time",
            [
              "source_timezone": "Europe/Berlin", "target_timezone": "Asia/Tokyo",
              "time": "15:00",
            ]
          )
        ]),
      .init(
        request: "fetch https://example.com/docs/page?id=3",
        calls: [("mcp.fetch.fetch", ["url": "https://example.com/docs/page?id=3"])]),
      .init(
        request: "send an email to bob@example.com",
        calls: [("mail.send_email", ["to": "bob@example.com"])]),
      // Nothing to fill the repository path from: left for the form, not invented.
      .init(request: "show the staged diff", calls: [("mcp.git.git_diff_staged", [:])]),
      .init(
        request: "start a timer for 90 seconds",
        calls: [("timer.start_timer", ["duration_seconds": 90])]),
      .init(
        request: "开一个半小时的计时器 timer", calls: [("timer.start_timer", ["duration_seconds": 5400])]),
      .init(
        request: "block distractions for 20 minutes",
        calls: [("focus.block", ["length": "PT1200S"])]),
      // More digits than an integer holds: a number (validation then names the field and its
      // range), or for a duration string nothing (left for the form) — never a trap.
      .init(
        request: "start a timer for 99999999999999999999999 seconds",
        calls: [("timer.start_timer", ["duration_seconds": 1e23])]),
      .init(
        request: "block distractions for 99999999999999999999999 minutes",
        calls: [("focus.block", [:])]),
      // A minus that stands alone is the user's: -90 is not read as 90 (validation refuses it).
      .init(
        request: "start a timer for -90 seconds",
        calls: [("timer.start_timer", ["duration_seconds": -90])]),
      .init(
        request: "export tasks including completed for tomorrow",
        calls: [("tasks.export", ["include_completed": true, "day": "2026-12-01"])]),
    ]

    @Test(arguments: cases)
    func plans(_ testCase: PlannerCorpusTests.Case) throws {
      try PlannerCorpusTests.expectPlans(testCase, tools: Self.tools)
    }

    @Test func identifiersSplitIntoWords() {
      #expect(TextTokenizer.identifierWords("get_current_time") == ["get", "current", "time"])
      #expect(TextTokenizer.identifierWords("gitDiffStaged") == ["git", "diff", "staged"])
      #expect(TextTokenizer.identifierWords("mcp.time.convert") == ["mcp", "time", "convert"])
    }
  }
}

extension PlannerSuites {
  /// A later part that points at an earlier result waits for it, then uses it.
  struct PlannerStepTests {
    static func run(_ text: String) throws -> [(String, JSONValue)] {
      let tools = PlannerCorpusTests.tools
      let planner = OfflinePlanner()
      var messages: [Message] = [.user(text)]
      var made: [(String, JSONValue)] = []
      for turn in 1...3 {
        let request = ModelRequest(
          system: "", messages: messages, tools: tools, now: PlannerCorpusTests.now,
          timeZone: PlannerCorpusTests.zone)
        let calls = try PlannerCorpusTests.calls(in: planner.respond(to: request))
        if calls.isEmpty { break }
        made += calls
        let uses = calls.enumerated().map { offset, call in
          ToolCall(id: "call_\(turn)_\(offset + 1)", name: call.0, input: call.1)
        }
        messages.append(Message(role: .assistant, content: uses.map { .toolUse($0) }))
        // The list answers as todo.list does: `#id title` lines.
        messages.append(
          Message(
            role: .user,
            content: uses.map {
              .toolResult(
                ToolResultBlock(
                  toolUseID: $0.id, status: .success,
                  content: "[ ] #4 buy milk (normal)\n[ ] #7 call mom (high)\n[ ] #9 pay rent (low)"
                ))
            }))
      }
      return made
    }

    @Test(arguments: [
      ("先列出待办，然后把第一条标记为完成", "#4"), ("先列出待办，然后把第二个标记为完成", "#7"),
      ("list my todos and then mark the last one as done", "#9"),
    ])
    func theSecondCallUsesTheFirstResult(_ text: String, _ item: String) throws {
      let calls = try Self.run(text)
      #expect(calls.map(\.0) == ["todo.list", "todo.complete"], "\(calls)")
      #expect(calls.last?.1 == ["item": .string(item)])
    }
  }
}

extension PlannerSuites {
  /// A registry of one skill (a developer's first): its own example is a match, and the free
  /// text it stores is what the request is about, not the skill's name.
  struct PlannerSmallRegistryTests {
    static let greet = SkillDescriptor(
      id: "greet.person", displayName: "Greet someone", description: "Greets a person by name",
      inputFields: [InputField(name: "name", type: .string, required: true)],
      examples: ["greet Grace"])

    @Test(arguments: [("greet Ada", "Ada"), ("greet someone called Linus", "Linus")])
    func aSingleSkillIsPickedAndItsNameIsNotTheValue(_ text: String, _ name: String) throws {
      let request = ModelRequest(
        system: "", messages: [.user(text)], tools: [Self.greet], now: PlannerCorpusTests.now,
        timeZone: PlannerCorpusTests.zone)
      let calls = try PlannerCorpusTests.calls(in: OfflinePlanner().respond(to: request))
      #expect(calls.map(\.0) == ["greet.person"])
      #expect(calls.first?.1["name"] == .string(name))
    }

    @Test func theBarIsLoweredOnlyForSmallRegistries() {
      #expect(OfflinePlanner.scale(skills: 1) < 0.2)
      #expect(OfflinePlanner.scale(skills: 7) > 0.5)
      #expect(OfflinePlanner.scale(skills: 20) == 1)
      #expect(OfflinePlanner.scale(skills: 10_000) == 1)
    }

    @Test func anUnrelatedRequestStillMatchesNothing() throws {
      let request = ModelRequest(
        system: "", messages: [.user("what is the weather in Paris")], tools: [Self.greet],
        now: PlannerCorpusTests.now, timeZone: PlannerCorpusTests.zone)
      #expect(try PlannerCorpusTests.calls(in: OfflinePlanner().respond(to: request)).isEmpty)
    }
  }
}

extension PlannerSuites {
  /// Requests the planner used to miss: a span of time with something to do in it is an event,
  /// and 记个 adds.
  struct PlannerFormerMissesTests {
    static func first(_ text: String) throws -> (String, JSONValue)? {
      let request = ModelRequest(
        system: "", messages: [.user(text)], tools: try PlannerCorpusAccuracyTests.tools(),
        now: PlannerCorpusTests.now, timeZone: PlannerCorpusTests.zone)
      return try PlannerCorpusTests.calls(in: OfflinePlanner().respond(to: request)).first
    }

    @Test(arguments: [
      ("周四晚上七点到九点和朋友吃饭", "和朋友吃饭"),
      ("dinner with friends on Thursday from 7pm to 9pm", "dinner with friends"),
    ])
    func aSpanWithSomethingToDoIsAnEvent(_ text: String, _ title: String) throws {
      let call = try #require(try Self.first(text))
      #expect(call.0 == "calendar.create_event")
      #expect(call.1["title"] == .string(title))
      #expect(call.1["start"] != nil && call.1["end"] != nil)
    }

    @Test func aSpanAloneOrWithAnotherActionIsNotAnEvent() throws {
      #expect(try Self.first("from 3pm to 4pm")?.0 != "calendar.create_event")
      #expect(try Self.first("delete everything from 3pm to 4pm")?.0 != "calendar.create_event")
    }

    @Test func 记个AddsATodo() throws {
      let add = try #require(try Self.first("记个待办 交房租"))
      #expect(add.0 == "todo.add")
      #expect(add.1["title"] == "交房租")
      #expect(try Self.first("add a todo buy milk")?.1["title"] == "buy milk")
    }
  }
}
