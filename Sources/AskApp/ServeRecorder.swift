import AgentBridge
import AgentCore
import AgentRuntime

/// The serve session's recorder, shared by calls that run at once: one task owns it and
/// records the messages in the order they were handed over.
final class ServeRecorder: Sendable {
  let sessionID: String
  private let queue: AsyncStream<AgentMessage>.Continuation
  private let writer: Task<Bool, Never>

  init(_ recorder: sending SessionRecorder, clock: SystemClock) {
    sessionID = recorder.session.id
    let (messages, queue) = AsyncStream.makeStream(of: AgentMessage.self)
    self.queue = queue
    writer = Task {
      var recorder = recorder
      for await message in messages { await recorder.record(message, at: clock.now()) }
      return await recorder.finish()
    }
  }

  func record(_ message: AgentMessage) { queue.yield(message) }

  /// Writes what is left and marks the session idle; false when something was not saved.
  func finish() async -> Bool {
    queue.finish()
    return await writer.value
  }
}
