import AgentBridge
import AgentCore
import AgentTestSupport
import Foundation
import Synchronization
import Testing

struct EventRecorderTests {
  static func event(_ sequence: Int64) -> TimelineEvent {
    TimelineEvent(sequence: sequence, timestamp: Date(), kind: .user("e\(sequence)"))
  }

  static func store() async throws -> InMemoryEventStore {
    let store = InMemoryEventStore()
    _ = try await store.createSession(
      id: "s", title: "t", workingDirectory: "/", model: "m", at: Date())
    return store
  }

  @Test func aFullBatchIsWrittenAtOnce() async throws {
    let store = try await Self.store()
    let recorder = EventRecorder(
      store: store, session: "s", batchSize: 256, flushInterval: .seconds(60))
    for sequence in 1...600 { await recorder.record(Self.event(Int64(sequence))) }
    #expect(store.allEvents("s").count == 512, "two full batches, the rest waits")
    #expect(await recorder.pending == 88)
    await recorder.flush()
    #expect(store.allEvents("s").map(\.sequence) == Array(1...600))
    #expect(await recorder.batchesWritten == 3)
  }

  @Test func aFewEventsAreWrittenAfterTheInterval() async throws {
    let store = try await Self.store()
    let clock = ManualClock(Date())
    let recorder = EventRecorder(
      store: store, session: "s", flushInterval: .milliseconds(20), sleep: clock.sleep)
    await recorder.record(Self.event(1))
    await recorder.record(Self.event(2))
    #expect(store.allEvents("s").isEmpty)
    try await waitUntil("the flush timer waits") { clock.sleeperCount == 1 }
    clock.advance(by: .milliseconds(19))
    #expect(store.allEvents("s").isEmpty, "not before the interval")
    clock.advance(by: .milliseconds(1))
    try await waitUntil("the batch is written") { store.allEvents("s").count == 2 }
    #expect(store.allEvents("s").map(\.sequence) == [1, 2])
    #expect(await recorder.batchesWritten == 1)
  }

  @Test func failedWritesAreReportedKeptAndRetried() async throws {
    let store = try await Self.store()
    store.failNextAppends(2)
    let reports = Mutex<[String]>([])
    let recorder = EventRecorder(
      store: store, session: "s", flushInterval: .seconds(60),
      onFailure: { message in reports.withLock { $0.append(message) } })
    await recorder.record(Self.event(1))
    await recorder.flush()
    #expect(store.allEvents("s").isEmpty)
    #expect(await recorder.pending == 1)
    await recorder.record(Self.event(2))
    await recorder.close()
    #expect(store.allEvents("s").map(\.sequence) == [1, 2], "nothing is dropped")
    let messages = reports.withLock { $0 }
    #expect(messages.first?.contains("could not save 1 events") == true)
    #expect(messages.last?.contains("recovered") == true)
  }

  @Test func whatNeverGetsSavedIsReported() async throws {
    let store = try await Self.store()
    store.failNextAppends(1_000_000)
    let reports = Mutex<[String]>([])
    let recorder = EventRecorder(
      store: store, session: "s", onFailure: { message in reports.withLock { $0.append(message) } },
      sleep: { _ in })
    await recorder.record(Self.event(1))
    await recorder.close(attempts: 3)
    #expect(reports.withLock { $0 }.last == "1 events could not be saved to the store")
  }

}
