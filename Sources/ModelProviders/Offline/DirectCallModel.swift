import AgentCore
import Foundation
import SkillKit

/// `ask call`: a "model" that makes exactly one call — the skill and input it was given —
/// and then answers with that call's result. The call takes the same path as any model's:
/// validation, forms for missing fields, the permission gate, progress, audit, the session.
public struct DirectCallModel: LanguageModel {
  /// The skill it calls.
  public let skillID: String
  /// The input it calls it with.
  public let input: JSONValue
  /// What the call's id starts with: runs that share a session (`ask mcp serve`) each give
  /// their own, so no two calls in one session have the same id.
  public let callPrefix: String
  /// `direct`.
  public var identifier: String { "direct" }
  /// It calls the skill it was given: no tools to choose.
  public var ranksToolsItself: Bool { true }

  /// A model that calls `skillID` with `input` once, then reports the result.
  public init(skillID: String, input: JSONValue, callPrefix: String = DirectCallModel.callID) {
    self.skillID = skillID
    self.input = input
    self.callPrefix = callPrefix
  }

  /// The call's id: one call per run, so one id per session run is enough.
  public static let callID = "call_direct_1"

  /// The first turn calls the skill with the input; the next answers with that call's result.
  public func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
    AsyncThrowingStream { continuation in
      let results = request.messages.last?.content.compactMap { block -> ToolResultBlock? in
        if case .toolResult(let result) = block { return result }
        return nil
      }
      if let result = results?.first {
        // The answer is the result, as the skill (or the gate) said it.
        let text =
          result.status == .success
          ? result.content : "\(result.status.rawValue): \(result.content)"
        continuation.yield(.textDelta(text))
        continuation.yield(.stop(.endTurn))
      } else {
        let id = "\(callPrefix)_\(request.messages.count)"
        continuation.yield(.toolCallStart(id: id, name: skillID))
        continuation.yield(.toolCallArgumentsDelta(id: id, fragment: input.jsonString))
        continuation.yield(.toolCallEnd(id: id))
        continuation.yield(.stop(.toolUse))
      }
      continuation.finish()
    }
  }
}
