import AgentCore
import Foundation
import PostgresStore

/// Events per second from one writer on PostgreSQL to 10 SSE clients of two real `ask serve`
/// instances (5 each) on the same database — every event reaches them through LISTEN/NOTIFY
/// and a read of the store — against the writer appending the same events with no one
/// watching, in the same run.
enum PostgresFanOutBenchmark {
  struct Result {
    var events: Int
    var batch: Int
    var clients: Int
    var aloneSeconds: Double
    var fanOutSeconds: Double
    /// Events each client saw (its `id:` lines).
    var seen: [Int]
  }

  static let marker = "ask-bench-fan-out-end"

  static func run(admin: String, events: Int, directory: String) async throws -> Result {
    let batch = 64
    let url = try await PostgresBenchmark.fresh(admin)
    let store = PostgresEventStore(database: try PostgresDatabase(url: PostgresURL(url)))
    var instances: [(process: Process, port: UInt16, token: String)] = []
    defer { for instance in instances { instance.process.terminate() } }
    for name in ["a", "b"] {
      let home = directory + "/fan-out-\(name)"
      try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
      instances.append(
        try await ServeBenchmark.launch(home: home, environment: ["ASK_DATABASE_URL": url]))
    }

    // The baseline: the same appends to a session no client watches.
    let clock = ContinuousClock()
    var start = clock.now
    try await write(store, session: "alone", events: events, batch: batch)
    let aloneSeconds = StoreBenchmark.seconds(clock.now - start)

    _ = try await store.createSession(
      id: "watched", title: "fan-out", workingDirectory: "/", model: "bench", at: Date())
    var counters: [SSECounter] = []
    for index in 0..<10 {
      let instance = instances[index % 2]
      let counter = try SSECounter(
        port: instance.port, path: "/api/sessions/watched/stream", until: marker,
        token: instance.token)
      try await counter.waitForFirstFrame()
      counters.append(counter)
    }
    // A client that never gets the last event is closed after 5 minutes (and counted short).
    let deadline = Task { [counters] in
      try await Task.sleep(for: .seconds(300))
      for counter in counters { counter.close() }
    }
    start = clock.now
    try await write(store, session: "watched", events: events, batch: batch)
    var seen: [Int] = []
    for counter in counters { seen.append(await counter.finish().ids) }
    let fanOutSeconds = StoreBenchmark.seconds(clock.now - start)
    deadline.cancel()
    guard seen.allSatisfy({ $0 == events }) else {
      throw BenchError("fan-out: clients saw \(seen) of \(events) events")
    }
    return Result(
      events: events, batch: batch, clients: counters.count, aloneSeconds: aloneSeconds,
      fanOutSeconds: fanOutSeconds, seen: seen)
  }

  /// A run's worth of events from another writer: `events` in appends of `batch`, the last
  /// one a user message holding the marker.
  static func write(_ store: PostgresEventStore, session: String, events: Int, batch: Int)
    async throws
  {
    if try await store.session(session) == nil {
      _ = try await store.createSession(
        id: session, title: "fan-out", workingDirectory: "/", model: "bench", at: Date())
    }
    _ = try await store.claim(session)
    var sequence: Int64 = 1
    while sequence <= events {
      let upper = min(Int64(events), sequence + Int64(batch) - 1)
      var part = (sequence...upper).map(StoreBenchmark.event)
      if upper == events {
        part[part.count - 1] = TimelineEvent(
          sequence: upper, timestamp: Date(), kind: .user(marker))
      }
      try await store.append(part, to: session)
      sequence = upper + 1
    }
    try await store.setState(session, .idle)
  }

  static func table(_ result: Result) -> String {
    let alone = Double(result.events) / result.aloneSeconds
    let delivered = Double(result.events) / result.fanOutSeconds
    return """
      | \(result.events) events from a third writer (appends of \(result.batch)) | events/s | baseline in the same run | ratio |
      | --- | --- | --- | --- |
      | to each of \(result.clients) SSE clients, 5 on each of two `ask serve` instances (LISTEN/NOTIFY) | \(Int(delivered)) (\(Int(delivered) * result.clients) frames/s in all) | \(Int(alone)) (the same appends, no client watching) | \(String(format: "%.2f", delivered / alone)) |
      """
  }
}
