import AgentCore
import Foundation
import PostgresStore
import PostgresTestSupport
import Testing

/// What the PostgreSQL store does when the server or the network fails: a batch is written
/// whole or not at all, a retry writes it once, a restart is reconnected to with the
/// session's claim taken again, and a full disk is a clear error that writes nothing half.
@Suite(.serialized)
struct PostgresFaultTests {
  static func events(_ range: ClosedRange<Int64>, size: Int = 200) -> [TimelineEvent] {
    let text = String(repeating: "x", count: size)
    return range.map {
      TimelineEvent(
        sequence: $0, timestamp: Date(timeIntervalSince1970: 1_764_468_000 + Double($0)),
        kind: .user("\(text) \($0)"))
    }
  }

  static func stored(_ database: PostgresDatabase, _ session: String) async throws -> Int64 {
    try await database.query(
      "SELECT count(*) FROM events WHERE session_id = $1", [.text(session)]
    ).integer(0, 0) ?? -1
  }

  @Test func aConnectionDroppedDuringABatchWritesAllOrNothingAndTheRetryWritesItOnce()
    async throws
  {
    let (database, url, _) = try await TestPostgres.database()
    let store = PostgresEventStore(database: database)
    _ = try await store.createSession(
      id: "s", title: "t", workingDirectory: "/w", model: "m", at: Date())
    _ = try await store.claim("s")
    let killer = try PostgresDatabase(url: PostgresURL(url), migrations: [])
    // Another connection looks (pg_stat_activity is a snapshot inside the lock's transaction).
    let watcher = try PostgresDatabase(url: PostgresURL(url), migrations: [])
    let batch = Self.events(1...20_000)
    // The batch's last statement (the session's counters) waits behind a table lock the
    // killer holds, with all 20,000 rows inserted and not committed; then its backend is
    // ended. Whatever the machine's load, the kill lands inside the transaction.
    try await killer.execute("BEGIN")
    try await killer.execute("LOCK TABLE sessions IN SHARE ROW EXCLUSIVE MODE")
    async let append: Void = store.append(batch, to: "s")
    var killed = false
    let deadline = ContinuousClock.now + .seconds(120)
    while !killed, ContinuousClock.now < deadline {
      let ended = try await watcher.query(
        """
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'ask' AND pid <> pg_backend_pid() AND datname = current_database()
          AND wait_event_type = 'Lock' AND query LIKE 'UPDATE sessions%'
        """)
      killed = !ended.isEmpty
      if !killed { try await Task.sleep(for: .milliseconds(5)) }
    }
    try await killer.execute("ROLLBACK")
    var failed = false
    do { try await append } catch { failed = true }
    #expect(killed, "the batch was never seen waiting inside its transaction")
    #expect(failed, "the batch whose backend was ended reported success")
    let afterFailure = try await Self.stored(killer, "s")
    #expect(afterFailure == 0, "a failed batch left \(afterFailure) rows")
    // The recorder retries a failed batch: it is written once.
    try await store.append(batch, to: "s")
    #expect(try await Self.stored(killer, "s") == 20_000)
    let info = try await store.session("s")
    #expect(info?.eventCount == 20_000 && info?.lastSequence == 20_000)
  }

  @Test func aServerRestartedMidRunIsReconnectedAndTheClaimTakenAgain() async throws {
    let cluster = try TestCluster()
    let url = try PostgresURL(cluster.url)
    let database = try PostgresDatabase(url: url)
    let store = PostgresEventStore(database: database)
    _ = try await store.createSession(
      id: "s", title: "t", workingDirectory: "/w", model: "m", at: Date())
    _ = try await store.claim("s")
    try await store.append(Self.events(1...10), to: "s")
    try cluster.restart()
    // The first statement finds the connection gone; the next one connects again.
    do {
      try await store.append(Self.events(11...20), to: "s")
    } catch let error as PostgresError {
      #expect(error.kind == .connection, "\(error)")
      try await store.append(Self.events(11...20), to: "s")
    }
    #expect(try await Self.stored(database, "s") == 20)
    // The claim came back with the new connection: another writer is still refused.
    let other = PostgresEventStore(database: try PostgresDatabase(url: url))
    await #expect(throws: SessionError.self) { _ = try await other.claim("s") }
    #expect(try await store.session("s")?.state == .running)
    try await store.setState("s", .idle)
    _ = try await other.claim("s")
  }

  @Test func aClaimLostWhileTheServerWasDownIsAClearErrorNotAWriteBesideAnother() async throws {
    let cluster = try TestCluster()
    let url = try PostgresURL(cluster.url)
    let store = PostgresEventStore(database: try PostgresDatabase(url: url))
    _ = try await store.createSession(
      id: "s", title: "t", workingDirectory: "/w", model: "m", at: Date())
    _ = try await store.claim("s")
    try await store.append(Self.events(1...3), to: "s")
    try cluster.restart()
    // Another process claims the session while this one's connection is gone.
    let other = PostgresEventStore(database: try PostgresDatabase(url: url))
    _ = try await other.claim("s")
    var refused = false
    for _ in 0..<2 {
      do {
        try await store.append(Self.events(4...6), to: "s")
      } catch let error as SessionError {
        refused = error.message.contains("taken by another run")
        break
      } catch {
        continue  // the broken connection, found on the first try
      }
    }
    #expect(refused)
    try await other.append(Self.events(4...6), to: "s")
  }

  @Test(
    .enabled(
      if: getuid() == 0, "the tiny filesystem is a tmpfs mount, which needs root (CI runs as root)"
    ))
  func aFullDiskIsAClearErrorAndNothingIsHalfWritten() async throws {
    let cluster = try TestCluster()
    let url = try PostgresURL(cluster.url)
    let database = try PostgresDatabase(url: url)
    let store = PostgresEventStore(database: database)
    _ = try await store.createSession(
      id: "s", title: "t", workingDirectory: "/w", model: "m", at: Date())
    // The events table on a 4 MiB filesystem of its own (a real ENOSPC from the kernel).
    let mount = cluster.directory + "/tiny"
    try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
    try TestCluster.run(["/bin/mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", mount], [])
    defer { _ = try? TestCluster.run(["/bin/umount", "-l", mount], []) }
    try TestCluster.run(["/bin/chown", "postgres", mount], [])
    try await database.execute("CREATE TABLESPACE tiny LOCATION '\(mount)'")
    try await database.execute("ALTER TABLE events SET TABLESPACE tiny")
    var written: Int64 = 0
    var failure: PostgresError?
    while failure == nil && written < 200_000 {
      do {
        try await store.append(Self.events((written + 1)...(written + 500), size: 2_000), to: "s")
        written += 500
      } catch let error as PostgresError {
        failure = error
      }
    }
    let error = try #require(failure, "4 MiB never filled")
    #expect(error.kind == .insufficientResources, "\(error)")
    #expect(error.sqlState?.hasPrefix("53") == true, "\(error)")
    // What was committed is all there; the batch that did not fit left nothing.
    #expect(try await Self.stored(database, "s") == written)
    #expect(try await store.session("s")?.lastSequence == written)
    let page = try await store.page("s", .newest(limit: 1))
    #expect(page.first?.sequence == written)
  }
}
