import Foundation

/// One place a search found: the event, a snippet with the words marked, and its rank.
public struct SearchHit: Sendable, Hashable {
  /// A piece of the snippet; `hit` when it is one of the words searched for.
  public struct Piece: Sendable, Hashable {
    /// The text (controls made visible, newlines as spaces).
    public var text: String
    /// Whether it is a match.
    public var hit: Bool

    /// A piece.
    public init(_ text: String, hit: Bool) {
      self.text = text
      self.hit = hit
    }
  }

  /// The session.
  public var session: String
  /// The event's sequence number.
  public var sequence: Int64
  /// Where in the event the words are.
  public var field: SearchDocument.Field
  /// The skill of a tool call or result.
  public var skill: String?
  /// When the event happened.
  public var timestamp: Date
  /// The text around the first match, the matches marked.
  public var snippet: [Piece]
  /// The rank: higher is better (thousandths).
  public var score: Int

  /// A hit.
  public init(
    session: String, sequence: Int64, field: SearchDocument.Field, skill: String?,
    timestamp: Date, snippet: [Piece], score: Int
  ) {
    self.session = session
    self.sequence = sequence
    self.field = field
    self.skill = skill
    self.timestamp = timestamp
    self.snippet = snippet
    self.score = score
  }

  /// The snippet as plain text with the matches between `open` and `close`.
  public func snippetText(open: String = "[", close: String = "]") -> String {
    snippet.map { $0.hit ? open + $0.text + close : $0.text }.joined()
  }

  /// The sequence to page after so that `ask sessions show` starts at this event.
  public var showAfter: Int64 { max(sequence - 1, 0) }

  /// The command that opens the session at this event.
  public var openCommand: String { "ask sessions show \(session) --after \(showAfter)" }

  /// Where this hit stands in the ranking: the key the next page starts after.
  public var cursor: SearchCursor {
    SearchCursor(
      score: score, millis: Int64((timestamp.timeIntervalSince1970 * 1000).rounded()),
      session: session, sequence: sequence)
  }
}

/// A place in a ranked result list (keyset paging: a page starts after it, whatever was
/// written meanwhile). Written `score.millis.sequence.session`.
public struct SearchCursor: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The hit's rank.
  public var score: Int
  /// Its time in milliseconds since 1970.
  public var millis: Int64
  /// Its session.
  public var session: String
  /// Its sequence number.
  public var sequence: Int64

  /// A cursor.
  public init(score: Int, millis: Int64, session: String, sequence: Int64) {
    self.score = score
    self.millis = millis
    self.session = session
    self.sequence = sequence
  }

  /// The cursor `text` says, or an error for text that is not one.
  public init(parsing text: String) throws(SearchQueryError) {
    let parts = text.split(separator: ".", maxSplits: 3, omittingEmptySubsequences: false)
    func number(_ part: Substring, signed: Bool) -> Bool {
      let digits = signed && part.hasPrefix("-") ? part.dropFirst() : part
      return (1...18).contains(digits.count) && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
    let idCharacter = { (c: Character) in
      c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_")
    }
    guard parts.count == 4, number(parts[0], signed: true), number(parts[1], signed: true),
      number(parts[2], signed: false), let score = Int(parts[0]), let millis = Int64(parts[1]),
      let sequence = Int64(parts[2]), (1...64).contains(parts[3].count),
      parts[3].allSatisfy(idCharacter)
    else {
      throw SearchQueryError(
        "\"\(VisibleText.escaped(String(text.prefix(60)), keepingNewlines: false))\" is not a "
          + "search cursor; pass the next_cursor a search returned")
    }
    self.init(score: score, millis: millis, session: String(parts[3]), sequence: sequence)
  }

  /// `score.millis.sequence.session`.
  public var description: String { "\(score).\(millis).\(sequence).\(session)" }

  /// Ranked order: the better score first, then the newer, then by session and the later
  /// event.
  public static func < (lhs: SearchCursor, rhs: SearchCursor) -> Bool {
    if lhs.score != rhs.score { return lhs.score > rhs.score }
    if lhs.millis != rhs.millis { return lhs.millis > rhs.millis }
    if lhs.session != rhs.session { return lhs.session < rhs.session }
    return lhs.sequence > rhs.sequence
  }
}

/// One page of search results.
public struct SearchPage: Sendable, Hashable {
  /// The hits, best first.
  public var hits: [SearchHit]
  /// How many events matched among those read (see `capped`).
  public var matched: Int
  /// True when more events matched than a search reads (`SearchRanking.candidateLimit`, the
  /// newest): narrow the search to see the older ones ranked.
  public var capped: Bool
  /// Where the next page starts; nil on the last.
  public var nextCursor: SearchCursor?

  /// A page.
  public init(hits: [SearchHit], matched: Int, capped: Bool, nextCursor: SearchCursor?) {
    self.hits = hits
    self.matched = matched
    self.capped = capped
    self.nextCursor = nextCursor
  }
}
