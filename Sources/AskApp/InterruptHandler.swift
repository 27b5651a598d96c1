import Foundation
import ProcessRunner
import Synchronization

/// Turns Ctrl-C into a cancelled run; a second Ctrl-C exits at once.
final class InterruptHandler {
  private let observation: ProcessSignals.Observation

  init(onInterrupt: @escaping @Sendable () -> Void) {
    let count = Counter()
    observation = ProcessSignals.observe([SIGINT]) { _ in
      if count.increment() > 1 { exit(130) }
      onInterrupt()
    }
  }

  func stop() {
    ProcessSignals.stop(observation)
  }
}
