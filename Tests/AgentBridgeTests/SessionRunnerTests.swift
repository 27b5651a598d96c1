import AgentBridge
import AgentCore
import AgentRuntime
import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// The one session runner: events numbered at once and stored in the order recorded (also
/// from calls that record at the same time), a run recorded as it streams, the numbering
/// continued after another process's events, and the session left idle.
struct SessionRunnerTests {
  static func runner(_ store: InMemoryEventStore) async throws -> SessionRunner {
    let info = try await store.createSession(
      id: "s1", title: "t", workingDirectory: "/w", model: "m", at: Date())
    return SessionRunner(store: store, session: info, clock: SystemClock()) { _ in }
  }

  @Test func eventsFromCallsAtOnceAreNumberedAndStoredInTheOrderRecorded() async throws {
    let store = InMemoryEventStore()
    let runner = try await Self.runner(store)
    try await runner.claim()
    let numbered = await withTaskGroup(of: [Int64].self) { group in
      for call in 0..<8 {
        group.addTask {
          (0..<200).map { index in
            runner.record(.user("call \(call) event \(index)")).sequence
          }
        }
      }
      var all: [Int64] = []
      for await sequences in group { all += sequences }
      return all
    }
    #expect(Set(numbered).count == 1600, "every event has its own number")
    #expect(await runner.finish())
    let stored = store.allEvents("s1")
    #expect(stored.map(\.sequence) == Array(1...1600), "stored in the order numbered")
    #expect(try await store.session("s1")?.state == .idle)
  }

  @Test func aRunIsRecordedAsItStreamsAndItsRequestOnce() async throws {
    let store = InMemoryEventStore()
    let runner = try await Self.runner(store)
    let agent = Agent(
      model: ScriptedModel([ScriptedModel.say("hello")]), registry: try SkillRegistry([]),
      configuration: Agent.Configuration(language: .english, sessionID: "s1"))
    runner.record(.user("hi"))
    var seen: [(AgentMessage, TimelineEvent?)] = []
    for await pair in runner.run("hi", on: agent, requestRecorded: true) { seen.append(pair) }
    #expect(seen.contains { if case .result = $0.0 { $0.1 != nil } else { false } })
    await runner.flush()
    let kinds = store.allEvents("s1").map(\.kind)
    let users = kinds.filter { if case .user = $0 { true } else { false } }
    #expect(users.count == 1, "the request is recorded once")
    #expect(kinds.contains { if case .result = $0 { true } else { false } })
    #expect(store.allEvents("s1").map(\.sequence) == Array(1...Int64(kinds.count)))
  }

  @Test func numberingContinuesAfterAnotherProcessesEvents() async throws {
    let store = InMemoryEventStore()
    let runner = try await Self.runner(store)
    runner.record(.user("mine"))
    runner.absorb(through: 41)
    #expect(runner.lastSequence == 41)
    #expect(runner.record(.user("next")).sequence == 42)
    runner.absorb(through: 10)
    #expect(runner.lastSequence == 42, "an older number changes nothing")
    await runner.close()
  }
}
