import CSpawn
import Foundation
import SkillKit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A long-lived child that speaks in lines (an MCP server over stdio): lines written to its
/// stdin, each stdout line handed out as it completes, stderr appended to a log file.
///
/// It runs in a process group of its own; `stop()` ends the group (SIGTERM, SIGKILL after
/// the grace), and so does dropping the last reference. A stdout line longer than
/// `maxLineBytes` ends the child (a flooding server cannot grow memory); a write that the
/// child does not take within `writeTimeout` fails instead of blocking forever.
public final class ServiceProcess: Sendable {
  /// How a long-lived child is started: its environment, folder and what its stderr becomes.
  public struct Options: Sendable {
    /// The program and its arguments.
    public var arguments: [String]
    /// Its environment; nil inherits ours.
    public var environment: [String: String]?
    /// The folder it starts in.
    public var directory: String?
    /// Where stderr goes (appended; at most `maxLogBytes` are written per start).
    public var logFile: String?
    /// The longest line read from it; a longer one ends it.
    public var maxLineBytes = 8 * 1024 * 1024
    /// The most of its stderr kept in the log.
    public var maxLogBytes = 1 << 20
    /// How long a write to its stdin may block.
    public var writeTimeout: Duration = .seconds(5)
    /// How long it has after SIGTERM before SIGKILL.
    public var killGrace: Duration = .milliseconds(500)
    /// The sandbox it runs in; nil or mode `off` runs it with `ask`'s authority.
    public var sandbox: SandboxPolicy?

    /// How to start a service.
    public init(
      arguments: [String], environment: [String: String]? = nil, directory: String? = nil,
      logFile: String? = nil
    ) {
      self.arguments = arguments
      self.environment = environment
      self.directory = directory
      self.logFile = logFile
    }
  }

  /// Why the child ended, once it has.
  public enum Ending: Sendable, Hashable {
    case exited(Int32)
    case signaled(Int32)
    /// Ended by us: a line over the limit.
    case lineTooLong
  }

  /// The process id.
  public let pid: pid_t
  private let options: Options
  private let input: Int32
  /// Shared with the reader and killer threads.
  private final class Shared: Sendable {
    let state = Mutex<(ended: Ending?, stopped: Bool, inputOpen: Bool)>((nil, false, true))
  }
  private let shared = Shared()
  private let writeLock = Mutex(())

  /// Starts the child; `onLine` gets each stdout line (without its newline), `onEnd` the
  /// ending once stdout closed and the child was reaped.
  public init(
    _ options: Options, onLine: @escaping @Sendable (String) -> Void,
    onEnd: @escaping @Sendable (Ending) -> Void
  ) throws {
    ChildProcess.ignoreBrokenPipes()
    let command = options.arguments.first ?? ""
    func fail(_ code: Int32) -> ChildProcess.StartError {
      ChildProcess.StartError(command: command, reason: String(cString: strerror(code)))
    }
    guard !command.isEmpty else {
      throw ChildProcess.StartError(command: "(nothing)", reason: "no command given")
    }
    let arguments = try Sandbox.command(
      options.arguments, directory: options.directory, policy: options.sandbox)
    var fds: [Int32] = []
    for _ in 0..<3 {
      var pair: [Int32] = [0, 0]
      guard cspawn_pipe(&pair) == 0 else {
        let code = errno
        for fd in fds { close(fd) }
        throw fail(code)
      }
      fds += pair
    }
    let (inRead, inWrite, outRead, outWrite, errRead, errWrite) = (
      fds[0], fds[1], fds[2], fds[3], fds[4], fds[5]
    )
    var pid: pid_t = 0
    var lifeline: Int32 = -1
    let environment = options.environment.map { $0.map { "\($0.key)=\($0.value)" }.sorted() }
    let result = withCStrings(arguments) { argv in
      withOptionalCStrings(environment) { envp in
        #if os(Linux)
          // Through a guard: the server goes when ask goes, even on SIGKILL.
          cspawn_start_guarded(
            argv, envp, options.directory, inRead, outWrite, errWrite, &pid, &lifeline)
        #else
          cspawn_start(argv, envp, options.directory, inRead, outWrite, errWrite, &pid)
        #endif
      }
    }
    close(inRead)
    close(outWrite)
    close(errWrite)
    guard result == 0 else {
      for fd in [inWrite, outRead, errRead] { close(fd) }
      throw fail(result)
    }
    _ = cspawn_set_nonblocking(inWrite)
    self.pid = pid
    self.options = options
    self.input = inWrite
    let maxLine = options.maxLineBytes
    let log = options.logFile
    let maxLog = options.maxLogBytes
    let group = pid
    let life = lifeline
    let errors = Thread {
      Self.drainErrors(errRead, into: log, limit: maxLog)
    }
    errors.stackSize = 128 * 1024
    errors.start()
    let reader = Thread { [shared] in
      let tooLong = Self.readLines(outRead, limit: maxLine, onLine: onLine)
      if tooLong { killpg(group, SIGKILL) }
      var status: Int32 = 0
      while waitpid(group, &status, 0) < 0 && errno == EINTR {}
      // Whatever it left in its group goes with it.
      killpg(group, SIGKILL)
      if life >= 0 { close(life) }
      let code = cspawn_exit_code(status)
      let ending: Ending =
        tooLong ? .lineTooLong : code >= 0 ? .exited(code) : .signaled(cspawn_term_signal(status))
      shared.state.withLock { $0.ended = ending }
      onEnd(ending)
    }
    reader.stackSize = 256 * 1024
    reader.start()
  }

  deinit {
    stop()
  }

  /// Closes the child's stdin once (under the write lock: no write is half done).
  private func closeInput() {
    writeLock.withLock { _ in
      let open = shared.state.withLock { state -> Bool in
        defer { state.inputOpen = false }
        return state.inputOpen
      }
      if open { close(input) }
    }
  }

  /// How it ended, or nil while it runs.
  public var ending: Ending? { shared.state.withLock { $0.ended } }

  /// Writes `line` and a newline; throws when the child is gone or does not read in time.
  public func send(_ line: String) throws {
    try writeLock.withLock { _ in
      guard shared.state.withLock({ $0.inputOpen && $0.ended == nil && !$0.stopped }) else {
        throw ChildProcess.StartError(command: options.arguments[0], reason: "it is not running")
      }
      var bytes = Array((line + "\n").utf8)
      var offset = 0
      let deadline = ContinuousClock.now + options.writeTimeout
      while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { raw in
          write(input, raw.baseAddress! + offset, raw.count - offset)
        }
        if written > 0 {
          offset += written
          continue
        }
        if written < 0 && errno == EINTR { continue }
        if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
          let left = deadline - ContinuousClock.now
          guard left > .zero else {
            throw ChildProcess.StartError(
              command: options.arguments[0], reason: "it stopped reading its input")
          }
          var entry = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
          _ = poll(&entry, 1, Int32(min(1000, max(1, left.components.seconds * 1000 + 1))))
          continue
        }
        let wasOpen = shared.state.withLock { state -> Bool in
          defer { state.inputOpen = false }
          return state.inputOpen
        }
        if wasOpen { close(input) }
        throw ChildProcess.StartError(
          command: options.arguments[0], reason: String(cString: strerror(errno)))
      }
      bytes.removeAll()
    }
  }

  /// Ends the child the way stdio servers expect: its stdin is closed (most exit on end of
  /// input, after reading what was already sent), then SIGTERM to its group after the grace,
  /// then SIGKILL after another. Returns at once.
  public func stop() {
    let first = shared.state.withLock { state -> Bool in
      defer { state.stopped = true }
      return !state.stopped && state.ended == nil
    }
    closeInput()
    guard first else { return }
    let group = pid
    let grace = options.killGrace
    let killer = Thread { [shared] in
      func waitForEnd() {
        let deadline = ContinuousClock.now + grace
        while ContinuousClock.now < deadline, shared.state.withLock({ $0.ended == nil }) {
          usleep(10_000)
        }
      }
      waitForEnd()
      guard shared.state.withLock({ $0.ended == nil }) else { return }
      killpg(group, SIGTERM)
      waitForEnd()
      if shared.state.withLock({ $0.ended == nil }) { killpg(group, SIGKILL) }
    }
    killer.stackSize = 64 * 1024
    killer.start()
  }

  /// Reads lines until end of file; true when a line went over `limit`.
  private static func readLines(
    _ fd: Int32, limit: Int, onLine: @Sendable (String) -> Void
  ) -> Bool {
    defer { close(fd) }
    var line: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      var start = 0
      while let newline = chunk[start..<count].firstIndex(of: UInt8(ascii: "\n")) {
        line.append(contentsOf: chunk[start..<newline])
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        onLine(String(decoding: line, as: UTF8.self))
        line.removeAll(keepingCapacity: true)
        start = newline + 1
      }
      line.append(contentsOf: chunk[start..<count])
      if line.count > limit { return true }
    }
    if !line.isEmpty { onLine(String(decoding: line, as: UTF8.self)) }
    return false
  }

  private static func drainErrors(_ fd: Int32, into path: String?, limit: Int) {
    defer { close(fd) }
    let log = path.flatMap { path -> Int32? in
      let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
      return descriptor >= 0 ? descriptor : nil
    }
    defer { if let log { close(log) } }
    var written = 0
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      if let log, written < limit {
        let take = min(count, limit - written)
        _ = chunk.withUnsafeBytes { write(log, $0.baseAddress, take) }
        written += take
      }
    }
  }
}
