import CSpawn
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One started child and the descriptors that watch it; `superviseToEnd` runs on a thread of
/// its own and blocks in `poll` (no busy waiting) until the child is gone.
final class RunningChild: Sendable {
  private let pid: pid_t
  private let request: ChildProcessRequest
  /// The write end of the child's stdin (non-blocking), fed from the supervising loop.
  private let input: Int32
  private let output: Int32
  private let errors: Int32?
  /// Read end of the control pipe: `x` = the child exited (from the waiter), `c` = cancel.
  private let controlRead: Int32
  private let control = Mutex<(write: Int32, open: Bool, cancelled: Bool)>((-1, false, false))
  private let waitStatus = Mutex<Int32>(0)
  /// The guard's lifeline (contained children): closed once the guard was reaped.
  private let lifeline: Int32

  private init(
    pid: pid_t, request: ChildProcessRequest, input: Int32, output: Int32, errors: Int32?,
    controlRead: Int32, controlWrite: Int32, lifeline: Int32
  ) {
    self.lifeline = lifeline
    self.pid = pid
    self.request = request
    self.input = input
    self.output = output
    self.errors = errors
    self.controlRead = controlRead
    control.withLock { $0 = (controlWrite, true, false) }
  }

  static func start(_ request: ChildProcessRequest) throws -> RunningChild {
    let command = request.arguments.first ?? ""
    func fail(_ code: Int32) -> ChildProcess.StartError {
      ChildProcess.StartError(command: command, reason: String(cString: strerror(code)))
    }
    guard !command.isEmpty else {
      throw ChildProcess.StartError(command: "(nothing)", reason: "no command given")
    }
    let input = try makePipe(fail)
    let output = try makePipe(fail)
    let errors = request.mergeStandardError ? nil : try makePipe(fail)
    let controlPipe = try makePipe(fail)
    var pid: pid_t = 0
    var lifeline: Int32 = -1
    let environment = request.environment.map { $0.map { "\($0.key)=\($0.value)" }.sorted() }
    let arguments: [String]
    do {
      arguments = try Sandbox.command(
        request.arguments, directory: request.directory, policy: request.sandbox)
    } catch {
      for fd in [input.read, input.write, output.read, output.write, errors?.read, errors?.write] {
        if let fd { close(fd) }
      }
      close(controlPipe.read)
      close(controlPipe.write)
      throw error
    }
    let result = withCStrings(arguments) { argv in
      withOptionalCStrings(environment) { envp in
        let errorsWrite = errors?.write ?? output.write
        #if os(Linux)
          // A sandbox always starts through the guard: `bwrap --die-with-parent` dies with the
          // thread that started it, and a pool thread may end while the command runs.
          if request.containsDescendants || request.sandbox?.isSandboxed == true {
            return cspawn_start_contained(
              argv, envp, request.directory, input.read, output.write, errorsWrite, &pid,
              &lifeline)
          }
        #endif
        return cspawn_start(
          argv, envp, request.directory, input.read, output.write, errorsWrite, &pid)
      }
    }
    close(input.read)
    close(output.write)
    if let errors { close(errors.write) }
    guard result == 0 else {
      for fd in [input.write, output.read, errors?.read, controlPipe.read, controlPipe.write] {
        if let fd { close(fd) }
      }
      throw fail(result)
    }
    _ = cspawn_set_nonblocking(input.write)
    _ = cspawn_set_nonblocking(output.read)
    if let errors { _ = cspawn_set_nonblocking(errors.read) }
    let child = RunningChild(
      pid: pid, request: request, input: input.write, output: output.read, errors: errors?.read,
      controlRead: controlPipe.read, controlWrite: controlPipe.write, lifeline: lifeline)
    child.startWaiting()
    return child
  }

  /// Asks the supervisor to end the group; harmless after the end.
  func requestCancel() {
    control.withLock { state in
      state.cancelled = true
      if state.open { Self.signalByte(state.write, "c") }
    }
  }

  // MARK: - Threads

  private func startWaiting() {
    let thread = Thread { [self] in
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      if lifeline >= 0 { close(lifeline) }
      waitStatus.withLock { $0 = status }
      control.withLock { state in
        if state.open { Self.signalByte(state.write, "x") }
      }
    }
    thread.stackSize = 128 * 1024
    thread.start()
  }

  // MARK: - Supervision

  private enum Phase {
    case running
    case terminating(killAt: ContinuousClock.Instant)
    case killed
  }

  /// Reads output, enforces the deadline and cancellation, and returns once the child exited.
  func superviseToEnd(
    onOutputLine: @Sendable (String) -> Void, onErrorLine: @Sendable (String) -> Void
  ) -> ChildProcessOutcome {
    let clock = ContinuousClock()
    let deadline = request.timeout.map { clock.now + $0 }
    var phase = Phase.running
    var timedOut = false
    var cancelled = control.withLock { $0.cancelled }
    var standardOutput = OutputBuffer(limit: request.maxOutputBytes, splitsLines: true)
    var standardError = OutputBuffer(limit: request.maxOutputBytes, splitsLines: true)
    var outputOpen = true
    var errorsOpen = errors != nil
    var exited = false
    var feeder = InputFeeder(fd: input, data: request.input)
    // When a line without its newline has waited long enough to be handed out as it is.
    var partialDue: ContinuousClock.Instant?

    func terminate() {
      guard case .running = phase else { return }
      killpg(pid, SIGTERM)
      phase = .terminating(killAt: clock.now + request.killGrace)
    }
    if cancelled { terminate() }

    while !exited {
      var wake: ContinuousClock.Instant?
      switch phase {
      case .running: wake = deadline
      case .terminating(let killAt): wake = killAt
      case .killed: wake = nil
      }
      let nextWake = [wake, partialDue].compactMap { $0 }.min()
      let timeoutMs: Int32 = nextWake.map { Self.milliseconds(until: $0, clock: clock) } ?? -1
      var fds = [pollfd(fd: controlRead, events: Int16(POLLIN), revents: 0)]
      if feeder.isOpen { fds.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
      if outputOpen { fds.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
      if errorsOpen, let errors {
        fds.append(pollfd(fd: errors, events: Int16(POLLIN), revents: 0))
      }
      let ready = poll(&fds, nfds_t(fds.count), timeoutMs)
      if ready < 0 && errno != EINTR { break }
      if let due = partialDue, clock.now >= due {
        standardOutput.flushLine(onLine: onOutputLine)
        standardError.flushLine(onLine: onErrorLine)
        partialDue = nil
      }
      if wake.map({ clock.now >= $0 }) ?? false {
        switch phase {
        case .running:
          timedOut = true
          terminate()
        case .terminating:
          killpg(pid, SIGKILL)
          phase = .killed
        case .killed: break
        }
      }
      for entry in fds where entry.revents != 0 {
        if entry.fd == controlRead {
          var byte: UInt8 = 0
          if read(controlRead, &byte, 1) == 1 {
            if byte == UInt8(ascii: "x") { exited = true }
            if byte == UInt8(ascii: "c") {
              cancelled = true
              terminate()
            }
          }
        } else if entry.fd == input {
          feeder.feed()
        } else if entry.fd == output {
          outputOpen = standardOutput.drain(output, onLine: onOutputLine)
        } else if let errors, entry.fd == errors {
          errorsOpen = standardError.drain(errors, onLine: onErrorLine)
        }
      }
      if let delay = request.partialLineDelay,
        standardOutput.hasPartialLine || standardError.hasPartialLine
      {
        partialDue = partialDue ?? clock.now + delay
      } else {
        partialDue = nil
      }
    }
    return finish(
      output: &standardOutput, errors: &standardError, outputOpen: outputOpen,
      errorsOpen: errorsOpen, feeder: &feeder, onOutputLine: onOutputLine,
      onErrorLine: onErrorLine, timedOut: timedOut, cancelled: cancelled)
  }

  /// Takes what the child wrote before it exited (it is in the pipes), ends its group so
  /// nothing it left behind keeps running (or keeps the pipes open), closes every descriptor
  /// and says how it ended.
  private func finish(
    output standardOutput: inout OutputBuffer, errors standardError: inout OutputBuffer,
    outputOpen: Bool, errorsOpen: Bool, feeder: inout InputFeeder,
    onOutputLine: @Sendable (String) -> Void, onErrorLine: @Sendable (String) -> Void,
    timedOut: Bool, cancelled: Bool
  ) -> ChildProcessOutcome {
    if outputOpen { _ = standardOutput.drain(output, onLine: onOutputLine) }
    if errorsOpen, let errors { _ = standardError.drain(errors, onLine: onErrorLine) }
    standardOutput.flushLine(onLine: onOutputLine)
    standardError.flushLine(onLine: onErrorLine)
    feeder.close()
    killpg(pid, SIGKILL)
    control.withLock { state in
      state.open = false
      close(state.write)
    }
    close(controlRead)
    close(output)
    if let errors { close(errors) }
    let status = waitStatus.withLock { $0 }
    let code = cspawn_exit_code(status)
    return ChildProcessOutcome(
      ending: code >= 0 ? .exited(code) : .signaled(cspawn_term_signal(status)),
      standardOutput: standardOutput.data, standardError: standardError.data,
      outputTruncated: standardOutput.truncated || standardError.truncated,
      timedOut: timedOut, cancelled: cancelled && !timedOut,
      inputNotRead: feeder.unread)
  }

  // MARK: - Helpers

  private static func milliseconds(
    until instant: ContinuousClock.Instant, clock: ContinuousClock
  ) -> Int32 {
    let remaining = clock.now.duration(to: instant)
    if remaining <= .zero { return 0 }
    let (seconds, attoseconds) = remaining.components
    let ms = seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1
    return Int32(clamping: ms)
  }

  private static func signalByte(_ fd: Int32, _ character: Unicode.Scalar) {
    var byte = UInt8(character.value)
    _ = write(fd, &byte, 1)
  }

  private static func makePipe(_ fail: (Int32) -> ChildProcess.StartError) throws -> (
    read: Int32, write: Int32
  ) {
    var fds: [Int32] = [-1, -1]
    let result = cspawn_pipe(&fds)
    guard result == 0 else { throw fail(result) }
    return (fds[0], fds[1])
  }
}

/// Calls `body` with a NULL-terminated C array of `strings`.
func withCStrings<R>(
  _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R
) -> R {
  let pointers = strings.map { strdup($0) }
  defer { for pointer in pointers { free(pointer) } }
  let array: [UnsafePointer<CChar>?] = pointers.map { UnsafePointer($0) } + [nil]
  return array.withUnsafeBufferPointer { body($0.baseAddress!) }
}

func withOptionalCStrings<R>(
  _ strings: [String]?, _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R
) -> R {
  guard let strings else { return body(nil) }
  return withCStrings(strings) { body($0) }
}

/// Writes a child's input from the supervising loop, as the pipe takes it (never blocking);
/// a child that exits or closes its stdin first leaves the rest unread — not an error here.
private struct InputFeeder {
  let fd: Int32
  let data: Data
  private var offset = 0
  private(set) var isOpen = true
  private(set) var unread = false

  init(fd: Int32, data: Data) {
    self.fd = fd
    self.data = data
    if data.isEmpty { close() }
  }

  /// Writes what the pipe takes now.
  mutating func feed() {
    guard isOpen else { return }
    while offset < data.count {
      let written = data.withUnsafeBytes { buffer in
        write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        return
      } else {
        unread = true
        close()
        return
      }
    }
    close()
  }

  /// Closes the pipe; input not yet written counts as unread.
  mutating func close() {
    guard isOpen else { return }
    if offset < data.count { unread = true }
    isOpen = false
    closeDescriptor(fd)
  }
}

/// `close(2)`, for types whose own `close()` hides it.
private func closeDescriptor(_ fd: Int32) {
  _ = close(fd)
}
