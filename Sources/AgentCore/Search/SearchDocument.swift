import Foundation
import SkillKit

/// The searchable text of one event: what the person said, the assistant's answer, a tool
/// call's input and a tool result. Every store indexes exactly these, so a search finds the
/// same events in each; other kinds (progress, prompts, stage changes) are not searched.
public struct SearchDocument: Sendable, Hashable {
  /// Where in the event the text is.
  public enum Field: String, Sendable, Hashable, CaseIterable {
    case user
    case assistant
    case toolInput = "tool_input"
    case toolResult = "tool_result"
  }

  /// The longest text indexed per event, in characters: a search finds words within the
  /// first 16,384 characters of a long tool result.
  public static let maxCharacters = 16_384

  /// The event's sequence number.
  public var sequence: Int64
  /// Which part of the event.
  public var field: Field
  /// The skill of a tool call or result.
  public var skill: String?
  /// The text, at most `maxCharacters`.
  public var body: String

  /// A document.
  public init(sequence: Int64, field: Field, skill: String?, body: String) {
    self.sequence = sequence
    self.field = field
    self.skill = skill
    self.body = body
  }

  /// The searchable text of `event`; nil for kinds that are not searched or carry no text.
  public init?(_ event: TimelineEvent) {
    let field: Field
    var skill: String?
    let text: String
    switch event.kind {
    case .user(let said):
      (field, text) = (.user, said)
    case .assistant(let turn):
      (field, text) = (.assistant, turn.text)
    case .toolCall(let use):
      (field, skill, text) = (.toolInput, use.skillID, Self.inputText(use.input))
    case .toolResult(let result):
      var said = result.content
      if said.isEmpty || (result.status != .success && !result.summary.isEmpty) {
        said = [result.summary, said].filter { !$0.isEmpty }.joined(separator: "\n")
      }
      (field, skill, text) = (.toolResult, result.skillID, said)
    default:
      return nil
    }
    guard text.contains(where: { !$0.isWhitespace }) else { return nil }
    self.init(
      sequence: event.sequence, field: field, skill: skill,
      body: String(text.prefix(Self.maxCharacters)))
  }

  /// A call's input as people read it: `name: value` per field, nested values as JSON.
  static func inputText(_ input: JSONValue) -> String {
    guard case .object(let fields) = input else { return input.jsonString }
    return fields.keys.sorted().map { key -> String in
      let value = fields[key] ?? .null
      if case .string(let text) = value { return "\(key): \(text)" }
      return "\(key): \(value.jsonString)"
    }.joined(separator: "\n")
  }
}

/// One indexed event a store found for a query, before it is ranked.
public struct SearchCandidate: Sendable, Hashable {
  /// The session it is in.
  public var session: String
  /// The document: sequence, field, skill and text.
  public var document: SearchDocument
  /// When the event happened.
  public var timestamp: Date

  /// A candidate.
  public init(session: String, document: SearchDocument, timestamp: Date) {
    self.session = session
    self.document = document
    self.timestamp = timestamp
  }
}

/// What a store found: candidates newest first, and whether it stopped at its bound.
public struct SearchCandidates: Sendable, Hashable {
  /// The candidates, newest first.
  public var candidates: [SearchCandidate]
  /// True when more events match than the store read.
  public var capped: Bool

  /// Candidates found.
  public init(_ candidates: [SearchCandidate], capped: Bool) {
    self.candidates = candidates
    self.capped = capped
  }
}
