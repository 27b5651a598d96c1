import AgentCore
import AgentTestSupport
import BuiltinSkills
import Foundation
import ModelProviders
import SkillKit
import Testing

extension PlannerSuites {
  /// What the planner learns from the audit log: bounded, explained, and from people only.
  struct PlannerLearningTests {
    static func entry(
      _ skill: String, _ decision: String, by step: DecisionStep = .user,
      input: JSONValue = [:], edited: JSONValue? = nil, request: String? = nil
    ) -> AuditEntry {
      AuditEntry(
        sessionID: "s", toolUseID: "t", skillID: skill, input: input, editedInput: edited,
        decision: decision, decidedBy: step, reason: "", startedAt: Date(), endedAt: Date(),
        durationMs: 0, outcome: .success, error: nil, request: request)
    }

    @Test func peoplesAnswersTeachRulesAndModesDoNot() {
      let entries =
        Array(repeating: Self.entry("todo.list", "allow_once"), count: 4)
        + Array(repeating: Self.entry("reminder.list", "deny"), count: 4)
        + Array(repeating: Self.entry("reminder.list", "allow_once", by: .allowRule), count: 9)
        + (1...3).map { _ in
          Self.entry(
            "todo.add", "allow_once", input: ["title": "x", "priority": "normal"],
            edited: ["title": "x", "priority": "high"])
        }
      let learned = PlannerPreferences.learn(from: entries)
      #expect(learned.calls == 11)
      #expect(learned.skillBias["todo.list"] == 4.0 / 6.0)
      #expect(learned.skillBias["reminder.list"] == -4.0 / 6.0)
      #expect(learned.skillBias["todo.add"] == 1.5 / 5.0)
      #expect(learned.usualValues["todo.add"]?["priority"] == "high")
    }

    @Test func theLogReordersCloseCandidatesOnlyAndSaysSo() throws {
      let tools = PlannerCorpusTests.tools
      func top(_ text: String, _ preferences: PlannerPreferences) throws -> (String?, String) {
        var planner = OfflinePlanner()
        planner.preferences = preferences
        let events = planner.respond(
          to: ModelRequest(
            system: "", messages: [.user(text)], tools: tools, now: PlannerCorpusTests.now,
            timeZone: PlannerCorpusTests.zone))
        let text = events.compactMap { event -> String? in
          if case .textDelta(let delta) = event { return delta }
          return nil
        }.joined()
        return (try PlannerCorpusTests.calls(in: events).first?.0, text)
      }
      // "show the list" is close between the two lists; the log decides, and says so.
      let neutral = try top("show the list", PlannerPreferences())
      let favoured =
        neutral.0 == "todo.list" ? "reminder.list" : "todo.list"
      let learned = try top(
        "show the list", PlannerPreferences(skillBias: [favoured: 1, neutral.0 ?? "": -1]))
      #expect(learned.0 == favoured, "\(neutral) → \(learned)")
      #expect(learned.1.contains("you usually choose"))
      // A strong match is never overturned, however much the log likes another skill.
      let clear = try top(
        "remind me to call mom at 6pm",
        PlannerPreferences(skillBias: ["todo.add": 1, "time.now": 1]))
      #expect(clear.0 == "reminder.create")
      #expect(!clear.1.contains("you usually choose"))
    }

    /// Per kind of request: the same user accepts one list for groceries and the other for
    /// meetings; each kind of request gets its own, the overall record does not flatten them.
    @Test func theLogLearnsPerKindOfRequest() throws {
      let entries =
        (1...3).flatMap { _ in
          [
            Self.entry("todo.list", "allow_once", request: "show the grocery list"),
            Self.entry("reminder.list", "deny", request: "show the grocery list"),
            Self.entry("reminder.list", "allow_once", request: "show the meeting list"),
            Self.entry("todo.list", "deny", request: "show the meeting list"),
          ]
        }
      let learned = PlannerPreferences.learn(from: entries)
      #expect(learned.observations.count == 12)
      // Overall both lists were accepted as often as denied.
      #expect(learned.skillBias["todo.list"] == 0)
      #expect(learned.skillBias["reminder.list"] == 0)
      let grocery = Set(TextTokenizer.terms("show my grocery list"))
      let meeting = Set(TextTokenizer.terms("the meeting list please"))
      #expect(learned.bias(for: "todo.list", terms: grocery) > 0.25)
      #expect(learned.bias(for: "reminder.list", terms: grocery) < -0.25)
      #expect(learned.bias(for: "reminder.list", terms: meeting) > 0.25)
      #expect(learned.bias(for: "todo.list", terms: meeting) < -0.25)
      // A request like none of them falls back to the overall record.
      #expect(learned.bias(for: "todo.list", terms: Set(TextTokenizer.terms("weather"))) == 0)
      // Bounded.
      #expect(abs(learned.bias(for: "todo.list", terms: grocery)) <= 1)

      func top(_ text: String) throws -> String? {
        var planner = OfflinePlanner()
        planner.preferences = learned
        return try PlannerCorpusTests.calls(
          in: planner.respond(
            to: ModelRequest(
              system: "", messages: [.user(text)], tools: PlannerCorpusTests.tools,
              now: PlannerCorpusTests.now, timeZone: PlannerCorpusTests.zone))
        ).first?.0
      }
      #expect(try top("show the grocery list") == "todo.list")
      #expect(try top("show the meeting list") == "reminder.list")
    }
  }
}
