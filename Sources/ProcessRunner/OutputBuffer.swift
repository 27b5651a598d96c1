import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a child printed on one stream: at most `limit` bytes kept, lines handed out as they
/// complete (a line longer than `maxLine` is handed out in pieces).
struct OutputBuffer {
  let limit: Int
  let splitsLines: Bool
  static let maxLine = 64 * 1024
  private(set) var data = Data()
  private(set) var truncated = false
  private var line = Data()

  init(limit: Int, splitsLines: Bool) {
    self.limit = max(0, limit)
    self.splitsLines = splitsLines
  }

  /// Reads what `fd` (non-blocking) has now; false at end of file.
  mutating func drain(_ fd: Int32, onLine: (String) -> Void) -> Bool {
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count > 0 {
        append(chunk[0..<count], onLine: onLine)
      } else if count == 0 {
        return false
      } else if errno == EINTR {
        continue
      } else {
        return errno == EAGAIN || errno == EWOULDBLOCK
      }
    }
  }

  /// A line has begun and its newline has not come yet.
  var hasPartialLine: Bool { splitsLines && !line.isEmpty }

  /// Hands out an unfinished last line.
  mutating func flushLine(onLine: (String) -> Void) {
    guard splitsLines, !line.isEmpty else { return }
    onLine(String(decoding: line, as: UTF8.self))
    line.removeAll()
  }

  private mutating func append(_ bytes: ArraySlice<UInt8>, onLine: (String) -> Void) {
    let room = limit - data.count
    if room > 0 { data.append(contentsOf: bytes.prefix(room)) }
    if bytes.count > room { truncated = true }
    guard splitsLines else { return }
    var start = bytes.startIndex
    while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
      line.append(contentsOf: bytes[start..<newline])
      onLine(String(decoding: line, as: UTF8.self))
      line.removeAll(keepingCapacity: true)
      start = newline + 1
    }
    line.append(contentsOf: bytes[start...])
    if line.count > Self.maxLine {
      onLine(String(decoding: line, as: UTF8.self))
      line.removeAll(keepingCapacity: true)
    }
  }
}
