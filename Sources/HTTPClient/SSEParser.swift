import Foundation

/// One server-sent event, as the WHATWG event-stream format defines it.
public struct SSEEvent: Sendable, Hashable {
  /// The `event` field; `message` when the stream gave none.
  public var event: String
  /// The `data` lines joined with `\n`.
  public var data: String
  /// The last event id seen, if any.
  public var id: String?
  /// A `retry` value in milliseconds, if this event set one.
  public var retry: Int?

  /// An event.
  public init(event: String = "message", data: String, id: String? = nil, retry: Int? = nil) {
    self.event = event
    self.data = data
    self.id = id
    self.retry = retry
  }
}

/// One server-sent event read where it lies: `data` points into the parser's buffer and is
/// valid only during the call that receives it (`owned` copies it). What the decoders read on
/// their fast paths, so that an event costs no string and no array.
public struct SSEEventBytes {
  /// The `event` field; `message` when the stream gave none.
  public let event: String
  /// The `data` lines joined with `\n`, as bytes (not checked to be UTF-8).
  public let data: UnsafeBufferPointer<UInt8>
  /// The last event id seen, if any.
  public let id: String?
  /// A `retry` value in milliseconds, if this event set one.
  public let retry: Int?

  /// The event as a value that outlives the call (invalid UTF-8 in the data becomes U+FFFD).
  public var owned: SSEEvent {
    SSEEvent(event: event, data: String(decoding: data, as: UTF8.self), id: id, retry: retry)
  }
}

/// A stream the parser refuses: a line or event larger than its limit.
public struct SSEError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The largest event allowed, in bytes.
  public var limit: Int

  /// `an event exceeded … bytes`.
  public var description: String {
    "a server-sent event exceeded \(limit / (1024 * 1024)) MiB; the stream was stopped"
  }
}

/// An incremental, linear-time parser of `text/event-stream` bytes.
///
/// Chunk boundaries may fall anywhere: inside a line, between `\r` and `\n`, inside a UTF-8
/// sequence. CR, LF and CRLF end lines; a leading BOM is dropped; comments are skipped.
/// Invalid UTF-8 becomes U+FFFD. A line or an event over `maxEventBytes` throws `SSEError`
/// instead of growing without bound.
public struct SSEParser: Sendable {
  /// The documented limit: 8 MiB for one line and for one event's data.
  public static let defaultMaxEventBytes = 8 * 1024 * 1024

  /// The largest event accepted; a bigger one is an error.
  public let maxEventBytes: Int
  private var line: [UInt8] = []
  private var afterCR = false
  /// Bytes of a leading BOM seen so far; -1 once the start of the stream is past.
  private var bomMatched = 0
  private var eventType = ""
  private var data: [UInt8] = []
  private var hasData = false
  private var lastID: String?
  private var retry: Int?
  private var lastEventName: [UInt8] = []
  private var lastEventString = ""

  /// A parser accepting events of at most `maxEventBytes`.
  public init(maxEventBytes: Int = SSEParser.defaultMaxEventBytes) {
    self.maxEventBytes = maxEventBytes
  }

  /// Feeds bytes; returns the events they completed.
  public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) throws -> [SSEEvent]
  where Bytes.Element == UInt8 {
    var events: [SSEEvent] = []
    try feed(bytes) { events.append($0.owned) }
    return events
  }

  /// Feeds bytes; hands each event they completed to `visit`, in order, as it is read — no
  /// string or array per event. An error thrown by `visit` stops the feed and is rethrown;
  /// the events before it were visited.
  public mutating func feed<Bytes: Sequence>(
    _ bytes: Bytes, _ visit: (SSEEventBytes) throws -> Void
  ) throws where Bytes.Element == UInt8 {
    let done: Void? = try bytes.withContiguousStorageIfAvailable { try feed(buffer: $0, visit) }
    if done == nil {
      try Array(bytes).withUnsafeBufferPointer { try feed(buffer: $0, visit) }
    }
  }

  private static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Scans for line ends a run at a time, so the cost is linear and small per byte.
  private mutating func feed(
    buffer: UnsafeBufferPointer<UInt8>, _ visit: (SSEEventBytes) throws -> Void
  ) throws {
    var index = 0
    while bomMatched >= 0 && index < buffer.count {
      if buffer[index] == Self.bom[bomMatched] {
        bomMatched += 1
        index += 1
        if bomMatched == Self.bom.count { bomMatched = -1 }
      } else {
        line.append(contentsOf: Self.bom.prefix(bomMatched))
        bomMatched = -1
      }
    }
    while index < buffer.count {
      if afterCR {
        afterCR = false
        if buffer[index] == 0x0A {
          index += 1
          continue
        }
      }
      var end = index
      while end < buffer.count, buffer[end] != 0x0A, buffer[end] != 0x0D { end += 1 }
      if end < buffer.count && line.isEmpty {
        // The whole line is in this read: read it where it is, without copying it first.
        if end - index > maxEventBytes { throw SSEError(limit: maxEventBytes) }
        afterCR = buffer[end] == 0x0D
        try endLine(UnsafeBufferPointer(rebasing: buffer[index..<end]), visit)
        index = end + 1
        continue
      }
      if end > index {
        line.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index..<end]))
        if line.count > maxEventBytes { throw SSEError(limit: maxEventBytes) }
      }
      guard end < buffer.count else { break }
      afterCR = buffer[end] == 0x0D
      var pending: [UInt8] = []
      swap(&pending, &line)
      defer {
        pending.removeAll(keepingCapacity: true)
        swap(&pending, &line)
      }
      try pending.withUnsafeBufferPointer { try endLine($0, visit) }
      index = end + 1
    }
  }

  /// Ends the stream: a final event without its blank line is discarded, as the spec says.
  public mutating func finish() {
    line = []
    data = []
    hasData = false
    eventType = ""
  }

  private static let dataField = Array("data".utf8)
  private static let eventField = Array("event".utf8)
  private static let idField = Array("id".utf8)
  private static let retryField = Array("retry".utf8)

  /// One line (without its end): a field of the event being read, a comment, or — empty — the
  /// end of the event. Fields are compared as bytes (no string per line).
  private mutating func endLine(
    _ line: UnsafeBufferPointer<UInt8>, _ visit: (SSEEventBytes) throws -> Void
  ) throws {
    if line.isEmpty {
      try dispatch(visit)
      return
    }
    if line[0] == UInt8(ascii: ":") { return }
    let field: UnsafeBufferPointer<UInt8>
    var value: Slice<UnsafeBufferPointer<UInt8>>
    if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
      field = UnsafeBufferPointer(rebasing: line[..<colon])
      value = line[(colon + 1)...]
      if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
    } else {
      field = line
      value = line[line.endIndex...]
    }
    if field.elementsEqual(Self.dataField) {
      if hasData { data.append(0x0A) }
      data.append(contentsOf: value)
      hasData = true
      if data.count > maxEventBytes { throw SSEError(limit: maxEventBytes) }
    } else if field.elementsEqual(Self.eventField) {
      // A stream names few event types, over and over: the last one is kept as a string.
      if !value.elementsEqual(lastEventName) {
        lastEventName = Array(value)
        lastEventString = String(decoding: value, as: UTF8.self)
      }
      eventType = lastEventString
    } else if field.elementsEqual(Self.idField) {
      if !value.contains(0) { lastID = String(decoding: value, as: UTF8.self) }
    } else if field.elementsEqual(Self.retryField) {
      if !value.isEmpty, value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
        retry = Int(String(decoding: value, as: UTF8.self))
      }
    }
  }

  private mutating func dispatch(_ visit: (SSEEventBytes) throws -> Void) throws {
    defer {
      data.removeAll(keepingCapacity: true)
      hasData = false
      eventType = ""
      retry = nil
    }
    guard hasData else { return }
    let (event, id, retry) = (eventType.isEmpty ? "message" : eventType, lastID, retry)
    try data.withUnsafeBufferPointer { bytes in
      try visit(SSEEventBytes(event: event, data: bytes, id: id, retry: retry))
    }
  }
}
