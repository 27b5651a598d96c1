import CMicroHTTPD
import Dispatch
import Foundation
import Synchronization

/// An embedded HTTP/1.1 server: GNU libmicrohttpd with one thread per connection, handing
/// each request, with its whole body, to an async handler.
///
/// Every size from outside has a bound (`Limits`): a body past `bodyBytes` gets 413 before it
/// is read (by its `Content-Length`), or, sent without a length, is dropped from the limit on
/// and answered with 413 at its end (closed unanswered past 16 × the limit); headers past
/// `headerMemory`, more connections than `connections`, and idle connections are refused or
/// closed by libmicrohttpd itself. Streamed bodies (`HTTPByteStream`) are bounded by their
/// own limit. `stop()` ends every stream after what it holds is sent and waits for every
/// connection thread.
public final class HTTPServer: Sendable {
  /// Answers one request.
  public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

  /// The bounds the server holds every client to.
  public struct Limits: Sendable, Hashable {
    /// The largest request body accepted; larger ones get 413.
    public var bodyBytes: Int
    /// Connections open at once; more are refused.
    public var connections: Int
    /// Connections open at once from one address.
    public var connectionsPerAddress: Int
    /// Seconds a connection may sit without sending or receiving before it is closed.
    public var idleSeconds: Int
    /// Memory for one connection's request line and headers.
    public var headerMemory: Int

    /// The defaults: 1 MiB bodies, 256 connections (128 per address), 5 minutes idle, 64 KiB
    /// of headers.
    public init(
      bodyBytes: Int = 1 << 20, connections: Int = 256, connectionsPerAddress: Int = 128,
      idleSeconds: Int = 300, headerMemory: Int = 64 << 10
    ) {
      self.bodyBytes = bodyBytes
      self.connections = connections
      self.connectionsPerAddress = connectionsPerAddress
      self.idleSeconds = idleSeconds
      self.headerMemory = headerMemory
    }
  }

  /// Why the server could not start.
  public struct StartError: Error, Sendable, CustomStringConvertible {
    /// What went wrong and what to do.
    public var description: String
  }

  private let context: ServerContext
  private let daemon: Mutex<DaemonHandle?>
  /// The address the server listens on, as given.
  public let host: String
  /// The port it listens on (the kernel's choice when 0 was asked for).
  public let port: UInt16

  /// Starts listening on `host` (an IPv4 or IPv6 address, or `localhost`) and `port` (0: any
  /// free port), answering with `handler`.
  public init(host: String, port: UInt16, limits: Limits = Limits(), handler: @escaping Handler)
    throws
  {
    let context = ServerContext(limits: limits, handler: handler)
    let address = try SocketAddress(host: host, port: port)
    let started = address.withPointer { pointer in
      cmhd_start(
        address.isIPv6 ? MHD_USE_IPv6.rawValue : 0, pointer, accessHandler,
        Unmanaged.passUnretained(context).toOpaque(), requestCompleted,
        Unmanaged.passUnretained(context).toOpaque(), UInt32(clamping: limits.connections),
        UInt32(clamping: limits.connectionsPerAddress), UInt32(clamping: limits.idleSeconds),
        max(4096, limits.headerMemory))
    }
    guard let started else {
      throw StartError(
        description:
          "could not listen on \(host):\(port) (\(String(cString: strerror(errno)))); "
          + "choose another port with --port, or 0 for any free one")
    }
    self.context = context
    self.host = host
    self.port = cmhd_bound_port(started)
    self.daemon = Mutex(DaemonHandle(pointer: started))
  }

  /// A server dropped while running is stopped on a thread of its own (the callbacks' context
  /// lives until then).
  deinit {
    guard let running = takeDaemon() else { return }
    let context = self.context
    Thread { Self.halt(running, context) }.start()
  }

  /// Stops accepting, ends every open stream (what it holds is still sent), and returns when
  /// every connection thread has ended. Calling it again does nothing.
  ///
  /// The waiting happens on a thread of its own — not a task's, and not Dispatch's global
  /// queue, which can share their few threads on Linux: a handler still running needs them to
  /// finish.
  public func stop() async {
    guard let running = takeDaemon() else { return }
    let context = self.context
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread {
        Self.halt(running, context)
        done.resume()
      }.start()
    }
  }

  private func takeDaemon() -> DaemonHandle? {
    daemon.withLock { daemon -> DaemonHandle? in
      defer { daemon = nil }
      return daemon
    }
  }

  private static func halt(_ running: DaemonHandle, _ context: ServerContext) {
    _ = MHD_quiesce_daemon(running.pointer)
    context.finishStreams()
    withExtendedLifetime(context) { MHD_stop_daemon(running.pointer) }
  }

  /// Streams being sent now.
  public var openStreams: Int { context.streamCount }
}

/// The running daemon. `@unchecked Sendable` is safe because the pointer is handed from the
/// server to exactly one stopping thread (taken out of its mutex once) and libmicrohttpd's
/// quiesce and stop calls are made from that thread only.
struct DaemonHandle: @unchecked Sendable {
  let pointer: OpaquePointer
}

/// What the C callbacks reach through their context pointer.
final class ServerContext: Sendable {
  let limits: HTTPServer.Limits
  let handler: HTTPServer.Handler
  private let streams = Mutex<[ObjectIdentifier: HTTPByteStream]>([:])

  init(limits: HTTPServer.Limits, handler: @escaping HTTPServer.Handler) {
    self.limits = limits
    self.handler = handler
  }

  func add(_ stream: HTTPByteStream) {
    let key = ObjectIdentifier(stream)
    streams.withLock { $0[key] = stream }
    stream.onEnd { [weak self] _ in
      self?.streams.withLock { $0[key] = nil }
    }
  }

  var streamCount: Int { streams.withLock { $0.count } }

  func finishStreams() {
    for stream in streams.withLock({ Array($0.values) }) { stream.finish() }
  }

  /// Runs the async handler from a connection thread (libmicrohttpd's, not one of the task
  /// threads, so waiting here blocks no task).
  func respond(to request: HTTPRequest) -> HTTPResponse {
    let result = Mutex<HTTPResponse?>(nil)
    let done = DispatchSemaphore(value: 0)
    let handler = self.handler
    Task {
      let response = await handler(request)
      result.withLock { $0 = response }
      done.signal()
    }
    done.wait()
    return result.withLock { $0 } ?? HTTPResponse(status: 500)
  }
}

/// One request in progress: what has been read of it.
private final class Exchange {
  var body: [UInt8] = []
  var answered = false
  /// The body passed the limit: what follows is dropped and 413 is the answer.
  var tooLarge = false
  var discarded = 0
}

private let accessHandler: MHD_AccessHandlerCallback = {
  cls, connection, url, method, _, upload, uploadSize, state in
  guard let cls, let connection, let state, let uploadSize else { return .NO }
  let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
  guard let pointer = state.pointee else {
    let exchange = Exchange()
    state.pointee = Unmanaged.passRetained(exchange).toOpaque()
    if let length = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length"),
      let declared = Int(String(cString: length)), declared > context.limits.bodyBytes
    {
      exchange.answered = true
      return queue(tooLarge(context.limits), on: connection, context: context)
    }
    return .YES
  }
  let exchange = Unmanaged<Exchange>.fromOpaque(pointer).takeUnretainedValue()
  if uploadSize.pointee > 0 {
    let count = uploadSize.pointee
    uploadSize.pointee = 0
    guard !exchange.answered else { return .YES }
    if exchange.tooLarge {
      // libmicrohttpd answers only once the upload is read: the rest is read and dropped, up
      // to a bound past which the connection is simply closed.
      exchange.discarded += count
      return exchange.discarded > 16 * context.limits.bodyBytes ? .NO : .YES
    }
    guard exchange.body.count + count <= context.limits.bodyBytes, let upload else {
      exchange.tooLarge = true
      exchange.discarded = exchange.body.count + count
      exchange.body = []
      return .YES
    }
    upload.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
      exchange.body.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
    }
    return .YES
  }
  guard !exchange.answered else { return .YES }
  exchange.answered = true
  if exchange.tooLarge { return queue(tooLarge(context.limits), on: connection, context: context) }
  let request = HTTPRequest(
    method: method.map { String(cString: $0) } ?? "GET",
    path: url.map { String(cString: $0) } ?? "/",
    query: values(of: connection, .GET_ARGUMENT_KIND, lowercased: false),
    headers: values(of: connection, .HEADER_KIND, lowercased: true),
    body: exchange.body)
  exchange.body = []
  return queue(context.respond(to: request), on: connection, context: context)
}

private let requestCompleted: MHD_RequestCompletedCallback = { _, _, state, _ in
  guard let state, let pointer = state.pointee else { return }
  Unmanaged<Exchange>.fromOpaque(pointer).release()
  state.pointee = nil
}

private func tooLarge(_ limits: HTTPServer.Limits) -> HTTPResponse {
  let message =
    "{\"error\":{\"code\":\"body_too_large\",\"message\":\"the request body is larger than "
    + "\(limits.bodyBytes) bytes; send less (the limit is documented in docs/http-api.md)\"}}"
  return HTTPResponse(
    status: 413, headers: [("Content-Type", "application/json"), ("Connection", "close")],
    body: .bytes(Array(message.utf8)))
}

/// Collects the connection's values of one kind (headers or query arguments).
private func values(of connection: OpaquePointer, _ kind: MHD_ValueKind, lowercased: Bool)
  -> [String: String]
{
  final class Box {
    var values: [String: String] = [:]
    let lowercased: Bool
    init(lowercased: Bool) { self.lowercased = lowercased }
  }
  let box = Box(lowercased: lowercased)
  let iterator: MHD_KeyValueIterator = { cls, kind, key, value in
    guard let cls, let key else { return .YES }
    let box = Unmanaged<Box>.fromOpaque(cls).takeUnretainedValue()
    var name = String(cString: key)
    if box.lowercased { name = name.lowercased() }
    let text = value.map { String(cString: $0) } ?? ""
    if kind == .HEADER_KIND, let earlier = box.values[name] {
      box.values[name] = earlier + ", " + text
    } else {
      box.values[name] = text
    }
    return .YES
  }
  withExtendedLifetime(box) {
    _ = MHD_get_connection_values(
      connection, kind, iterator, Unmanaged.passUnretained(box).toOpaque())
  }
  return box.values
}

private func queue(_ response: HTTPResponse, on connection: OpaquePointer, context: ServerContext)
  -> MHD_Result
{
  let made: OpaquePointer?
  switch response.body {
  case .bytes(let bytes):
    made = bytes.withUnsafeBytes { buffer in
      MHD_create_response_from_buffer(
        buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress),
        .RESPMEM_MUST_COPY)
    }
  case .stream(let stream):
    context.add(stream)
    let reader = StreamReader(stream: stream, socket: cmhd_connection_fd(connection))
    made = cmhd_stream_response(
      streamReader, Unmanaged.passRetained(reader).toOpaque(), streamReleased)
  }
  guard let made else { return .NO }
  defer { MHD_destroy_response(made) }
  for (name, value) in response.headers {
    _ = MHD_add_response_header(made, name, value)
  }
  return MHD_queue_response(connection, UInt32(clamping: response.status), made)
}

/// A streamed response's bytes and the socket they go to (to notice a client that left).
private final class StreamReader {
  let stream: HTTPByteStream
  let socket: Int32

  init(stream: HTTPByteStream, socket: Int32) {
    self.stream = stream
    self.socket = socket
  }
}

private let streamReader: MHD_ContentReaderCallback = { cls, _, buffer, capacity in
  guard let cls, let buffer else { return cmhd_end_with_error() }
  let reader = Unmanaged<StreamReader>.fromOpaque(cls).takeUnretainedValue()
  let socket = reader.socket
  switch reader.stream.read(
    into: buffer, capacity: capacity, peerClosed: { cmhd_peer_closed(socket) != 0 })
  {
  case .bytes(let count): return count
  case .ended: return cmhd_end_of_stream()
  }
}

private let streamReleased: MHD_ContentReaderFreeCallback = { cls in
  guard let cls else { return }
  let reader = Unmanaged<StreamReader>.fromOpaque(cls).takeRetainedValue()
  reader.stream.disconnect()
}
