import AgentCore
import Foundation

/// Records a run's messages into a session for front ends without a bridge (the CLI):
/// numbers the events, batches the writes, and marks the session running, then idle.
public struct SessionRecorder {
  /// The session as it stands after the events recorded so far.
  public private(set) var session: SessionInfo
  private let recorder: EventRecorder
  private let store: any EventStore
  private var nextSequence: Int64

  /// A recorder for `session`, writing through `store`.
  public init(
    store: any EventStore, session: SessionInfo, onFailure: @escaping @Sendable (String) -> Void
  ) {
    self.store = store
    self.session = session
    self.nextSequence = session.lastSequence + 1
    self.recorder = EventRecorder(store: store, session: session.id, onFailure: onFailure)
  }

  /// Claims the session for this run (it is refused when another live run writes it) and
  /// continues its numbering from what is stored now.
  public mutating func start() async throws {
    session = try await store.claim(session.id)
    nextSequence = max(nextSequence, session.lastSequence + 1)
  }

  /// Records `message` if it belongs in the timeline; returns the event it became.
  @discardableResult
  public mutating func record(_ message: AgentMessage, at date: Date) async -> TimelineEvent? {
    guard let kind = EventMapper.kind(for: message) else { return nil }
    return await record(kind, at: date)
  }

  /// Records a timeline event of `kind`.
  @discardableResult
  public mutating func record(_ kind: TimelineEvent.Kind, at date: Date) async -> TimelineEvent {
    let event = TimelineEvent(sequence: nextSequence, timestamp: date, kind: kind)
    nextSequence += 1
    await recorder.record(event)
    return event
  }

  /// Reports a storage problem where failed writes are reported.
  public func report(_ message: String) {
    recorder.report(message)
  }

  /// Writes what is waiting (the end of a turn).
  public func flush() async {
    await recorder.flush()
  }

  /// Writes everything and marks the session idle; false when something could not be saved
  /// (each failure was reported through `onFailure`).
  public func finish() async -> Bool {
    let unsaved = await recorder.close()
    do {
      try await store.setState(session.id, .idle)
    } catch {
      recorder.report("could not mark session \(session.id) idle: \(error)")
      return false
    }
    return unsaved == 0
  }
}
