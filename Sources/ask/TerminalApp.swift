import AgentBridge
import AgentCore
import AgentRuntime
import DeclaredSkills
import Foundation
import Markdown
import Observation
import SQLiteStore
import SkillKit
import TerminalUI

/// `ask` with no request in a terminal: the full-screen UI over an `AgentBridge`.
@MainActor
enum TerminalApp {
  /// What wakes the loop.
  private enum Wake: Sendable {
    case input([UInt8])
    case resize
    /// Something the screen shows changed in the bridge (observed, not polled).
    case changed
    /// A signal asked `ask` to end: it exits with 128 + the signal, as shells expect.
    case terminate(Int32)
    case inputClosed
    /// The skills the first panel lists changed (a skill file added, edited or removed).
    case skillsChanged
  }

  static func run(_ options: RunOptions, environment: AskEnvironment) async -> Int32 {
    let output = OutputWriter()
    // --lang, ASK_LANG or the locale; when none chooses, each request's language does.
    let chosenLanguage = environment.language(option: options.language)
    var language = chosenLanguage ?? .english
    let setup: RunSetup
    do {
      setup = try RunSetup.prepare(options, environment: environment)
    } catch {
      return Failure.report(error, language: language, json: false, output: output)
    }
    let (settings, container) = (setup.settings, setup.container)
    let model: any LanguageModel
    do {
      model = try await PlannerLearning.apply(to: setup.model, container)
    } catch {
      return Failure.report(error, language: language, json: false, output: output)
    }
    let chosenWorkspace: String?
    do {
      chosenWorkspace = try options.workspace.map { try AppContainer.workspace($0) }
    } catch {
      return Failure.report(error, language: language, json: false, output: output)
    }
    let newWorkspace = chosenWorkspace ?? FileManager.default.currentDirectoryPath
    // Eager: every server starts now, in parallel, before the first request.
    if options.mcpEager { _ = await container.mcp?.status() }
    let clock = SystemClock(pinnedTo: environment.pinnedNow)
    let store = container.stores.events
    let bridge = AgentBridge(store: store, clock: clock) { session, interaction in
      container.agent(
        options: options, model: model, mode: settings.permissionMode, interaction: interaction,
        sessionID: session.id, workspace: chosenWorkspace ?? session.workingDirectory)
    }
    do {
      if let id = options.resume {
        try await bridge.open(id)
      } else if options.continueLatest, let latest = try await store.sessions().first {
        try await bridge.open(latest.id)
      } else {
        try await bridge.newSession(
          workingDirectory: newWorkspace, model: model.identifier)
      }
    } catch {
      return Failure.report(error, language: language, json: false, output: output)
    }

    let (wakes, wake) = AsyncStream.makeStream(of: Wake.self)
    let backend = TerminalBackend()
    backend.start(
      onResize: { wake.yield(.resize) },
      onTerminate: { signal in
        wake.yield(.terminate(signal))
        // The loop cancels the run and saves its events; should that ever hang (it once did
        // in CI, not understood yet), the process still ends 5 s later with the same status —
        // exit restores the terminal (atexit).
        Thread.detachNewThread {
          Thread.sleep(forTimeInterval: 5)
          exit(128 + signal)
        }
      })
    defer { backend.stop() }
    let reader = Task.detached {
      for await bytes in TerminalInput.bytes() { wake.yield(.input(bytes)) }
      wake.yield(.inputClosed)
    }
    // Idle means asleep: the loop wakes only for input, a resize, a signal, a change the
    // bridge reports through observation, or a change of the skills — there is no frame tick.
    // The skill folders are looked at every `skillsPollInterval` (a stat per folder) and the
    // loop is woken only when what they declare changed.
    let skillsWatcher = Task.detached { [catalog = container.catalog] in
      var known = await Self.fingerprint(catalog)
      while !Task.isCancelled {
        do {
          try await Task.sleep(for: Self.skillsPollInterval)
        } catch {
          return
        }
        let now = await Self.fingerprint(catalog)
        if now != known {
          known = now
          wake.yield(.skillsChanged)
        }
      }
    }
    defer { skillsWatcher.cancel() }
    var pacing: Task<Void, Never>?
    wake.yield(.changed)  // the first frame
    defer {
      reader.cancel()
      pacing?.cancel()
    }

    let view = TUIView()
    let writer = ScreenWriter(colorMode: ColorMode.detect(ProcessInfo.processInfo.environment))
    var state = TUIState()
    // The first screen shows what the agent can do; a session with a conversation folds it.
    state.abilitiesShown = bridge.events.isEmpty
    func panel() async -> AbilityPanel {
      await container.abilities(
        language: language, model: model.identifier,
        workspace: bridge.session?.workingDirectory ?? newWorkspace,
        mode: settings.permissionMode.rawValue)
    }
    var abilities = await panel()
    var wasRunning = false
    var decoder = KeyDecoder()
    var previous: CellGrid?
    var size = TerminalBackend.size()
    func values() -> FieldValueParser {
      FieldValueParser(
        dates: DateExpressionParser(now: clock.now(), timeZone: environment.timeZone))
    }

    let titler = BackgroundTitler(
      model: model, timeZone: environment.timeZone, now: { clock.now() })
    defer { titler.cancelAll() }
    var exitCode: Int32 = 0
    let clockNow = ContinuousClock()
    var lastFrame = clockNow.now - .seconds(1)
    var framePending = false
    loop: for await event in wakes {
      switch event {
      case .terminate(let signal):
        exitCode = 128 + signal
        break loop
      case .inputClosed:
        break loop
      case .skillsChanged:
        abilities = await panel()
      case .resize:
        size = TerminalBackend.size()
        previous = nil
      case .changed:
        // A burst of changes (a skill's progress flood) draws at most one frame per 16 ms.
        let due = lastFrame + Self.minimumFrameInterval
        if clockNow.now < due {
          framePending = true
          pacing = Task.detached {
            try? await Task.sleep(until: due, clock: .continuous)
            wake.yield(.changed)
          }
          continue loop
        }
      case .input(let bytes):
        for key in decoder.decode(bytes) {
          var snapshot = UISnapshot.from(bridge, model: model.identifier, language: language)
          snapshot.abilities = abilities
          let effects = TUIUpdate.handle(key, state: &state, snapshot: snapshot, values: values())
          for effect in effects {
            if case .quit = effect { break loop }
            if case .send(let text) = effect {
              titler.noteSent(in: bridge)
              if chosenLanguage == nil { language = UserLanguage.of(text) }
            }
            await perform(
              effect, bridge: bridge, state: &state, store: store, zone: environment.timeZone,
              checkpoints: container.stores.checkpoints)
          }
        }
      }
      if framePending {
        // Input or a resize draws now; the paced frame would only repeat it.
        pacing?.cancel()
        framePending = false
      }
      // After a run the skills may have changed (files, MCP tools): the panel follows.
      if wasRunning && !bridge.isRunning { abilities = await panel() }
      wasRunning = bridge.isRunning
      if !bridge.isRunning {
        if state.cancelling {
          state.cancelling = false
          state.notice = CLIText(language)(.cancelledNotice)
        }
        if !state.queued.isEmpty, bridge.pendingPermission == nil {
          bridge.sendMessage(state.queued.removeFirst())
        }
      }
      titler.update(bridge)
      // What the frame reads is tracked: the next change to any of it wakes the loop once.
      var snapshot = withObservationTracking {
        UISnapshot.from(bridge, model: model.identifier, language: language)
      } onChange: {
        wake.yield(.changed)
      }
      snapshot.abilities = abilities
      lastFrame = clockNow.now
      let (grid, cursor) = view.render(
        snapshot, state: state, width: size.width, height: size.height)
      var frame = writer.diff(from: previous, to: grid)
      if let cursor {
        frame += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
      } else {
        frame += "\u{1B}[?25l"
      }
      if !frame.isEmpty { backend.emit(frame) }
      previous = grid
    }
    bridge.cancel()
    await bridge.waitUntilIdle()
    await bridge.flush()
    await container.mcp?.stopAll()
    return exitCode
  }

  /// The shortest time between two frames drawn for bridge changes (60 per second).
  static let minimumFrameInterval = Duration.milliseconds(16)

  /// How often the skill folders are looked at for the first panel (`ASK_SKILLS_POLL_MS`
  /// overrides it, for tests).
  nonisolated static let skillsPollInterval: Duration = {
    let text = ProcessInfo.processInfo.environment["ASK_SKILLS_POLL_MS"] ?? ""
    let milliseconds = Int(text).map { min(max($0, 50), 60_000) } ?? 2_000
    return .milliseconds(milliseconds)
  }()

  /// What the skills declare now: their ids, names, levels and examples.
  nonisolated static func fingerprint(_ catalog: SkillCatalog) async -> [SkillDescriptor] {
    await catalog.known().registry.descriptors
  }

  /// `/undo [N]`: restores the files the newest N calls of this session changed; the notice
  /// says what happened to each.
  private static func undo(
    _ text: String, bridge: AgentBridge, checkpoints: any CheckpointStore
  ) async -> String {
    guard let session = bridge.session else { return "no session to undo in" }
    if bridge.isRunning { return "/undo waits for the run to end (Esc cancels it)" }
    let argument = text.dropFirst("/undo".count).trimmingCharacters(in: .whitespaces)
    guard let steps = argument.isEmpty ? 1 : Int(argument), steps >= 1 else {
      return "/undo takes a number of calls, e.g. /undo 2"
    }
    do {
      let outcomes = try await UndoCommand.undo(
        session: session, selection: .steps(steps), force: false, checkpoints: checkpoints)
      if outcomes.isEmpty { return "nothing to undo in this session" }
      return "↶ " + outcomes.map(\.detail).joined(separator: " · ")
    } catch {
      return "undo failed: \(error)"
    }
  }

  /// Runs a storage action; a failure is shown in the conversation, never swallowed.
  private static func visibly(
    _ bridge: AgentBridge, _ what: String, _ body: () async throws -> Void
  ) async {
    do {
      try await body()
    } catch {
      bridge.reportStorage("could not \(what): \(error)")
    }
  }

  private static func perform(
    _ effect: TUIEffect, bridge: AgentBridge, state: inout TUIState, store: any EventStore,
    zone: TimeZone, checkpoints: any CheckpointStore
  ) async {
    switch effect {
    case .send(let text) where text == "/undo" || text.hasPrefix("/undo "):
      state.notice = await undo(text, bridge: bridge, checkpoints: checkpoints)
    case .send(let text):
      let isFirst = bridge.events.isEmpty
      bridge.sendMessage(text)
      if isFirst {
        await visibly(bridge, "save the session title") {
          try await bridge.rename(to: TitleGenerator.fromRequest(text))
        }
      }
    case .cancel:
      if let id = state.focusedCard, bridge.toolCards[id]?.isFinished == false {
        bridge.cancelCall(id)
      } else {
        bridge.cancel()
      }
    case .quit:
      break
    case .newSession:
      await visibly(bridge, "start a new session") {
        try await bridge.newSession(
          workingDirectory: bridge.session?.workingDirectory
            ?? FileManager.default.currentDirectoryPath,
          model: bridge.session?.model ?? "offline")
      }
      state = TUIState()
    case .openPicker:
      var sessions: [SessionInfo] = []
      await visibly(bridge, "list the sessions") { sessions = try await store.sessions() }
      state.mode = .picker(
        sessions: sessions.map {
          PickerEntry(
            id: $0.id, title: $0.title,
            date: String(ISODateTime.string(from: $0.updatedAt, in: zone).prefix(16)),
            events: $0.eventCount)
        }, selected: 0)
    case .openSession(let id):
      await visibly(bridge, "open session \(id)") { try await bridge.open(id) }
      state = TUIState()
      state.abilitiesShown = bridge.events.isEmpty
    case .setPaused(let paused):
      bridge.setPaused(paused)
    case .loadOlder:
      if bridge.hasOlder {
        await visibly(bridge, "load older events") { try await bridge.loadOlder() }
      }
    case .jumpToLatest:
      if bridge.hasNewer {
        await visibly(bridge, "load the latest events") { try await bridge.jumpToLatest() }
      }
    case .answerPermission(let decision):
      bridge.answerPermission(decision)
    case .answerInput(let response):
      bridge.answerInput(response)
    case .toggleCard(let id):
      let card = bridge.toolCards[id]
      let current = state.expanded[id] ?? !(card?.isFinished ?? true)
      state.expanded[id] = !current
    }
  }
}
