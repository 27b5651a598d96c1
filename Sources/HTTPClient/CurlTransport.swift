#if canImport(CCurl)
  import CCurl
  import Foundation

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// libcurl's multi interface behind the transport port: the default on Linux.
  ///
  /// Every transfer runs on one engine thread that sleeps in `curl_multi_poll` until a socket
  /// is ready, a timer curl set is due, a header deadline passes or a command arrives — so a
  /// silent server costs no CPU. TLS, HTTP/2, proxies (`https_proxy`, `no_proxy`, … as libcurl
  /// reads them) come from libcurl; redirects are never followed (the caller decides); only
  /// http and https are spoken. A body the reader does not keep up with pauses the transfer
  /// at 1 MiB unread, so a flooding server cannot grow memory.
  public struct CurlTransport: HTTPTransport {
    /// The largest response header block accepted (libcurl 7.88 has no total limit).
    public static let maxHeaderBytes = 256 * 1024

    /// A transport over libcurl.
    public init() {}

    /// Sends `request` on the engine thread and returns once the status and headers arrived; the
    /// body streams after, with backpressure, within `timeouts`.
    public func send(_ request: URLRequest, timeouts: HTTPTimeouts) async throws
      -> HTTPStreamResponse
    {
      let url = try HTTPTransportError.validate(request)
      let transfer = CurlTransfer(request: request, url: url, timeouts: timeouts)
      let engine = CurlEngine.shared
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          transfer.awaitResponse(continuation)
          engine.submit(transfer)
        }
      } onCancel: {
        engine.cancel(transfer)
      }
    }
  }
#endif
