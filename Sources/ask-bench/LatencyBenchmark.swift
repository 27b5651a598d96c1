import Foundation
import Synchronization

/// Time from a text delta leaving the replay server's socket to its `partial_message`
/// line leaving `ask --json`, over the slow stream (one delta every 100 ms).
enum LatencyBenchmark {
  struct Result {
    var samples: [Double]
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func run(serverScript: String, runs: Int) async throws -> Result {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("ask").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      throw Failure(description: "no ask next to ask-bench at \(binary)")
    }
    let times = NSTemporaryDirectory() + "bench-times-\(UUID().uuidString)"
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    server.arguments = ["python3", serverScript]
    var environment = ProcessInfo.processInfo.environment
    environment["REPLAY_TIMES"] = times
    server.environment = environment
    let serverIn = Pipe()
    let serverOut = Pipe()
    server.standardInput = serverIn
    server.standardOutput = serverOut
    try server.run()
    defer {
      try? serverIn.fileHandleForWriting.close()
      server.terminate()
      try? FileManager.default.removeItem(atPath: times)
    }
    var portText = Data()
    while true {
      let byte = serverOut.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty || byte == Data("\n".utf8) { break }
      portText.append(byte)
    }
    let port = String(decoding: portText, as: UTF8.self)
    var samples: [Double] = []
    for _ in 0..<runs {
      try? FileManager.default.removeItem(atPath: times)
      let arrivals = try runAsk(binary: binary, port: port)
      let sent =
        (try? String(contentsOfFile: times, encoding: .utf8))?
        .split(separator: "\n").compactMap { Double($0) } ?? []
      guard sent.count == arrivals.count else {
        throw Failure(
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
