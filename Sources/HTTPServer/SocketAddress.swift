import Foundation

/// An IPv4 or IPv6 address and port to listen on.
struct SocketAddress {
  private var storage = sockaddr_storage()
  let isIPv6: Bool

  /// `host` is an IPv4 or IPv6 literal, or `localhost` (127.0.0.1).
  init(host: String, port: UInt16) throws {
    let literal = host == "localhost" ? "127.0.0.1" : host.trimmingCharacters(in: ["[", "]"])
    var v4 = sockaddr_in()
    var v6 = sockaddr_in6()
    if inet_pton(AF_INET, literal, &v4.sin_addr) == 1 {
      v4.sin_family = sa_family_t(AF_INET)
      v4.sin_port = port.bigEndian
      withUnsafeMutableBytes(of: &storage) { target in
        withUnsafeBytes(of: v4) { target.copyMemory(from: $0) }
      }
      isIPv6 = false
    } else if inet_pton(AF_INET6, literal, &v6.sin6_addr) == 1 {
      v6.sin6_family = sa_family_t(AF_INET6)
      v6.sin6_port = port.bigEndian
      withUnsafeMutableBytes(of: &storage) { target in
        withUnsafeBytes(of: v6) { target.copyMemory(from: $0) }
      }
      isIPv6 = true
    } else {
      throw HTTPServer.StartError(
        description:
          "\(host) is not an IP address; give --host an IPv4 or IPv6 address (127.0.0.1, ::1, "
          + "0.0.0.0) or localhost")
    }
  }

  func withPointer<Result>(_ body: (UnsafePointer<sockaddr>) -> Result) -> Result {
    withUnsafeBytes(of: storage) { raw in
      body(raw.baseAddress!.assumingMemoryBound(to: sockaddr.self))
    }
  }
}
