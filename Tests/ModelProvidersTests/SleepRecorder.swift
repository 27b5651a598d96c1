import Synchronization

/// Records the waits a retrying endpoint asked for, without waiting.
final class SleepRecorder: Sendable {
  private let recorded = Mutex<[Double]>([])

  var waits: [Double] { recorded.withLock { $0 } }

  func record(_ seconds: Double) {
    recorded.withLock { $0.append(seconds) }
  }
}
