import Foundation
import SkillKit

/// The lines of `ask store export` (JSONL, versioned), and reading them back.
///
/// ```
/// {"format":"ask-store","version":1,"source":"sqlite ~/…/ask.sqlite","exported_at":"…"}
/// {"table":"sessions","row":{"id":"…","title":"…",…}}
/// {"table":"events","row":{"session_id":"…","seq":1,"kind":"user_message","payload":"{…}",…}}
/// {"table":"checkpoints","row":{…,"previous":{"base64":"…"},…}}
/// {"audit":{"session_id":"…","tool_use_id":"…",…,"finished":true}}
/// {"end":{"sessions":3,"events":120,…,"audit":7}}
/// ```
///
/// The last line counts what was written: an archive cut short has none, and is refused.
public enum StoreArchive {
  /// The format's name in the first line.
  public static let format = "ask-store"
  /// The version this `ask` writes and reads (a newer one is refused, naming both).
  public static let version = 1

  /// What one line holds.
  public enum Record: Sendable, Hashable {
    case header(source: String)
    case row(table: String, cells: [StoredCell])
    case audit(AuditEntry)
    case end(counts: [String: Int])
  }

  /// A line that cannot be read, with why.
  public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with it.
    public var reason: String
    /// The reason.
    public var description: String { reason }
  }

  /// The first line.
  public static func header(source: String, at date: Date) -> String {
    JSONValue.object([
      "format": .string(format), "version": .integer(version), "source": .string(source),
      "exported_at": .string(ISODateTime.string(from: date, in: .gmt)),
    ]).jsonString
  }

  /// One row of `table`.
  public static func row(_ table: TransferTable, _ cells: [StoredCell]) -> String {
    var row: [String: JSONValue] = [:]
    for (column, cell) in zip(table.columns, cells) { row[column.name] = json(cell) }
    return JSONValue.object(["table": .string(table.name), "row": .object(row)]).jsonString
  }

  /// One audited call.
  public static func audit(_ entry: AuditEntry) -> String {
    let call: [String: JSONValue] = [
      "session_id": .string(entry.sessionID), "tool_use_id": .string(entry.toolUseID),
      "skill": .string(entry.skillID), "input": entry.input,
      "edited_input": entry.editedInput ?? .null, "decision": .string(entry.decision),
      "decided_by": entry.decidedBy.map { .string($0.rawValue) } ?? .null,
      "reason": .string(entry.reason),
      "started_at": .string(ISODateTime.string(from: entry.startedAt, in: .gmt)),
      "ended_at": .string(ISODateTime.string(from: entry.endedAt, in: .gmt)),
      "duration_ms": .integer(entry.durationMs), "outcome": .string(entry.outcome.rawValue),
      "error": entry.error.map(JSONValue.string) ?? .null, "finished": .bool(entry.finished),
      "request": entry.request.map(JSONValue.string) ?? .null,
      "sandbox": entry.sandbox.map(JSONValue.string) ?? .null,
    ]
    return JSONValue.object(["audit": .object(call)]).jsonString
  }

  /// The last line.
  public static func end(_ counts: [String: Int]) -> String {
    JSONValue.object(["end": .object(counts.mapValues { .integer($0) })]).jsonString
  }

  private static func json(_ cell: StoredCell) -> JSONValue {
    switch cell {
    case .null: return .null
    case .integer(let value): return .integer(Int(value))
    case .real(let value): return .number(value)
    case .text(let value): return .string(value)
    case .bytes(let value): return ["base64": .string(Data(value).base64EncodedString())]
    }
  }

  /// What `line` holds, checked against the tables' columns; a line that is not one of the
  /// archive's throws naming what is wrong.
  public static func read(_ line: String) throws(Problem) -> Record {
    let value: JSONValue
    do {
      value = try JSONValue.parse(line)
    } catch {
      throw Problem(reason: "not JSON (\(error))")
    }
    guard let object = value.objectValue else { throw Problem(reason: "not a JSON object") }
    if let format = object["format"] {
      guard format == .string(self.format) else {
        throw Problem(reason: "format \(format.jsonString.prefix(40)), not \(self.format)")
      }
      guard let version = object["version"]?.intValue else {
        throw Problem(reason: "the header has no version")
      }
      guard version <= self.version else {
        throw Problem(
          reason:
            "the archive is version \(version); this ask reads up to \(self.version): upgrade ask")
      }
      return .header(source: object["source"]?.stringValue ?? "?")
    }
    if let end = object["end"]?.objectValue {
      var counts: [String: Int] = [:]
      for (name, count) in end {
        guard let number = count.intValue, number >= 0 else {
          throw Problem(reason: "the count of \(name.prefix(40)) is not a whole number")
        }
        counts[name] = number
      }
      return .end(counts: counts)
    }
    if let call = object["audit"]?.objectValue { return .audit(try audit(call)) }
    guard let name = object["table"]?.stringValue,
      let table = TransferTable.all.first(where: { $0.name == name })
    else {
      throw Problem(reason: "no known table (\(object["table"]?.jsonString.prefix(40) ?? "none"))")
    }
    guard let row = object["row"]?.objectValue else {
      throw Problem(reason: "a \(name) line without its row")
    }
    if let unknown = row.keys.first(where: { key in !table.columns.contains { $0.name == key } }) {
      throw Problem(reason: "\(name) has no column \(unknown.prefix(40))")
    }
    return .row(
      table: name,
      cells: try table.columns.map { column throws(Problem) in
        try cell(row[column.name] ?? .null, column.kind, "\(name).\(column.name)")
      })
  }

  private static func cell(_ value: JSONValue, _ kind: TransferTable.Kind, _ place: String)
    throws(Problem) -> StoredCell
  {
    if value == .null { return .null }
    switch kind {
    case .integer:
      guard let number = value.intValue else {
        throw Problem(reason: "\(place) must be a whole number")
      }
      return .integer(Int64(number))
    case .real:
      guard let number = value.doubleValue else {
        throw Problem(reason: "\(place) must be a number")
      }
      return .real(number)
    case .text:
      guard let text = value.stringValue else { throw Problem(reason: "\(place) must be text") }
      return .text(text)
    case .bytes:
      guard let text = value["base64"]?.stringValue, let data = Data(base64Encoded: text) else {
        throw Problem(reason: "\(place) must be {\"base64\": …}")
      }
      return .bytes([UInt8](data))
    }
  }

  private static func audit(_ call: [String: JSONValue]) throws(Problem) -> AuditEntry {
    func text(_ key: String) throws(Problem) -> String {
      guard let value = call[key]?.stringValue else {
        throw Problem(reason: "an audited call without \(key)")
      }
      return value
    }
    func date(_ key: String) throws(Problem) -> Date {
      guard let value = ISODateTime.date(from: try text(key)) else {
        throw Problem(reason: "an audited call's \(key) is not a date")
      }
      return value
    }
    guard let outcome = ToolResultStatus(rawValue: try text("outcome")) else {
      throw Problem(reason: "an audited call's outcome is unknown")
    }
    return AuditEntry(
      sessionID: try text("session_id"), toolUseID: try text("tool_use_id"),
      skillID: try text("skill"), input: call["input"] ?? .object([:]),
      editedInput: call["edited_input"].flatMap { $0 == .null ? nil : $0 },
      decision: try text("decision"),
      decidedBy: call["decided_by"]?.stringValue.flatMap(DecisionStep.init(rawValue:)),
      reason: try text("reason"), startedAt: try date("started_at"),
      endedAt: try date("ended_at"), durationMs: call["duration_ms"]?.intValue ?? 0,
      outcome: outcome, error: call["error"]?.stringValue,
      finished: call["finished"]?.boolValue ?? true, request: call["request"]?.stringValue,
      sandbox: call["sandbox"]?.stringValue)
  }
}
