import AgentCore
import HTTPClient

/// A provider's stream read one network read at a time: SSE parsing, the decoder's mapping
/// and the joining of deltas, as the client reads it (and the benchmark measures it). An
/// event costs no string or array of its own on the decoders' fast paths.
public struct WireReader<Decoder: WireDecoder>: Sendable {
  private var parser: SSEParser
  /// The decoder, with what it has seen.
  public private(set) var decoder: Decoder
  private var batch = DeltaCoalescer()
  /// Server events read so far.
  public private(set) var serverEvents = 0
  /// Whether events after the provider's final one are read too (recorded streams played
  /// back to back, in the benchmark); a client stops at the end.
  private let readsPastTheEnd: Bool

  /// A reader decoding with `decoder`, refusing events over `maxEventBytes`.
  public init(
    decoder: Decoder, maxEventBytes: Int = SSEParser.defaultMaxEventBytes,
    readsPastTheEnd: Bool = false
  ) {
    self.decoder = decoder
    self.parser = SSEParser(maxEventBytes: maxEventBytes)
    self.readsPastTheEnd = readsPastTheEnd
  }

  /// Parses and decodes one read; true once the provider's final event has arrived (what
  /// follows it is not read). What was decoded before a throw stays for `drain`.
  public mutating func read<Bytes: Sequence>(_ chunk: Bytes) throws -> Bool
  where Bytes.Element == UInt8 {
    guard readsPastTheEnd || !decoder.isComplete else { return true }
    // The parser is taken out while it calls back into the decoder and the batch.
    var parser = SSEParser(maxEventBytes: self.parser.maxEventBytes)
    swap(&parser, &self.parser)
    defer { swap(&parser, &self.parser) }
    try parser.feed(chunk) { event in
      guard readsPastTheEnd || !decoder.isComplete else { return }
      serverEvents += 1
      try decoder.decode(event, into: &batch)
    }
    return decoder.isComplete
  }

  /// The model events decoded since the last drain, in order, adjacent deltas joined.
  public mutating func drain() -> [ModelEvent] { batch.drain() }
}
