import AgentBridge
import AgentCore
import AgentRuntime
import AgentTestSupport
import Foundation
import Testing

/// A bridge that shows a session another process writes: what that process stored reaches the
/// observer a page at a time, in order, and a failure to read it is a live notice that takes
/// no sequence number of the session.
@MainActor
struct AbsorbStoredTests {
  final class Recorder: BridgeObserver {
    var appended: [Int64] = []
    var absorbed: [[Int64]] = []
    var live: [AgentMessage] = []

    func bridge(_ bridge: AgentBridge, appended event: TimelineEvent) {
      appended.append(event.sequence)
    }
    func bridge(_ bridge: AgentBridge, absorbed events: [TimelineEvent]) {
      absorbed.append(events.map(\.sequence))
    }
    func bridge(_ bridge: AgentBridge, live message: AgentMessage) { live.append(message) }
    func bridge(_ bridge: AgentBridge, streamingText: String) {}
    func bridgePromptsChanged(_ bridge: AgentBridge) {}
  }

  static func notices(_ range: ClosedRange<Int64>) -> [TimelineEvent] {
    range.map {
      TimelineEvent(
        sequence: $0, timestamp: Date(timeIntervalSince1970: 1_764_468_000),
        kind: .system(SystemNotice(subtype: "other", message: "from another process \($0)")))
    }
  }

  func watching(_ store: InMemoryEventStore) async throws -> (AgentBridge, Recorder) {
    _ = try await store.createSession(
      id: "s", title: "t", workingDirectory: "/w", model: "m", at: Date())
    try await store.append(Self.notices(1...3), to: "s")
    let bridge = AgentBridge(store: store, clock: SystemClock(pinnedTo: .now)) { _ in
      ScriptedSession { _ in }
    }
    bridge.pageSize = 4
    try await bridge.open("s")
    let recorder = Recorder()
    bridge.observer = recorder
    return (bridge, recorder)
  }

  @Test func anotherProcesssEventsArriveAPageAtATimeInOrder() async throws {
    let store = InMemoryEventStore()
    let (bridge, recorder) = try await watching(store)
    try await store.append(Self.notices(4...13), to: "s")
    let absorbed = try await bridge.absorbStored(upTo: 13)
    #expect(absorbed.map(\.sequence) == Array(4...13))
    #expect(recorder.absorbed == [[4, 5, 6, 7], [8, 9, 10, 11], [12, 13]])
    #expect(recorder.appended.isEmpty, "absorbed events are not this bridge's own appends")
    #expect(bridge.lastSequence == 13)
    #expect(try await bridge.absorbStored(upTo: 13).isEmpty, "nothing twice")
  }

  @Test func aReadProblemIsALiveNoticeAndTakesNoSequenceNumber() async throws {
    let store = InMemoryEventStore()
    let (bridge, recorder) = try await watching(store)
    let shown = bridge.events.map(\.sequence)
    bridge.reportReadProblem("could not read the events another run wrote: connection lost")
    #expect(bridge.lastSequence == 3)
    #expect(bridge.events.map(\.sequence) == shown)
    #expect(bridge.lastError?.code == "storage")
    #expect(recorder.appended.isEmpty)
    guard case .system(let notice) = try #require(recorder.live.last) else {
      Issue.record("not a system notice: \(recorder.live)")
      return
    }
    #expect(notice.subtype == "storage" && notice.message.contains("connection lost"))
    // The other process's next event keeps its number here.
    try await store.append(Self.notices(4...4), to: "s")
    await bridge.flush()
    #expect(try await bridge.absorbStored(upTo: 4).map(\.sequence) == [4])
    #expect(store.allEvents("s").map(\.sequence) == [1, 2, 3, 4])
  }
}
