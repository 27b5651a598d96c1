import Foundation
import PostgresStore

/// The test cluster `scripts/pg-cluster.sh` starts (`ASK_TEST_POSTGRES_URL`, a superuser's
/// URL) and a fresh database on it for each test: tests never share state, and none skips
/// when the server is missing — it fails, saying how to start one.
public enum TestPostgres {
  /// Why there is no server to test against, in words that say how to get one.
  public struct Missing: Error, CustomStringConvertible {
    /// The explanation.
    public var description: String
  }

  /// The cluster's superuser URL (password included).
  public static func adminURL() throws -> String {
    guard let url = ProcessInfo.processInfo.environment["ASK_TEST_POSTGRES_URL"], !url.isEmpty
    else {
      throw Missing(
        description:
          "ASK_TEST_POSTGRES_URL is not set: the PostgreSQL tests need a server. Run "
          + "scripts/test.sh (it starts a throw-away cluster), or `source scripts/pg-cluster.sh` "
          + "before swift test")
    }
    return url
  }

  /// A new, empty database on the cluster (or on the server `admin` names, a URL whose user
  /// may create databases) and its URL; `drop` removes it.
  public static func freshDatabase(admin given: String? = nil) async throws -> (
    url: String, drop: @Sendable () async -> Void
  ) {
    let admin = try given ?? adminURL()
    let name = "ask_t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    let adminDatabase = try PostgresDatabase(url: PostgresURL(admin), migrations: [])
    try await adminDatabase.execute("CREATE DATABASE \(name)")
    guard let slash = admin.range(of: "/", options: .backwards) else {
      throw Missing(description: "the admin URL has no database part: \(admin.prefix(20))…")
    }
    let url = String(admin[..<slash.lowerBound]) + "/" + name
    return (
      url,
      {
        // Other connections (a test's store) are ended first: a database in use cannot go.
        _ = try? await adminDatabase.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1",
          [.text(name)])
        try? await adminDatabase.execute("DROP DATABASE IF EXISTS \(name)")
      }
    )
  }

  /// A migrated store database on a fresh database.
  public static func database() async throws -> (
    PostgresDatabase, String, @Sendable () async -> Void
  ) {
    let (url, drop) = try await freshDatabase()
    return (try PostgresDatabase(url: PostgresURL(url)), url, drop)
  }
}
