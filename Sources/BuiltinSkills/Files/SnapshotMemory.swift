import Synchronization

/// The workspace as a skill's last command left it, with the bytes of its unchanged files:
/// shared by the skill's copies (a skill is a value), so the next snapshot reads only what
/// changed since.
final class SnapshotMemory: Sendable {
  let value = Mutex<WorkspaceSnapshot?>(nil)
}
