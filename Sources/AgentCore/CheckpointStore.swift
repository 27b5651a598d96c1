import Foundation

/// The previous state of one file a skill changed, kept so that `ask undo` can restore it.
public struct FileCheckpoint: Sendable, Hashable {
  /// Store-assigned, increasing in the order the changes were made; 0 before it is stored.
  public var id: Int64
  /// The session the change was made in.
  public var sessionID: String
  /// The run of the session the call was in (call ids repeat across runs).
  public var runID: String
  /// The call that made the change.
  public var toolUseID: String
  /// The skill that made the change.
  public var skillID: String
  /// The resolved absolute path.
  public var path: String
  /// The content before the change; nil when the file did not exist.
  public var previous: [UInt8]?
  /// `FileFingerprint` of what the change left: undo refuses to overwrite anything else.
  public var after: String
  /// When the change was made.
  public var createdAt: Date

  /// A checkpoint of one file before one call changed it.
  public init(
    id: Int64 = 0, sessionID: String, runID: String = "", toolUseID: String, skillID: String,
    path: String, previous: [UInt8]?, after: String, createdAt: Date
  ) {
    self.id = id
    self.runID = runID
    self.sessionID = sessionID
    self.toolUseID = toolUseID
    self.skillID = skillID
    self.path = path
    self.previous = previous
    self.after = after
    self.createdAt = createdAt
  }
}

extension FileCheckpoint {
  /// The call that made the change, unique within the session.
  public var callKey: String { runID + "/" + toolUseID }
}

/// Where checkpoints are kept: durably, before the change they protect is made.
public protocol CheckpointStore: Sendable {
  /// Stores `checkpoint`; returns it with its id.
  @discardableResult
  func record(_ checkpoint: FileCheckpoint) async throws -> FileCheckpoint
  /// The checkpoints of `session` not yet undone, newest first.
  func pending(session: String) async throws -> [FileCheckpoint]
  /// The session of the newest checkpoint not yet undone: what `ask undo` works on by default.
  func latestPendingSession() async throws -> String?
  /// Marks checkpoints as undone (they are not offered again).
  func markUndone(_ ids: [Int64], at date: Date) async throws
}
