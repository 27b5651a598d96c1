/// One step of the schema, applied once, inside a transaction with the others.
public struct Migration: Sendable {
  /// The schema version it brings the database to.
  public var version: Int
  /// The SQL it runs, in one transaction.
  public var statements: [String]

  /// A migration.
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
      ]),
    Migration(
      version: 2,
      statements: [
        """
        CREATE TABLE rules (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          decision TEXT NOT NULL,
          pattern TEXT NOT NULL,
          scope TEXT NOT NULL,
          project TEXT,
          created_at TEXT NOT NULL)
        """,
        """
        INSERT INTO rules (decision, pattern, scope, project, created_at)
        SELECT 'allow', skill_id, 'user', NULL, created_at FROM permission_rules
        """,
        "DROP TABLE permission_rules",
        """
        CREATE TABLE audit (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          session_id TEXT NOT NULL,
          tool_use_id TEXT NOT NULL,
          skill_id TEXT NOT NULL,
          input TEXT NOT NULL,
          edited_input TEXT,
          decision TEXT NOT NULL,
          decided_by TEXT,
          reason TEXT NOT NULL,
          started_at TEXT NOT NULL,
          ended_at TEXT NOT NULL,
          duration_ms INTEGER NOT NULL,
          outcome TEXT NOT NULL,
          error TEXT)
        """,
        "CREATE INDEX audit_by_time ON audit (started_at)",
        "CREATE INDEX audit_by_skill ON audit (skill_id, started_at)",
      ]),
    Migration(
      version: 3,
      statements: [
        """
        CREATE TABLE sessions (
          id TEXT PRIMARY KEY,
          title TEXT NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          working_directory TEXT NOT NULL,
          model TEXT NOT NULL,
          state TEXT NOT NULL,
          event_count INTEGER NOT NULL DEFAULT 0,
          last_sequence INTEGER NOT NULL DEFAULT 0,
          forked_from TEXT,
          forked_at INTEGER,
          owner_pid INTEGER,
          touched INTEGER NOT NULL DEFAULT 0)
        """,
        "CREATE INDEX sessions_by_update ON sessions (updated_at)",
        """
        CREATE TABLE events (
          session_id TEXT NOT NULL,
          seq INTEGER NOT NULL,
          kind TEXT NOT NULL,
          payload TEXT NOT NULL,
          created_at REAL NOT NULL,
          PRIMARY KEY (session_id, seq)) WITHOUT ROWID
        """,
      ]),
    Migration(
      version: 4,
      statements: [
        """
        CREATE TABLE checkpoints (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          session_id TEXT NOT NULL,
          run_id TEXT NOT NULL,
          tool_use_id TEXT NOT NULL,
          skill_id TEXT NOT NULL,
          path TEXT NOT NULL,
          existed INTEGER NOT NULL,
          previous BLOB,
          after TEXT NOT NULL,
          created_at TEXT NOT NULL,
          undone_at TEXT)
        """,
        "CREATE INDEX checkpoints_by_session ON checkpoints (session_id, id)",
        """
        CREATE TABLE calendar_events (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          uid TEXT NOT NULL UNIQUE,
          title TEXT NOT NULL,
          start TEXT NOT NULL,
          end TEXT NOT NULL,
          all_day INTEGER NOT NULL DEFAULT 0,
          time_zone TEXT,
          location TEXT,
          notes TEXT,
          extra TEXT,
          created_at TEXT NOT NULL)
        """,
        "CREATE INDEX calendar_by_start ON calendar_events (start)",
      ]),
    // The request each call answered: the offline planner learns per kind of request.
    Migration(version: 5, statements: ["ALTER TABLE audit ADD COLUMN request TEXT"]),
    // The order of writes, indexed: every append reads its maximum, and a page of the session
    // list is a range of it (a scan of every session before).
    Migration(version: 6, statements: ["CREATE INDEX sessions_by_touch ON sessions (touched)"]),
    // The sandbox each call's process ran under (issue 33).
    Migration(version: 7, statements: ["ALTER TABLE audit ADD COLUMN sandbox TEXT"]),
    // Search, tags and grants (issue 35): the searchable text of each event (written with it)
    // beside an FTS5 trigram index over it, brought up to `indexed_through` before each search
    // (every indexed text ends in a line break, so a term shorter than a trigram is always the
    // start of one); a session's tags; a rule's expiry and what made it; the allowances
    // running sessions hold, where another process can see and revoke them.
    Migration(
      version: 8,
      statements: [
        """
        CREATE TABLE search_docs (
          id INTEGER PRIMARY KEY,
          session_id TEXT NOT NULL,
          seq INTEGER NOT NULL,
          field TEXT NOT NULL,
          skill TEXT,
          body TEXT NOT NULL,
          created_at REAL NOT NULL)
        """,
        "CREATE UNIQUE INDEX search_docs_by_event ON search_docs (session_id, seq)",
        """
        CREATE VIRTUAL TABLE search_index USING fts5(
          body, content='search_docs', content_rowid='id', tokenize='trigram')
        """,
        "CREATE VIRTUAL TABLE search_terms USING fts5vocab(search_index, 'row')",
        """
        CREATE TABLE search_state (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          complete INTEGER NOT NULL,
          indexed_through INTEGER NOT NULL DEFAULT 0)
        """,
        "INSERT INTO search_state (id, complete) SELECT 1, NOT EXISTS (SELECT 1 FROM events)",
        """
        CREATE TABLE session_tags (
          session_id TEXT NOT NULL,
          tag TEXT NOT NULL,
          PRIMARY KEY (session_id, tag)) WITHOUT ROWID
        """,
        "CREATE INDEX session_tags_by_tag ON session_tags (tag, session_id)",
        "ALTER TABLE rules ADD COLUMN expires_at TEXT",
        "ALTER TABLE rules ADD COLUMN made_by TEXT",
        """
        CREATE TABLE session_allowances (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          session_id TEXT NOT NULL,
          pattern TEXT NOT NULL,
          owner_pid INTEGER NOT NULL,
          owner_token TEXT NOT NULL,
          made_by TEXT,
          created_at TEXT NOT NULL)
        """,
        "CREATE INDEX session_allowances_by_owner ON session_allowances (owner_token)",
      ]),
  ]
}
