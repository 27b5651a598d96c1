import AgentCore

/// Joins the adjacent deltas one network read decoded — text to text, reasoning to
/// reasoning, one call's argument fragments to each other — so a read yields one event per
/// run of deltas instead of one per server event.
///
/// A delta is an arbitrary piece of text to every consumer; what a read held arrives together
/// either way, so nothing is later or different, only fewer hand-offs through the stream
/// (each costs a task switch: at 150,000 events per 20 MB they were most of the client's time).
/// Text read on a decoder's fast path is joined as bytes (`addText`), so a text delta costs
/// no string of its own: one string is made per run, when it closes.
public struct DeltaCoalescer: Sendable {
  private(set) var events: [ModelEvent] = []
  /// The open run of text, as UTF-8 (every piece added was valid UTF-8).
  private var text: [UInt8] = []
  private var thinking = ""
  private var arguments: (id: String, fragment: String)?

  /// An empty batch.
  public init() {}

  /// Adds `event`, joined to the run of its kind when one is open.
  public mutating func add(_ event: ModelEvent) {
    switch event {
    case .textDelta(let piece):
      if text.isEmpty { closeRuns() }
      text.append(contentsOf: piece.utf8)
    case .thinkingDelta(let piece):
      if thinking.isEmpty { closeRuns() }
      thinking += piece
    case .toolCallArgumentsDelta(let id, let fragment):
      if arguments?.id == id {
        arguments?.fragment += fragment
      } else {
        closeRuns()
        arguments = (id, fragment)
      }
    default:
      closeRuns()
      events.append(event)
    }
  }

  /// Adds a text delta given as bytes that `isValidUTF8` accepted (the caller checks: a
  /// piece with a broken sequence must go through `add` as a repaired string, or joining
  /// could repair it differently).
  mutating func addText(_ piece: UnsafeBufferPointer<UInt8>) {
    if text.isEmpty { closeRuns() }
    text.append(contentsOf: piece)
  }

  /// Everything added since the last drain, in order, runs joined.
  public mutating func drain() -> [ModelEvent] {
    closeRuns()
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }

  private mutating func closeRuns() {
    if !text.isEmpty {
      events.append(.textDelta(String(decoding: text, as: UTF8.self)))
      text.removeAll(keepingCapacity: true)
    }
    if !thinking.isEmpty {
      events.append(.thinkingDelta(thinking))
      thinking = ""
    }
    if let open = arguments {
      events.append(.toolCallArgumentsDelta(id: open.id, fragment: open.fragment))
      arguments = nil
    }
  }

  /// Whether `bytes` are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates,
  /// nothing past U+10FFFF). ASCII is checked eight bytes at a time.
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
      if index + 8 <= count {
        let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
        if word & 0x8080_8080_8080_8080 == 0 {
          index += 8
          continue
        }
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return false
      }
      guard index + length <= count, (low...high).contains(bytes[index + 1]) else { return false }
      for offset in 2..<max(length, 2) where !(0x80...0xBF).contains(bytes[index + offset]) {
        return false
      }
      index += length
    }
    return true
  }
}
