#if canImport(CCurl)
  import CCurl
  import Foundation
  import Synchronization

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// One request on the curl engine: its easy handle, what has arrived, and who waits.
  ///
  /// `@unchecked Sendable` is safe because everything mutable is touched only on the engine
  /// thread — in its commands and in libcurl's callbacks, which run inside
  /// `curl_multi_perform` there — except `cancelled`, an atomic, and the response slot, a
  /// mutex: the caller may start waiting after the engine already ended the transfer (a
  /// cancel that came first), and must then be told at once.
  final class CurlTransfer: @unchecked Sendable {
    let timeouts: HTTPTimeouts
    let headersBy: ContinuousClock.Instant
    private let url: String
    private let method: String
    private let headerLines: [String]
    private let payload: Data?

    private(set) var easy: UnsafeMutableRawPointer?
    var paused = false
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private var errorText = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    /// The waiting caller, or the error it gets when the transfer ended before it waited.
    private let responseSlot = Mutex<
      (waiting: CheckedContinuation<HTTPStreamResponse, any Error>?, ended: (any Error)?)
    >((nil, nil))
    private(set) var hasResponse = false
    private var status = 0
    private var headers: [String: String] = [:]
    private var headerBytes = 0
    private var source: HTTPBody.Source?
    /// Set by a callback that stopped the transfer on purpose, reported instead of curl's code.
    private var stopReason: (any Error)?
    private let cancelled = Atomic<Bool>(false)
    private var closed = false

    init(request: URLRequest, url: URL, timeouts: HTTPTimeouts) {
      self.timeouts = timeouts
      self.headersBy = ContinuousClock.now + .milliseconds(Self.milliseconds(timeouts.connect))
      self.url = url.absoluteString
      self.method = (request.httpMethod ?? "GET").uppercased()
      var lines = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.map {
        "\($0.key): \($0.value)"
      }
      // No 100-continue round trip; no curl default Accept overriding nothing.
      lines.append("Expect:")
      self.headerLines = lines
      self.payload = request.httpBody
    }

    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    func markCancelled() { cancelled.store(true, ordering: .releasing) }

    func awaitResponse(_ continuation: CheckedContinuation<HTTPStreamResponse, any Error>) {
      let ended = responseSlot.withLock { slot -> (any Error)? in
        if let ended = slot.ended { return ended }
        slot.waiting = continuation
        return nil
      }
      if let ended { continuation.resume(throwing: ended) }
    }

    /// Hands the outcome to the caller, now or when it starts waiting.
    private func settle(_ outcome: Result<HTTPStreamResponse, any Error>) {
      let waiting = responseSlot.withLock { slot in
        defer { slot.waiting = nil }
        if case .failure(let error) = outcome, slot.waiting == nil { slot.ended = error }
        return slot.waiting
      }
      waiting?.resume(with: outcome)
    }

    /// Engine thread: the easy handle with every option this transport relies on.
    func makeHandle(engine: CurlEngine) throws -> UnsafeMutableRawPointer {
      guard let easy = curl_easy_init() else {
        throw HTTPTransportError.connection("libcurl could not create a handle")
      }
      self.easy = easy
      let context = Unmanaged.passUnretained(self).toOpaque()
      var codes: [CURLcode] = []
      codes.append(ccurl_set_string(easy, CURLOPT_URL, url))
      codes.append(ccurl_set_string(easy, CURLOPT_PROTOCOLS_STR, "http,https"))
      codes.append(ccurl_set_long(easy, CURLOPT_FOLLOWLOCATION, 0))
      codes.append(ccurl_set_long(easy, CURLOPT_NOSIGNAL, 1))
      codes.append(ccurl_set_long(easy, CURLOPT_TCP_KEEPALIVE, 1))
      codes.append(ccurl_open_sockets_close_on_exec(easy))
      // Up to 128 KB per read when the server sends fast (a slow stream still gets each piece
      // as it arrives): fewer hand-offs to the reader than curl's 16 KB.
      codes.append(ccurl_set_long(easy, CURLOPT_BUFFERSIZE, 128 * 1024))
      codes.append(
        ccurl_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(timeouts.connect)))
      // No byte for `idle` seconds ends the transfer (a paused transfer is not checked).
      codes.append(ccurl_set_long(easy, CURLOPT_LOW_SPEED_LIMIT, 1))
      codes.append(
        ccurl_set_long(
          easy, CURLOPT_LOW_SPEED_TIME, max(1, Self.milliseconds(timeouts.idle) / 1000)))
      codes.append(ccurl_set_pointer(easy, CURLOPT_ERRORBUFFER, &errorText))
      codes.append(ccurl_set_string(easy, CURLOPT_USERAGENT, "AgentSkillKit"))
      for line in headerLines {
        guard let list = curl_slist_append(headerList, line) else {
          throw HTTPTransportError.connection("libcurl could not hold the request headers")
        }
        headerList = list
      }
      codes.append(ccurl_set_headers(easy, headerList))
      switch method {
      case "GET": codes.append(ccurl_set_long(easy, CURLOPT_HTTPGET, 1))
      case "HEAD": codes.append(ccurl_set_long(easy, CURLOPT_NOBODY, 1))
      default:
        if method != "POST" { codes.append(ccurl_set_string(easy, CURLOPT_CUSTOMREQUEST, method)) }
      }
      if let payload, !payload.isEmpty {
        codes.append(ccurl_set_offset(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(payload.count)))
        codes.append(
          payload.withUnsafeBytes { bytes in
            // COPYPOSTFIELDS copies the bytes before this returns.
            ccurl_set_pointer(
              easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
          })
      } else if method != "GET", method != "HEAD" {
        codes.append(ccurl_set_offset(easy, CURLOPT_POSTFIELDSIZE_LARGE, 0))
        codes.append(ccurl_set_string(easy, CURLOPT_COPYPOSTFIELDS, ""))
      }
      codes.append(ccurl_set_callback(easy, CURLOPT_HEADERFUNCTION, curlHeaderCallback))
      codes.append(ccurl_set_pointer(easy, CURLOPT_HEADERDATA, context))
      codes.append(ccurl_set_callback(easy, CURLOPT_WRITEFUNCTION, curlWriteCallback))
      codes.append(ccurl_set_pointer(easy, CURLOPT_WRITEDATA, context))
      if let failed = codes.first(where: { $0 != CURLE_OK }) {
        throw HTTPTransportError.connection(
          "libcurl refused an option: \(String(cString: curl_easy_strerror(failed)))")
      }
      let (body, source) = HTTPBody.makeStream(
        onDemand: { [weak self] in
          if let self { engine.resume(self) }
        },
        onCancel: { [weak self] in
          if let self { engine.cancel(self) }
        })
      self.source = source
      self.pendingBody = body
      return easy
    }

    private var pendingBody: HTTPBody?

    /// One header line (the status line included), or the blank line that ends a block.
    func received(headerLine bytes: UnsafeRawBufferPointer) -> Int {
      if isCancelled { return 0 }
      headerBytes += bytes.count
      guard headerBytes <= CurlTransport.maxHeaderBytes else {
        stopReason = HTTPTransportError.responseTooLarge(
          "response headers over \(CurlTransport.maxHeaderBytes / 1024) KiB")
        return 0
      }
      let line = String(decoding: bytes, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      if line.hasPrefix("HTTP/") {
        headers = [:]  // a new block (after 100 Continue, or a proxy's CONNECT answer)
        return bytes.count
      }
      if line.isEmpty {
        var code = 0
        if let easy { ccurl_response_code(easy, &code) }
        // 1xx and a proxy's CONNECT answer (code 0 here) are not the response.
        if code >= 200 {
          status = code
          deliverResponse()
        }
        return bytes.count
      }
      if let colon = line.firstIndex(of: ":") {
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if let earlier = headers[name] {
          headers[name] = earlier + ", " + value
        } else {
          headers[name] = value
        }
      }
      return bytes.count
    }

    /// Body bytes: handed to the reader, or left with curl (paused) while the reader is full.
    func received(body bytes: UnsafeRawBufferPointer) -> Int {
      if isCancelled { return 0 }
      if !hasResponse {
        var code = 0
        if let easy { ccurl_response_code(easy, &code) }
        status = code
        deliverResponse()
      }
      guard let source else { return 0 }
      if source.isFull() {
        paused = true
        return ccurl_write_pause()
      }
      switch source.offer(Data(bytes)) {
      case .taken, .full: return bytes.count
      case .cancelled:
        markCancelled()
        return 0
      }
    }

    private func deliverResponse() {
      guard !hasResponse, let body = pendingBody else { return }
      hasResponse = true
      pendingBody = nil
      settle(.success(HTTPStreamResponse(status: status, headers: headers, body: body)))
    }

    /// What a finished transfer's code means to the reader (nil: the body ended cleanly).
    func error(for code: CURLcode) -> (any Error)? {
      if let stopReason { return stopReason }
      if isCancelled { return CancellationError() }
      switch code {
      case CURLE_OK: return nil
      case CURLE_OPERATION_TIMEDOUT:
        return hasResponse
          ? HTTPTransportError.idleTimeout(seconds: timeouts.idle)
          : HTTPTransportError.connectTimeout(seconds: timeouts.connect)
      default:
        let detail = errorText.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return HTTPTransportError.connection(
          detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail)
      }
    }

    /// Engine thread, before the handle is added: nothing was sent.
    func fail(_ error: any Error) { close(error) }

    /// Settles the waiters and frees the handle; later calls do nothing.
    func close(_ error: (any Error)?) {
      guard !closed else { return }
      closed = true
      if !hasResponse {
        pendingBody = nil
        settle(.failure(error ?? HTTPTransportError.connection("the server sent no response")))
      }
      source?.finish(throwing: error)
      source = nil
      if let easy { curl_easy_cleanup(easy) }
      easy = nil
      curl_slist_free_all(headerList)
      headerList = nil
    }

    private static func milliseconds(_ seconds: Double) -> Int {
      guard seconds.isFinite, seconds > 0 else { return 1 }
      return Int(min(seconds, 1e9) * 1000)
    }
  }

  private func curlHeaderCallback(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
    _ context: UnsafeMutableRawPointer?
  ) -> Int {
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.received(headerLine: UnsafeRawBufferPointer(start: data, count: size * count))
  }

  private func curlWriteCallback(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
    _ context: UnsafeMutableRawPointer?
  ) -> Int {
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.received(body: UnsafeRawBufferPointer(start: data, count: size * count))
  }
#endif
