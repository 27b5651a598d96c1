import Foundation

/// A serial executor on a thread of its own: an actor on it may block in a network call
/// (libpq waits on its socket) without holding one of the few threads Swift concurrency
/// shares among every task.
final class ThreadExecutor: SerialExecutor, @unchecked Sendable {
  // @unchecked: `jobs` and `stopped` are guarded by `condition`.
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var stopped = false

  /// Starts the thread, named `name` (it shows in a debugger and in `top -H`).
  init(name: String) {
    // The thread holds the executor until `stop()`: the actor that owns it stops it in deinit.
    let thread = Thread { self.run() }
    thread.name = name
    thread.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }

  /// Ends the thread once the jobs already queued have run.
  func stop() {
    condition.lock()
    stopped = true
    condition.signal()
    condition.unlock()
  }

  private func run() {
    while true {
      condition.lock()
      while jobs.isEmpty && !stopped { condition.wait() }
      let batch = jobs
      jobs = []
      let done = stopped && batch.isEmpty
      condition.unlock()
      if done { return }
      for job in batch { job.runSynchronously(on: asUnownedSerialExecutor()) }
    }
  }
}
