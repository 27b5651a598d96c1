import Foundation
import SkillKit
import Testing

struct JSONValueTests {
  @Test func roundTripsThroughText() throws {
    let text = #"{"a":[1,2.5,"x",true,null],"b":{"c":"中文"}}"#
    let value = try JSONValue.parse(text)
    #expect(value["a"]?.arrayValue?.count == 5)
    #expect(value["a"]?.arrayValue?[0] == .integer(1))
    #expect(value["a"]?.arrayValue?[1] == .number(2.5))
    #expect(value["a"]?.arrayValue?[3] == .bool(true))
    #expect(value["b"]?["c"] == "中文")
    #expect(try JSONValue.parse(value.jsonString) == value)
  }

  @Test func keysAreSortedSoOutputIsStable() {
    let value: JSONValue = ["z": 1, "a": 2, "m": ["y": 1, "b": 2]]
    #expect(value.jsonString == #"{"a":2,"m":{"b":2,"y":1},"z":1}"#)
  }

  @Test func numbersAndEscapesAreWrittenExactly() throws {
    let cases: [(JSONValue, String)] = [
      (.integer(0), "0"), (.integer(-7), "-7"), (.integer(Int.max), "9223372036854775807"),
      (.integer(Int.min), "-9223372036854775808"), (.number(3), "3"), (.number(-2.5), "-2.5"),
      (.number(1e20), "1e+20"), (.number(.nan), "null"), (.number(-.infinity), "null"),
      (.string("a\"b\\c\n\t\u{1}"), #""a\"b\\c\n\t\u0001""#),
      (.string("\u{85}x\u{202E}y\u{2066}"), #""\u0085x\u202ey\u2066""#),
      (.string("中文 🙂 — “ok”"), "\"中文 🙂 — “ok”\""),
    ]
    for (value, expected) in cases {
      #expect(value.jsonString == expected)
    }
    // Whatever is escaped reads back as the same text.
    let escaped: JSONValue = ["k\u{7F}": .string("\u{202A}é\r\u{0C}\u{08}")]
    #expect(try JSONValue.parse(escaped.jsonString) == escaped)
  }

  @Test func malformedTextThrows() {
    #expect(throws: (any Error).self) { try JSONValue.parse("{\"a\":") }
    #expect(throws: (any Error).self) { try JSONValue.parse("") }
  }

  @Test func accessorsConvertOnlyWhatFits() {
    #expect(JSONValue.number(3.0).intValue == 3)
    #expect(JSONValue.number(3.5).intValue == nil)
    #expect(JSONValue.integer(2).doubleValue == 2)
    #expect(JSONValue.string("x").intValue == nil)
    #expect(JSONValue.bool(true).boolValue == true)
    #expect(JSONValue.integer(1).boolValue == nil)
    #expect(JSONValue.string("hi").displayText == "hi")
    #expect(JSONValue.integer(5).displayText == "5")
  }
}

/// The arithmetic formatter agrees with Foundation's ISO 8601 formatter (which it replaced on
/// the hot path: one formatter per call cost ~100 µs in ICU).
struct ISODateTimeTests {
  @Test func formattingMatchesFoundationForManyDatesAndZones() {
    var random = SystemRandomNumberGenerator()
    let zones = ["UTC", "Asia/Shanghai", "America/New_York", "Asia/Kolkata", "Pacific/Chatham"]
      .compactMap(TimeZone.init(identifier:))
    let reference = ISO8601DateFormatter()
    reference.formatOptions = [.withInternetDateTime]
    for _ in 0..<2_000 {
      let date = Date(timeIntervalSince1970: Double.random(in: -2e9...4e9, using: &random))
      for zone in zones {
        reference.timeZone = zone
        #expect(ISODateTime.string(from: date, in: zone) == reference.string(from: date))
      }
    }
  }

  @Test func parsingStillNeedsAnOffset() {
    #expect(ISODateTime.date(from: "2026-12-01T09:00:00+08:00") != nil)
    #expect(ISODateTime.date(from: "2026-12-01T09:00:00.250Z") != nil)
    #expect(ISODateTime.date(from: "2026-12-01T09:00:00") == nil)
    #expect(ISODateTime.date(from: String(repeating: "9", count: 100)) == nil)
  }
}
