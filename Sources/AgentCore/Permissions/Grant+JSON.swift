import Foundation
import SkillKit

extension Grant {
  /// The grant as `ask grants --json` prints it and `GET /api/grants` returns it.
  public func jsonValue(zone: TimeZone) -> JSONValue {
    func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    func date(_ value: Date?) -> JSONValue {
      value.map { .string(ISODateTime.string(from: $0, in: zone)) } ?? .null
    }
    return [
      "type": "grant", "id": .string(id), "kind": .string(kind.rawValue),
      "decision": .string(decision), "pattern": text(pattern), "scope": text(scope),
      "project": text(project), "session": text(session), "place": .string(place),
      "created_at": date(createdAt), "made_by": text(madeBy), "expires_at": date(expiresAt),
      "expired": .bool(expired), "lets_calls_run": .bool(letsCallsRun),
      "revocable": .bool(revocable), "note": text(note),
      "held_by": holderPID.map { pid in
        ["pid": .integer(Int(pid)), "host": .string(holderHost ?? "")]
      } ?? .null,
    ]
  }
}
