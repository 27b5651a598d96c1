import Foundation
import MCPClient
import SkillKit

/// One `tools/call` round trip to the reference time server from our client and from the
/// official Python SDK's, and the start of each (spawn, discover or initialize, listing), in
/// the same run.
enum MCPBenchmark {
  static func table(python: String, clientScript: String, calls: Int) async throws -> String {
    let server = [python, "-m", "mcp_server_time", "--local-timezone", "UTC"]
    let arguments: JSONValue = ["timezone": "Europe/London"]
    let clock = ContinuousClock()
    let started = clock.now
    let connection = MCPConnection(
      arguments: server, environment: ProcessInfo.processInfo.environment, directory: nil,
      logFile: nil)
    _ = try await connection.start(timeout: .seconds(30))
    _ = try await connection.listTools(timeout: .seconds(30))
    let ready = clock.now - started
    var samples: [Duration] = []
    for _ in 0..<calls {
      let before = clock.now
      _ = try await connection.callTool(
        "get_current_time", arguments: arguments, timeout: .seconds(30), progress: { _, _, _ in })
      samples.append(clock.now - before)
    }
    await connection.stop()
    let ms = BenchProcess.milliseconds
    let ours = ms(samples.sorted()[samples.count / 2])

    let printed = try BenchProcess.measure(
      python, [clientScript, String(calls), "get_current_time", arguments.jsonString] + server,
      environment: [:]
    ).output
    let numbers = printed.split(separator: " ").compactMap {
      Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard numbers.count == 2 else {
      throw BenchProcess.Failure(description: "the Python client printed \(printed)")
    }
    return [
      "| mcp-server-time over stdio (\(calls) calls) | tools/call round trip (median) | start: spawn + discover (or initialize) + tools/list |",
      "| --- | --- | --- |",
      "| ask's MCPConnection | \(String(format: "%.2f", ours)) ms | \(String(format: "%.0f", ms(ready))) ms |",
      "| official Python SDK client (mcp 2.3.0) | \(String(format: "%.2f", numbers[0])) ms | \(String(format: "%.0f", numbers[1])) ms |",
    ].joined(separator: "\n")
  }
}
