import AgentCore
import AgentTestSupport
import Foundation
import HTTPClient
import SkillKit
import Testing

@testable import ModelProviders

/// The client's byte-level path (`WireReader`: events read where they lie, text joined as
/// bytes) gives exactly what the string path gives — each event copied into an `SSEEvent`,
/// decoded, joined per read — on the recorded streams in any chunking, and on raw-byte variants
/// of the fast paths' events, invalid UTF-8 included.
@Suite struct WireReaderTests {
  /// What the string path yields for `bytes` read in `chunk`-byte reads: each read's drained
  /// events, or the failure that ended the stream (and what that read decoded before it).
  static func reference<Decoder: WireDecoder>(_ bytes: [UInt8], chunk: Int, _ decoder: Decoder)
    -> [String]
  {
    var parser = SSEParser()
    var decoder = decoder
    var batch = DeltaCoalescer()
    var reads: [String] = []
    var offset = 0
    while offset < bytes.count {
      let end = min(bytes.count, offset + chunk)
      do {
        reading: for event in try parser.feed(bytes[offset..<end]) {
          for modelEvent in try decoder.decode(event) { batch.add(modelEvent) }
          if decoder.isComplete { break reading }
        }
      } catch {
        reads.append("\(batch.drain()) then \(error)")
        return reads
      }
      reads.append("\(batch.drain())")
      if decoder.isComplete { break }
      offset = end
    }
    return reads
  }

  /// The same through `WireReader`.
  static func reader<Decoder: WireDecoder>(_ bytes: [UInt8], chunk: Int, _ decoder: Decoder)
    -> [String]
  {
    var reader = WireReader(decoder: decoder)
    var reads: [String] = []
    var offset = 0
    while offset < bytes.count {
      let end = min(bytes.count, offset + chunk)
      let complete: Bool
      do {
        complete = try reader.read(bytes[offset..<end])
      } catch {
        reads.append("\(reader.drain()) then \(error)")
        return reads
      }
      reads.append("\(reader.drain())")
      if complete { break }
      offset = end
    }
    return reads
  }

  static let names = ToolNameCodec(skillIDs: ["todo.add", "time.now", "files.read"])

  static func fixture(_ path: String) throws -> [UInt8] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures")
    return Array(try Data(contentsOf: root.appendingPathComponent(path)))
  }

  @Test(arguments: [
    "anthropic/text.sse", "anthropic/parallel.sse", "anthropic/thinking.sse",
    "anthropic/tool.sse", "anthropic/badutf8.sse", "anthropic/badjson.sse",
    "anthropic/error.sse", "anthropic/drop.sse", "anthropic/xss.sse",
  ])
  func anthropicRecordingsReadTheSameInAnyChunking(_ path: String) throws {
    let bytes = try Self.fixture(path)
    for chunk in [1, 2, 7, 64, 4096, bytes.count] {
      let expected = Self.reference(bytes, chunk: chunk, AnthropicDecoder(names: Self.names))
      let read = Self.reader(bytes, chunk: chunk, AnthropicDecoder(names: Self.names))
      #expect(read == expected, "\(path) in \(chunk)-byte reads")
    }
  }

  @Test(arguments: [
    "openai/text.sse", "openai/tool.sse", "openai/error.sse", "openai/drop.sse",
  ])
  func openAIRecordingsReadTheSameInAnyChunking(_ path: String) throws {
    let bytes = try Self.fixture(path)
    for chunk in [1, 3, 64, 4096, bytes.count] {
      let expected = Self.reference(bytes, chunk: chunk, OpenAIDecoder(names: Self.names))
      let read = Self.reader(bytes, chunk: chunk, OpenAIDecoder(names: Self.names))
      #expect(read == expected, "\(path) in \(chunk)-byte reads")
    }
  }

  /// `data` framed as one event, between two text events whose text it may join.
  static func framed(_ data: [UInt8], event: String, around: String) -> [UInt8] {
    Array("event: \(event)\ndata: \(around)\n\n".utf8) + Array("event: \(event)\ndata: ".utf8)
      + data + Array("\n\n".utf8) + Array("event: \(event)\ndata: \(around)\n\n".utf8)
  }

  /// Every prefix, and each byte replaced by each of `bytes` — raw, never repaired first.
  static func rawVariants(of canonical: String, changing bytes: [UInt8]) -> [[UInt8]] {
    let original = Array(canonical.utf8)
    var inputs = (0..<original.count).map { Array(original[..<$0]) }
    for place in original.indices {
      for replacement in bytes {
        var changed = original
        changed[place] = replacement
        inputs.append(changed)
      }
    }
    return inputs
  }

  static let hostileBytes: [UInt8] = [0x20, 0x22, 0x5C, 0x7D, 0x0A, 0xFF, 0xC3, 0x80, 0xE4, 0xF0]

  @Test func rawVariantsOfTheFastPathsReadTheSame() {
    let anthropic =
      #"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"hé 中文"}}"#
    for data in Self.rawVariants(of: anthropic, changing: Self.hostileBytes) {
      let bytes = Self.framed(data, event: "content_block_delta", around: anthropic)
      for chunk in [5, bytes.count] {
        let expected = Self.reference(bytes, chunk: chunk, AnthropicDecoder(names: Self.names))
        let read = Self.reader(bytes, chunk: chunk, AnthropicDecoder(names: Self.names))
        #expect(read == expected, "\(String(decoding: data, as: UTF8.self))")
      }
    }
    let openAI =
      #"{"id":"c","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"hé 中文"},"finish_reason":null}]}"#
    for data in Self.rawVariants(of: openAI, changing: Self.hostileBytes) {
      let bytes = Self.framed(data, event: "message", around: openAI)
      for chunk in [5, bytes.count] {
        let expected = Self.reference(bytes, chunk: chunk, OpenAIDecoder(names: Self.names))
        let read = Self.reader(bytes, chunk: chunk, OpenAIDecoder(names: Self.names))
        #expect(read == expected, "\(String(decoding: data, as: UTF8.self))")
      }
    }
  }

  /// Two texts that are broken UTF-8 alone but whole together: joined as bytes they would
  /// become `中`; the string path repairs each on its own, and so must the reader.
  @Test func textsBrokenAloneAreRepairedAloneNotMendedByJoining() {
    let head = Array(
      #"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":""#.utf8)
    let tail = Array(#""}}"#.utf8)
    let first = head + [0x78, 0xE4, 0xB8] + tail  // "x" and the first two bytes of 中
    let second = head + [0xAD, 0x79] + tail  // its last byte and "y"
    var bytes = Array("event: content_block_delta\ndata: ".utf8) + first + Array("\n\n".utf8)
    bytes += Array("event: content_block_delta\ndata: ".utf8) + second + Array("\n\n".utf8)
    let read = Self.reader(bytes, chunk: bytes.count, AnthropicDecoder(names: Self.names))
    #expect(read == Self.reference(bytes, chunk: bytes.count, AnthropicDecoder(names: Self.names)))
    #expect(!read.joined().contains("中"), "\(read)")
    let openAIHead = Array(#"{"choices":[{"delta":{"content":""#.utf8)
    let openAITail = Array("\"}}]}".utf8)
    var chunks = Array("data: ".utf8) + openAIHead + [0x78, 0xE4, 0xB8] + openAITail
    chunks +=
      Array("\n\ndata: ".utf8) + openAIHead + [0xAD, 0x79] + openAITail + Array("\n\n".utf8)
    let openAI = Self.reader(chunks, chunk: chunks.count, OpenAIDecoder(names: Self.names))
    #expect(
      openAI == Self.reference(chunks, chunk: chunks.count, OpenAIDecoder(names: Self.names)))
    #expect(!openAI.joined().contains("中"), "\(openAI)")
  }

  @Test func theUTF8CheckAgreesWithTheStandardLibrary() {
    var random = SeededRandom(seed: 8)
    let interesting: [UInt8] = [
      0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xA0, 0x9F, 0xED, 0xEF, 0xF0,
      0x90, 0x8F, 0xF4, 0xF5, 0xFF,
    ]
    for _ in 0..<20_000 {
      let count = Int.random(in: 0...12, using: &random)
      let bytes = (0..<count).map { _ in
        Bool.random(using: &random)
          ? interesting[Int.random(in: 0..<interesting.count, using: &random)]
          : UInt8.random(in: 0...255, using: &random)
      }
      let expected = String(validating: bytes, as: UTF8.self) != nil
      let checked = bytes.withUnsafeBufferPointer { DeltaCoalescer.isValidUTF8($0) }
      #expect(checked == expected, "\(bytes.map { String($0, radix: 16) })")
    }
    // Long ASCII runs go eight bytes at a time; a bad byte at any place is still found.
    for place in 0..<40 {
      var bytes = Array(repeating: UInt8(ascii: "a"), count: 40)
      bytes[place] = 0xFF
      #expect(!bytes.withUnsafeBufferPointer { DeltaCoalescer.isValidUTF8($0) })
    }
  }
}
