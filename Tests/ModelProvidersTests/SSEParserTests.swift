import Foundation
import HTTPClient
import ModelProviders
import Testing

struct SSEParserTests {
  static func parse(_ text: String, chunkSizes: [Int]? = nil) throws -> [SSEEvent] {
    try parse(Array(text.utf8), chunkSizes: chunkSizes)
  }

  static func parse(_ bytes: [UInt8], chunkSizes: [Int]? = nil) throws -> [SSEEvent] {
    var parser = SSEParser()
    var events: [SSEEvent] = []
    var index = 0
    var sizes = chunkSizes ?? [bytes.count]
    while index < bytes.count {
      let size = max(1, sizes.isEmpty ? bytes.count : sizes.removeFirst())
      let end = min(bytes.count, index + size)
      events += try parser.feed(bytes[index..<end])
      index = end
      if sizes.isEmpty { sizes = chunkSizes ?? [bytes.count] }
    }
    return events
  }

  @Test func fieldsCommentsAndMultilineData() throws {
    let text = """
      : a comment
      event: greeting
      data: first
      data:second
      id: 7

      data: {"a":1}

      retry: 1500
      data: x
      field-we-ignore: y

      event: empty-data-is-skipped

      """
    let events = try Self.parse(text)
    #expect(events.map(\.event) == ["greeting", "message", "message"])
    #expect(events[0].data == "first\nsecond")
    #expect(events[0].id == "7")
    #expect(events[1].id == "7", "the last event id persists")
    #expect(events[1].data == #"{"a":1}"#)
    #expect(events[2].retry == 1500)
  }

  @Test(arguments: ["\n", "\r", "\r\n"])
  func everyLineEndingWorks(_ ending: String) throws {
    let text = ["event: e", "data: one", "data: two", "", "data: three", "", ""].joined(
      separator: ending)
    let events = try Self.parse(text)
    #expect(events.map(\.data) == ["one\ntwo", "three"])
  }

  @Test func aLeadingBOMIsDroppedEvenWhenSplit() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("data: hi\n\n".utf8)
    for size in 1...4 {
      #expect(try Self.parse(bytes, chunkSizes: [size]).map(\.data) == ["hi"])
    }
    #expect(try Self.parse("data: no bom\n\n").map(\.data) == ["no bom"])
  }

  @Test func chunkBoundariesAnywhereGiveTheSameEvents() throws {
    let text = "event: a\r\ndata: 你好，世界 🌍\r\n\r\ndata: second\rdata: line\r\r: c\n\ndata: end\n\n"
    let whole = try Self.parse(text)
    #expect(whole.map(\.data) == ["你好，世界 🌍", "second\nline", "end"])
    for size in 1...9 {
      #expect(try Self.parse(text, chunkSizes: [size]) == whole, "chunks of \(size)")
    }
    #expect(try Self.parse(text, chunkSizes: [2, 1, 5, 3, 7, 1, 1, 11]) == whole)
  }

  @Test func anUnfinishedEventIsNotDispatched() throws {
    var parser = SSEParser()
    #expect(try parser.feed(Array("data: partial".utf8)).isEmpty)
    #expect(try parser.feed(Array("\n".utf8)).isEmpty)
    #expect(try parser.feed(Array("\n".utf8)).map(\.data) == ["partial"])
  }

  @Test func invalidUTF8BecomesReplacementCharacters() throws {
    let bytes = Array("data: a".utf8) + [0xFF, 0xFE] + Array("b\n\n".utf8)
    #expect(try Self.parse(bytes).first?.data == "a\u{FFFD}\u{FFFD}b")
  }

  @Test func oversizedLinesAndEventsStopWithAClearError() throws {
    var parser = SSEParser(maxEventBytes: 1024)
    #expect(throws: SSEError.self) {
      _ = try parser.feed(Array(repeating: UInt8(ascii: "y"), count: 4096))
    }
    var lines = SSEParser(maxEventBytes: 1024)
    let many = String(repeating: "data: " + String(repeating: "z", count: 100) + "\n", count: 20)
    #expect(throws: SSEError.self) { _ = try lines.feed(Array(many.utf8)) }
    #expect(SSEParser.defaultMaxEventBytes == 8 * 1024 * 1024)
  }
}
