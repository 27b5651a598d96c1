import AgentCore
import AgentRuntime
import Foundation
import Observation

/// The agent's message stream as UI state any front end can draw — SwiftUI or the terminal.
///
/// Holds the event window (at most 500 events), the throttled streaming text, tool cards by
/// tool-use id, the stage, the pending prompt or form, and paging flags. Running a request and
/// recording its events is the session's `SessionRunner` (the same for every face); the bridge
/// keeps the UI state, and nothing here waits on storage.
@MainActor
@Observable
public final class AgentBridge {
  /// Builds the agent for a session (any `AgentSession`): its model, skills and stores. Its
  /// prompts reach the bridge as events and are answered through the session.
  public typealias AgentFactory = @MainActor (SessionInfo) -> any AgentSession

  /// The newest events of the session, paged from the store as the user scrolls.
  public internal(set) var window: EventWindow
  /// The assistant's text of the turn in progress, as far as the throttle let it through.
  public internal(set) var streamingText = ""
  /// The model's thinking of the turn in progress, throttled like the text.
  public internal(set) var thinkingText = ""
  /// One card per tool call of the session, by tool-use id.
  public internal(set) var toolCards: [String: ToolCard] = [:]
  /// Where the current run is: parsing, matching, awaiting an answer, executing, done.
  public internal(set) var stage: AgentStage = .idle
  /// True from `send` until the run's result (or its end by cancellation) arrives.
  public internal(set) var isRunning = false
  /// What went wrong in the last run, with its fix; nil after a run that succeeded.
  public internal(set) var lastError: ErrorExplanation?
  /// The permission prompt waiting for the user's answer, if one is.
  public internal(set) var pendingPermission: PermissionRequest?
  /// The form waiting for the user's values, if one is.
  public internal(set) var pendingInput: InputRequest?
  /// The session the bridge shows; nil before one is opened or created.
  public internal(set) var session: SessionInfo?
  /// Renders of the streaming text the throttle let through.
  public internal(set) var renderCount = 0
  /// The session's total tokens and cost so far in this bridge.
  public internal(set) var usage = TokenUsage()
  /// The session's cost in US dollars so far; nil when the model's prices are unknown.
  public internal(set) var costUSD: Double?

  @ObservationIgnored let store: any EventStore
  @ObservationIgnored let makeAgent: AgentFactory
  /// The clock its events are stamped with.
  @ObservationIgnored public let clock: any AgentClock
  @ObservationIgnored var reducer: StreamingReducer
  @ObservationIgnored var wakeTask: Task<Void, Never>?
  @ObservationIgnored var agent: (any AgentSession)?
  /// Runs the session's requests and records their events (nil before a session is open).
  @ObservationIgnored var runner: SessionRunner?
  @ObservationIgnored var currentTask: Task<Void, Never>?
  @ObservationIgnored var generation = 0
  @ObservationIgnored var historyLoaded = true
  /// Cancels the run if the bridge goes away, so that no prompt waits for a UI that is gone.
  @ObservationIgnored let abandonment = RunAbandonment()
  /// Page size for loading older and newer events.
  @ObservationIgnored public var pageSize = 100
  /// Told of every event, live message, text render and prompt change (held weakly).
  @ObservationIgnored public weak var observer: (any BridgeObserver)?

  /// A bridge over `store` that builds an agent per session with `makeAgent`; `policy` paces the
  /// streamed text, `windowCapacity` bounds the events kept in memory.
  public init(
    store: any EventStore, clock: any AgentClock, policy: ThrottlePolicy = ThrottlePolicy(),
    windowCapacity: Int = 500, makeAgent: @escaping AgentFactory
  ) {
    self.store = store
    self.clock = clock
    self.makeAgent = makeAgent
    self.reducer = StreamingReducer(policy: policy)
    self.window = EventWindow(capacity: windowCapacity)
  }

  /// Dropping the bridge cancels the run: a prompt open then resolves as no answer (fail
  /// closed).
  deinit {
    abandonment.abandon()
  }

  /// The events in memory, oldest first.
  public var events: ArraySlice<TimelineEvent> { window.events }
  /// The sequence number of the session's newest event (0 when it has none).
  public var lastSequence: Int64 { runner?.lastSequence ?? window.lastSequence }
  /// True when the store holds events before the window (scrolling up loads them).
  public var hasOlder: Bool { window.hasOlder }
  /// True when the store holds events after the window (scrolling down loads them).
  public var hasNewer: Bool { window.hasNewer }

  /// Tool cards in the order their calls appear in the window.
  public var cards: [ToolCard] {
    events.compactMap { event in
      if case .toolCall(let use) = event.kind { return toolCards[use.id] }
      return nil
    }
  }

  // MARK: Running

  /// Sends a message: shown at once; a running run is cancelled first.
  public func sendMessage(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, let agent, let runner, session != nil else { return }
    let previous = currentTask
    if isRunning { cancel() }
    let needsHistory = !historyLoaded
    historyLoaded = true
    append(.user(trimmed))
    lastError = nil
    isRunning = true
    generation &+= 1
    let myGeneration = generation
    currentTask = Task { [weak self] in
      await previous?.value
      if needsHistory {
        do {
          let history = try await runner.history()
          // The message just sent may already be stored; the agent adds it itself.
          let messages = history.last == .user(trimmed) ? Array(history.dropLast()) : history
          await agent.restore(messages)
        } catch {
          self?.reportStorage("could not load this session's history: \(error)")
        }
      }
      do {
        try await runner.claim()
      } catch {
        // Another run writes this session: running here would interleave its events.
        self?.reportStorage("\(error)")
        self?.finishStream(receivedResult: true, generation: myGeneration)
        return
      }
      var receivedResult = false
      // The bridge is held only while a message is handled: a UI that drops it ends the run.
      for await (message, event) in runner.run(trimmed, on: agent, requestRecorded: true) {
        if case .result = message { receivedResult = true }
        guard let self else {
          agent.cancel()
          continue
        }
        self.handle(message, recorded: event)
      }
      self?.finishStream(receivedResult: receivedResult, generation: myGeneration)
      // The end of a turn: write what is waiting, then mark the session idle.
      await runner.idle()
    }
  }

  /// A storage failure, shown as an error in the conversation (never swallowed).
  public func reportStorage(_ message: String) {
    let explanation = ErrorExplanation(
      code: "storage", message: message,
      fix: "Check the data directory (ask doctor); the conversation goes on in memory.")
    append(.error(explanation))
    lastError = explanation
  }

  /// Cancels the running run; open prompts resolve as deny.
  public func cancel() {
    agent?.cancel()
  }

  /// Pauses or resumes the run at tool-call boundaries.
  public func setPaused(_ paused: Bool) {
    if paused { agent?.pause() } else { agent?.resume() }
  }

  /// Cancels one running call.
  public func cancelCall(_ id: String) {
    guard let agent else { return }
    Task { await agent.cancelCall(id) }
  }

  /// Waits for the current run to end.
  public func waitUntilIdle() async {
    await currentTask?.value
  }

  func finishStream(receivedResult: Bool, generation finished: Int) {
    flushStreaming()
    if !receivedResult {
      let explanation = ErrorExplanation(
        code: "stream_ended", message: "The agent's stream ended without a result.",
        fix: "Send the message again.")
      append(.error(explanation))
      lastError = explanation
    }
    for id in toolCards.keys where !(toolCards[id]?.isFinished ?? true) {
      toolCards[id]?.finalize()
    }
    if generation == finished {
      isRunning = false
      // The run is over: nothing it asked is open any more.
      for id in [pendingPermission?.requestID, pendingInput?.requestID].compactMap({ $0 }) {
        closePrompt(id)
      }
    }
  }

  // MARK: Messages

  /// Takes in one message of the run; `event` is what the runner recorded it as.
  private func handle(_ message: AgentMessage, recorded event: TimelineEvent?) {
    // Told after the card or the stage changed, so that what it reads is current.
    defer { if EventMapper.kind(for: message) == nil { observer?.bridge(self, live: message) } }
    switch message {
    case .userMessage:
      return  // shown when sent
    case .partialMessage(let delta):
      apply(reducer.receive(delta, at: clock.uptime()))
      return
    case .thinking(let delta):
      thinkingText += delta
      return
    case .stage(let next):
      flushStreaming()
      stage = next
      if case .failed(let error) = next { lastError = ErrorCatalogue.explain(error, in: .english) }
      return
    case .toolProgress(let progress):
      toolCards[progress.toolUseID]?.apply(progress)
      return
    case .localCommandOutput(let output) where output.toolUseID != nil:
      if let id = output.toolUseID { toolCards[id]?.apply(output) }
    case .assistant(let turn):
      flushStreaming()
      streamingText = ""
      thinkingText = ""
      reducer.reset()
      usage = usage + turn.usage
      if let cost = turn.costUSD { costUSD = (costUSD ?? 0) + cost }
    case .toolUse(let use):
      toolCards[use.id] = ToolCard(use: use)
    case .permissionRequest(let request):
      if let preview = request.preview { toolCards[request.toolUseID]?.preview = preview }
      show(.permission(request))
    case .inputRequest(let request):
      show(.input(request))
    case .permissionDecision(let decision):
      // Decided — by this UI, another client, a rule, or the run's cancel: no longer open.
      if let id = decision.requestID, pendingPermission?.requestID == id { closePrompt(id) }
    case .toolResult(let result):
      toolCards[result.toolUseID]?.apply(result)
    case .result(let result):
      if let error = result.error, result.subtype != .success { lastError = error }
    default:
      break
    }
    if let event { show(event) }
  }

  /// Records an event of the bridge's own (the message sent, a storage error) and shows it.
  private func append(_ kind: TimelineEvent.Kind) {
    show(
      runner?.record(kind)
        ?? TimelineEvent(sequence: lastSequence + 1, timestamp: clock.now(), kind: kind))
  }

  /// Shows a recorded event: in the window, and to the observer.
  private func show(_ event: TimelineEvent) {
    release(window.append(event))
    observer?.bridge(self, appended: event)
  }

  /// Drops the cards of events that left the window.
  func release(_ trimmed: [TimelineEvent]) {
    for event in trimmed {
      if case .toolCall(let use) = event.kind { toolCards[use.id] = nil }
    }
  }

  func storageProblem(_ message: String) {
    let explanation = ErrorExplanation(
      code: "storage", message: message,
      fix: "Check the data directory; nothing is lost while ask runs.")
    lastError = explanation
    append(.error(explanation))
  }

  // MARK: Streaming text

  private func apply(_ action: StreamingReducer.Action?) {
    switch action {
    case .render(let text):
      streamingText = text
      renderCount += 1
      observer?.bridge(self, streamingText: text)
    case .wake(let instant):
      wakeTask?.cancel()
      let delay = instant - clock.uptime()
      wakeTask = Task { [weak self] in
        guard let clock = self?.clock else { return }
        do {
          try await clock.sleep(for: max(delay, .zero))
        } catch {
          return
        }
        guard !Task.isCancelled, let self else { return }
        self.apply(self.reducer.tick(at: self.clock.uptime()))
      }
    case nil:
      break
    }
  }

  /// Stage changes, prompts and errors are never throttled: pending text renders first.
  func flushStreaming() {
    wakeTask?.cancel()
    wakeTask = nil
    apply(reducer.flush(at: clock.uptime()))
  }

  static func newSessionID() -> String { AgentBridgeIDs.newSessionID() }
}
