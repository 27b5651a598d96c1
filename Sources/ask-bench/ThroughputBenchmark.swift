import AgentCore
import Foundation
import ModelProviders

/// SSE parsing plus Anthropic event mapping over a recorded-shape stream, against a baseline
/// that only finds the line ends of the same bytes.
enum ThroughputBenchmark {
  struct Result {
    var bytes: Int
    var events: Int
    var baselineSeconds: Double
    var parseSeconds: Double
    var parseAndMapSeconds: Double
  }

  /// A stream of `megabytes` MB shaped like Claude's: text deltas with CJK and ASCII text.
  static func stream(megabytes: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(megabytes * 1_048_576 + 4096)
    let start =
      #"event: message_start\#ndata: {"type":"message_start","message":{"id":"m","usage":{"input_tokens":10,"output_tokens":1}}}\#n\#n"#
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
    bytes += Array("event: message_stop\ndata: {\"type\":\"message_stop\"}\n\n".utf8)
    return bytes
  }

  static func run(megabytes: Int) -> Result {
    let bytes = stream(megabytes: megabytes)
    let chunk = 16 * 1024
    let baseline = time {
      var lines = 0
      for byte in bytes where byte == 0x0A { lines += 1 }
      precondition(lines > 0)
    }
    var eventCount = 0
    let parse = time {
      var parser = SSEParser()
      var count = 0
      var offset = 0
      while offset < bytes.count {
        let end = min(bytes.count, offset + chunk)
        count += (try? parser.feed(bytes[offset..<end]).count) ?? 0
        offset = end
      }
      eventCount = count
    }
    let parseAndMap = time {
      var parser = SSEParser()
      var decoder = AnthropicDecoder(names: ToolNameCodec(skillIDs: []))
      var text = 0
      var offset = 0
      while offset < bytes.count {
        let end = min(bytes.count, offset + chunk)
        for event in (try? parser.feed(bytes[offset..<end])) ?? [] {
          for mapped in (try? decoder.decode(event)) ?? [] {
            if case .textDelta(let delta) = mapped { text += delta.utf8.count }
          }
        }
        offset = end
      }
      precondition(text > 0)
    }
    return Result(
      bytes: bytes.count, events: eventCount, baselineSeconds: baseline, parseSeconds: parse,
      parseAndMapSeconds: parseAndMap)
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
      """
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
