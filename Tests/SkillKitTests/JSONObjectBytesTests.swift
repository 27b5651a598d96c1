import Foundation
import Testing

@testable import SkillKit

/// `JSONObjectBytes` checks a document exactly as `JSONValue.parse` does (the same error at
/// the same byte) and reads each member as the parsed dictionary holds it.
struct JSONObjectBytesTests {
  /// Both readings of `bytes`: the tree's (its value or its error) and the byte reader's
  /// (each member the tree has, read by key, or the same error).
  static func agree(_ bytes: [UInt8]) throws -> Bool {
    try bytes.withUnsafeBufferPointer { buffer in
      let tree = Result { try JSONValue.parse(bytes: buffer) }
      let view = Result { try JSONObjectBytes(validating: buffer) }
      switch (tree, view) {
      case (.failure(let treeError), .failure(let viewError)):
        return "\(treeError)" == "\(viewError)"
      case (.success(let value), .success(let object)):
        guard let members = value.objectValue else { return object == nil }
        guard let object else { return false }
        return try same(object, members)
      default:
        return false
      }
    }
  }

  /// Every member the tree has reads the same through `object`, by each accessor; a nested
  /// object member by member, two levels down.
  static func same(_ object: JSONObjectBytes, _ members: [String: JSONValue], depth: Int = 0)
    throws -> Bool
  {
    guard object.count >= members.count else { return false }
    for (key, member) in members {
      guard try object.value(key) == member,
        try object.string(key) == member.stringValue,
        try object.isNull(key) == (member == .null),
        try object.int(key) == member.intValue,
        try object.double(key) == member.doubleValue,
        (try object.object(key) != nil) == (member.objectValue != nil)
      else { return false }
      if depth < 2, let nested = member.objectValue, let view = try object.object(key) {
        guard try same(view, nested, depth: depth + 1) else { return false }
        let reparsed = try JSONValue.parse(bytes: view.bytes)
        guard reparsed == member else { return false }
      }
    }
    return try object.value("no such key") == nil
  }

  static let documents: [String] = [
    #"{"a":1}"#, #"{}"#, #" { "a" : [1, {"b": "c"}], "d": null } "#, #"{"a":1,"a":2}"#,
    #"{"t\u0079pe":"x","type":"y"}"#, #"{"type":"x","t\u0079pe":"y"}"#, #"{"a":{"a":"deep"}}"#,
    #"{"s":"\"\\\/\b\f\n\r\t","u":"\u4f60\ud83c\udf0d","lone":"\ud800x"}"#,
    #"{"n":[9223372036854775807,9223372036854775808,-0,1e3,-0.25E-2,123456789012345678]}"#,
    #"{"e":"","":"empty key","中文":"键"}"#, "[1,2]", "\"text\"", "12", "null",
    "", "{", #"{"a" 1}"#, #"{"a":1,}"#, #"{"a":01}"#, #"{"a":1.}"#, #"{"a":"\x"}"#,
    #"{"u":{"i":3,"d":-2.5,"e":1e2,"n":null,"s":"x","o":{"k":[1]},"i":4},"u":{"j":1}}"#,
    #"{"u":{"t\u0079pe":"a","type":"b"},"x":{},"y":{"z":{}},"big":{"i":9223372036854775807}}"#,
    #"{"a":"\u12"}"#, #"{"a":"\ud800\uzzzz"}"#, "{\"a\":\"tab\there\"}", #"{"a":1} 2"#,
    #"{'a':1}"#, #"{"a":tru}"#, #"{"a":[1,]}"#, #"{"a":"unterminated}"#,
  ]

  @Test(arguments: documents)
  func eachDocumentReadsAsTheTreeReadsIt(_ document: String) throws {
    #expect(try Self.agree(Array(document.utf8)), "\(document)")
  }

  /// Every prefix of a realistic payload and every byte of it replaced by bytes that matter
  /// to a JSON reader (quotes, escapes, brackets, digits, controls, invalid UTF-8).
  @Test func mutatedPayloadsReadAsTheTreeReadsThem() throws {
    let payload = Array(
      #"{"cost_usd":0.0012,"model":"m","stop_reason":"end_turn","text":"hé \"q\" 中文","tool_calls":[{"id":"c","input":{"a":[1,2.5,true,null]},"name":"x"}],"type":"assistant","usage":{"input_tokens":12,"output_tokens":3}}"#
        .utf8)
    var inputs = (0..<payload.count).map { Array(payload[..<$0]) }
    let replacements: [UInt8] = [
      0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x30, 0x2D, 0x2E, 0x65, 0x75, 0x6E, 0x0A,
      0x01, 0x20, 0xFF, 0xC3,
    ]
    for place in payload.indices {
      for byte in replacements where payload[place] != byte {
        var changed = payload
        changed[place] = byte
        inputs.append(changed)
      }
    }
    var disagreements = 0
    for input in inputs where !(try Self.agree(input)) {
      disagreements += 1
      if disagreements <= 5 {
        Issue.record("disagree on \(String(decoding: input, as: UTF8.self))")
      }
    }
    #expect(disagreements == 0, "of \(inputs.count) variants")
  }

  @Test func deepNestingIsTheSameError() throws {
    let deep = Array(
      (#"{"a":"# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}")
        .utf8)
    #expect(try Self.agree(deep))
  }
}
