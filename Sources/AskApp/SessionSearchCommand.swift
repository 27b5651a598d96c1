import AgentCore
import Foundation
import SkillKit

/// `ask sessions search QUERY…`: the events of every session that hold the words, best first,
/// each with its session, sequence number, a snippet with the words marked and the command
/// that opens the session there.
enum SessionSearchCommand {
  static func run(
    _ search: SessionsSearch, json: Bool, container: AppContainer, output: OutputWriter
  ) async throws {
    let query: SearchQuery
    let cursor: SearchCursor?
    do throws(SearchQueryError) {
      query = try SearchQuery(search.query)
      cursor = try search.after.map { text throws(SearchQueryError) in
        try SearchCursor(parsing: text)
      }
    } catch {
      throw UsageError(message: error.message)
    }
    // --since is about the events found, not about when their session was last written.
    var sessions = try SessionsCommand.sessionFilter(
      search.filters, environment: container.environment)
    let since = sessions.since
    sessions.since = nil
    let filter = SearchFilter(
      sessions: sessions, skill: search.skill, since: since, session: search.session)
    let store = container.stores.events
    let page = try await store.search(query, filter: filter, after: cursor, limit: search.limit)
    let zone = container.environment.timeZone
    var titles: [String: String] = [:]
    for hit in page.hits where titles[hit.session] == nil {
      titles[hit.session] = try await store.session(hit.session)?.title ?? ""
    }
    let next = page.nextCursor.map { "\($0)" }
    if json {
      for hit in page.hits {
        output.line(hit.jsonValue(title: titles[hit.session] ?? "", zone: zone).jsonString)
      }
      let end: JSONValue = [
        "type": "search_end", "query": .array(query.terms.map(JSONValue.string)),
        "hits": .integer(page.hits.count), "matched": .integer(page.matched),
        "capped": .bool(page.capped), "next_cursor": next.map(JSONValue.string) ?? .null,
      ]
      output.line(end.jsonString)
      return
    }
    for hit in page.hits {
      let when = ISODateTime.string(from: hit.timestamp, in: zone)
      let title = VisibleText.escaped(titles[hit.session] ?? "", keepingNewlines: false)
      // The session and skill come from stored rows: shown with their controls visible.
      var place = "#\(hit.sequence) \(hit.field.rawValue)"
      if let skill = hit.skill { place += " \(skill)" }
      output.line(
        VisibleText.escaped("\(hit.session)  ", keepingNewlines: false) + title + "  "
          + VisibleText.escaped(place, keepingNewlines: false) + "  \(when)")
      output.line("    " + hit.snippetText())
      output.line("    " + VisibleText.escaped(hit.openCommand, keepingNewlines: false))
    }
    if page.hits.isEmpty {
      output.line("no events hold \(query.terms.map { "\"\($0)\"" }.joined(separator: " and "))")
    } else {
      output.line("\(page.hits.count) shown of \(page.matched) matching events")
    }
    if page.capped {
      output.line(
        "more events match than a search ranks (the newest \(SearchRanking.candidateLimit)); "
          + "narrow it with more words, --since, --skill, --tag or --workspace")
    }
    if let next {
      output.line("next page: ask sessions search \(search.query) --after \(next)")
    }
  }
}
