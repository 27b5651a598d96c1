import Foundation
import SkillKit

/// The models an endpoint lists (`GET /models`: `{"data": [{"id": …}]}` in both APIs), and the
/// ones closest to a name that is not among them.
enum ModelListing {
  /// The listed ids; nil when the body is not such a list.
  static func ids(in body: Data) -> [String]? {
    guard let root = try? JSONValue.parse(body), let data = root["data"]?.arrayValue else {
      return nil
    }
    return data.prefix(10_000).compactMap { $0["id"]?.stringValue }
  }

  /// Up to `limit` ids nearest to `name`: those containing it or contained in it first, then
  /// by edit distance.
  static func closeMatches(to name: String, in ids: [String], limit: Int = 3) -> [String] {
    let target = name.lowercased()
    let scored = ids.map { id -> (String, Int) in
      let lower = id.lowercased()
      if lower.contains(target) || target.contains(lower) { return (id, 0) }
      return (id, editDistance(Array(target.prefix(64)), Array(lower.prefix(64))))
    }
    let bound = max(3, target.count / 2)
    return scored.filter { $0.1 <= bound }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(limit)
      .map(\.0)
  }

  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for (i, left) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, right) in b.enumerated() {
        current[j + 1] = min(
          previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
