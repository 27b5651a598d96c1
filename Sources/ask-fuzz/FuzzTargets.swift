import AgentCore
import Foundation
import HTTPClient
import ModelProviders
import SkillKit

/// The inputs `ask` reads from outside, each checked for crashes and for its own invariants:
/// what parses must serialise back to itself; what is refused is refused with a reason.
enum FuzzTargets {
  static let names = ["json", "payload", "sse", "wire", "rule", "date", "ndjson"]

  /// Runs one input through `target`; a broken invariant traps (a crash the fuzzer keeps).
  static func run(_ target: String, _ data: Data) {
    switch target {
    case "json": json(data)
    case "payload": payload(data)
    case "sse": sse(data)
    case "wire": wire(data)
    case "rule": rule(data)
    case "date": date(data)
    case "ndjson": ndjson(data)
    default: fatalError("unknown fuzz target \(target); targets: \(names.joined(separator: ", "))")
    }
  }

  private static func json(_ data: Data) {
    guard let value = try? JSONValue.parse(data) else { return }
    let text = value.jsonString
    guard let again = try? JSONValue.parse(text) else {
      fatalError("serialised JSON does not parse: \(text.prefix(200))")
    }
    precondition(again.jsonString == text, "JSON does not round-trip: \(text.prefix(200))")
  }

  /// A stored event's payload read where it lies (what a page does) against the tree: the
  /// same event, nil for both, or a failure for both.
  private static func payload(_ data: Data) {
    let bytes = Array(data)
    let date = Date(timeIntervalSince1970: 5)
    let tree = Result {
      try TimelineEvent.decode(sequence: 1, timestamp: date, payload: JSONValue.parse(data))
    }
    let read = Result {
      try bytes.withUnsafeBufferPointer {
        try TimelineEvent.decode(sequence: 1, timestamp: date, payload: $0)
      }
    }
    switch (tree, read) {
    case (.success(let a), .success(let b)):
      precondition(
        a == b, "the byte reader read \(String(describing: b)) for \(String(describing: a))")
    case (.failure(let a), .failure(let b)):
      precondition("\(a)" == "\(b)", "different errors: \(a) and \(b)")
    default:
      preconditionFailure("one path failed, the other did not: \(tree) / \(read)")
    }
  }

  private static func sse(_ data: Data) {
    // The first byte picks how the stream is cut into chunks, so boundaries land anywhere.
    var parser = SSEParser(maxEventBytes: 4096)
    let step = Int(data.first ?? 1) % 17 + 1
    var index = data.startIndex
    do {
      while index < data.endIndex {
        let end = data.index(index, offsetBy: step, limitedBy: data.endIndex) ?? data.endIndex
        // The limit is on the bytes read: repairing invalid UTF-8 may make the string longer.
        try parser.feed(data[index..<end]) { event in
          precondition(event.data.count <= 4096, "an event over its limit was returned")
        }
        index = end
      }
    } catch {
      return
    }
  }

  /// The client's byte-level reading (`WireReader`) against the string path — each event
  /// copied, decoded, joined per read — for both providers: the same events, or failures at
  /// the same read with the same events before them.
  private static func wire(_ data: Data) {
    let step = Int(data.first ?? 1) % 23 + 1
    let names = ToolNameCodec(skillIDs: ["todo.add", "files.read"])
    let anthropic = (
      reader(data, step, AnthropicDecoder(names: names)),
      reference(data, step, AnthropicDecoder(names: names))
    )
    precondition(anthropic.0 == anthropic.1, "Anthropic: \(anthropic.0) ≠ \(anthropic.1)")
    let openAI = (
      reader(data, step, OpenAIDecoder(names: names)),
      reference(data, step, OpenAIDecoder(names: names))
    )
    precondition(openAI.0 == openAI.1, "OpenAI: \(openAI.0) ≠ \(openAI.1)")
  }

  private static func reader<Decoder: WireDecoder>(_ data: Data, _ step: Int, _ decoder: Decoder)
    -> [String]
  {
    var reader = WireReader(decoder: decoder, maxEventBytes: 4096)
    var reads: [String] = []
    var index = data.startIndex
    while index < data.endIndex {
      let end = data.index(index, offsetBy: step, limitedBy: data.endIndex) ?? data.endIndex
      do {
        let complete = try reader.read(data[index..<end])
        reads.append("\(reader.drain())")
        if complete { break }
      } catch {
        reads.append("\(reader.drain()) then \(error)")
        break
      }
      index = end
    }
    return reads
  }

  private static func reference<Decoder: WireDecoder>(
    _ data: Data, _ step: Int, _ decoder: Decoder
  ) -> [String] {
    var parser = SSEParser(maxEventBytes: 4096)
    var decoder = decoder
    var batch = DeltaCoalescer()
    var reads: [String] = []
    var index = data.startIndex
    while index < data.endIndex {
      let end = data.index(index, offsetBy: step, limitedBy: data.endIndex) ?? data.endIndex
      do {
        reading: for event in try parser.feed(data[index..<end]) {
          for modelEvent in try decoder.decode(event) { batch.add(modelEvent) }
          if decoder.isComplete { break reading }
        }
        reads.append("\(batch.drain())")
        if decoder.isComplete { break }
      } catch {
        reads.append("\(batch.drain()) then \(error)")
        break
      }
      index = end
    }
    return reads
  }

  private static func rule(_ data: Data) {
    let text = String(decoding: data, as: UTF8.self)
    guard let parsed = try? RulePatternParser.parse(text) else { return }
    let rule = PermissionRule(
      skill: parsed.skill, fields: parsed.fields, decision: .deny, scope: .user)
    guard let again = try? RulePatternParser.parse(rule.pattern) else {
      fatalError("the written form of a rule does not parse: \(rule.pattern)")
    }
    precondition(
      again.skill == parsed.skill
        && again.fields.map { Array($0.pattern.unicodeScalars) }
          == parsed.fields.map { Array($0.pattern.unicodeScalars) },
      "a rule does not round-trip: \(rule.pattern)")
    for field in parsed.fields {
      _ = GlobPattern(field.pattern, segments: true).matches(text)
      _ = GlobPattern(field.pattern, segments: false).matches(text)
      _ = RuleMatcher.normalizedPath(text, cwd: "/work")
    }
  }

  private static let dates = DateExpressionParser(
    now: Date(timeIntervalSince1970: 1_764_468_000),
    timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt)

  private static func date(_ data: Data) {
    let text = String(decoding: data, as: UTF8.self)
    _ = dates.firstExpression(in: text)
    _ = dates.date(fromAnswer: text)
  }

  private static func ndjson(_ data: Data) {
    let line = String(decoding: data, as: UTF8.self)
    switch ControlLine.parse(line) {
    case .failure(let problem):
      precondition(!problem.description.isEmpty, "a refusal without a reason")
    case .success:
      break
    }
  }
}
