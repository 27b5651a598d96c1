import AgentTestSupport
import Foundation
import Synchronization

/// Time from a text delta leaving the replay server's socket to its `partial_message`
/// line leaving `ask --json`, over the slow stream (one delta every 100 ms).
enum LatencyBenchmark {
  struct Result {
    var samples: [Double]
  }

  static func run(serverScript: String, runs: Int) async throws -> Result {
    let binary = try BenchProcess.askBinary()
    let times = NSTemporaryDirectory() + "bench-times-\(UUID().uuidString)"
    let server = try ReplayServer(script: serverScript, environment: ["REPLAY_TIMES": times])
    defer { try? FileManager.default.removeItem(atPath: times) }
    let port = String(server.port)
    var samples: [Double] = []
    for _ in 0..<runs {
      try? FileManager.default.removeItem(atPath: times)
      let arrivals = try runAsk(binary: binary, port: port)
      let sent =
        (try? String(contentsOfFile: times, encoding: .utf8))?
        .split(separator: "\n").compactMap { Double($0) } ?? []
      guard sent.count == arrivals.count else {
        throw BenchProcess.Failure(
          description: "sent \(sent.count) deltas, saw \(arrivals.count) partial messages")
      }
      samples += zip(sent, arrivals).map { ($1 - $0) * 1000 }
    }
    return Result(samples: samples.sorted())
  }

  /// Runs one request and returns the wall-clock arrival time of each partial_message line.
  private static func runAsk(binary: String, port: String) throws -> [Double] {
    let ask = Process()
    ask.executableURL = URL(fileURLWithPath: binary)
    ask.arguments = [
      "--json", "--model", "anthropic/slow", "--base-url", "http://127.0.0.1:\(port)", "hi",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["ASK_HOME"] = NSTemporaryDirectory() + "bench-home"
    ask.environment = environment
    let output = Pipe()
    ask.standardOutput = output
    ask.standardInput = FileHandle.nullDevice
    try ask.run()
    var arrivals: [Double] = []
    var pending = Data()
    while true {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      let now = Date().timeIntervalSince1970
      pending.append(chunk)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
        pending = Data(pending[pending.index(after: newline)...])
        if line.contains(#""type":"partial_message""#) { arrivals.append(now) }
      }
    }
    ask.waitUntilExit()
    return arrivals
  }

  static func table(_ result: Result) -> String {
    let samples = result.samples
    func percentile(_ p: Double) -> Double {
      samples[min(samples.count - 1, Int((Double(samples.count - 1) * p).rounded()))]
    }
    return """
      | socket → partial_message (\(samples.count) deltas) | median | p99 | max |
      | --- | --- | --- | --- |
      | ask --json, anthropic slow stream | \(String(format: "%.2f", percentile(0.5))) ms | \
      \(String(format: "%.2f", percentile(0.99))) ms | \(String(format: "%.2f", samples.last ?? 0)) ms |
      """
  }
}
