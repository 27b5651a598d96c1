import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Tells whether anything may have changed in the skill folders since the last look, for the
/// price of one non-blocking read: inotify on Linux (each folder and each SKILL.md folder is
/// watched; a folder that does not exist yet is looked for by one `stat`). Elsewhere, and
/// when inotify is unavailable, it always says "maybe" and the caller compares stamps.
final class FolderWatch: Sendable {
  private struct State {
    var descriptor: Int32 = -1
    var watched: Set<String> = []
    var missing: Set<String> = []
  }

  private let state = Mutex(State())

  init() {
    #if os(Linux)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      state.withLock { $0.descriptor = descriptor }
    #endif
  }

  deinit {
    state.withLock { if $0.descriptor >= 0 { close($0.descriptor) } }
  }

  /// Watches `folders` and their SKILL.md subfolders (after a full scan found them).
  func watch(_ folders: [String], subfolders: [String]) {
    #if os(Linux)
      state.withLock { state in
        guard state.descriptor >= 0 else { return }
        state.missing = []
        let mask = UInt32(
          IN_CREATE | IN_DELETE | IN_MODIFY | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE
            | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
        for path in folders + subfolders where !state.watched.contains(path) {
          if inotify_add_watch(state.descriptor, path, mask) >= 0 {
            state.watched.insert(path)
          } else if folders.contains(path) {
            state.missing.insert(path)
          }
        }
      }
    #endif
  }

  /// False only when nothing can have changed since the last call.
  func mayHaveChanged() -> Bool {
    #if os(Linux)
      return state.withLock { state in
        guard state.descriptor >= 0 else { return true }
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
          let count = buffer.withUnsafeMutableBytes {
            read(state.descriptor, $0.baseAddress, $0.count)
          }
          if count > 0 {
            changed = true
            continue
          }
          if count < 0 && errno == EINTR { continue }
          break
        }
        for path in state.missing where access(path, F_OK) == 0 { changed = true }
        // A watch whose folder went away is dropped by the kernel: rebuild them after a change.
        if changed { state.watched = [] }
        return changed
      }
    #else
      return true
    #endif
  }
}
