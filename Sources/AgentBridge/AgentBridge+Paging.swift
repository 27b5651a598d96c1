import AgentCore

/// Older and newer pages of the session, and the cards of the calls in the window.
extension AgentBridge {
  /// Loads the page before the window; the newest events beyond the window are released.
  public func loadOlder() async throws {
    guard let id = session?.id, let first = window.events.first?.sequence, window.hasOlder else {
      return
    }
    let page = try await store.page(id, .before(first, limit: pageSize))
    release(window.prepend(page))
    rebuildCards()
  }

  /// Loads the page after the window.
  public func loadNewer() async throws {
    guard let id = session?.id, let last = window.events.last?.sequence, window.hasNewer else {
      return
    }
    await flush()
    let page = try await store.page(id, .after(last, limit: pageSize))
    release(window.appendPage(page))
    rebuildCards()
  }

  /// Back to the newest page.
  public func jumpToLatest() async throws {
    guard let id = session?.id else { return }
    await flush()
    let page = try await store.page(id, .newest(limit: pageSize))
    window.reset(to: page, first: 1, last: max(window.lastSequence, nextSequence - 1))
    rebuildCards()
  }

  /// Expands or collapses a card.
  public func toggleCard(_ id: String) {
    toolCards[id]?.isExpanded.toggle()
  }

  /// Cards for the calls in the window, rebuilt from their events (keeps live ones).
  func rebuildCards() {
    toolCards = ToolCard.pair(window.events, known: toolCards)
  }
}
