import AgentCore
import AgentTestSupport
import Foundation
import ModelProviders
import SkillKit

/// The whole client — HTTP, SSE parsing, event mapping — against the official `anthropic` and
/// `openai` Python SDKs, a few lines of plain Python, and curl, each reading the same stream
/// from the same loopback server in one run.
enum SDKPeerBenchmark {
  struct Row {
    var client: String
    var provider: String
    var events: Int
    var textBytes: Int
    var wall: Double
    var cpu: Double
  }

  struct Result {
    var anthropicBytes: Int
    var openAIBytes: Int
    var rows: [Row]
  }

  /// `python` has the SDKs; `server` and `client` are `Tests/Fixtures`' scripts.
  static func run(megabytes: Int, python: String, server: String, client: String) async throws
    -> Result
  {
    let directory = NSTemporaryDirectory() + "ask-sdk-bench-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let anthropic = ThroughputBenchmark.stream(megabytes: megabytes)
    let openAI = ThroughputBenchmark.openAIStream(megabytes: megabytes)
    try Data(anthropic).write(to: URL(fileURLWithPath: directory + "/anthropic.sse"))
    try Data(openAI).write(to: URL(fileURLWithPath: directory + "/openai.sse"))
    let peer = try ReplayServer(
      script: server, python: python,
      arguments: [directory + "/anthropic.sse", directory + "/openai.sse"])
    let base = "http://127.0.0.1:\(peer.port)"
    var rows: [Row] = []
    for provider in ["anthropic", "openai"] {
      // ask and curl take a fraction of a second: the median of 5 runs; the SDKs run once.
      var runs: [Row] = []
      for _ in 0..<5 { runs.append(try await ask(provider: provider, base: base)) }
      rows.append(median(runs))
      for (name, script) in [
        ("official Python SDK (\(provider))", provider),
        ("plain Python (stdlib)", "stdlib-\(provider)"),
      ] {
        rows.append(
          try pythonClient(
            name, provider: provider, script: script, client: client, python: python, base: base))
      }
      rows.append(median(try (0..<5).map { _ in try curl(provider: provider, base: base) }))
    }
    // Every client must have read the whole reply: the same text, byte for byte in count.
    for provider in ["anthropic", "openai"] {
      let texts = Set(
        rows.filter { $0.provider == provider && !$0.client.hasPrefix("curl") }.map(\.textBytes))
      guard texts.count == 1, let text = texts.first, text > 0 else {
        throw BenchError(
          "the clients read different amounts of \(provider) text: \(texts.sorted())")
      }
    }
    return Result(anthropicBytes: anthropic.count, openAIBytes: openAI.count, rows: rows)
  }

  /// The provider the agent uses, in this process: its HTTP transport, SSE parser and decoder.
  static func ask(provider: String, base: String) async throws -> Row {
    let url = URL(string: base)!
    let model: any LanguageModel =
      provider == "anthropic"
      ? AnthropicModel(model: "m", apiKey: "sk-bench", baseURL: url)
      : OpenAIModel(model: "m", apiKey: "sk-bench", baseURL: url.appendingPathComponent("v1"))
    let request = ModelRequest(
      system: "", messages: [.user("hi")], tools: [], now: Date(), timeZone: .current)
    let cpuBefore = BenchProcess.cpu(RUSAGE_SELF)
    let start = ContinuousClock.now
    var events = 0
    var text = 0
    for try await event in model.stream(request) {
      events += 1
      if case .textDelta(let delta) = event { text += delta.utf8.count }
    }
    return Row(
      client: "ask: HTTP, SSE and mapping, in process",
      provider: provider, events: events, textBytes: text, wall: BenchProcess.seconds(since: start),
      cpu: BenchProcess.cpu(RUSAGE_SELF) - cpuBefore)
  }

  static func pythonClient(
    _ name: String, provider: String, script: String, client: String, python: String,
    base: String
  ) throws -> Row {
    let run = try BenchProcess.measure(python, [client, script, base], environment: [:])
    guard let line = run.output.split(separator: "\n").last,
      let report = try? JSONValue.parse(String(line)),
      let events = report["events"]?.intValue, let text = report["text_bytes"]?.intValue,
      let seconds = report["seconds"]?.doubleValue, let cpu = report["cpu_seconds"]?.doubleValue
    else {
      throw BenchError("\(name) printed no report: \(run.output.suffix(500))")
    }
    return Row(
      client: name, provider: provider, events: events, textBytes: text, wall: seconds, cpu: cpu)
  }

  /// The floor: curl moving the bytes to /dev/null (its start-up included, a few ms).
  static func curl(provider: String, base: String) throws -> Row {
    let path = provider == "anthropic" ? "/v1/messages" : "/v1/chat/completions"
    let run = try BenchProcess.measure(
      "/usr/bin/curl",
      ["-s", "-S", "-f", "-N", "-o", "/dev/null", "-X", "POST", "-d", "{}", base + path],
      environment: [:])
    return Row(
      client: "curl (bytes to /dev/null)", provider: provider, events: 0, textBytes: 0,
      wall: run.wall, cpu: run.cpu)
  }

  /// The run with the median wall time.
  static func median(_ runs: [Row]) -> Row {
    runs.sorted { $0.wall < $1.wall }[runs.count / 2]
  }

  static func table(_ result: Result) -> String {
    var lines = [
      "| client, over loopback HTTP (same server, same bytes; ask and curl: median of 5) | stream | events | wall | throughput | CPU | SDK wall ÷ this | this wall ÷ curl |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for row in result.rows {
      let bytes = row.provider == "anthropic" ? result.anthropicBytes : result.openAIBytes
      let sdk = result.rows.first { $0.provider == row.provider && $0.client.hasPrefix("official") }
      let curl = result.rows.first { $0.provider == row.provider && $0.client.hasPrefix("curl") }
      let events = row.events > 0 ? "\(row.events)" : "–"
      lines.append(
        "| \(row.client) | \(row.provider), \(bytes / 1_048_576) MB | \(events) | \(String(format: "%.2f", row.wall)) s | \(String(format: "%.0f", Double(bytes) / row.wall / 1_048_576)) MB/s | \(String(format: "%.2f", row.cpu)) s | \(sdk.map { String(format: "%.1f×", $0.wall / row.wall) } ?? "–") | \(curl.map { String(format: "%.1f×", row.wall / $0.wall) } ?? "–") |"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// How many times faster than each SDK the agent's client read the same stream (wall).
  static func summary(_ result: Result) -> [String: Double] {
    var ratios: [String: Double] = [:]
    for provider in ["anthropic", "openai"] {
      let mine = result.rows.first { $0.provider == provider && $0.client.hasPrefix("ask") }
      let sdk = result.rows.first { $0.provider == provider && $0.client.hasPrefix("official") }
      if let mine, let sdk { ratios["sdk.\(provider).ask_wall_over_sdk"] = mine.wall / sdk.wall }
    }
    return ratios
  }
}
