import Foundation
import SkillKit

extension SearchHit {
  /// The hit as `ask sessions search --json` prints it and `GET /api/search` returns it.
  public func jsonValue(title: String, zone: TimeZone) -> JSONValue {
    [
      "type": "hit", "session": .string(session), "session_title": .string(title),
      "seq": .integer(Int(sequence)), "field": .string(field.rawValue),
      "skill": skill.map(JSONValue.string) ?? .null,
      "timestamp": .string(ISODateTime.string(from: timestamp, in: zone)),
      "snippet": .string(snippetText()),
      "snippet_parts": .array(snippet.map { ["text": .string($0.text), "hit": .bool($0.hit)] }),
      "score": .integer(score), "cursor": .string("\(cursor)"),
      "open": .string(openCommand), "after": .integer(Int(showAfter)),
    ]
  }
}
