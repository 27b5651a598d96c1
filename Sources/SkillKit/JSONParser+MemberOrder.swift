import Foundation

/// The order an object's members were written in: what `JSONValue.object`, a dictionary,
/// forgets. A skill's `properties` are written in the order their author means them (`systolic`
/// before `diastolic`, `width` before `height`), and the planner gives numbers said in a row to
/// them in that order.
extension JSONParser {
  /// Where each object that is the value of a member called `name` lies (`skills[2].input_schema
  /// .properties`; the top is ""), with its member names in the order written — a name given
  /// twice counted where it first stood; with `includingTop`, the top object too (at "").
  /// The document is checked as `parse` checks it.
  static func memberOrders(
    named name: String, in buffer: UnsafeBufferPointer<UInt8>, includingTop: Bool = false
  ) throws -> [String: [String]] {
    var parser = JSONParser(buffer)
    var orders: [String: [String]] = [:]
    parser.skipWhitespace()
    try parser.walk(path: "", recorded: includingTop, named: name, into: &orders, depth: 0)
    parser.skipWhitespace()
    guard parser.index == buffer.count else {
      throw parser.error("unexpected text after the value")
    }
    return orders
  }

  /// Steps over the value at `index`, noting the member order of every object named `name`
  /// in it (`recorded`: this value is one).
  private mutating func walk(
    path: String, recorded: Bool, named name: String, into orders: inout [String: [String]],
    depth: Int
  ) throws {
    guard depth < Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth)") }
    guard index < bytes.count else { throw error("unexpected end of input") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var keys: [String] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
      } else {
        while true {
          skipWhitespace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw error("expected a member name in quotes")
          }
          let key = try string()
          skipWhitespace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw error("expected ':'")
          }
          index += 1
          skipWhitespace()
          if recorded, !keys.contains(key) { keys.append(key) }
          try walk(
            path: path.isEmpty ? key : "\(path).\(key)", recorded: key == name, named: name,
            into: &orders, depth: depth + 1)
          skipWhitespace()
          guard index < bytes.count else { throw error("unexpected end of input in an object") }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            continue
          }
          guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
          index += 1
          break
        }
      }
      if recorded { orders[path] = keys }
    case UInt8(ascii: "["):
      index += 1
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return
      }
      var position = 0
      while true {
        skipWhitespace()
        try walk(
          path: "\(path)[\(position)]", recorded: false, named: name, into: &orders,
          depth: depth + 1)
        position += 1
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of input in an array") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
        index += 1
        return
      }
    default:
      try skipValue(depth: depth)
    }
  }
}

extension JSONValue {
  /// Where each object that is the value of a member called `name` lies in the JSON `data`
  /// (`skills[2].input_schema.properties`, `[0].input_schema.properties`; the top is ""), with
  /// its member names in the order written: what the parsed dictionary forgets. Throws what
  /// `parse` throws for bytes that are not JSON. With `includingTop`, the top object's order
  /// is given too (at ""): the document is itself such an object.
  public static func memberOrders(named name: String, in data: Data, includingTop: Bool = false)
    throws -> [String: [String]]
  {
    try data.withUnsafeBytes { raw in
      try JSONParser.memberOrders(
        named: name, in: raw.bindMemory(to: UInt8.self), includingTop: includingTop)
    }
  }
}
