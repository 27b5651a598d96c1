/// One step of the schema, applied once, inside a transaction with the others.
public struct Migration: Sendable {
  public var version: Int
  public var statements: [String]

  public init(version: Int, statements: [String]) {
    self.version = version
    self.statements = statements
  }

  /// The schema of `ask`'s database, oldest first.
  public static let all: [Migration] = [
    Migration(
      version: 1,
      statements: [
        """
        CREATE TABLE reminders (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          title TEXT NOT NULL,
          due_date TEXT NOT NULL,
          notes TEXT,
          completed INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL)
        """,
        """
        CREATE TABLE todos (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          title TEXT NOT NULL,
          due TEXT,
          priority TEXT NOT NULL CHECK (priority IN ('low', 'normal', 'high')),
          completed INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL)
        """,
        """
        CREATE TABLE authorizations (
          capability TEXT PRIMARY KEY,
          status TEXT NOT NULL CHECK (status IN ('notDetermined', 'authorized', 'denied')),
          updated_at TEXT NOT NULL)
        """,
        """
        CREATE TABLE permission_rules (
          skill_id TEXT PRIMARY KEY,
          decision TEXT NOT NULL CHECK (decision IN ('allow')),
          created_at TEXT NOT NULL)
        """,
      ])
  ]
}
