import Foundation

/// A plain TCP client for what URLSession hides: sending a request and then not reading, or
/// reading the raw bytes of a streamed response.
public final class RawHTTPClient: @unchecked Sendable {
  // @unchecked: the socket is only an Int32; each test uses its client from one task at a time.
  private let socket: Int32

  /// Connects to 127.0.0.1:`port`; reads time out after 30 s.
  public init(port: UInt16) throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    // A guard against a hang, not a measure: a full suite on two cores can leave the server's
    // in-process producer without a thread for tens of seconds.
    var timeout = timeval(tv_sec: 90, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      throw POSIXError(.ECONNREFUSED)
    }
  }

  deinit { close(socket) }

  /// Makes the receive buffer small, so that a client that does not read fills up soon.
  public func shrinkReceiveBuffer() {
    var size: Int32 = 4096
    setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
  }

  /// Sends all of `text`.
  public func send(_ text: String) {
    let bytes = Array(text.utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, 0) }
      if count <= 0 { return }
      sent += count
    }
  }

  /// Reads until `marker` has arrived, the peer closes, or the 90 s receive timeout passes —
  /// on a thread of its own: blocking a task thread could starve the server's handlers.
  public func read(until marker: String) async throws -> String {
    try await offThePool { self.readNow(until: marker) }
  }

  private func readNow(until marker: String) -> String {
    let wanted = Array(marker.utf8)
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      // Only the new bytes (and the marker's length before them) can complete the marker.
      let from = max(0, received.count - wanted.count)
      received += chunk[..<count]
      if Self.find(wanted, in: received[from...]) { break }
    }
    return String(decoding: received, as: UTF8.self)
  }

  /// One HTTP/1.0 request to 127.0.0.1:`port` (Host set to it, Content-Length for a body);
  /// the whole raw response, read until the server closes.
  public static func request(
    port: UInt16, _ method: String, _ path: String, body: String? = nil,
    headers: [String: String] = [:]
  ) async throws -> String {
    let client = try RawHTTPClient(port: port)
    var text = "\(method) \(path) HTTP/1.0\r\nHost: 127.0.0.1:\(port)\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
    if let body {
      text += "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
    } else {
      text += "\r\n"
    }
    client.send(text)
    // HTTP/1.0: the server closes after the response; nothing in one holds a NUL.
    return try await client.read(until: "\u{0}")
  }

  /// Whether `bytes` hold `marker`.
  public static func find(_ marker: [UInt8], in bytes: ArraySlice<UInt8>) -> Bool {
    guard let head = marker.first, bytes.count >= marker.count else { return false }
    var index = bytes.startIndex
    while index <= bytes.endIndex - marker.count {
      if bytes[index] == head, bytes[index..<(index + marker.count)].elementsEqual(marker) {
        return true
      }
      index += 1
    }
    return false
  }

  /// Closes both directions at once (a client that vanishes).
  public func closeNow() { shutdown(socket, Int32(SHUT_RDWR)) }
}
