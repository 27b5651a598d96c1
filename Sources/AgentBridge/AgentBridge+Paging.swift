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
    window.reset(to: page, first: 1, last: max(window.lastSequence, lastSequence))
    rebuildCards()
  }

  /// Expands or collapses a card.
  public func toggleCard(_ id: String) {
    toolCards[id]?.isExpanded.toggle()
  }

  /// Takes in the events another process appended to this session (`ask serve` instances on
  /// one PostgreSQL database hear of them by notification), up to `last`: they join the
  /// window and the cards, and the observer is told of each as of an event of its own. A
  /// bridge running the session itself ignores this (the events are its own); nothing is
  /// read twice or skipped.
  @discardableResult
  public func absorbStored(upTo last: Int64) async throws -> [TimelineEvent] {
    guard let id = session?.id, !isRunning, last > lastSequence else { return [] }
    var absorbed: [TimelineEvent] = []
    var cursor = lastSequence
    while cursor < last {
      let page = try await store.page(id, .after(cursor, limit: pageSize))
      // A run may have started here while the page was read: its events are its own.
      guard !isRunning, let end = page.last?.sequence else { break }
      let fresh = page.filter { $0.sequence > lastSequence }
      for event in fresh {
        release(window.append(event))
        runner?.absorb(through: event.sequence)
      }
      toolCards = ToolCard.pair(window.events, known: toolCards)
      if !fresh.isEmpty { observer?.bridge(self, absorbed: fresh) }
      absorbed += fresh
      cursor = end
    }
    return absorbed
  }

  /// A failure to read what another process wrote (the database went away, and so on):
  /// shown as a live notice, not as an event of the timeline — an event here would take a
  /// sequence number that belongs to the run writing the session, and a client would be
  /// sent an id the store never holds.
  public func reportReadProblem(_ message: String) {
    lastError = ErrorExplanation(
      code: "storage", message: message,
      fix: "Check the database (ask doctor); the events are read again once it answers.")
    observer?.bridge(self, live: .system(SystemNotice(subtype: "storage", message: message)))
  }

  /// Cards for the calls in the window, rebuilt from their events (keeps live ones).
  func rebuildCards() {
    toolCards = ToolCard.pair(window.events, known: toolCards)
  }
}
