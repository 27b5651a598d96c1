import AgentTestSupport
import Foundation
import SkillKit
import Synchronization
import Testing

/// Runs the real `ask` binary with a private data directory and a pinned clock.
final class AskProcess: Sendable {
  /// The built `ask`, next to the test bundle.
  static let binary: String = {
    let bundleDirectory = Bundle.main.bundleURL.deletingLastPathComponent().path
    let candidates = [
      bundleDirectory + "/ask",
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path + "/ask",
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/.build/debug/ask",
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[2]
  }()

  /// What a finished run printed and returned.
  struct Finished: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String

    /// The NDJSON events on stdout.
    var events: [JSONValue] {
      stdout.split(separator: "\n").compactMap { try? JSONValue.parse(String($0)) }
    }

    func events(ofType type: String) -> [JSONValue] {
      events.filter { $0["type"]?.stringValue == type }
    }
  }

  let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  /// Bytes, decoded only whole: a pipe read can end inside a multi-byte character.
  private let collected = Mutex<(out: Data, err: Data)>((Data(), Data()))
  private let started = ContinuousClock.now
  private let timedLines = Mutex<(pending: Data, lines: [(Duration, String)])>((Data(), []))
  /// How many of the two output pipes have been read to their end.
  private let ended = Mutex(0)

  /// Reads `pipe` on a thread of its own until its end, handing each read to `received`.
  private static func readToEnd(
    _ pipe: Pipe, _ received: @escaping @Sendable (Data) -> Void,
    atEnd: @escaping @Sendable () -> Void
  ) {
    let thread = Thread {
      let descriptor = pipe.fileHandleForReading.fileDescriptor
      var buffer = [UInt8](repeating: 0, count: 64 << 10)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
          received(Data(buffer[..<count]))
        } else if count < 0, errno == EINTR {
          continue
        } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
          // A descriptor someone made non-blocking: wait for data rather than end early.
          var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
          _ = poll(&ready, 1, 1000)
        } else {
          break
        }
      }
      atEnd()
    }
    thread.start()
  }

  /// Every complete stdout line with the time it arrived, since the process started.
  var linesWithArrival: [(Duration, String)] { timedLines.withLock { $0.lines } }

  /// Starts `ask arguments` with `ASK_HOME=home`, the clock pinned to Monday 10:00 Shanghai.
  /// `executable` runs another program in the same environment (a client that starts `ask`).
  init(
    _ arguments: [String], home: String, environment extra: [String: String] = [:],
    directory: String? = nil, executable: String = AskProcess.binary
  ) throws {
    process.executableURL = URL(fileURLWithPath: executable)
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["ASK_HOME"] = home
    environment["ASK_NOW"] = "2026-11-30T10:00:00+08:00"
    // The language follows the request unless a test chooses one: the machine's locale
    // must not choose it.
    environment["LANG"] = "C.UTF-8"
    for name in ["LC_ALL", "LC_MESSAGES", "ASK_LANG"] { environment[name] = nil }
    environment["TZ"] = "Asia/Shanghai"
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Each pipe is read to its end by a thread of its own with plain blocking reads: a
    // `readabilityHandler` is a dispatch source, and a pipe closed before its cancellation
    // was processed left libdispatch's event loop a freed registration (the whole test
    // process crashed once in `_dispatch_event_loop_drain`). The thread holds its pipe, so
    // the descriptor stays open until the read has ended.
    Self.readToEnd(output) { [self] bytes in
      collected.withLock { $0.out += bytes }
      let now = ContinuousClock.now - started
      timedLines.withLock { state in
        state.pending += bytes
        // A newline byte never occurs inside a UTF-8 character: each line decodes whole.
        while let newline = state.pending.firstIndex(of: 0x0A) {
          let line = state.pending[state.pending.startIndex..<newline]
          state.lines.append((now, String(decoding: line, as: UTF8.self)))
          state.pending = Data(state.pending[state.pending.index(after: newline)...])
        }
      }
    } atEnd: { [self] in
      ended.withLock { $0 += 1 }
    }
    Self.readToEnd(errors) { [self] bytes in
      collected.withLock { $0.err += bytes }
    } atEnd: { [self] in
      ended.withLock { $0 += 1 }
    }
  }

  /// The process id (for signals).
  var pid: Int32 { process.processIdentifier }

  /// Sends one line on stdin; a process that already exited (a broken pipe) is a failure of
  /// the test that says so, not a crash of the whole run.
  func send(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
      try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    } catch {
      Issue.record(
        "could not send \(line) to ask: \(error) (it exited? stderr: \(String(decoding: collected.withLock { $0.err }, as: UTF8.self).suffix(400)))",
        sourceLocation: sourceLocation)
    }
  }

  /// Closes stdin.
  func closeInput() {
    try? input.fileHandleForWriting.close()
  }

  /// Everything printed on stdout so far.
  var stdout: String { String(decoding: collected.withLock { $0.out }, as: UTF8.self) }

  /// Waits until stdout has a complete line containing `text`.
  func waitForLine(containing text: String, timeout: Duration = .seconds(60)) async throws -> String
  {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    // Complete lines as they arrived, each looked at once: decoding the whole of stdout on
    // every poll cost tens of milliseconds a poll once it held megabytes (10,000 calls).
    var looked = 0
    while clock.now < deadline {
      let lines = timedLines.withLock { Array($0.lines[looked...]) }
      if let line = lines.first(where: { $0.1.contains(text) }) { return line.1 }
      looked += lines.count
      try await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("timed out waiting for \(text); stdout so far:\n\(stdout)")
    throw CancellationError()
  }

  /// Waits for the process to end (at most `timeout`) and returns what it printed.
  func finish(timeout: Duration = .seconds(90)) async throws -> Finished {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while process.isRunning && clock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    if process.isRunning {
      process.terminate()
      Issue.record("ask did not exit in time")
    }
    process.waitUntilExit()
    // The pipes end when the last writer has gone: ask, and any child that kept them.
    let drained = clock.now + .seconds(30)
    while ended.withLock({ $0 }) < 2 && clock.now < drained {
      try await Task.sleep(for: .milliseconds(5))
    }
    if ended.withLock({ $0 }) < 2 {
      Issue.record("ask exited but its output did not end within 30 s (a child kept the pipe?)")
    }
    let (outBytes, errBytes) = collected.withLock { ($0.out, $0.err) }
    let out = String(decoding: outBytes, as: UTF8.self)
    let err = String(decoding: errBytes, as: UTF8.self)
    if let arguments = process.arguments, arguments.contains("--json"),
      !Self.otherJSONCommands.contains(arguments[0])
    {
      Self.protocolLog.record(out)
      if let newline = out.firstIndex(of: "\n"),
        (try? JSONValue.parse(String(out[..<newline])))?["protocol_version"] == nil
      {
        Issue.record(
          "the first line of ask \(arguments) lacks protocol_version: \(out.prefix(300))")
      }
    }
    return Finished(status: process.terminationStatus, stdout: out, stderr: err)
  }

  /// Commands whose `--json` is a listing or an export of their own, not the run protocol.
  static let otherJSONCommands: Set = [
    "skills", "auth", "doctor", "mcp", "permissions", "audit", "sessions", "undo", "planner",
    "grants",
  ]

  /// Where every `--json` run's stdout goes for scripts/test.sh to validate against the
  /// protocol schemas once the suite has run (`ASK_PROTOCOL_LOG`).
  static let protocolLog = ProtocolLog(
    path: ProcessInfo.processInfo.environment["ASK_PROTOCOL_LOG"])

  /// Runs `ask` to the end with `stdin` as its whole input.
  static func run(
    _ arguments: [String], home: String, stdin: [String] = [], environment: [String: String] = [:],
    directory: String? = nil, executable: String = AskProcess.binary,
    timeout: Duration = .seconds(90)
  ) async throws -> Finished {
    let ask = try AskProcess(
      arguments, home: home, environment: environment, directory: directory,
      executable: executable)
    for line in stdin { ask.send(line) }
    ask.closeInput()
    return try await ask.finish(timeout: timeout)
  }
}

extension AskProcess {
  /// The CPU time (user + system) the running process has used so far; nil where there is no
  /// `/proc`.
  func cpuSeconds() -> Double? {
    TmuxSession.cpuSeconds(of: process.processIdentifier)
  }
}

/// Appends NDJSON output to one file, one whole run at a time.
final class ProtocolLog: Sendable {
  private let handle: Mutex<FileHandle?>

  init(path: String?) {
    guard let path else {
      handle = Mutex(nil)
      return
    }
    if !FileManager.default.fileExists(atPath: path) {
      _ = FileManager.default.createFile(atPath: path, contents: nil)
    }
    let opened = FileHandle(forWritingAtPath: path)
    if opened == nil { Issue.record("ASK_PROTOCOL_LOG \(path) cannot be opened for writing") }
    handle = Mutex(opened)
  }

  func record(_ stdout: String) {
    let text = stdout.hasSuffix("\n") || stdout.isEmpty ? stdout : stdout + "\n"
    handle.withLock { handle in
      guard let handle else { return }
      do {
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
      } catch {
        Issue.record("ASK_PROTOCOL_LOG: \(error)")
      }
    }
  }
}

extension AskProcess {
  /// Runs `executable` to its end off the shared threads; its status and its stdout and
  /// stderr together.
  static func capture(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil
  ) async throws -> (status: Int32, output: String) {
    try await offThePool {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      if let environment { process.environment = environment }
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
  }
}

/// A program in one of the test venvs scripts/test-peers.sh makes (`variable` names the
/// venv, else `~/.cache/agentskillkit/NAME`), or nil when it is not installed.
func testVenvProgram(_ program: String, variable: String, defaultName: String) -> String? {
  let venv =
    ProcessInfo.processInfo.environment[variable]
    ?? (NSHomeDirectory() + "/.cache/agentskillkit/" + defaultName)
  let binary = venv + "/bin/" + program
  return FileManager.default.isExecutableFile(atPath: binary) ? binary : nil
}
