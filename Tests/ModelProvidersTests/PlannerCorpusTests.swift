import AgentCore
import AgentTestSupport
import BuiltinSkills
import Foundation
import ModelProviders
import SkillKit
import Testing

extension PlannerSuites {
  /// The offline planner on a corpus of Chinese and English requests, clock pinned to
  /// Monday 2026-11-30 10:00 in Shanghai.
  struct PlannerCorpusTests {
    struct Case: Sendable, CustomTestStringConvertible {
      let request: String
      /// One entry per expected call: skill id and the exact input.
      let calls: [(String, JSONValue)]
      var testDescription: String { request }
    }

    static let zone = TimeZone(identifier: "Asia/Shanghai")!
    static let now = ISODateTime.date(from: "2026-11-30T10:00:00+08:00")!
    static let tools = BuiltinSkills.all(reminders: InMemoryReminders(), todos: InMemoryTodos())
      .map(\.descriptor)

    static let cases: [Case] = [
      // Reminders, Chinese.
      Case(
        request: "明天上午九点提醒我开会",
        calls: [("reminder.create", ["title": "开会", "dueDate": "2026-12-01T09:00:00+08:00"])]),
      Case(
        request: "提醒我下午三点给妈妈打电话",
        calls: [("reminder.create", ["title": "给妈妈打电话", "dueDate": "2026-11-30T15:00:00+08:00"])]),
      Case(
        request: "今晚8点提醒我吃药",
        calls: [("reminder.create", ["title": "吃药", "dueDate": "2026-11-30T20:00:00+08:00"])]),
      Case(
        request: "半小时后提醒我关火",
        calls: [("reminder.create", ["title": "关火", "dueDate": "2026-11-30T10:30:00+08:00"])]),
      Case(
        request: "下周五下午三点提醒我交报告",
        calls: [("reminder.create", ["title": "交报告", "dueDate": "2026-12-11T15:00:00+08:00"])]),
      // 去 (go) is the errand's own verb, as `go to the post office` would be.
      Case(
        request: "周五上午十点提醒我去邮局",
        calls: [("reminder.create", ["title": "去邮局", "dueDate": "2026-12-04T10:00:00+08:00"])]),
      Case(
        request: "后天提醒我取快递",
        calls: [("reminder.create", ["title": "取快递", "dueDate": "2026-12-02T09:00:00+08:00"])]),
      Case(
        request: "提醒我明早7点跑步",
        calls: [("reminder.create", ["title": "跑步", "dueDate": "2026-12-01T07:00:00+08:00"])]),
      Case(
        request: "10分钟后提醒我喝水",
        calls: [("reminder.create", ["title": "喝水", "dueDate": "2026-11-30T10:10:00+08:00"])]),
      Case(request: "提醒我开会", calls: [("reminder.create", ["title": "开会"])]),
      Case(request: "设置一个提醒", calls: [("reminder.create", [:])]),
      Case(request: "我有哪些提醒", calls: [("reminder.list", [:])]),
      Case(request: "列出我的提醒", calls: [("reminder.list", [:])]),
      Case(request: "完成提醒 3", calls: [("reminder.complete", ["item": "3"])]),
      Case(request: "把开会的提醒标记为完成", calls: [("reminder.complete", ["item": "开会"])]),
      // Reminders, English.
      Case(
        request: "remind me to call mom at 6pm",
        calls: [("reminder.create", ["title": "call mom", "dueDate": "2026-11-30T18:00:00+08:00"])]),
      Case(
        request: "remind me tomorrow at 9am to send the report",
        calls: [
          ("reminder.create", ["title": "send the report", "dueDate": "2026-12-01T09:00:00+08:00"])
        ]),
      Case(
        request: "in 10 minutes remind me to check the oven",
        calls: [
          ("reminder.create", ["title": "check the oven", "dueDate": "2026-11-30T10:10:00+08:00"])
        ]),
      Case(
        request: "remind me to water the plants next Monday",
        calls: [
          (
            "reminder.create",
            ["title": "water the plants", "dueDate": "2026-12-07T09:00:00+08:00"]
          )
        ]),
      Case(request: "remind me to pay rent", calls: [("reminder.create", ["title": "pay rent"])]),
      Case(request: "show my reminders", calls: [("reminder.list", [:])]),
      Case(request: "what reminders do I have", calls: [("reminder.list", [:])]),
      Case(request: "mark reminder 2 as done", calls: [("reminder.complete", ["item": "2"])]),
      // Todos.
      Case(request: "添加待办 买牛奶", calls: [("todo.add", ["title": "买牛奶"])]),
      Case(
        request: "记一个待办：周五前交报告，高优先级",
        calls: [
          ("todo.add", ["title": "交报告", "due": "2026-12-04T09:00:00+08:00", "priority": "high"])
        ]),
      Case(request: "添加一个待办 打扫房间 不急", calls: [("todo.add", ["title": "打扫房间", "priority": "low"])]),
      Case(request: "add a todo buy milk", calls: [("todo.add", ["title": "buy milk"])]),
      Case(
        request: "add write the report to my todo list, high priority",
        calls: [("todo.add", ["title": "write the report", "priority": "high"])]),
      Case(
        request: "new task: clean the kitchen by Friday",
        calls: [("todo.add", ["title": "clean the kitchen", "due": "2026-12-04T09:00:00+08:00"])]),
      Case(request: "我的待办有哪些", calls: [("todo.list", [:])]),
      Case(request: "列出全部待办", calls: [("todo.list", ["includeCompleted": true])]),
      Case(request: "show my todos", calls: [("todo.list", [:])]),
      Case(request: "完成待办 2", calls: [("todo.complete", ["item": "2"])]),
      Case(request: "买牛奶这个待办做完了", calls: [("todo.complete", ["item": "买牛奶"])]),
      Case(request: "mark todo 4 as done", calls: [("todo.complete", ["item": "4"])]),
      Case(request: "complete the todo buy milk", calls: [("todo.complete", ["item": "buy milk"])]),
      // Time.
      Case(request: "现在几点", calls: [("time.now", [:])]),
      Case(request: "今天星期几", calls: [("time.now", [:])]),
      Case(request: "what time is it", calls: [("time.now", [:])]),
      Case(request: "what's the date today", calls: [("time.now", [:])]),
      // Several intents.
      Case(
        request: "明天上午九点提醒我开会，然后添加待办 准备材料",
        calls: [
          ("reminder.create", ["title": "开会", "dueDate": "2026-12-01T09:00:00+08:00"]),
          ("todo.add", ["title": "准备材料"]),
        ]),
      Case(
        request: "add a todo buy eggs and then show my todos",
        calls: [("todo.add", ["title": "buy eggs"]), ("todo.list", [:])]),
      Case(
        request: "现在几点并且列出我的提醒", calls: [("time.now", [:]), ("reminder.list", [:])]),
      // Nothing matches.
      Case(request: "今天天气怎么样", calls: []),
      Case(request: "translate this poem into French", calls: []),
    ]

    static func request(_ text: String) -> ModelRequest {
      ModelRequest(system: "", messages: [.user(text)], tools: tools, now: now, timeZone: zone)
    }

    /// The calls in a planned turn, with their arguments parsed.
    static func calls(in events: [ModelEvent]) throws -> [(String, JSONValue)] {
      var order: [String] = []
      var names: [String: String] = [:]
      var arguments: [String: String] = [:]
      for event in events {
        switch event {
        case .toolCallStart(let id, let name):
          order.append(id)
          names[id] = name
        case .toolCallArgumentsDelta(let id, let fragment): arguments[id, default: ""] += fragment
        default: break
        }
      }
      return try order.map { (names[$0] ?? "", try JSONValue.parse(arguments[$0] ?? "{}")) }
    }

    /// Plans `testCase` with `tools` and expects its calls, in order, with their exact input.
    static func expectPlans(_ testCase: Case, tools: [SkillDescriptor]) throws {
      let request = ModelRequest(
        system: "", messages: [.user(testCase.request)], tools: tools, now: now, timeZone: zone)
      let planned = try calls(in: OfflinePlanner().respond(to: request))
      #expect(planned.map(\.0) == testCase.calls.map(\.0))
      for (found, expected) in zip(planned, testCase.calls) {
        #expect(found.1 == expected.1, "\(found.0)")
      }
    }

    @Test(arguments: cases)
    func plans(_ testCase: Case) throws {
      let events = OfflinePlanner().respond(to: Self.request(testCase.request))
      let planned = try Self.calls(in: events)
      #expect(planned.map(\.0) == testCase.calls.map(\.0))
      for (found, expected) in zip(planned, testCase.calls) {
        #expect(found.1 == expected.1, "\(found.0)")
      }
      let stop = events.last
      #expect(stop == .stop(testCase.calls.isEmpty ? .endTurn : .toolUse))
    }

    @Test func corpusIsLargeEnough() {
      #expect(Self.cases.count >= 40)
      #expect(Self.cases.contains { UserLanguage.of($0.request) == .chinese })
      #expect(Self.cases.contains { UserLanguage.of($0.request) == .english })
    }

    @Test func showsTheTopThreeCandidatesAndSaysWhy() {
      let events = OfflinePlanner().respond(to: Self.request("明天上午九点提醒我开会"))
      guard case .candidates(let candidates) = events.first else {
        Issue.record("candidates come first")
        return
      }
      #expect(candidates.count == 3)
      #expect(candidates.first?.skillID == "reminder.create")
      let text = events.compactMap {
        if case .textDelta(let text) = $0 { return text } else { return nil }
      }
      .joined()
      #expect(text.contains("reminder.create"))
      #expect(text.contains("提醒"))
    }

    @Test func saysPlainlyWhenNothingMatchesAndListsWhatItCanDo() {
      let events = OfflinePlanner().respond(to: Self.request("translate this poem into French"))
      let text = events.compactMap {
        if case .textDelta(let text) = $0 { return text } else { return nil }
      }
      .joined()
      #expect(text.hasPrefix("No skill matches"))
      // A few skills with an example request each (not the whole registry), where to see them
      // all, and how to add one.
      let listed = text.split(separator: "\n").filter { $0.hasPrefix("- ") }
      #expect((1...6).contains(listed.count), "\(text)")
      #expect(listed.allSatisfy { $0.contains(": \"") && $0.hasSuffix("\"") })
      #expect(listed.allSatisfy { line in Self.tools.contains { line.contains("(\($0.id))") } })
      #expect(text.contains("ask skills lists them all"))
      #expect(text.contains("ask mcp add NAME -- COMMAND"))
      #expect(text.contains("SKILL.md"))
    }

    @Test func reportsResultsInTheUsersLanguage() {
      let call = ToolCall(id: "c1", name: "reminder.create", input: [:])
      let request = ModelRequest(
        system: "",
        messages: [
          .user("提醒我开会"), Message(role: .assistant, content: [.toolUse(call)]),
          Message(
            role: .user,
            content: [
              .toolResult(ToolResultBlock(toolUseID: "c1", status: .success, content: "Created #1"))
            ]),
        ], tools: Self.tools, now: Self.now, timeZone: Self.zone)
      let events = OfflinePlanner().respond(to: request)
      #expect(events == [.textDelta("✓ 创建提醒：Created #1"), .stop(.endTurn)])
    }

    @Test func streamsTextInSmallDeltas() async throws {
      var deltas: [String] = []
      for try await event in OfflinePlanner(deltaSize: 4).stream(Self.request("现在几点")) {
        if case .textDelta(let text) = event { deltas.append(text) }
      }
      #expect(deltas.count > 5)
      #expect(deltas.allSatisfy { $0.count <= 4 })
    }
  }
}
