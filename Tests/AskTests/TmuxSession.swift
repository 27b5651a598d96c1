import AgentTestSupport
import Foundation
import Testing

/// The real `ask` in a real terminal: a tmux server of its own, keys sent, screens captured.
final class TmuxSession {
  let socket = "ask-test-\(UUID().uuidString.prefix(8))"
  let name = "ask"

  init(
    width: Int, height: Int, home: String, environment: [String: String] = [:],
    arguments: [String] = []
  ) throws {
    var variables = [
      "ASK_HOME": home, "ASK_NOW": "2026-11-30T10:00:00+08:00", "TZ": "Asia/Shanghai",
      "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "ASK_LANG": "",
      "TERM": "xterm-256color",
    ]
    for (key, value) in environment { variables[key] = value }
    let exports = variables.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }.joined(
      separator: " ")
    try Self.run(
      socket: socket,
      [
        "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)",
        "env \(exports) '\(AskProcess.binary)'"
          + arguments.map { " '\($0)'" }.joined(),
      ],
      capture: false)
    try Self.run(socket: socket, ["set-option", "-t", name, "remain-on-exit", "on"])
  }

  deinit {
    close()
  }

  /// Stops the tmux server and everything in it.
  func close() {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", Self.cleanSignals, "tmux", "-L", socket, "kill-server"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try? process.run()
    Self.wait(for: process)
  }

  /// Runs a tmux command. The command that starts the server must not capture: the server
  /// keeps the pipe open and its end would never come.
  /// Starts tmux with a clean signal mask: a test thread blocks signals, and a tmux server
  /// that inherits that mask never notices its children exit or its own kill-server.
  static let cleanSignals =
    "import os,signal,sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
    + "[signal.signal(s, signal.SIG_DFL) for s in (signal.SIGCHLD, signal.SIGHUP, signal.SIGTERM, "
    + "signal.SIGINT, signal.SIGPIPE)]; os.execvp(sys.argv[1], sys.argv[1:])"

  /// Runs a tmux command on a thread of its own: a test polling the screen must not hold one of
  /// the few threads every test of the process shares.
  @discardableResult
  func tmux(_ arguments: [String], capture: Bool = true) async throws -> String {
    let socket = socket
    return try await offThePool { try Self.run(socket: socket, arguments, capture: capture) }
  }

  /// Runs a tmux command and waits for it, blocking the calling thread (start-up and close).
  @discardableResult
  static func run(socket: String, _ arguments: [String], capture: Bool = true) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // Only the command that starts the server needs the clean signal mask (python's help); a
    // client that sends keys or captures the pane does not, and python costs ~30 ms of CPU
    // per call on a machine the whole suite shares.
    let startsServer = arguments.first == "new-session"
    process.arguments =
      (startsServer ? ["python3", "-c", Self.cleanSignals] : []) + ["tmux", "-L", socket]
      + arguments
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    guard capture else {
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      Self.wait(for: process)
      return ""
    }
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    Self.wait(for: process)
    return String(decoding: data, as: UTF8.self)
  }

  /// Polls for the end of a short command (`waitUntilExit` can miss it off the main thread).
  private static func wait(for process: Process) {
    for _ in 0..<500 where process.isRunning {
      usleep(10_000)
    }
  }

  func send(_ keys: String...) async throws {
    try await tmux(["send-keys", "-t", name] + keys)
  }

  /// Types text literally (no key names).
  func type(_ text: String) async throws {
    try await tmux(["send-keys", "-t", name, "-l", text])
  }

  func screen() async throws -> String {
    try await tmux(["capture-pane", "-t", name, "-p"])
  }

  func resize(width: Int, height: Int) async throws {
    try await tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
  }

  func value(_ format: String) async throws -> String {
    try await tmux(["display-message", "-t", name, "-p", format]).trimmingCharacters(
      in: .whitespacesAndNewlines)
  }

  /// Waits (at most `timeout`) until the tmux format `format` reads `expected`.
  @discardableResult
  func waitForValue(_ format: String, _ expected: String, timeout: Duration = .seconds(60))
    async throws -> Bool
  {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while clock.now < deadline {
      if try await value(format) == expected { return true }
      try await Task.sleep(for: .milliseconds(20))
    }
    Issue.record("timed out waiting for \(format) to be \(expected)")
    return false
  }

  /// Waits until the screen contains `text`; returns the screen.
  @discardableResult
  func waitFor(_ text: String, timeout: Duration = .seconds(60)) async throws -> String {
    try await waitForScreen(text, timeout: timeout) { $0.contains(text) }
  }

  /// Waits (at most `timeout`) until `condition` holds for the screen; returns the screen.
  @discardableResult
  func waitForScreen(
    _ what: String, timeout: Duration = .seconds(60), where condition: (String) -> Bool
  ) async throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var last = ""
    while clock.now < deadline {
      last = try await screen()
      if condition(last) { return last }
      try await Task.sleep(for: .milliseconds(50))
    }
    Issue.record("timed out waiting for \(what); the screen was:\n\(last)")
    throw CancellationError()
  }
}

extension TmuxSession {
  /// The `ask` process running in the pane (a descendant of the pane's shell), if any.
  func askPID() async throws -> Int32? {
    guard let pane = Int32(try await value("#{pane_pid}")) else { return nil }
    var parents: [Int32: Int32] = [:]
    var names: [Int32: String] = [:]
    for entry in try FileManager.default.contentsOfDirectory(atPath: "/proc") {
      guard let pid = Int32(entry),
        let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
      else { continue }
      names[pid] = String(stat[stat.index(after: open)..<close])
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = Int32(fields[1]) { parents[pid] = parent }
    }
    func descends(_ pid: Int32) -> Bool {
      var current = pid
      for _ in 0..<16 {
        if current == pane { return true }
        guard let parent = parents[current], parent > 1 else { return false }
        current = parent
      }
      return false
    }
    return names.first { $0.value == "ask" && descends($0.key) }?.key
  }

  /// CPU seconds (user + system) process `pid` has used, from `/proc/PID/stat`.
  static func cpuSeconds(of pid: Int32) -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12])
    else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }
}
