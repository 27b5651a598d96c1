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
