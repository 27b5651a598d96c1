import AgentCore
import Foundation
import ModelProviders

/// `ask-bench --sse FILE`: a recorded server-sent-event stream of your own (Anthropic Messages
/// or OpenAI chat completions, told apart by its content) through the SSE parser and the
/// mapping, next to finding its line ends. A short capture is repeated until it is 20 MB.
enum SSEFileBenchmark {
  struct Row {
    var name: String
    var provider: String
    var bytes: Int
    var events: Int
    var failures: Int
    var lineEnds: Double
    var parse: Double
    var parseAndMap: Double
  }

  static func run(_ path: String) throws -> Row {
    let capture = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    guard !capture.isEmpty else { throw BenchError("\(path) is empty") }
    var bytes = capture
    while bytes.count < 20 * 1_048_576 {
      if bytes.last != 0x0A { bytes += [0x0A, 0x0A] }
      bytes += capture
    }
    let openAI = capture.firstRange(of: Array("\"choices\"".utf8)) != nil
    let chunk = 16 * 1024
    var lines = 0
    let lineEnds = ThroughputBenchmark.time { lines = ThroughputBenchmark.lineEnds(bytes) }
    guard lines > 0 else {
      throw BenchError("\(path) has no line ends: not a server-sent-event stream")
    }
    var events = 0
    var failures = 0
    let parse = ThroughputBenchmark.time {
      let parsed = ThroughputBenchmark.parse(bytes, chunk: chunk)
      events = parsed.events
    }
    let parseAndMap = ThroughputBenchmark.time {
      let names = ToolNameCodec(skillIDs: [])
      failures +=
        openAI
        ? ThroughputBenchmark.parseAndMap(bytes, chunk: chunk, OpenAIDecoder(names: names)).failures
        : ThroughputBenchmark.parseAndMap(bytes, chunk: chunk, AnthropicDecoder(names: names))
          .failures
    }
    return Row(
      name: URL(fileURLWithPath: path).lastPathComponent, provider: openAI ? "OpenAI" : "Anthropic",
      bytes: bytes.count, events: events, failures: failures, lineEnds: lineEnds, parse: parse,
      parseAndMap: parseAndMap)
  }

  static func table(_ rows: [Row]) -> String {
    var lines = [
      "| SSE capture (repeated to ≥ 20 MB) | provider | size | events | failed | find line ends | SSE parse | parse + mapping | throughput | vs line ends |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for row in rows {
      let megabytes = Double(row.bytes) / 1_048_576
      lines.append(
        "| \(row.name) | \(row.provider) | \(String(format: "%.1f", megabytes)) MB | \(row.events) | "
          + "\(row.failures) | \(String(format: "%.1f", row.lineEnds * 1000)) ms | "
          + "\(String(format: "%.1f", row.parse * 1000)) ms | "
          + "\(String(format: "%.1f", row.parseAndMap * 1000)) ms | "
          + "\(String(format: "%.1f", megabytes / row.parseAndMap)) MB/s | "
          + "\(String(format: "%.1f", row.parseAndMap / row.lineEnds))× |")
    }
    return lines.joined(separator: "\n")
  }

  /// The ratios for `--summary`.
  static func summary(_ rows: [Row]) -> [String: Double] {
    var summary: [String: Double] = [:]
    for row in rows {
      summary["sse.file.\(row.name).parse_and_map_over_line_ends"] = row.parseAndMap / row.lineEnds
    }
    return summary
  }
}
