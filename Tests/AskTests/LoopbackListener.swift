import AgentTestSupport
import Foundation
import SkillKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP socket listening on 127.0.0.1 that is never accepted from: whether a connection
/// reached it is whether one waits in its queue.
final class LoopbackListener: Sendable {
  let descriptor: Int32
  let port: UInt16

  init() throws {
    let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard socketDescriptor >= 0, bound == 0, listen(socketDescriptor, 16) == 0 else {
      if socketDescriptor >= 0 { close(socketDescriptor) }
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(socketDescriptor, $0, &length)
      }
    }
    descriptor = socketDescriptor
    port = UInt16(bigEndian: address.sin_port)
  }

  /// Whether a connection waits to be accepted (taken, so the next look starts afresh).
  func pendingConnection() -> Bool {
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, 0) == 1 else { return false }
    let connection = accept(descriptor, nil, nil)
    if connection >= 0 { close(connection) }
    return connection >= 0
  }

  deinit { close(descriptor) }
}
