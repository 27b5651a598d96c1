import AgentBridge
import AgentCore
import Foundation

/// Asks the model for a session title in the terminal UI, in the background: only after a
/// session's first exchange succeeded in this process, once per session, bounded by
/// `TitleGenerator`'s deadline, and cancelled — never waited for — when the UI quits.
@MainActor
final class BackgroundTitler {
  private let model: any LanguageModel
  private let timeZone: TimeZone
  private let now: @Sendable () -> Date
  /// Sessions a request was sent in here, and those already titled (or being titled).
  private var sentIn: Set<String> = []
  private var handled: Set<String> = []
  private var tasks: [Task<Void, Never>] = []

  init(model: any LanguageModel, timeZone: TimeZone, now: @escaping @Sendable () -> Date) {
    self.model = model
    self.timeZone = timeZone
    self.now = now
  }

  /// A request was sent in the bridge's current session.
  func noteSent(in bridge: AgentBridge) {
    if let id = bridge.session?.id { sentIn.insert(id) }
  }

  /// Starts a title request when the current session's first exchange has just succeeded.
  func update(_ bridge: AgentBridge) {
    guard !bridge.isRunning, let session = bridge.session, sentIn.contains(session.id),
      !handled.contains(session.id), model.identifier != "offline"
    else { return }
    var request: String?
    var outcome: RunResult?
    for event in bridge.events {
      switch event.kind {
      case .user(let text) where request == nil: request = text
      case .result(let result) where outcome == nil: outcome = result
      default: break
      }
    }
    guard let request, let outcome else { return }
    handled.insert(session.id)
    // Only a run that worked, and only while the title is still the request's own words.
    guard outcome.subtype == .success, session.title == TitleGenerator.fromRequest(request)
    else { return }
    let (model, timeZone, now) = (self.model, self.timeZone, self.now())
    let id = session.id
    tasks.append(
      Task { [weak bridge] in
        let title = await TitleGenerator.title(
          request: request, answer: outcome.text, model: model, now: now, timeZone: timeZone)
        guard !Task.isCancelled, let bridge, bridge.session?.id == id,
          title != TitleGenerator.fromRequest(request)
        else { return }
        do {
          try await bridge.rename(to: title)
        } catch {
          bridge.reportStorage("could not save the session title: \(error)")
        }
      })
  }

  /// Ends every title request at once.
  func cancelAll() {
    for task in tasks { task.cancel() }
    tasks = []
  }
}
