/// Writes `JSONValue` as compact JSON with sorted keys, without Foundation's encoder.
///
/// Writes UTF-8 bytes into one growing buffer (appending to a `String` checks and grows its
/// storage per piece, which cost more than the rest of an event's encoding).
enum JSONSerializer {
  static func string(_ value: JSONValue) -> String {
    String(decoding: bytes(value), as: UTF8.self)
  }

  static func bytes(_ value: JSONValue) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(256)
    write(value, into: &output)
    return output
  }

  static func write(_ value: JSONValue, into output: inout [UInt8]) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .integer(let number): writeInteger(Int64(number), into: &output)
    case .number(let number): writeNumber(number, into: &output)
    case .string(let text): writeString(text, into: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (offset, element) in elements.enumerated() {
        if offset > 0 { output.append(UInt8(ascii: ",")) }
        write(element, into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      // Sorted by key through the dictionary's indices: no second hash lookup per member.
      var order = Array(members.indices)
      order.sort { members[$0].key < members[$1].key }
      for (offset, index) in order.enumerated() {
        if offset > 0 { output.append(UInt8(ascii: ",")) }
        let member = members[index]
        writeString(member.key, into: &output)
        output.append(UInt8(ascii: ":"))
        write(member.value, into: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Decimal digits without an intermediate `String`.
  static func writeInteger(_ number: Int64, into output: inout [UInt8]) {
    if number == 0 {
      output.append(UInt8(ascii: "0"))
      return
    }
    if number < 0 { output.append(UInt8(ascii: "-")) }
    // The magnitude as unsigned, so Int64.min does not overflow.
    var magnitude = number.magnitude
    let start = output.count
    while magnitude > 0 {
      output.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    }
    output[start...].reverse()
  }

  /// Integral values print without a fraction (`3`), others in shortest form; non-finite
  /// values, which JSON cannot hold, print as null.
  static func writeNumber(_ number: Double, into output: inout [UInt8]) {
    guard number.isFinite else {
      output.append(contentsOf: "null".utf8)
      return
    }
    if number.rounded() == number && abs(number) < 1e15 {
      writeInteger(Int64(number), into: &output)
      return
    }
    output.append(contentsOf: String(number).utf8)
  }

  static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Native strings are contiguous UTF-8: scanned and copied as one buffer.
    let copied =
      text.utf8.withContiguousStorageIfAvailable { copyIfPlain($0, into: &output) }
      ?? copyIfPlain(text.utf8, into: &output)
    if copied {
      output.append(UInt8(ascii: "\""))
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output.append(contentsOf: "\\\"".utf8)
      case "\\": output.append(contentsOf: "\\\\".utf8)
      case "\n": output.append(contentsOf: "\\n".utf8)
      case "\r": output.append(contentsOf: "\\r".utf8)
      case "\t": output.append(contentsOf: "\\t".utf8)
      case "\u{08}": output.append(contentsOf: "\\b".utf8)
      case "\u{0C}": output.append(contentsOf: "\\f".utf8)
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        {
          let hex = String(scalar.value, radix: 16)
          output.append(contentsOf: "\\u".utf8)
          output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 4 - hex.count))
          output.append(contentsOf: hex.utf8)
        } else {
          UTF8.encode(scalar) { output.append($0) }
        }
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Appends `bytes` when none of them needs escaping; false (nothing appended) otherwise.
  private static func copyIfPlain<Bytes: Collection<UInt8>>(
    _ bytes: Bytes, into output: inout [UInt8]
  ) -> Bool {
    guard !bytes.contains(where: needsEscape) else { return false }
    output.append(contentsOf: bytes)
    return true
  }

  /// Bytes that may need escaping. 0x7F, and the lead bytes of C1 controls (0xC2) and bidi
  /// overrides (0xE2), are checked scalar by scalar: JSON allows them raw, a terminal showing
  /// the line acts on them.
  @inline(__always)
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xE2
  }
}
