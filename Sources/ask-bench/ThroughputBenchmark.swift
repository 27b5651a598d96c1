import AgentCore
import Foundation
import HTTPClient
import ModelProviders

/// SSE parsing plus Anthropic and OpenAI event mapping over recorded-shape streams of the same
/// text, against a baseline that only finds the line ends of the same bytes.
enum ThroughputBenchmark {
  struct Result {
    var bytes: Int
    var events: Int
    var baselineSeconds: Double
    var parseSeconds: Double
    var parseAndMapSeconds: Double
    /// The same text deltas as OpenAI chat-completion chunks.
    var openAIBytes = 0
    var openAIEvents = 0
    var openAIBaselineSeconds = 0.0
    var openAIParseAndMapSeconds = 0.0
  }

  /// The text deltas of `stream(megabytes:)` as an OpenAI-compatible server sends them.
  static func openAIStream(megabytes: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(megabytes * 1_048_576 + 4096)
    var index = 0
    while bytes.count < megabytes * 1_048_576 {
      let text = index % 3 == 0 ? "明天上午九点提醒我开会，" : " the quick brown fox \(index)"
      let event =
        "data: {\"id\":\"chatcmpl-1\",\"object\":\"chat.completion.chunk\",\"created\":1,"
        + "\"model\":\"m\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"\(text)\"},"
        + "\"finish_reason\":null}]}\n\n"
      bytes += Array(event.utf8)
      index += 1
    }
    let end =
      "data: {\"id\":\"chatcmpl-1\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"m\","
      + "\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n"
    bytes += Array(end.utf8)
    return bytes
  }

  /// Parses and maps `bytes`, read `chunk` bytes at a time, with `decoder` — through the
  /// client's own `WireReader`, deltas joined per read: the server events, the text bytes
  /// seen, and how many reads failed (counted, not hidden; a read that fails loses the rest of
  /// its events, as in the client).
  static func parseAndMap<Decoder: WireDecoder>(_ bytes: [UInt8], chunk: Int, _ decoder: Decoder)
    -> (events: Int, text: Int, failures: Int)
  {
    // Recorded streams repeated back to back: read past each one's final event.
    var reader = WireReader(decoder: decoder, readsPastTheEnd: true)
    var text = 0
    var failures = 0
    var offset = 0
    while offset < bytes.count {
      let end = min(bytes.count, offset + chunk)
      do {
        _ = try reader.read(bytes[offset..<end])
      } catch {
        failures += 1
      }
      for mapped in reader.drain() {
        if case .textDelta(let delta) = mapped { text += delta.utf8.count }
      }
      offset = end
    }
    return (reader.serverEvents, text, failures)
  }

  /// Parses `bytes` only: the events, and how many reads failed.
  static func parse(_ bytes: [UInt8], chunk: Int) -> (events: Int, failures: Int) {
    var parser = SSEParser()
    var events = 0
    var failures = 0
    var offset = 0
    while offset < bytes.count {
      let end = min(bytes.count, offset + chunk)
      do { try parser.feed(bytes[offset..<end]) { _ in events += 1 } } catch { failures += 1 }
      offset = end
    }
    return (events, failures)
  }

  /// The baseline: the line ends in `bytes`.
  static func lineEnds(_ bytes: [UInt8]) -> Int {
    var lines = 0
    for byte in bytes where byte == 0x0A { lines += 1 }
    return lines
  }

  /// A stream of `megabytes` MB shaped like Claude's: text deltas with CJK and ASCII text.
  static func stream(megabytes: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(megabytes * 1_048_576 + 4096)
    // What the Messages API sends around the deltas, in full: the official SDK reads these.
    let start =
      #"event: message_start\#ndata: {"type":"message_start","message":{"id":"msg_bench","type":"message","role":"assistant","content":[],"model":"m","stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":10,"output_tokens":1}}}\#n\#n"#
      + #"event: content_block_start\#ndata: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}\#n\#n"#
    bytes += Array(start.utf8)
    var index = 0
    while bytes.count < megabytes * 1_048_576 {
      let text = index % 3 == 0 ? "明天上午九点提醒我开会，" : " the quick brown fox \(index)"
      let event =
        "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,"
        + "\"delta\":{\"type\":\"text_delta\",\"text\":\"\(text)\"}}\n\n"
      bytes += Array(event.utf8)
      index += 1
    }
    let end =
      #"event: content_block_stop\#ndata: {"type":"content_block_stop","index":0}\#n\#n"#
      + #"event: message_delta\#ndata: {"type":"message_delta","delta":{"stop_reason":"end_turn","stop_sequence":null},"usage":{"output_tokens":\#(index)}}\#n\#n"#
      + #"event: message_stop\#ndata: {"type":"message_stop"}\#n\#n"#
    bytes += Array(end.utf8)
    return bytes
  }

  static func run(megabytes: Int) -> Result {
    let bytes = stream(megabytes: megabytes)
    let chunk = 16 * 1024
    let baseline = time { precondition(lineEnds(bytes) > 0) }
    var eventCount = 0
    let parse = time {
      let parsed = Self.parse(bytes, chunk: chunk)
      precondition(parsed.failures == 0)
      eventCount = parsed.events
    }
    let anthropicSeconds = time {
      let mapped = parseAndMap(
        bytes, chunk: chunk, AnthropicDecoder(names: ToolNameCodec(skillIDs: [])))
      precondition(mapped.text > 0 && mapped.failures == 0)
    }
    let openAI = openAIStream(megabytes: megabytes)
    let openAIBaseline = time { precondition(lineEnds(openAI) > 0) }
    var openAIEvents = 0
    let openAIParseAndMap = time {
      let mapped = parseAndMap(
        openAI, chunk: chunk, OpenAIDecoder(names: ToolNameCodec(skillIDs: [])))
      precondition(mapped.text > 0 && mapped.failures == 0)
      openAIEvents = mapped.events
    }
    return Result(
      bytes: bytes.count, events: eventCount, baselineSeconds: baseline, parseSeconds: parse,
      parseAndMapSeconds: anthropicSeconds, openAIBytes: openAI.count, openAIEvents: openAIEvents,
      openAIBaselineSeconds: openAIBaseline, openAIParseAndMapSeconds: openAIParseAndMap)
  }

  static func table(_ result: Result) -> String {
    let megabytes = Double(result.bytes) / 1_048_576
    func row(_ name: String, _ seconds: Double) -> String {
      let mbps = megabytes / seconds
      let eps = Double(result.events) / seconds
      let ratio = seconds / result.baselineSeconds
      return "| \(name) | \(format(seconds * 1000, 1)) ms | \(format(mbps, 1)) MB/s | "
        + "\(format(eps / 1000, 0)) k events/s | \(format(ratio, 1))× |"
    }
    return """
      | stage (\(format(megabytes, 1)) MB, \(result.events) events) | time | throughput | events | vs baseline |
      | --- | --- | --- | --- | --- |
      \(row("baseline: find line ends", result.baselineSeconds))
      \(row("SSE parse", result.parseSeconds))
      \(row("SSE parse + Anthropic mapping", result.parseAndMapSeconds))

      | OpenAI-compatible stream (\(format(Double(result.openAIBytes) / 1_048_576, 1)) MB, \(result.openAIEvents) events, the same text) | time | throughput | events | vs baseline |
      | --- | --- | --- | --- | --- |
      | baseline: find line ends | \(format(result.openAIBaselineSeconds * 1000, 1)) ms | \(format(Double(result.openAIBytes) / 1_048_576 / result.openAIBaselineSeconds, 1)) MB/s | – | 1.0× |
      | SSE parse + OpenAI mapping | \(format(result.openAIParseAndMapSeconds * 1000, 1)) ms | \(format(Double(result.openAIBytes) / 1_048_576 / result.openAIParseAndMapSeconds, 1)) MB/s | \(format(Double(result.openAIEvents) / result.openAIParseAndMapSeconds / 1000, 0)) k events/s | \(format(result.openAIParseAndMapSeconds / result.openAIBaselineSeconds, 1))× |

      Per event, OpenAI mapping costs \(format((result.openAIParseAndMapSeconds / Double(max(1, result.openAIEvents))) / (result.parseAndMapSeconds / Double(max(1, result.events))), 1))× an Anthropic one.
      """
  }

  /// The ratios for `--summary`.
  static func summary(_ result: Result) -> [String: Double] {
    [
      "sse.anthropic.parse_and_map_over_line_ends": result.parseAndMapSeconds
        / result.baselineSeconds,
      "sse.openai.parse_and_map_over_line_ends": result.openAIParseAndMapSeconds
        / result.openAIBaselineSeconds,
      "sse.openai_per_event_over_anthropic":
        (result.openAIParseAndMapSeconds
        / Double(max(1, result.openAIEvents)))
        / (result.parseAndMapSeconds / Double(max(1, result.events))),
    ]
  }

  static func time(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    body()
    let (seconds, attoseconds) = (clock.now - start).components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }

  static func format(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }
}
