import AgentCore
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif

/// Writes whole lines to stdout from any thread, each at once so pipes see them.
///
/// A reader that goes away (`ask --json … | head`) is a broken pipe, not a crash: output after
/// it is dropped and `onBrokenPipe` runs once, so the run can be cancelled and recorded.
final class OutputWriter: Sendable {
  private let state = Mutex<(broken: Bool, onBroken: (@Sendable () -> Void)?)>((false, nil))
  private let descriptor: Int32

  init(descriptor: Int32 = 1) {
    self.descriptor = descriptor
  }

  /// What to do when the reader of stdout goes away (runs at most once).
  func onBrokenPipe(_ action: @escaping @Sendable () -> Void) {
    let runNow = state.withLock { state -> Bool in
      state.onBroken = action
      return state.broken
    }
    if runNow { action() }
  }

  /// True once stdout's reader went away.
  var isBroken: Bool { state.withLock { $0.broken } }

  /// Writes `text` with every control character made visible (`ESC` → `␛`): whatever a model,
  /// skill or server said can never drive the terminal. `ask` writes no escape sequences of
  /// its own in line mode; NDJSON lines are JSON and escape controls themselves.
  func write(_ text: String) {
    writeRaw(VisibleText.escaped(text))
  }

  /// Writes `text` exactly (for output that is already safe).
  func writeRaw(_ text: String) {
    let failed: (@Sendable () -> Void)?? = state.withLock { state in
      guard !state.broken else { return .none }
      var bytes = Array(text.utf8)
      var offset = 0
      while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes {
          systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset)
        }
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          state.broken = true
          return .some(state.onBroken)
        }
      }
      return .none
    }
    if case .some(let action) = failed { action?() }
  }

  /// Writes `text` and a newline.
  func line(_ text: String) {
    write(text + "\n")
  }

  /// Writes to stderr with controls made visible, like `write`.
  static func error(_ text: String) {
    FileHandle.standardError.write(Data(VisibleText.escaped(text).utf8))
  }
}
