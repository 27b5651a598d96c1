import Foundation
import SkillKit

/// One skill call as the audit log keeps it.
public struct AuditEntry: Sendable, Hashable {
  /// The session the call was in.
  public var sessionID: String
  /// The call's tool-use id.
  public var toolUseID: String
  /// The skill called.
  public var skillID: String
  /// The validated input as the model sent it, secret fields redacted.
  public var input: JSONValue
  /// The input after the user edited it in the prompt, if they did (redacted too).
  public var editedInput: JSONValue?
  /// allow_once, allow_session, allow_always, deny, deny_and_stop.
  public var decision: String
  /// The step of the gate that decided.
  public var decidedBy: DecisionStep?
  /// Why the gate decided so, in English.
  public var reason: String
  /// When the call was decided and started.
  public var startedAt: Date
  /// When it ended (the start, for a call still running or never run).
  public var endedAt: Date
  /// How long it ran.
  public var durationMs: Int
  /// success, error, denied or cancelled.
  public var outcome: ToolResultStatus
  /// The error of a call that failed.
  public var error: String?
  /// False for a call whose start was recorded and whose end never was: the process died
  /// while it ran, so it may have had its effect.
  public var finished: Bool
  /// The user's request the call answered (nil in rows older than schema 5).
  public var request: String?
  /// The sandbox the call's process ran under (`workspace: workspace writable, no network`,
  /// `off`); nil for a skill that starts no process, and in rows older than schema 7.
  public var sandbox: String?

  /// One audit row.
  public init(
    sessionID: String, toolUseID: String, skillID: String, input: JSONValue,
    editedInput: JSONValue?, decision: String, decidedBy: DecisionStep?, reason: String,
    startedAt: Date, endedAt: Date, durationMs: Int, outcome: ToolResultStatus, error: String?,
    finished: Bool = true, request: String? = nil, sandbox: String? = nil
  ) {
    self.request = request
    self.sandbox = sandbox
    self.finished = finished
    self.sessionID = sessionID
    self.toolUseID = toolUseID
    self.skillID = skillID
    self.input = input
    self.editedInput = editedInput
    self.decision = decision
    self.decidedBy = decidedBy
    self.reason = reason
    self.startedAt = startedAt
    self.endedAt = endedAt
    self.durationMs = durationMs
    self.outcome = outcome
    self.error = error
  }

  /// A stored input read back; one that no longer parses is shown as such, never as empty.
  public static func storedInput(_ text: String) -> JSONValue {
    do {
      return try JSONValue.parse(text)
    } catch {
      return ["unreadable_stored_input": .string(String(text.prefix(200)))]
    }
  }

  /// `input` with the values of secret fields replaced by `[redacted]`.
  public static func redacted(_ input: JSONValue, skill: SkillDescriptor?) -> JSONValue {
    guard var members = input.objectValue, let skill else { return input }
    for field in skill.inputFields where field.isSecret && members[field.name] != nil {
      members[field.name] = "[redacted]"
    }
    return .object(members)
  }
}

/// Where audit entries go (SQLite in the app, memory in tests).
///
/// A call is recorded twice: its start, durably and before its skill can have any effect
/// (a failure there stops the call), and its end, which completes that row. A crash between
/// the two leaves a start row: the call may have run.
public protocol AuditSink: Sendable {
  /// Start rows for calls about to run, in one transaction; a handle per entry, in order.
  func recordStarts(_ entries: [AuditEntry]) async throws -> [Int64]
  /// Final rows, in one transaction: an entry with a handle completes its start row, one
  /// without (a call that never started: denied, invalid, cancelled) is a new row.
  func recordFinished(_ entries: [(handle: Int64?, entry: AuditEntry)]) async throws
  /// Tool-use ids of `session` whose start was recorded and whose end never was.
  func unfinishedCalls(session: String) async throws -> Set<String>
}
