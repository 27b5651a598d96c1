import AgentCore
import Foundation
import Synchronization

/// Runs one session's requests and records what they say — the one pipeline every face uses:
/// the terminal UI and `ask serve` (through the bridge), line mode, `ask --json` and
/// `ask mcp serve`.
///
/// It claims the session for a run (refused while another live run writes it), numbers every
/// timeline event at once and hands it to the store in order and in batches (`EventRecorder`:
/// a failed write is retried and reported, never dropped), rebuilds and repairs the history
/// for the model when a stored session is resumed, takes in the numbers of events another
/// process wrote, and marks the session idle when a run ends. Calls that run at once (`ask mcp
/// serve`) may record through one runner: the order they record in is the order stored.
public final class SessionRunner: Sendable {
  private enum Item: Sendable {
    case event(TimelineEvent)
    /// Everything queued before it is in the recorder's hands and written.
    case flush(CheckedContinuation<Void, Never>)
  }

  private struct State {
    var session: SessionInfo
    var nextSequence: Int64
    var queued: [Item] = []
  }

  /// The state, shared with the writer task.
  private final class Shared: Sendable {
    let state: Mutex<State>
    init(_ state: State) { self.state = Mutex(state) }
  }

  private let store: any EventStore
  private let clock: any AgentClock
  private let recorder: EventRecorder
  private let shared: Shared
  private let wake: AsyncStream<Void>.Continuation
  private let writer: Task<Void, Never>

  /// A runner for `session` over `store`; `onFailure` hears every failed or recovered write.
  public init(
    store: any EventStore, session: SessionInfo, clock: any AgentClock,
    onFailure: @escaping @Sendable (String) -> Void
  ) {
    self.store = store
    self.clock = clock
    let recorder = EventRecorder(store: store, session: session.id, onFailure: onFailure)
    self.recorder = recorder
    let shared = Shared(State(session: session, nextSequence: session.lastSequence + 1))
    self.shared = shared
    let (wakes, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    self.wake = wake
    // One writer hands the queue to the recorder in order: whatever is queued when it wakes
    // goes over as one batch.
    writer = Task {
      for await _ in wakes {
        let items = shared.state.withLock { state in
          defer { state.queued = [] }
          return state.queued
        }
        var batch: [TimelineEvent] = []
        for item in items {
          switch item {
          case .event(let event): batch.append(event)
          case .flush(let done):
            await recorder.record(contentsOf: batch)
            batch = []
            await recorder.flush()
            done.resume()
          }
        }
        if !batch.isEmpty { await recorder.record(contentsOf: batch) }
      }
    }
  }

  deinit {
    wake.finish()
  }

  /// The session as it stands after the events recorded so far.
  public var session: SessionInfo { shared.state.withLock { $0.session } }
  /// The number of the newest event recorded or taken in (0 for none).
  public var lastSequence: Int64 { shared.state.withLock { $0.nextSequence - 1 } }

  /// Claims the session for a run (refused when another live run writes it) and continues
  /// the numbering from what is stored now.
  public func claim() async throws {
    let claimed = try await store.claim(session.id)
    shared.state.withLock { state in
      state.session = claimed
      state.nextSequence = max(state.nextSequence, claimed.lastSequence + 1)
    }
  }

  /// The stored history of the session for the model, repaired (every tool use answered).
  public func history() async throws -> [Message] {
    try await SessionHistory.load(from: store, session: session.id).messages
  }

  /// Numbers an event of `kind` and queues it for the store; returns it at once.
  @discardableResult
  public func record(_ kind: TimelineEvent.Kind) -> TimelineEvent {
    let now = clock.now()
    let event = shared.state.withLock { state in
      let event = TimelineEvent(sequence: state.nextSequence, timestamp: now, kind: kind)
      state.nextSequence += 1
      state.queued.append(.event(event))
      return event
    }
    wake.yield()
    return event
  }

  /// Records `message` if it belongs in the timeline; returns the event it became.
  @discardableResult
  public func record(_ message: AgentMessage) -> TimelineEvent? {
    EventMapper.kind(for: message).map { record($0) }
  }

  /// Events up to `sequence` were written by another process: numbering continues after them.
  public func absorb(through sequence: Int64) {
    shared.state.withLock { $0.nextSequence = max($0.nextSequence, sequence + 1) }
  }

  /// Runs `text` on `agent`: each message is recorded as it passes and handed on with the
  /// event it became. `requestRecorded`: the request's own `user_message` was recorded
  /// already (shown the moment it was sent), so the agent's is not recorded again.
  public func run(_ text: String, on agent: any AgentSession, requestRecorded: Bool = false)
    -> AsyncStream<(message: AgentMessage, event: TimelineEvent?)>
  {
    let messages = agent.stream(text)
    return AsyncStream { continuation in
      let task = Task {
        var skipRequest = requestRecorded
        for await message in messages {
          if skipRequest, case .userMessage = message {
            skipRequest = false
            continuation.yield((message, nil))
            continue
          }
          continuation.yield((message, self.record(message)))
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Writes every event recorded so far (the end of a turn).
  public func flush() async {
    await withCheckedContinuation { continuation in
      shared.state.withLock { $0.queued.append(.flush(continuation)) }
      wake.yield()
    }
  }

  /// Writes what is waiting and marks the session idle (the end of a run); false when that
  /// could not be stored (the failure is reported).
  @discardableResult
  public func idle() async -> Bool {
    await flush()
    return await markIdle()
  }

  /// Writes everything, marks the session idle and stops; false when something could not be
  /// saved (each failure was reported through `onFailure`).
  public func finish() async -> Bool {
    await flush()
    let unsaved = await recorder.close()
    return await markIdle() && unsaved == 0
  }

  /// Marks the session idle and brings the search index up to date with the run's texts (a
  /// run's worth is quick; left to the next search, a long one would slow it); a failure is
  /// reported where failed writes are — the index's, as a notice: the texts are stored and the
  /// next search takes them in.
  private func markIdle() async -> Bool {
    do {
      try await store.setState(session.id, .idle)
    } catch {
      recorder.report("could not mark session \(session.id) idle: \(error)")
      return false
    }
    do {
      try await store.settleSearchIndex()
    } catch {
      recorder.report(
        "could not bring the search index up to date (\(error)); the next search will")
    }
    return true
  }

  /// Writes everything and stops, leaving the session's state as it is (the bridge switching
  /// to another session).
  public func close() async {
    await flush()
    await recorder.close()
  }
}
