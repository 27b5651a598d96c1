import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Streams HTTP response bodies as they arrive, through the platform's transport.
///
/// On Linux the transport is `CurlTransport` (libcurl's multi interface: waiting costs no
/// CPU); on Apple platforms `URLSessionTransport`. `ASK_HTTP_TRANSPORT=urlsession` or `curl`
/// picks one explicitly (the benchmark compares them).
public struct HTTPStreamingClient: Sendable {
  /// Seconds to connect.
  public var connectTimeout: Double
  /// Seconds without a byte before the request fails.
  public var idleTimeout: Double
  /// What sends the requests.
  public var transport: any HTTPTransport

  /// A client with the given deadlines and transport.
  public init(
    connectTimeout: Double = 30, idleTimeout: Double = 120,
    transport: any HTTPTransport = HTTPStreamingClient.platformTransport()
  ) {
    self.connectTimeout = connectTimeout
    self.idleTimeout = idleTimeout
    self.transport = transport
  }

  /// Sends `request` and returns once the response headers arrive.
  public func send(_ request: URLRequest) async throws -> HTTPStreamResponse {
    try await transport.send(
      request, timeouts: HTTPTimeouts(connect: connectTimeout, idle: idleTimeout))
  }

  /// The names `ASK_HTTP_TRANSPORT` accepts.
  public static let transportNames = ["curl", "urlsession"]

  /// The transport for `name` (`curl`, `urlsession`), or nil when this platform has none by
  /// that name.
  public static func transport(named name: String) -> (any HTTPTransport)? {
    switch name.lowercased() {
    case "urlsession": return URLSessionTransport()
    case "curl":
      #if canImport(CCurl)
        return CurlTransport()
      #else
        return nil
      #endif
    default: return nil
    }
  }

  /// `ASK_HTTP_TRANSPORT` when it names a transport, else the platform's default.
  public static func platformTransport(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> any HTTPTransport {
    if let name = environment["ASK_HTTP_TRANSPORT"], let chosen = transport(named: name) {
      return chosen
    }
    #if canImport(CCurl) && !canImport(Darwin)
      return CurlTransport()
    #else
      return URLSessionTransport()
    #endif
  }
}
