import Foundation

/// Splits a multi-intent request into its parts: `…，然后…`, `…并且…`, `… and then …`.
enum RequestSplitter {
  private static let separators = [
    "并且", "然后", "同时", "另外", "以及", "再帮我", "and then", "and also", "then also", "；", ";",
  ]

  static let edges = CharacterSet.whitespacesAndNewlines.union(
    CharacterSet(charactersIn: "，。；;,、！？!?"))

  /// The non-empty parts, in order; the whole request when it has no separator.
  static func segments(_ request: String) -> [String] {
    var parts = [request]
    for separator in separators {
      parts = parts.flatMap { part in
        part.components(separatedBy: separator)
      }
    }
    // Only the separators' own punctuation goes: a quote or a final `.` may be part of what
    // was said (`search for "TODO:"`, `run du -sh .`).
    let cleaned = parts.map {
      $0.trimmingCharacters(in: Self.edges)
    }.filter { !$0.isEmpty }
    return cleaned.isEmpty ? [request] : cleaned
  }
}
