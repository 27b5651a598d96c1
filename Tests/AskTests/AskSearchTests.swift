import AgentTestSupport
import Foundation
import SQLiteStore
import SkillKit
import Testing

/// `ask sessions search`, `tag`, `untag` and the list's filters through the real binary: hits
/// with the command that opens the session there (which works), phrases, FTS and regex
/// characters as text, keyset pages, and bad input as usage errors that name the fix.
@Suite(.serialized)
struct AskSearchTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  func ask(_ arguments: [String]) async throws -> AskProcess.Finished {
    try await AskProcess.run(arguments, home: home.path, directory: home.path)
  }

  @Test func hitsOpenTheirSessionAndBadInputIsAUsageError() async throws {
    _ = try await ask(["remind me to pay the rent tomorrow at 9"])
    _ = try await ask(["what time is it"])
    _ = try await ask(["添加待办 交房租"])
    // Each run ends with the index holding its texts: the first search has nothing to take in.
    let database = try SQLiteDatabase(path: home.path + "/ask.sqlite")
    let state = try await database.query(
      "SELECT indexed_through, (SELECT max(id) FROM search_docs) FROM search_state")
    #expect(state.first?[0].integer != nil && state.first?[0].integer == state.first?[1].integer)
    let found = try await ask(["sessions", "search", "rent", "--json"])
    #expect(found.status == 0, "\(found.stderr)")
    let hits = found.events.filter { $0["type"] == "hit" }
    #expect(
      !hits.isEmpty
        && hits.allSatisfy {
          $0["snippet"]?.stringValue?.contains("[rent]") == true
            || $0["snippet"]?.stringValue?.lowercased().contains("[rent]") == true
        })
    let end = try #require(found.events.last)
    #expect(end["type"] == "search_end" && end["matched"]?.intValue == hits.count)
    // The command a hit gives opens its session at the hit.
    let first = try #require(hits.first)
    let open = try #require(first["open"]?.stringValue).split(separator: " ").dropFirst().map(
      String.init)
    let shown = try await ask(open + ["--json"])
    #expect(shown.events.first?["seq"]?.intValue == first["seq"]?.intValue, "\(shown.stdout)")

    // Chinese with no spaces; a phrase; text that looks like syntax.
    let chinese = try await ask(["sessions", "search", "房租", "--json"])
    #expect(chinese.events.contains { $0["type"] == "hit" })
    let phrase = try await ask(["sessions", "search", "pay the rent", "--json"])
    #expect(phrase.events.filter { $0["type"] == "hit" }.count >= 1)
    let apart = try await ask(["sessions", "search", "the pay", "--json"])
    #expect(
      !apart.events.contains {
        $0["type"] == "hit" && $0["field"] == "user"
          && $0["snippet"]?.stringValue?.contains("[the pay]") == true
      })
    for syntax in ["^re.*t$", "NEAR(rent)", "\"", "*", "-rent"] {
      let odd = try await ask(["sessions", "search", syntax, "--json"])
      #expect(odd.status == 0, "\(syntax): \(odd.stderr)")
    }
    // Keyset pages put together are the whole list.
    var cursor: String?
    var paged: [String] = []
    for _ in 0..<20 {
      let page = try await ask(
        ["sessions", "search", "e", "--limit", "2", "--json"]
          + (cursor.map { ["--after", $0] } ?? []))
      paged += page.events.filter { $0["type"] == "hit" }.compactMap {
        "\($0["session"]?.stringValue ?? "")#\($0["seq"]?.intValue ?? 0)"
      }
      cursor = page.events.last?["next_cursor"]?.stringValue
      if cursor == nil { break }
    }
    let whole = try await ask(["sessions", "search", "e", "--limit", "200", "--json"])
    #expect(
      paged
        == whole.events.filter { $0["type"] == "hit" }.compactMap {
          "\($0["session"]?.stringValue ?? "")#\($0["seq"]?.intValue ?? 0)"
        })

    // Bad input: a usage error that names the fix, nothing written.
    let huge = try await ask(["sessions", "search", String(repeating: "x", count: 100_000)])
    #expect(huge.status == 2 && huge.stderr.contains("at most 500"), "\(huge.stderr.prefix(300))")
    let bad = try await ask(["sessions", "search", "rent", "--after", "nonsense"])
    #expect(bad.status == 2 && bad.stderr.contains("not a search cursor"))
    let session = try #require(first["session"]?.stringValue)
    let control = try await ask(["sessions", "tag", session, "bad\u{1B}[2Jtag"])
    #expect(
      control.status == 2 && control.stderr.contains("␛") && !control.stderr.contains("\u{1B}"))
    #expect(try await ask(["sessions", "tag", "no-such-session", "x"]).status == 2)

    // Tags filter the list and the search.
    #expect(try await ask(["sessions", "tag", session, "客户", "q4"]).stdout.contains("#q4 #客户"))
    let listed = try await ask(["sessions", "--tag", "客户", "--json"])
    #expect(listed.events.compactMap { $0["id"]?.stringValue } == [session])
    #expect(listed.events.first?["tags"] == ["q4", "客户"])
    let tagged = try await ask(["sessions", "search", "time", "--tag", "客户", "--json"])
    #expect(
      tagged.events.filter { $0["type"] == "hit" }.allSatisfy {
        $0["session"]?.stringValue == session
      })
    #expect(try await ask(["sessions", "untag", session, "q4"]).stdout.contains(": #客户"))
    // --since is about the events found: none are from after the clock (ASK_NOW).
    let later = try await ask(["sessions", "search", "rent", "--since", "2026-12-01", "--json"])
    #expect(later.status == 0 && !later.events.contains { $0["type"] == "hit" }, "\(later.stdout)")
    let earlier = try await ask(["sessions", "search", "rent", "--since", "2026-11-29", "--json"])
    #expect(earlier.events.contains { $0["type"] == "hit" })
    let folder = try await ask(["sessions", "--workspace", home.path, "--json"])
    #expect(folder.events.count == 3)
    let elsewhere = try await ask(["sessions", "--workspace", "/nowhere", "--json"])
    #expect(elsewhere.events.isEmpty)
  }
}
