import AgentTestSupport
import Foundation
import HTTPClient
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
      let (cpuBefore, start) = (BenchProcess.cpu(RUSAGE_SELF), ContinuousClock.now)
      let response = try await transport.send(request, timeouts: HTTPTimeouts())
      for try await _ in response.body {}
      rows.append(
        Row(
          name: "\(name) transport, in process", wall: BenchProcess.seconds(since: start),
          cpu: BenchProcess.cpu(RUSAGE_SELF) - cpuBefore))
    }
    let ask = try BenchProcess.askBinary()
    for name in HTTPStreamingClient.transportNames {
      let run = try BenchProcess.measure(
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
      let output = try BenchProcess.measure(
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
      let run = try BenchProcess.measure(
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
      let run = try BenchProcess.measure(
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
}
