import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends one HTTP request and streams its response: the port every model request goes through.
///
/// Two adapters pass the same conformance suite: `CurlTransport` (libcurl's multi interface,
/// the default on Linux, where it sleeps in the kernel while a server is silent) and
/// `URLSessionTransport` (the default on Apple platforms). Neither follows redirects: a 3xx
/// arrives as the response and the caller decides, because credentials must never reach
/// another origin.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and returns once the final (non-1xx) response headers arrive.
  func send(_ request: URLRequest, timeouts: HTTPTimeouts) async throws -> HTTPStreamResponse
}

/// How long a transport waits.
public struct HTTPTimeouts: Sendable, Hashable {
  /// No response headers within this many seconds fails the request.
  public var connect: Double
  /// No bytes for this many seconds fails the request.
  public var idle: Double

  /// Deadlines in seconds: to connect, and without a byte.
  public init(connect: Double = 30, idle: Double = 120) {
    self.connect = connect
    self.idle = idle
  }
}

/// The status and headers of a streamed response, and its body as chunks arrive.
public struct HTTPStreamResponse: Sendable {
  /// The HTTP status code.
  public var status: Int
  /// Header names lowercased; a repeated header's values joined with ", ".
  public var headers: [String: String]
  /// The body, streamed.
  public var body: HTTPBody

  /// A response.
  public init(status: Int, headers: [String: String], body: HTTPBody) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}

/// Why a streamed request failed below the HTTP level.
public enum HTTPTransportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No response headers within the connect timeout.
  case connectTimeout(seconds: Double)
  /// No bytes for longer than the idle timeout.
  case idleTimeout(seconds: Double)
  /// The connection failed or was reset.
  case connection(String)
  /// The request cannot be sent as it is (a header with a line break, a scheme that is not
  /// http or https); nothing was sent.
  case invalidRequest(String)
  /// The response broke a bound (headers larger than the transport accepts).
  case responseTooLarge(String)

  /// What failed, with the status or the transport's error.
  public var description: String {
    switch self {
    case .connectTimeout(let seconds): return "no response within \(Self.whole(seconds)) s"
    case .idleTimeout(let seconds): return "no data for \(Self.whole(seconds)) s"
    case .connection(let message): return "connection failed: \(message)"
    case .invalidRequest(let message): return "request not sent: \(message)"
    case .responseTooLarge(let message): return "response refused: \(message)"
    }
  }

  private static func whole(_ seconds: Double) -> String {
    seconds.isFinite && seconds >= 0 && seconds < 1e9 ? String(Int(seconds.rounded())) : "?"
  }
}

extension HTTPTransportError {
  /// The same checks on every adapter: what cannot be sent is refused before anything is.
  static func validate(_ request: URLRequest) throws -> URL {
    guard let url = request.url, let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host?.isEmpty == false
    else {
      throw HTTPTransportError.invalidRequest(
        "only http:// and https:// URLs with a host can be requested")
    }
    for (name, value) in request.allHTTPHeaderFields ?? [:] {
      let bad = { (text: String) in
        text.unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\0" }
      }
      if bad(name) || bad(value) || name.isEmpty || name.contains(":") {
        throw HTTPTransportError.invalidRequest(
          "the header \(bad(name) ? "name" : "'\(name)'") contains a line break, NUL or colon"
            + " (check the API key and extra headers for a stray newline)")
      }
    }
    return url
  }
}
