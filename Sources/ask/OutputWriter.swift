import Foundation
import Synchronization

/// Writes whole lines to stdout from any thread, flushing each so pipes see them at once.
final class OutputWriter: Sendable {
  private let lock = Mutex(())

  /// Writes `text` as is.
  func write(_ text: String) {
    lock.withLock { _ in
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }

  /// Writes `text` and a newline.
  func line(_ text: String) {
    write(text + "\n")
  }
}
