/// A key press or mouse event from the terminal.
public enum Key: Sendable, Hashable {
  case character(Character)
  case enter, escape, backspace, delete, tab, backTab
  case up, down, left, right, home, end, pageUp, pageDown
  /// Ctrl plus a letter, e.g. `.control("c")`.
  case control(Character)
  case wheelUp, wheelDown
  /// Text pasted at once.
  case paste(String)
}

/// Decodes terminal input bytes into keys; keeps an incomplete sequence for the next read.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// A decoder with nothing buffered.
  public init() {}

  /// Keys completed by `bytes`. A lone ESC is a key only when `final` (no more bytes came).
  public mutating func decode(_ bytes: [UInt8], final: Bool = true) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      let byte = pending[index]
      switch byte {
      case 0x1B:
        guard let (key, length) = escape(at: index) else {
          if final && index == pending.count - 1 {
            keys.append(.escape)
            index += 1
            continue
          }
          pending = Array(pending[index...])
          return keys
        }
        if let key { keys.append(key) }
        index += length
      case 0x0D, 0x0A:
        keys.append(.enter)
        index += 1
      case 0x7F, 0x08:
        keys.append(.backspace)
        index += 1
      case 0x09:
        keys.append(.tab)
        index += 1
      case 0x01...0x1A:
        keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
        index += 1
      default:
        let length = Self.utf8Length(byte)
        guard index + length <= pending.count else {
          pending = Array(pending[index...])
          return keys
        }
        let text = String(decoding: pending[index..<(index + length)], as: UTF8.self)
        if let character = text.first { keys.append(.character(character)) }
        index += length
      }
    }
    pending = []
    return keys
  }

  private static func utf8Length(_ byte: UInt8) -> Int {
    switch byte {
    case 0xC0...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF7: return 4
    default: return 1
    }
  }

  /// An escape sequence at `index`: the key (nil for ones we ignore) and its length, or nil
  /// when more bytes are needed.
  private func escape(at index: Int) -> (Key?, Int)? {
    guard index + 1 < pending.count else { return nil }
    let next = pending[index + 1]
    if next == 0x1B { return (.escape, 1) }
    guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else {
      return (.escape, 1)
    }
    var end = index + 2
    while end < pending.count {
      let byte = pending[end]
      if (0x40...0x7E).contains(byte) && !(byte == UInt8(ascii: "[") && end == index + 2) { break }
      end += 1
    }
    guard end < pending.count else { return nil }
    let body = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
    let final = Character(Unicode.Scalar(pending[end]))
    let length = end - index + 1
    if next == UInt8(ascii: "[") && body.hasPrefix("<") {
      // SGR mouse: ESC [ < button ; x ; y M|m
      let button = Int(body.dropFirst().split(separator: ";").first ?? "") ?? -1
      switch button {
      case 64: return (.wheelUp, length)
      case 65: return (.wheelDown, length)
      default: return (nil, length)
      }
    }
    switch (final, body) {
    case ("A", _): return (.up, length)
    case ("B", _): return (.down, length)
    case ("C", _): return (.right, length)
    case ("D", _): return (.left, length)
    case ("H", _): return (.home, length)
    case ("F", _): return (.end, length)
    case ("Z", _): return (.backTab, length)
    case ("~", "5"): return (.pageUp, length)
    case ("~", "6"): return (.pageDown, length)
    case ("~", "3"): return (.delete, length)
    case ("~", "1"), ("~", "7"): return (.home, length)
    case ("~", "4"), ("~", "8"): return (.end, length)
    default: return (nil, length)
    }
  }
}
