import Foundation
import Synchronization

/// Standard input as an async sequence of lines, read on a thread of its own.
final class LineReader: Sendable {
  let lines: AsyncStream<String>
  private let started = Mutex(false)
  private let continuation: AsyncStream<String>.Continuation

  init() {
    (lines, continuation) = AsyncStream.makeStream(of: String.self)
  }

  /// Starts reading; the stream finishes at end of input.
  func start() {
    let alreadyStarted = started.withLock { value in
      defer { value = true }
      return value
    }
    guard !alreadyStarted else { return }
    let continuation = self.continuation
    let thread = Thread {
      while let line = readLine(strippingNewline: true) {
        continuation.yield(line)
      }
      continuation.finish()
    }
    thread.start()
  }
}

/// Hands out the lines of a `LineReader` one at a time to whoever asks next.
actor LineQueue {
  private var buffer: [String] = []
  private var waiters: [CheckedContinuation<String?, Never>] = []
  private var isClosed = false

  init(_ reader: LineReader) {
    reader.start()
    Task { [lines = reader.lines] in
      for await line in lines { await self.push(line) }
      await self.close()
    }
  }

  /// The next line, or nil at end of input.
  func next() async -> String? {
    if !buffer.isEmpty { return buffer.removeFirst() }
    if isClosed { return nil }
    return await withCheckedContinuation { waiters.append($0) }
  }

  private func push(_ line: String) {
    if waiters.isEmpty {
      buffer.append(line)
    } else {
      waiters.removeFirst().resume(returning: line)
    }
  }

  private func close() {
    isClosed = true
    for waiter in waiters { waiter.resume(returning: nil) }
    waiters = []
  }
}
