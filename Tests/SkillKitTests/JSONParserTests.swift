import Foundation
import SkillKit
import Testing

struct JSONParserTests {
  static let valid: [(String, JSONValue)] = [
    (#"{"a":1}"#, JSONValue.object(["a": 1])),
    (#"  [1, -2, 3.5, 1e3, -0.25E-2, 0]  "#, [1, -2, 3.5, 1000.0, -0.0025, 0]),
    (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{08}\u{0C}\n\r\t"),
    (#""\u4f60\u597d \ud83c\udf0d""#, "你好 🌍"),
    (#""\ud800 lone""#, "\u{FFFD} lone"),
    (#"[true,false,null]"#, [true, false, nil]),
    (#"{"nested":{"deep":[{"x":"中文"}]}}"#, ["nested": ["deep": [["x": "中文"]]]]),
    ("9223372036854775807", JSONValue.integer(Int.max)),
    ("9223372036854775808", JSONValue.number(9_223_372_036_854_775_808)),
  ]

  @Test(arguments: valid)
  func parses(_ text: String, _ expected: JSONValue) throws {
    #expect(try JSONValue.parse(text) == expected)
  }

  @Test(arguments: [
    "", "{", "[1,]", #"{"a" 1}"#, #"{"a":1,}"#, "01", "1.", "-", "tru", #""unterminated"#,
    "\"tab\there\"", #""\x""#, "[1] 2", "{'a':1}", "NaN",
  ])
  func rejects(_ text: String) {
    #expect(throws: (any Error).self) { try JSONValue.parse(text) }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: (any Error).self) { try JSONValue.parse(deep) }
  }

  @Test func errorsNameTheOffset() {
    do {
      _ = try JSONValue.parse(#"{"a": [1, 2,, 3]}"#)
      Issue.record("should fail")
    } catch {
      #expect(String(describing: error).contains("byte 12"))
    }
  }

  @Test func serializerEscapesAndRoundTrips() throws {
    let value: JSONValue = [
      "text": "quote \" backslash \\ newline \n control \u{01} 中文 🌍 /", "n": 0.1, "i": -3,
      "whole": 2.0, "list": [nil, true],
    ]
    let text = value.jsonString
    #expect(text.contains(#"\u0001"#))
    #expect(text.contains(#""whole":2"#))
    #expect(
      try JSONValue.parse(text) == [
        "text": value["text"]!, "n": 0.1, "i": -3, "whole": 2, "list": [nil, true],
      ])
    #expect(JSONValue.number(.infinity).jsonString == "null")
  }
}
