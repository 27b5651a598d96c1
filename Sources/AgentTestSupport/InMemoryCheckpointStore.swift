import AgentCore
import Foundation
import Synchronization

/// Checkpoints in memory: the fake that passes the same conformance suite as SQLite's.
public final class InMemoryCheckpointStore: CheckpointStore {
  private let state = Mutex<(next: Int64, rows: [(FileCheckpoint, undone: Bool)])>((1, []))

  /// An empty store.
  public init() {}

  /// Keeps `checkpoint` with the next id, and returns the id.
  @discardableResult
  public func record(_ checkpoint: FileCheckpoint) async throws -> FileCheckpoint {
    state.withLock { state in
      var stored = checkpoint
      stored.id = state.next
      state.next += 1
      state.rows.append((stored, false))
      return stored
    }
  }

  /// The checkpoints of `session` not undone yet, newest first.
  public func pending(session: String) async throws -> [FileCheckpoint] {
    state.withLock { state in
      state.rows.filter { $0.0.sessionID == session && !$0.undone }.map(\.0).reversed()
    }
  }

  /// The session with the newest checkpoint not undone yet.
  public func latestPendingSession() async throws -> String? {
    state.withLock { state in state.rows.last { !$0.undone }?.0.sessionID }
  }

  /// Marks the checkpoints `ids` as undone at `date`.
  public func markUndone(_ ids: [Int64], at date: Date) async throws {
    let wanted = Set(ids)
    state.withLock { state in
      for index in state.rows.indices where wanted.contains(state.rows[index].0.id) {
        state.rows[index].undone = true
      }
    }
  }
}
