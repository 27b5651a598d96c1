import AgentCore
import Foundation
import Testing

/// What a person may search for and tag with: bounded, no syntax but quotes, controls made
/// harmless, and clear errors naming the fix.
struct SearchQueryTests {
  @Test func termsArePlainTextQuotesMakePhrasesAndControlsAreSpaces() throws {
    #expect(try SearchQuery("deadline  房租").terms == ["deadline", "房租"])
    #expect(try SearchQuery("\"the deadline\" rent").terms == ["the deadline", "rent"])
    #expect(try SearchQuery("a*b -c NEAR(x) ^a.*b$").terms == ["a*b", "-c", "NEAR(x)", "^a.*b$"])
    #expect(try SearchQuery("x\u{1B}[31my").terms == ["x", "[31my"], "ESC is a space")
    #expect(try SearchQuery("\"\"\"").terms == ["\"\"\""], "nothing but quotes: they are the term")
    #expect(try SearchQuery("same same").terms == ["same"])
  }

  @Test func badQueriesAreRefusedWithTheFix() {
    let huge = String(repeating: "x", count: 1 << 20)
    #expect(throws: SearchQueryError.self) { try SearchQuery(huge) }
    do {
      _ = try SearchQuery(huge)
    } catch {
      #expect(error.message.contains("1048576 characters") && error.message.contains("at most 500"))
    }
    #expect(throws: SearchQueryError.self) { try SearchQuery("   \n\t ") }
    #expect(throws: SearchQueryError.self) { try SearchQuery("\u{7}\u{1B}") }
    let many = (1...13).map { "w\($0)" }.joined(separator: " ")
    #expect(throws: SearchQueryError.self) { try SearchQuery(many) }
  }

  @Test func cursorsRoundTripAndNonsenseIsRefused() throws {
    let cursor = SearchCursor(score: -12, millis: 1_764_468_000_000, session: "a-b_c", sequence: 7)
    #expect(try SearchCursor(parsing: cursor.description) == cursor)
    for bad in ["", "1.2.3", "1.2.3.", "+1.2.3.s", "1.2.-3.s", "1.2.3.s s", "1.2.3.\n", "x.2.3.s"] {
      #expect(throws: SearchQueryError.self, "\(bad)") { try SearchCursor(parsing: bad) }
    }
  }

  @Test func tagsAreBoundedAndHoldNoControlsSpacesOrShellPunctuation() throws {
    for good in ["客户", "q4-2026", "ops/on-call", "🔥", "c++", "v1.2:beta", "#1"] {
      #expect(try SessionTag.validated(good) == good)
    }
    for bad in ["", "two words", "bell\u{7}", "esc\u{1B}[2J", "a,b", "rm;", "$(x)", "tab\t"] {
      #expect(throws: SessionError.self, "\(bad.debugDescription)") {
        try SessionTag.validated(bad)
      }
    }
    #expect(throws: SessionError.self) {
      try SessionTag.validated(String(repeating: "t", count: 65))
    }
    do {
      _ = try SessionTag.validated("esc\u{1B}[2J")
    } catch {
      #expect(error.message.contains("␛") && !error.message.contains("\u{1B}"), "shown harmless")
    }
    #expect(
      try SessionTag.retagged(["a"], adding: ["b", "a"], removing: ["c"], session: "s")
        == ["a", "b"])
    #expect(throws: SessionError.self) {
      try SessionTag.retagged([], adding: (0..<33).map { "t\($0)" }, removing: [], session: "s")
    }
  }

  @Test func rankingPrefersMoreOccurrencesWhatPeopleSaidAndShorterTexts() throws {
    let query = try SearchQuery("rent")
    func candidate(_ field: SearchDocument.Field, _ body: String, _ sequence: Int64)
      -> SearchCandidate
    {
      SearchCandidate(
        session: "s",
        document: SearchDocument(sequence: sequence, field: field, skill: nil, body: body),
        timestamp: Date(timeIntervalSince1970: Double(sequence)))
    }
    let found = SearchCandidates(
      [
        candidate(.toolResult, "rent " + String(repeating: "filler ", count: 500), 1),
        candidate(.user, "pay the rent", 2),
        candidate(.user, "rent rent rent", 3),
        candidate(.assistant, "nothing here", 4),
      ], capped: false)
    let page = SearchRanking.page(found, query: query, after: nil, limit: 10)
    #expect(page.hits.map(\.sequence) == [3, 2, 1], "the one without the word is dropped")
    #expect(page.matched == 3)
    let snippet = page.hits[2].snippetText()
    #expect(snippet.hasPrefix("[rent] filler") && snippet.hasSuffix("…"), "\(snippet)")
  }
}
