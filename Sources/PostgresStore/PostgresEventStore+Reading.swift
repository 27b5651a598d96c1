import AgentCore
import Foundation

/// Reading a session back from PostgreSQL: keyset pages, decoded where the rows lie, and the
/// tool-call counts `ask undo` tells its calls apart by.
extension PostgresEventStore {
  /// How many tool calls with each id `session` recorded after `sequence`.
  public func toolUseCounts(_ session: String, after sequence: Int64) async throws -> [String:
    Int]
  {
    let rows = try await database.query(
      """
      SELECT payload::jsonb ->> 'id', count(*) FROM events
      WHERE session_id = $1 AND seq > $2 AND kind = 'tool_use' GROUP BY 1
      """, [.text(session), .integer(sequence)])
    var counts: [String: Int] = [:]
    for row in 0..<rows.count {
      if let id = rows.text(row, 0) { counts[id] = Int(rows.integer(row, 1) ?? 0) }
    }
    return counts
  }

  /// One keyset page of `session`, oldest first.
  public func page(_ session: String, _ request: PageRequest) async throws -> [TimelineEvent] {
    let base = "SELECT seq, created_at, payload FROM events WHERE session_id = $1"
    let rows: PostgresRows
    var reversed = false
    switch request {
    case .newest(let limit):
      rows = try await database.query(
        "\(base) ORDER BY seq DESC LIMIT $2", [.text(session), .integer(Int64(limit))])
      reversed = true
    case .before(let sequence, let limit):
      rows = try await database.query(
        "\(base) AND seq < $2 ORDER BY seq DESC LIMIT $3",
        [.text(session), .integer(sequence), .integer(Int64(limit))])
      reversed = true
    case .after(let sequence, let limit):
      rows = try await database.query(
        "\(base) AND seq > $2 ORDER BY seq ASC LIMIT $3",
        [.text(session), .integer(sequence), .integer(Int64(limit))])
    }
    let events = (0..<rows.count).map { Self.event(rows, $0) }
    return reversed ? events.reversed() : events
  }

  /// A stored row as an event; an unreadable one becomes a visible error in its place.
  static func event(_ rows: PostgresRows, _ row: Int) -> TimelineEvent {
    let sequence = rows.integer(row, 0) ?? 0
    let timestamp = Date(timeIntervalSince1970: rows.real(row, 1) ?? 0)
    var payload = rows.text(row, 2) ?? ""
    let problem: String
    do {
      if let event = try payload.withUTF8({
        try TimelineEvent.decode(sequence: sequence, timestamp: timestamp, payload: $0)
      }) {
        return event
      }
      problem = "its payload is not an event ask knows"
    } catch {
      problem = "its payload is not JSON (\(error))"
    }
    return TimelineEvent(
      sequence: sequence, timestamp: timestamp,
      kind: .error(
        ErrorExplanation(
          code: "unreadable_event", message: "event \(sequence) could not be read: \(problem)",
          fix: "the row is kept as it is; report it if it keeps happening")))
  }
}
