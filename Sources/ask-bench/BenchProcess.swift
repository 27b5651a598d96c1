import AgentTestSupport
import Foundation

/// What the benchmarks that run the real `ask` share (the fixture servers they start are
/// AgentTestSupport's `ReplayServer`).
enum BenchProcess {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The release `ask` next to this `ask-bench`.
  static func askBinary() throws -> String {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("ask").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      throw Failure(description: "no ask next to ask-bench at \(binary)")
    }
    return binary
  }

  /// The release `ask` started with `arguments` and `environment` (over this process's),
  /// stderr dropped; the process and the first line it printed (the URL a server prints).
  static func startAsk(_ arguments: [String], environment extra: [String: String]) async throws
    -> (Process, firstLine: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try askBinary())
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment.merge(extra) { $1 }
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let line = try await offThePool { () -> String in
      var bytes: [UInt8] = []
      while true {
        let byte = output.fileHandleForReading.readData(ofLength: 1)
        if byte.isEmpty || byte.first == 10 { break }
        bytes += byte
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    return (process, line)
  }

  static func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }

  static func cpu(_ who: __rusage_who) -> Double {
    var usage = rusage()
    getrusage(who.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
  }

  struct Measured {
    var cpu: Double
    var wall: Double
    /// When the first stdout bytes arrived, in seconds since the start.
    var firstOutput: Double
    /// When each stdout line containing the marker arrived, in seconds since the start.
    var times: [Double]
    var output: String
  }

  /// Runs a child to its end: its CPU (from the children's rusage), wall time and stdout.
  /// `atMarker` runs (with the child's pid, while it still runs) at each line with `marker`.
  static func measure(
    _ executable: String, _ arguments: [String], environment extra: [String: String],
    marker: String? = nil, atMarker: ((pid_t) -> Void)? = nil
  ) throws -> Measured {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    let before = cpu(RUSAGE_CHILDREN)
    let start = ContinuousClock.now
    try process.run()
    var times: [Double] = []
    var first: Double?
    var pending = Data()
    var all = Data()
    while true {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      let now = seconds(since: start)
      if first == nil { first = now }
      all.append(chunk)
      pending.append(chunk)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
        pending = Data(pending[pending.index(after: newline)...])
        if let marker, line.contains(marker) {
          times.append(now)
          atMarker?(process.processIdentifier)
        }
      }
    }
    // Not waitUntilExit: on Linux it spins a run loop, and this process's CPU is measured too.
    while process.isRunning { usleep(5_000) }
    let wall = seconds(since: start)
    return Measured(
      cpu: cpu(RUSAGE_CHILDREN) - before, wall: wall, firstOutput: first ?? wall, times: times,
      output: String(decoding: all, as: UTF8.self))
  }
}
