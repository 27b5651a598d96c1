import AgentTestSupport
import Foundation
import MCPClient
import SkillKit

/// `ask mcp serve`'s tools/call round trip over stdio and over Streamable HTTP (`--http`),
/// each driven by ask's own client and by the official Python SDK's; and a resource read's
/// round trip and throughput, ask's client against the SDK's on the same server — all in the
/// same run.
enum MCPServeBenchmark {
  static func table(python: String, fixtures: String, calls: Int) async throws -> String {
    let home = NSTemporaryDirectory() + "ask-bench-mcp-serve-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    var environment = ProcessInfo.processInfo.environment
    environment["ASK_HOME"] = home
    let ask = try BenchProcess.askBinary()
    let sdk = fixtures + "/mcp_sdk_bench.py"
    let stdio = [ask, "mcp", "serve"]

    // stdio: ask's client, then the SDK's (each its own server process).
    let oursStdio = try await roundTrips(
      MCPConnection(arguments: stdio, environment: environment, directory: nil, logFile: nil),
      count: calls)
    let sdkStdio = try number(
      python, [sdk, "call", "auto", String(calls), "time.now", "{}", "--"] + stdio, environment)

    // Streamable HTTP: one `ask mcp serve --http` for both clients.
    let (server, url) = try await launch(["ASK_HOME": home])
    defer { server.terminate() }
    guard let endpoint = URL(string: url) else {
      throw BenchProcess.Failure(description: "ask mcp serve printed \(url)")
    }
    let oursHTTP = try await roundTrips(
      MCPConnection(.http(url: endpoint, headers: [:], timeout: 30)), count: calls)
    let sdkHTTP = try number(
      python, [sdk, "call", "auto", String(calls), "time.now", "{}", "--", url], environment)
    server.terminate()

    // A resource: a small one's round trip, a 4 MiB one's throughput.
    let resources = [python, fixtures + "/mcp_resource_server.py"]
    let connection = MCPConnection(
      arguments: resources, environment: environment, directory: nil, logFile: nil)
    _ = try await connection.start(timeout: .seconds(60))
    let small = try await reads(connection, "note://1", count: calls)
    let big = try await reads(connection, "size://4194304", count: 20)
    await connection.stop()
    let sdkSmall = try numbers(
      python, [sdk, "read", "auto", String(calls), "note://1", "--"] + resources, environment)
    let sdkBig = try numbers(
      python, [sdk, "read", "auto", "20", "size://4194304", "--"] + resources, environment)

    let f = { (value: Double) in String(format: "%.2f", value) }
    return [
      "| `ask mcp serve`, time.now (\(calls) calls, median) | ask's MCPConnection | official Python SDK client (mcp 2.3.0) |",
      "| --- | --- | --- |",
      "| stdio | \(f(oursStdio)) ms | \(f(sdkStdio)) ms |",
      "| Streamable HTTP (`--http`) | \(f(oursHTTP)) ms | \(f(sdkHTTP)) ms |",
      "| HTTP ÷ stdio | \(f(oursHTTP / oursStdio))× | \(f(sdkHTTP / sdkStdio))× |",
      "",
      "| resources/read of the SDK's low-level server over stdio (median) | ask's MCPConnection | official Python SDK client |",
      "| --- | --- | --- |",
      "| note://1 (20 bytes), \(calls) reads | \(f(small.ms)) ms | \(f(sdkSmall[0])) ms |",
      "| size://4194304 (4 MiB of text), 20 reads | \(f(big.ms)) ms · \(String(format: "%.0f", big.mbps)) MB/s | \(f(sdkBig[0])) ms · \(String(format: "%.0f", sdkBig[1])) MB/s |",
    ].joined(separator: "\n")
  }

  /// The median round trip of `count` calls of time.now, in ms, after the start.
  private static func roundTrips(_ connection: MCPConnection, count: Int) async throws -> Double {
    _ = try await connection.start(timeout: .seconds(60))
    var samples: [Duration] = []
    let clock = ContinuousClock()
    for _ in 0..<count {
      let before = clock.now
      let result = try await connection.callTool(
        "time.now", arguments: .object([:]), timeout: .seconds(30), progress: { _, _, _ in })
      guard result["isError"]?.boolValue != true else {
        throw BenchProcess.Failure(description: "time.now failed: \(result.jsonString)")
      }
      samples.append(clock.now - before)
    }
    await connection.stop()
    return BenchProcess.milliseconds(samples.sorted()[samples.count / 2])
  }

  /// The median read of `uri` in ms and the throughput it makes in MB/s.
  private static func reads(_ connection: MCPConnection, _ uri: String, count: Int) async throws
    -> (ms: Double, mbps: Double)
  {
    var samples: [Duration] = []
    var bytes = 0
    let clock = ContinuousClock()
    for _ in 0..<count {
      let before = clock.now
      bytes = try await connection.readResource(uri, timeout: .seconds(60)).reduce(0) {
        $0 + $1.byteCount
      }
      samples.append(clock.now - before)
    }
    let median = BenchProcess.milliseconds(samples.sorted()[samples.count / 2])
    return (median, Double(bytes) / (median / 1000) / 1e6)
  }

  private static func numbers(
    _ python: String, _ arguments: [String], _ environment: [String: String]
  ) throws -> [Double] {
    let printed = try BenchProcess.measure(python, arguments, environment: environment).output
    let values = printed.split(separator: " ").compactMap {
      Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard !values.isEmpty else {
      throw BenchProcess.Failure(description: "the Python client printed \(printed)")
    }
    return values
  }

  private static func number(
    _ python: String, _ arguments: [String], _ environment: [String: String]
  ) throws -> Double {
    try numbers(python, arguments, environment)[0]
  }

  /// `ask mcp serve --http --port 0`; the process and the URL it prints.
  private static func launch(_ environment: [String: String]) async throws -> (Process, String) {
    let (process, line) = try await BenchProcess.startAsk(
      ["mcp", "serve", "--http", "--port", "0"], environment: environment)
    guard let url = line.split(separator: " ").last, url.hasPrefix("http://") else {
      process.terminate()
      throw BenchProcess.Failure(description: "ask mcp serve --http printed \(line)")
    }
    return (process, String(url))
  }
}
