import AgentTestSupport
import Foundation
import ModelProviders

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Issue 10's figures: the CPU a process spends waiting on a slow stream (per transport), the
/// idle terminal UI's CPU, and the token rate a CPU-bound model server reaches with `ask`
/// reading its stream versus `curl` reading it, all in one run.
enum NetworkBenchmark {
  struct Row {
    var name: String
    var wall: Double
    var cpu: Double
  }

  /// The fault server's slow stream (`slow-N-MS`) read by each transport inside this process,
  /// and by the release `ask` with each transport.
  static func waiting(faultServer: String) async throws -> [Row] {
    let server = try ReplayServer(script: faultServer)
    let model = "slow-10-400"
    var rows: [Row] = []
    for name in HTTPStreamingClient.transportNames {
      guard let transport = HTTPStreamingClient.transport(named: name) else { continue }
      var request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)/v1/messages")!)
      request.httpMethod = "POST"
      request.httpBody = Data(#"{"model":"\#(model)","stream":true}"#.utf8)
      let (cpuBefore, start) = (selfCPU(), ContinuousClock.now)
      let response = try await transport.send(request, timeouts: HTTPTimeouts())
      for try await _ in response.body {}
      rows.append(
        Row(
          name: "\(name) transport, in process", wall: seconds(since: start),
          cpu: selfCPU() - cpuBefore))
    }
    let ask = try BenchProcess.askBinary()
    for name in HTTPStreamingClient.transportNames {
      let run = try measure(
        ask,
        [
          "--json", "--model", "anthropic/\(model)", "--base-url",
          "http://127.0.0.1:\(server.port)", "hi",
        ],
        environment: [
          "ASK_HTTP_TRANSPORT": name, "ANTHROPIC_API_KEY": "sk-bench",
          "ASK_HOME": NSTemporaryDirectory() + "bench-home",
        ])
      rows.append(Row(name: "ask --json, \(name) transport", wall: run.wall, cpu: run.cpu))
    }
    return rows
  }

  /// The terminal UI left alone on a pseudo-terminal, next to `cat` doing the same.
  static func idleTUI(helper: String, seconds: Double) throws -> [Row] {
    let ask = try BenchProcess.askBinary()
    var rows: [Row] = []
    for (name, command) in [("ask (terminal UI), idle", [ask]), ("baseline: cat, idle", ["cat"])] {
      let output = try measure(
        "/usr/bin/env", ["python3", helper, String(seconds)] + command,
        environment: ["ASK_HOME": NSTemporaryDirectory() + "bench-home", "TERM": "xterm-256color"]
      ).output
      let numbers = output.split(separator: " ").compactMap {
        Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      guard numbers.count == 2 else {
        throw BenchProcess.Failure(description: "idle_tui.py printed \(output)")
      }
      rows.append(Row(name: name, wall: numbers[1], cpu: numbers[0]))
    }
    return rows
  }

  struct Rate {
    var name: String
    var tokens: Int
    var tokensPerSecond: Double
    var clientCPU: Double
  }

  /// A CPU-bound stand-in for a local model server (`compute-N-K`: K SHA-256 rounds per
  /// token, ~25 ms of one core) streamed to `curl`, then to `ask` with each transport.
  /// `oneCore` pins the server and the client to CPU 0, as when a model server keeps every
  /// core busy (llama-server does): then whatever the client burns, the model loses.
  static func tokenRates(faultServer: String, tokens: Int, oneCore: Bool) throws -> [Rate] {
    let pin = oneCore ? ["taskset", "-c", "0"] : []
    let server = try ReplayServer(script: faultServer, prefix: pin)
    let model = "compute-\(tokens)-100000"
    let url = "http://127.0.0.1:\(server.port)/v1/messages"
    var rates: [Rate] = []
    let body = #"{"model":"\#(model)","stream":true,"max_tokens":4096}"#
    if let curl = ["/usr/bin/curl", "/bin/curl"].first(where: {
      FileManager.default.isExecutableFile(atPath: $0)
    }) {
      let run = try measure(
        "/usr/bin/env",
        pin + [curl, "-sN", "-X", "POST", "-H", "content-type: application/json", "-d", body, url],
        environment: [:], marker: "text_delta")
      rates.append(
        Rate(
          name: "curl -N", tokens: run.times.count, tokensPerSecond: rate(run.times),
          clientCPU: run.cpu))
    }
    let ask = try BenchProcess.askBinary()
    for name in HTTPStreamingClient.transportNames {
      let run = try measure(
        "/usr/bin/env",
        pin + [
          ask,
          "--json", "--model", "anthropic/\(model)", "--base-url",
          "http://127.0.0.1:\(server.port)", "hi",
        ],
        environment: [
          "ASK_HTTP_TRANSPORT": name, "ANTHROPIC_API_KEY": "sk-bench",
          "ASK_HOME": NSTemporaryDirectory() + "bench-home",
        ], marker: #""type":"partial_message""#)
      rates.append(
        Rate(
          name: "ask --json, \(name) transport", tokens: run.times.count,
          tokensPerSecond: rate(run.times), clientCPU: run.cpu))
    }
    return rates
  }

  static func waitingTable(_ rows: [Row], title: String) -> String {
    var lines = [
      "| \(title) | wall | CPU | CPU per wall second |", "| --- | --- | --- | --- |",
    ]
    for row in rows {
      lines.append(
        "| \(row.name) | \(String(format: "%.2f", row.wall)) s | "
          + "\(String(format: "%.3f", row.cpu)) s | \(String(format: "%.4f", row.cpu / row.wall)) |"
      )
    }
    return lines.joined(separator: "\n")
  }

  static func rateTable(_ rates: [Rate], title: String) -> String {
    let baseline = rates.first?.tokensPerSecond ?? 1
    var lines = [
      "| \(title) | tokens | tokens/s | vs curl | client CPU |",
      "| --- | --- | --- | --- | --- |",
    ]
    for rate in rates {
      lines.append(
        "| \(rate.name) | \(rate.tokens) | \(String(format: "%.1f", rate.tokensPerSecond)) | "
          + "\(String(format: "%.2f", rate.tokensPerSecond / baseline))× | "
          + "\(String(format: "%.2f", rate.clientCPU)) s |")
    }
    return lines.joined(separator: "\n")
  }

  // MARK: Measuring

  private static func rate(_ times: [Double]) -> Double {
    guard times.count > 1, let first = times.first, let last = times.last, last > first else {
      return 0
    }
    return Double(times.count - 1) / (last - first)
  }

  private static func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  private static func selfCPU() -> Double { cpu(RUSAGE_SELF) }

  private static func cpu(_ who: __rusage_who) -> Double {
    var usage = rusage()
    getrusage(who.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
  }

  struct Measured {
    var cpu: Double
    var wall: Double
    /// When each stdout line containing the marker arrived, in seconds since the start.
    var times: [Double]
    var output: String
  }

  /// Runs a child to its end: its CPU (from the children's rusage), wall time and stdout.
  private static func measure(
    _ executable: String, _ arguments: [String], environment extra: [String: String],
    marker: String? = nil
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
    var pending = Data()
    var all = Data()
    while true {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      let now = seconds(since: start)
      all.append(chunk)
      pending.append(chunk)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
        pending = Data(pending[pending.index(after: newline)...])
        if let marker, line.contains(marker) { times.append(now) }
      }
    }
    // Not waitUntilExit: on Linux it spins a run loop, and this process's CPU is measured too.
    while process.isRunning { usleep(5_000) }
    let wall = seconds(since: start)
    return Measured(
      cpu: cpu(RUSAGE_CHILDREN) - before, wall: wall, times: times,
      output: String(decoding: all, as: UTF8.self))
  }
}
