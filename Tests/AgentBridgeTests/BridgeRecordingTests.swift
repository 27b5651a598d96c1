import AgentBridge
import AgentCore
import AgentRuntime
import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// What the bridge hands its recorder: every event, in order, also when the session is left,
/// paged or flushed the moment the events were appended.
@MainActor
struct BridgeRecordingTests {
  nonisolated static let notices = 2_000

  func bridge(_ store: InMemoryEventStore) async throws -> AgentBridge {
    let notice = AgentMessage.system(SystemNotice(subtype: "test", message: "a notice"))
    let bridge = AgentBridge(store: store, clock: SystemClock(pinnedTo: .now)) { _ in
      ScriptedSession { continuation in
        for _ in 0..<Self.notices { continuation.yield(notice) }
      }
    }
    try await bridge.newSession(workingDirectory: "/work", model: "scripted")
    return bridge
  }

  @Test func leavingASessionRightAfterItsRunKeepsEveryEventInOrder() async throws {
    let store = InMemoryEventStore()
    let bridge = try await bridge(store)
    let first = try #require(bridge.session?.id)
    bridge.sendMessage("go")
    await bridge.waitUntilIdle()
    let shown = bridge.lastSequence
    try await bridge.newSession(workingDirectory: "/work", model: "scripted")
    let stored = store.allEvents(first).map(\.sequence)
    #expect(shown == Int64(Self.notices + 2), "the message, the notices and the result")
    #expect(stored == Array(1...shown), "\(stored.count) of \(shown) stored")
  }

  @Test func aFlushRightAfterAppendsWritesThemAll() async throws {
    let store = InMemoryEventStore()
    let bridge = try await bridge(store)
    let id = try #require(bridge.session?.id)
    bridge.sendMessage("go")
    await bridge.waitUntilIdle()
    await bridge.flush()
    #expect(store.allEvents(id).map(\.sequence) == Array(1...bridge.lastSequence))
    try await bridge.jumpToLatest()
    #expect(bridge.events.last?.sequence == bridge.lastSequence)
  }
}
