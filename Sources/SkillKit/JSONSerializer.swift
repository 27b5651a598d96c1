/// Writes `JSONValue` as compact JSON with sorted keys, without Foundation's encoder.
enum JSONSerializer {
  static func string(_ value: JSONValue) -> String {
    var output = ""
    write(value, into: &output)
    return output
  }

  private static func write(_ value: JSONValue, into output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .integer(let number): output += String(number)
    case .number(let number): output += format(number)
    case .string(let text): writeString(text, into: &output)
    case .array(let elements):
      output += "["
      for (offset, element) in elements.enumerated() {
        if offset > 0 { output += "," }
        write(element, into: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (offset, key) in members.keys.sorted().enumerated() {
        if offset > 0 { output += "," }
        writeString(key, into: &output)
        output += ":"
        if let member = members[key] { write(member, into: &output) }
      }
      output += "}"
    }
  }

  /// Integral values print without a fraction (`3`), others in shortest form; non-finite
  /// values, which JSON cannot hold, print as null.
  private static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number.rounded() == number && abs(number) < 1e15 { return String(Int64(number)) }
    return String(number)
  }

  private static func writeString(_ text: String, into output: inout String) {
    output += "\""
    var needsEscape = false
    // 0x7F, and the lead bytes of C1 controls (0xC2) and bidi overrides (0xE2), are checked
    // scalar by scalar below: JSON allows them raw, a terminal showing the line acts on them.
    for byte in text.utf8
    where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2
      || byte == 0xE2
    {
      needsEscape = true
      break
    }
    if !needsEscape {
      output += text
      output += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
