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
    /// What the MCP servers offer to attach came back (asked at the first `@`, in the
    /// background: typing goes on while servers start); `complete`: a Tab waits for it.
    case attachables([String], complete: Bool)
  }

  /// What `run` opens before the screen starts: the settings, the store and skills, the model
  /// and the bridge with its session.
  private struct Opened {
    let settings: ModelSettings
    let container: AppContainer
    let model: any LanguageModel
    /// The workspace a new session starts in.
    let newWorkspace: String
    let clock: SystemClock
    let bridge: AgentBridge
  }

  static func run(_ options: RunOptions, environment: AskEnvironment) async -> Int32 {
    // --lang, ASK_LANG or the locale; when none chooses, each request's language does.
    let chosenLanguage = environment.language(option: options.language)
    let opened: Opened
    do {
      opened = try await open(options, environment: environment)
    } catch {
      return Failure.report(
        error, language: chosenLanguage ?? .english, json: false, output: OutputWriter())
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
    let skillsWatcher = watchSkills(
      opened.container.catalog, every: skillsPollInterval(environment), wake: wake)
    defer {
      skillsWatcher.cancel()
      reader.cancel()
    }
    wake.yield(.changed)  // the first frame
    let exitCode = await loop(
      wakes, wake: wake, opened: opened, backend: backend, chosenLanguage: chosenLanguage,
      environment: environment)
    opened.bridge.cancel()
    await opened.bridge.waitUntilIdle()
    await opened.bridge.flush()
    await opened.container.mcp?.stopAll()
    return exitCode
  }

  /// Prepares the settings, store, skills and model, and opens the session the options name
  /// (`--resume`, `--continue`) or a new one.
  private static func open(_ options: RunOptions, environment: AskEnvironment) async throws
    -> Opened
  {
    let setup = try RunSetup.prepare(options, environment: environment)
    let (settings, container) = (setup.settings, setup.container)
    let model = try await PlannerLearning.apply(to: setup.model, container)
    let chosenWorkspace = try options.workspace.map { try AppContainer.workspace($0) }
    let newWorkspace = chosenWorkspace ?? FileManager.default.currentDirectoryPath
    // Eager: every server starts now, in parallel, before the first request.
    if options.mcpEager { _ = await container.mcp?.status() }
    let clock = environment.clock
    let store = container.stores.events
    let bridge = AgentBridge(store: store, clock: clock) { session in
      container.agent(
        options: options, model: model, mode: settings.permissionMode, sessionID: session.id,
        workspace: chosenWorkspace ?? session.workingDirectory)
    }
    if let id = options.resume {
      try await bridge.open(id)
    } else if options.continueLatest, let latest = try await store.sessions().first {
      try await bridge.open(latest.id)
    } else {
      let language = environment.language(option: options.language) ?? .english
      try await bridge.newSession(
        title: FaceWords.wording(.untitledSession, language), workingDirectory: newWorkspace,
        model: model.identifier)
    }
    return Opened(
      settings: settings, container: container, model: model, newWorkspace: newWorkspace,
      clock: clock, bridge: bridge)
  }

  /// Idle means asleep: the loop wakes only for input, a resize, a signal, a change the
  /// bridge reports through observation, or a change of the skills — there is no frame tick.
  /// The skill folders are looked at every `skillsPollInterval` (a stat per folder) and the
  /// loop is woken only when what they declare changed.
  private static func watchSkills(
    _ catalog: SkillCatalog, every interval: Duration, wake: AsyncStream<Wake>.Continuation
  ) -> Task<Void, Never> {
    Task.detached {
      var known = await Self.fingerprint(catalog)
      while !Task.isCancelled {
        do {
          try await Task.sleep(for: interval)
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
  }

  /// Reads the wakes until the person quits, input ends or a signal arrives, and returns the
  /// exit code: each wake updates the state and draws the frame that changed.
  private static func loop(
    _ wakes: AsyncStream<Wake>, wake: AsyncStream<Wake>.Continuation, opened: Opened,
    backend: TerminalBackend, chosenLanguage: UserLanguage?, environment: AskEnvironment
  ) async -> Int32 {
    let (bridge, model, container) = (opened.bridge, opened.model, opened.container)
    var language = chosenLanguage ?? .english
    let screen = TerminalScreen(
      backend: backend, colorMode: ColorMode.detect(environment.variables))
    var state = TUIState()
    // The first screen shows what the agent can do; a session with a conversation folds it.
    state.abilitiesShown = bridge.events.isEmpty
    func panel() async -> AbilityPanel {
      await container.abilities(
        language: language, model: model.identifier,
        workspace: bridge.session?.workingDirectory ?? opened.newWorkspace,
        mode: opened.settings.permissionMode.rawValue)
    }
    var abilities = await panel()
    var wasRunning = false
    var decoder = KeyDecoder()
    let titler = BackgroundTitler(
      model: model, timeZone: environment.timeZone, now: { opened.clock.now() })
    defer { titler.cancelAll() }
    var pacer = FramePacer(wake: wake, changed: Wake.changed, clock: opened.clock)
    defer { pacer.cancel() }
    // Asking the servers what they offer runs beside the loop; a Tab meanwhile waits for it.
    var listing: Task<Void, Never>?
    var completeWhenListed = false
    defer { listing?.cancel() }
    loop: for await event in wakes {
      switch event {
      case .attachables(let choices, let complete):
        listing = nil
        state.attachables = choices
        if complete || completeWhenListed {
          _ = AttachmentCompletion.complete(&state, choices: choices)
        }
        completeWhenListed = false
      case .terminate(let signal):
        return 128 + signal
      case .inputClosed:
        return 0
      case .skillsChanged:
        abilities = await panel()
      case .resize:
        screen.resize()
      case .changed:
        if pacer.postpone() { continue loop }
      case .input(let bytes):
        for key in decoder.decode(bytes) {
          var snapshot = UISnapshot.from(
            bridge, model: model.identifier, language: language, timeZone: environment.timeZone)
          snapshot.abilities = abilities
          snapshot.sandbox = container.sandbox.mode
          let values = FieldValueParser(
            dates: DateExpressionParser(now: opened.clock.now(), timeZone: environment.timeZone))
          let effects = TUIUpdate.handle(key, state: &state, snapshot: snapshot, values: values)
          for effect in effects {
            if case .quit = effect { return 0 }
            if case .send(let text) = effect {
              titler.noteSent(in: bridge)
              if chosenLanguage == nil { language = UserLanguage.of(text) }
            }
            if case .listAttachables(let complete) = effect {
              completeWhenListed = completeWhenListed || complete
              if listing == nil {
                let hub = container.mcp
                listing = Task {
                  let choices = await attachables(hub, bridge: bridge)
                  wake.yield(.attachables(choices, complete: false))
                }
              }
              continue
            }
            await perform(
              effect, bridge: bridge, state: &state, store: container.stores.events,
              zone: environment.timeZone, checkpoints: container.stores.checkpoints,
              language: language)
          }
        }
      }
      // Input or a resize draws now; a paced frame would only repeat it.
      pacer.drawing()
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
        UISnapshot.from(
          bridge, model: model.identifier, language: language, timeZone: environment.timeZone)
      } onChange: {
        wake.yield(.changed)
      }
      snapshot.abilities = abilities
      snapshot.sandbox = container.sandbox.mode
      screen.draw(snapshot, state: state)
    }
    return 0
  }

  /// The shortest time between two frames drawn for bridge changes (60 per second).
  static let minimumFrameInterval = Duration.milliseconds(16)

  /// How often the skill folders are looked at for the first panel (`ASK_SKILLS_POLL_MS`
  /// overrides it, for tests).
  nonisolated static func skillsPollInterval(_ environment: AskEnvironment) -> Duration {
    let text = environment.variables["ASK_SKILLS_POLL_MS"] ?? ""
    let milliseconds = Int(text).map { min(max($0, 50), 60_000) } ?? 2_000
    return .milliseconds(milliseconds)
  }

  /// What the skills declare now: their ids, names, levels and examples.
  nonisolated static func fingerprint(_ catalog: SkillCatalog) async -> [SkillDescriptor] {
    await catalog.known().registry.descriptors
  }
}
