import AgentCore

/// Reads a whole session page by page and rebuilds the model's conversation from it.
public enum SessionHistory {
  /// The repaired conversation of `session`, and the ids of calls that had no result.
  /// `audit`, when given, tells which calls started (they may have run).
  public static func load(
    from store: any EventStore, session: String, audit: (any AuditSink)? = nil,
    pageSize: Int = 1000
  )
    async throws -> (messages: [Message], repaired: [String])
  {
    var events: [TimelineEvent] = []
    var after: Int64 = 0
    while true {
      let page = try await store.page(session, .after(after, limit: pageSize))
      events += page
      guard let last = page.last?.sequence, page.count == pageSize else { break }
      after = last
    }
    let started = try await audit?.unfinishedCalls(session: session) ?? []
    return HistoryRebuilder.conversation(from: events, startedCalls: started)
  }
}
