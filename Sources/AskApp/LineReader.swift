import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line of standard input, or one that broke the size limit (its bytes were dropped).
enum StdinLine: Sendable, Hashable {
  case text(String)
  case tooLong(bytes: Int)
}

/// Standard input as an async sequence of lines, read with `read(2)` on a thread of its own.
///
/// A line may be at most `maxLineBytes`; a longer one is read to its end, dropped, and
/// handed out as `.tooLong` so memory stays bounded whatever arrives. `caughtUp` is true
/// once everything that was already written to stdin has been read.
final class LineReader: Sendable {
  static let defaultMaxLineBytes = 1 << 20
  let lines: AsyncStream<StdinLine>
  let maxLineBytes: Int
  private let started = Mutex(false)
  private let state = Mutex<
    (caughtUp: Bool, yielded: Int, waiters: [CheckedContinuation<Void, Never>])
  >((false, 0, []))
  private let continuation: AsyncStream<StdinLine>.Continuation
  private let descriptor: Int32

  init(descriptor: Int32 = 0, maxLineBytes: Int = LineReader.defaultMaxLineBytes) {
    self.descriptor = descriptor
    self.maxLineBytes = maxLineBytes
    (lines, continuation) = AsyncStream.makeStream(of: StdinLine.self)
  }

  /// Starts reading; the stream finishes at end of input.
  func start() {
    let alreadyStarted = started.withLock { value in
      defer { value = true }
      return value
    }
    guard !alreadyStarted else { return }
    let thread = Thread { [self] in readToEnd() }
    thread.stackSize = 256 * 1024
    thread.start()
  }

  /// Lines handed to `lines` so far.
  var linesYielded: Int { state.withLock { $0.yielded } }

  /// Waits until what stdin held when `ask` started has been read, or `timeout` passed.
  func waitUntilCaughtUp(timeout: Duration) async {
    let done = Task {
      await withCheckedContinuation { continuation in
        let now = state.withLock { state -> Bool in
          if state.caughtUp { return true }
          state.waiters.append(continuation)
          return false
        }
        if now { continuation.resume() }
      }
    }
    let timer = Task {
      try? await Task.sleep(for: timeout)
      markCaughtUp()
    }
    await done.value
    timer.cancel()
  }

  private func markCaughtUp() {
    let waiters = state.withLock { state in
      state.caughtUp = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// True when a read would not block now.
  private func hasPendingInput() -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) > 0
  }

  private func readToEnd() {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var line: [UInt8] = []
    var dropped = 0
    if !hasPendingInput() { markCaughtUp() }
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      var start = 0
      while start < count {
        guard let newline = buffer[start..<count].firstIndex(of: UInt8(ascii: "\n")) else {
          append(buffer[start..<count], to: &line, dropped: &dropped)
          break
        }
        append(buffer[start..<newline], to: &line, dropped: &dropped)
        emit(&line, dropped: &dropped)
        start = newline + 1
      }
      if !hasPendingInput() { markCaughtUp() }
    }
    if !line.isEmpty || dropped > 0 { emit(&line, dropped: &dropped) }
    markCaughtUp()
    continuation.finish()
  }

  private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8], dropped: inout Int) {
    if dropped > 0 || line.count + bytes.count > maxLineBytes {
      dropped += line.count + bytes.count
      line.removeAll()
    } else {
      line.append(contentsOf: bytes)
    }
  }

  private func emit(_ line: inout [UInt8], dropped: inout Int) {
    state.withLock { $0.yielded += 1 }
    if dropped > 0 {
      continuation.yield(.tooLong(bytes: dropped))
    } else {
      if line.last == UInt8(ascii: "\r") { line.removeLast() }
      continuation.yield(.text(String(decoding: line, as: UTF8.self)))
    }
    line.removeAll(keepingCapacity: line.count < 64 * 1024)
    dropped = 0
  }
}

/// Hands out the lines of a `LineReader` one at a time to whoever asks next.
actor LineQueue {
  private var buffer: [StdinLine] = []
  private var waiters: [CheckedContinuation<StdinLine?, Never>] = []
  private var isClosed = false
  private var pushed = 0
  private var pushWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  let reader: LineReader

  init(_ reader: LineReader) {
    self.reader = reader
    reader.start()
    Task { [lines = reader.lines] in
      for await line in lines { await self.push(line) }
      await self.close()
    }
  }

  /// The next line, or nil at end of input.
  func next() async -> StdinLine? {
    if !buffer.isEmpty { return buffer.removeFirst() }
    if isClosed { return nil }
    return await withCheckedContinuation { waiters.append($0) }
  }

  /// The next line of text; a line over the limit reads as empty, nil at end of input.
  func nextText() async -> String? {
    switch await next() {
    case .text(let text): return text
    case .tooLong: return ""
    case nil: return nil
    }
  }

  /// Waits until every line that stdin already held when `ask` started is in the queue (at
  /// most `timeout`), so that control lines written before the run apply to it.
  func waitUntilCaughtUp(timeout: Duration) async {
    await reader.waitUntilCaughtUp(timeout: timeout)
    let target = reader.linesYielded
    if pushed >= target || isClosed { return }
    await withCheckedContinuation { pushWaiters.append((target, $0)) }
  }

  /// The lines read so far and not yet handed out, without waiting for more.
  func takeBuffered() -> [StdinLine] {
    defer { buffer = [] }
    return buffer
  }

  private func push(_ line: StdinLine) {
    pushed += 1
    let ready = pushWaiters.filter { $0.count <= pushed }
    pushWaiters.removeAll { $0.count <= pushed }
    for waiter in ready { waiter.continuation.resume() }
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
    for waiter in pushWaiters { waiter.continuation.resume() }
    pushWaiters = []
  }
}
