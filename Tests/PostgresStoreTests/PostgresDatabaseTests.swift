import Foundation
import PostgresStore
import PostgresTestSupport
import Testing

/// The connection and the schema against a real PostgreSQL server (the test cluster).
struct PostgresDatabaseTests {
  @Test func aFreshDatabaseIsMigratedOnceAndOpensAgainAtTheSameVersion() async throws {
    let (url, drop) = try await TestPostgres.freshDatabase()
    defer { Task { await drop() } }
    let first = try PostgresDatabase(url: PostgresURL(url))
    let version = try await first.schemaVersion()
    #expect(version == PostgresMigration.all.map(\.version).max())
    #expect(await first.serverVersion().first?.isNumber == true)
    // Opening again (another process would) changes nothing.
    let second = try PostgresDatabase(url: PostgresURL(url))
    #expect(try await second.schemaVersion() == version)
    let tables = try await second.query(
      "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'")
    #expect(tables.integer(0, 0) == 15, "the fourteen tables and the migrations' own")
    // Debian's server has pg_trgm: the search's trigram index is made with the schema.
    #expect(first.searchIndexProblem == nil)
    let index = try await second.query(
      "SELECT indexdef FROM pg_indexes WHERE indexname = 'search_docs_trigrams'")
    #expect(index.text(0, 0)?.contains("gin_trgm_ops") == true)
  }

  @Test func severalProcessesOpeningAFreshDatabaseAtOnceMigrateItOnce() async throws {
    let (url, drop) = try await TestPostgres.freshDatabase()
    defer { Task { await drop() } }
    let parsed = try PostgresURL(url)
    try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<6 {
        group.addTask { try await PostgresDatabase(url: parsed).schemaVersion() }
      }
      for try await version in group { #expect(version == PostgresMigration.all.count) }
    }
    let rows = try await PostgresDatabase(url: parsed).query(
      "SELECT count(*) FROM ask_schema_migrations")
    #expect(rows.integer(0, 0) == Int64(PostgresMigration.all.count), "each step once")
  }

  @Test func aDatabaseAtANewerSchemaIsRefusedAndLeftAsItIs() async throws {
    let (url, drop) = try await TestPostgres.freshDatabase()
    defer { Task { await drop() } }
    let database = try PostgresDatabase(url: PostgresURL(url))
    try await database.query(
      "INSERT INTO ask_schema_migrations (version, applied_at) VALUES (99, 'later')")
    #expect {
      _ = try PostgresDatabase(url: PostgresURL(url))
    } throws: { error in
      let failure = error as? PostgresError
      return failure?.kind == .newerSchema && failure?.message.contains("99") == true
        && failure?.message.contains("upgrade ask") == true
    }
    #expect(
      try await database.query("SELECT max(version) FROM ask_schema_migrations").integer(0, 0) == 99
    )
  }

  @Test func theURLIsCheckedAndItsPasswordNeverShown() throws {
    let url = try PostgresURL("postgresql://ask:s3cr3t-pw@db.example:5433/agents?sslmode=disable")
    #expect(url.redacted == "postgresql://ask@db.example:5433/agents")
    #expect(!"\(url)".contains("s3cr3t"))
    for bad in ["mysql://x", "postgresql://a:b@h:notaport/d", "", "postgres://h/\u{0}"] {
      #expect {
        _ = try PostgresURL(bad)
      } throws: { error in
        !"\(error)".isEmpty && !"\(error)".contains("s3cr3t")
      }
    }
  }

  @Test func aWrongPasswordIsAClearErrorWithoutThePassword() async throws {
    let admin = try TestPostgres.adminURL()
    guard let at = admin.range(of: "@"),
      let colon = admin.range(
        of: ":", range: admin.index(admin.startIndex, offsetBy: 13)..<at.lowerBound)
    else {
      Issue.record("the test cluster's URL has no password: \(admin.prefix(14))…")
      return
    }
    let wrong =
      String(admin[..<colon.upperBound]) + "not-the-password-XYZ" + String(admin[at.lowerBound...])
    #expect {
      _ = try PostgresDatabase(url: PostgresURL(wrong))
    } throws: { error in
      let text = "\(error)"
      return (error as? PostgresError)?.kind == .connection && text.contains("password")
        && !text.contains("not-the-password-XYZ")
    }
  }

  @Test func aServerThatIsNotThereIsAClearErrorWithinTheConnectTimeout() throws {
    // A port nothing listens on (the cluster's, plus one, is as good as any).
    let clock = ContinuousClock()
    let start = clock.now
    #expect {
      _ = try PostgresDatabase(url: PostgresURL("postgresql://nobody:pw@127.0.0.1:1/nothing"))
    } throws: { error in
      (error as? PostgresError)?.kind == .connection && "\(error)".contains("127.0.0.1")
        && !"\(error)".contains(":pw@")
    }
    #expect(clock.now - start < .seconds(30))
  }
}
