import Foundation

/// Ranks what a store found, the same way for every store: each event must hold every term
/// (whatever its case); it scores by how often each term appears, a bonus when the words
/// appear together as typed, the part of the event (what a person said first) and its length;
/// ties go to the newer. Pure: the stores only find candidates.
public enum SearchRanking {
  /// The most matching events a search reads, newest first.
  public static let candidateLimit = 1_000
  /// Characters shown before the first match in a snippet.
  static let before = 30
  /// Characters a snippet holds at most.
  static let width = 120

  /// Page `limit` of the ranked `found`, after `cursor` when given.
  public static func page(
    _ found: SearchCandidates, query: SearchQuery, after cursor: SearchCursor?, limit: Int
  ) -> SearchPage {
    var hits = found.candidates.compactMap { hit($0, query: query) }
    let matched = hits.count
    hits.sort { $0.cursor < $1.cursor }
    if let cursor { hits.removeAll { !(cursor < $0.cursor) } }
    let limit = max(1, limit)
    let more = hits.count > limit
    hits = Array(hits.prefix(limit))
    return SearchPage(
      hits: hits, matched: matched, capped: found.capped,
      nextCursor: more ? hits.last?.cursor : nil)
  }

  /// The hit `candidate` makes, or nil when it lacks a term.
  public static func hit(_ candidate: SearchCandidate, query: SearchQuery) -> SearchHit? {
    let body = candidate.document.body
    var ranges: [Range<String.Index>] = []
    var score = 0.0
    for term in query.terms {
      let found = occurrences(of: term, in: body, limit: 20)
      guard !found.isEmpty else { return nil }
      ranges += found
      score += 1 + log(Double(found.count))
    }
    if query.terms.count > 1,
      body.range(of: query.terms.joined(separator: " "), options: .caseInsensitive) != nil
    {
      score += 1
    }
    let weight: Double =
      switch candidate.document.field {
      case .user: 1.3
      case .toolInput: 1.1
      case .assistant: 1.0
      case .toolResult: 0.8
      }
    score *= weight / (1 + 0.15 * log2(1 + Double(body.count) / 256))
    return SearchHit(
      session: candidate.session, sequence: candidate.document.sequence,
      field: candidate.document.field, skill: candidate.document.skill,
      timestamp: candidate.timestamp, snippet: snippet(body, ranges),
      score: Int((score * 1000).rounded()))
  }

  /// Up to `limit` places `term` appears in `text`, whatever the case.
  static func occurrences(of term: String, in text: String, limit: Int) -> [Range<String.Index>] {
    var found: [Range<String.Index>] = []
    var start = text.startIndex
    while found.count < limit,
      let range = text.range(of: term, options: .caseInsensitive, range: start..<text.endIndex)
    {
      found.append(range)
      start = range.upperBound
    }
    return found
  }

  /// The text around the first match, the matches in it marked; controls made visible and
  /// line breaks shown as spaces.
  static func snippet(_ body: String, _ ranges: [Range<String.Index>]) -> [SearchHit.Piece] {
    let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
    guard let first = sorted.first else { return [] }
    let start =
      body.index(first.lowerBound, offsetBy: -before, limitedBy: body.startIndex)
      ?? body.startIndex
    let end = body.index(start, offsetBy: width, limitedBy: body.endIndex) ?? body.endIndex
    var pieces: [SearchHit.Piece] = []
    func add(_ range: Range<String.Index>, hit: Bool) {
      guard !range.isEmpty else { return }
      let text = VisibleText.escaped(
        String(body[range]).replacingOccurrences(of: "\r\n", with: " ")
          .replacingOccurrences(of: "\n", with: " "), keepingNewlines: false)
      if let last = pieces.last, last.hit == hit {
        pieces[pieces.count - 1].text += text
      } else {
        pieces.append(SearchHit.Piece(text, hit: hit))
      }
    }
    if start > body.startIndex { pieces.append(SearchHit.Piece("…", hit: false)) }
    var cursor = start
    for range in sorted where range.lowerBound >= cursor && range.lowerBound < end {
      add(cursor..<range.lowerBound, hit: false)
      let upper = min(range.upperBound, end)
      add(range.lowerBound..<upper, hit: true)
      cursor = upper
    }
    add(cursor..<end, hit: false)
    if end < body.endIndex { pieces.append(SearchHit.Piece("…", hit: false)) }
    return pieces
  }
}
