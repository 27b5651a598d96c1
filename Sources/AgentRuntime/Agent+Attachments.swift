import AgentCore
import Foundation
import SkillKit

/// `@mcp://SERVER/URI` in a request: each resource is read by a call of the server's reader
/// skill — through the gate (a deny rule holds, an ask asks), shown as a card, audited —
/// before anything is sent, and its text goes to the model with the request. An attachment
/// that is not read ends the run: the request is never sent without what it names.
extension Agent {
  /// The most characters of attached text one request carries.
  static let maxAttachedText = 256 * 1024
  /// The most characters of one attachment shown before the request is sent.
  static let shownAttachment = 2000

  /// The request with its attachments, or how the run ends without being sent.
  enum Attached {
    case text(String)
    case stopped(RunState.Outcome)
  }

  func attach(to request: String, state: inout RunState, emitter: RunEmitter) async
    -> Attached
  {
    let mentions = AttachmentMention.all(in: request)
    guard let source = configuration.attachments, !mentions.isEmpty else {
      return .text(request)
    }
    guard mentions.count <= AttachmentMention.maxPerRequest else {
      return .stopped(
        .failed(
          .invalidInput(
            skill: "@mcp://",
            violations: ["at most \(AttachmentMention.maxPerRequest) attachments a request"]),
          .errorDuringExecution))
    }
    await refreshSkills(emitter: emitter)
    var calls: [ToolCall] = []
    for (index, mention) in mentions.enumerated() {
      guard let skill = await source.readerSkill(server: mention.server) else {
        return .stopped(
          .failed(
            .invalidInput(
              skill: "@\(mention.reference)",
              violations: [
                "MCP server \(mention.server) is not configured or offers no resources to attach"
              ]), .errorDuringExecution))
      }
      calls.append(
        ToolCall(id: "attach_\(index + 1)", name: skill, input: ["uri": .string(mention.uri)]))
    }
    // The stages a model's call passes through: what is understood, which skill does it.
    emitter.enter(.parsingIntent)
    emitter.enter(
      .matchingSkill(
        candidates: Array(Set(calls.map(\.name))).sorted().prefix(3).map { id in
          SkillCandidate(
            skillID: id,
            displayName: registry.skill(id)?.descriptor.displayName(in: state.language.rawValue)
              ?? id, score: 1, matchedTerms: [])
        }))
    let batch = await handleCalls(calls, language: state.language, emitter: emitter)
    state.results += batch.results
    state.calledSkills += calls.map(\.name)
    if batch.stopRequested || Task.isCancelled { return .stopped(.cancelled) }
    var text = request
    var attached = 0
    for (mention, result) in zip(mentions, batch.results) {
      guard result.status == .success else {
        let error: AgentError =
          result.status == .denied
          ? .permissionDenied(
            skill: result.skillID,
            message: "@\(mention.reference) was not attached: \(result.content)")
          : .skillFailed(
            skill: result.skillID,
            message: "@\(mention.reference) was not attached: \(result.content)")
        return .stopped(.failed(error, .errorDuringExecution))
      }
      attached += result.content.count
      guard attached <= Self.maxAttachedText else {
        return .stopped(
          .failed(
            .invalidInput(
              skill: "@\(mention.reference)",
              violations: ["the attachments are over \(Self.maxAttachedText) characters"]),
            .errorDuringExecution))
      }
      text += "\n\n<attachment uri=\"\(mention.reference)\">\n\(result.content)\n</attachment>"
      // What goes to the model is shown first (its start, for a long one).
      let shown =
        result.content.count <= Self.shownAttachment
        ? result.content
        : String(result.content.prefix(Self.shownAttachment))
          + "\n… (\(result.content.count - Self.shownAttachment) more characters are sent)"
      emitter.emit(
        .localCommandOutput(LocalCommandOutput(command: "@\(mention.reference)", output: shown)))
    }
    return .text(text)
  }
}
