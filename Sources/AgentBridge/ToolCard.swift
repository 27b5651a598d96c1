import AgentCore
import Foundation
import SkillKit

/// One tool call as a card: pending → running (step, fraction, elapsed) → a final state.
public struct ToolCard: Sendable, Hashable, Identifiable {
  /// Where a call is: waiting for the gate, running, or ended one of four ways.
  public enum Status: String, Sendable, Hashable {
    case pending, running, completed, failed, denied, cancelled
  }

  /// The tool-use id of the call.
  public var id: String
  /// The id of the skill called.
  public var skillID: String
  /// The skill's name as the user reads it.
  public var displayName: String
  /// The input the call runs with (the edited one, after an edit in the prompt).
  public var input: JSONValue
  /// Where the call is.
  public var status: Status
  /// The step the skill last reported (`writing the reminder`).
  public var step: String?
  /// How far the skill is, 0…1, when it reports it.
  public var fraction: Double?
  /// Seconds since the call started running.
  public var elapsedSeconds: Double
  /// Intermediate results the skill logged.
  public var logs: [String]
  /// The result's content once the call ended.
  public var output: String?
  /// The result's one-line summary once the call ended.
  public var summary: String?
  /// How long the call ran, once it ended.
  public var durationMs: Int?
  /// What went wrong and what to do, for a call that failed, was denied or cancelled.
  public var error: ErrorExplanation?
  /// Collapsed cards show one summary line; expanded ones the full detail.
  public var isExpanded: Bool
  /// The newest lines a running command printed (at most `maxOutputLines`), as they arrive.
  public var outputLines: [String] = []
  /// Lines printed in all, the ones no longer kept included.
  public var outputLineCount = 0
  /// The most lines of a command's live output a card keeps.
  public static let maxOutputLines = 200
  /// What the call will change (a file edit's diff), from its permission request.
  public var preview: SkillPreview?

  /// The card of a call the model just asked for: pending, with its input.
  public init(use: ToolUse) {
    id = use.id
    skillID = use.skillID
    displayName = use.displayName ?? use.skillID
    input = use.input
    status = .pending
    elapsedSeconds = 0
    logs = []
    isExpanded = true
  }

  /// The cards of the calls among `events`, each paired with its permission request and its
  /// result; a call already in `known` keeps that card (its live progress and output).
  public static func pair(_ events: some Sequence<TimelineEvent>, known: [String: ToolCard] = [:])
    -> [String: ToolCard]
  {
    var cards: [String: ToolCard] = [:]
    for event in events {
      switch event.kind {
      case .toolCall(let use): cards[use.id] = known[use.id] ?? ToolCard(use: use)
      case .permissionRequest(let request):
        if let preview = request.preview { cards[request.toolUseID]?.preview = preview }
      case .toolResult(let result):
        if cards[result.toolUseID]?.isFinished == false { cards[result.toolUseID]?.apply(result) }
      default: break
      }
    }
    return cards
  }

  /// Whether the card has reached its final state.
  public var isFinished: Bool {
    status != .pending && status != .running
  }

  mutating func apply(_ progress: ToolProgress) {
    guard !isFinished else { return }
    status = .running
    if let step = progress.step { self.step = step }
    // Clamped where it is kept: the card draws a bar of it (an integer count of cells).
    if let fraction = progress.fraction, !fraction.isNaN {
      self.fraction = min(max(fraction, 0), 1)
    }
    if let log = progress.log { logs.append(log) }
    elapsedSeconds = max(elapsedSeconds, progress.elapsedSeconds)
  }

  mutating func apply(_ output: LocalCommandOutput) {
    guard !isFinished else { return }
    status = .running
    outputLines.append(output.stream == "stderr" ? "! " + output.output : output.output)
    outputLineCount += 1
    if outputLines.count > Self.maxOutputLines {
      outputLines.removeFirst(outputLines.count - Self.maxOutputLines)
    }
  }

  mutating func apply(_ result: ToolResultEvent) {
    switch result.status {
    case .success: status = .completed
    case .error: status = .failed
    case .denied: status = .denied
    case .cancelled: status = .cancelled
    }
    output = result.content
    summary = result.summary
    durationMs = result.durationMs
    error = result.error
    isExpanded = false
  }

  /// A card left pending or running when its stream ended.
  mutating func finalize() {
    guard !isFinished else { return }
    status = .cancelled
    summary = "the run ended before this call finished"
    isExpanded = false
  }

  /// `0.2s`.
  public static func seconds(_ value: Double) -> String {
    String(format: "%.1fs", value)
  }
}
