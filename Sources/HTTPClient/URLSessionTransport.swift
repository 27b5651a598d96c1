import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Foundation's `URLSession` behind the transport port: the default on Apple platforms.
///
/// On Linux, FoundationNetworking's event loop keeps a core busy while a server is silent
/// (about 85 % of a core measured), so there it is used only when asked for
/// (`ASK_HTTP_TRANSPORT=urlsession`) or compared in the benchmark. FoundationNetworking has no
/// `bytes(for:)`, and `data(for:)` waits for the whole body, so this uses a
/// `URLSessionDataDelegate` whose `didReceive data` feeds the body. Cancelling the reader
/// cancels the request.
public struct URLSessionTransport: HTTPTransport {
  /// A transport over URLSession.
  public init() {}

  /// Sends `request` through a URLSession data delegate and returns once the status and headers
  /// arrived; the body streams after, within `timeouts`.
  public func send(_ request: URLRequest, timeouts: HTTPTimeouts) async throws
    -> HTTPStreamResponse
  {
    _ = try HTTPTransportError.validate(request)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeouts.idle
    configuration.timeoutIntervalForResource = 24 * 3600
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    let delegate = StreamDelegate(idleTimeout: timeouts.idle)
    let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    let task = session.dataTask(with: request)
    let connectTimeout = timeouts.connect
    let timer = Task {
      try await Task.sleep(for: .seconds(connectTimeout))
      delegate.failBeforeResponse(HTTPTransportError.connectTimeout(seconds: connectTimeout))
    }
    defer { timer.cancel() }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        if delegate.start(responseContinuation: continuation, task: task, session: session) {
          task.resume()
        }
      }
    } onCancel: {
      delegate.failBeforeResponse(CancellationError())
      task.cancel()
      delegate.invalidate(session, cancelling: true)
    }
  }
}

/// Receives one task's callbacks; state is guarded by a mutex because URLSession calls it
/// on its own queue.
private final class StreamDelegate: NSObject, URLSessionDataDelegate, Sendable {
  private struct State {
    var response: CheckedContinuation<HTTPStreamResponse, any Error>?
    var body: HTTPBody.Source?
    var task: URLSessionDataTask?
    var session: URLSession?
    /// Set once the caller waits; a failure before that (cancelled before `start`) is kept.
    var started = false
    var early: (any Error)?
    var invalidated = false
  }

  private let state = Mutex(State())
  private let idleTimeout: Double

  init(idleTimeout: Double) {
    self.idleTimeout = idleTimeout
  }

  /// Begins waiting for the headers; returns false (and fails the wait) when the request was
  /// already failed — cancelled before it started.
  func start(
    responseContinuation: CheckedContinuation<HTTPStreamResponse, any Error>,
    task: URLSessionDataTask, session: URLSession
  ) -> Bool {
    let early = state.withLock { state -> (any Error)? in
      state.started = true
      if let early = state.early { return early }
      state.response = responseContinuation
      state.task = task
      state.session = session
      return nil
    }
    guard let early else { return true }
    responseContinuation.resume(throwing: early)
    invalidate(session, cancelling: true)
    return false
  }

  /// Fails the request if its headers have not arrived yet.
  func failBeforeResponse(_ error: any Error) {
    let (continuation, task, session) = state.withLock { state in
      if !state.started, state.early == nil { state.early = error }
      let pending = state.response
      state.response = nil
      return (pending, pending == nil ? nil : state.task, pending == nil ? nil : state.session)
    }
    guard let continuation else { return }
    continuation.resume(throwing: error)
    task?.cancel()
    if let session { invalidate(session, cancelling: true) }
  }

  /// Invalidates the session once: FoundationNetworking crashes when a session is invalidated
  /// twice (a cancel, then the completion callback), as a 40-round cancel test showed.
  func invalidate(_ session: URLSession, cancelling: Bool) {
    let first = state.withLock { state -> Bool in
      defer { state.invalidated = true }
      return !state.invalidated
    }
    guard first else { return }
    if cancelling { session.invalidateAndCancel() } else { session.finishTasksAndInvalidate() }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let http = response as? HTTPURLResponse
    var headers: [String: String] = [:]
    for (key, value) in http?.allHeaderFields ?? [:] {
      if let key = key as? String, let value = value as? String {
        headers[key.lowercased()] = value
      }
    }
    // URLSession cannot pause a data task's delivery, so the body's limit is not enforced
    // here; the readers above bound what they keep.
    let (body, continuation) = HTTPBody.makeStream(
      onCancel: { [weak self] in
        dataTask.cancel()
        self?.invalidate(session, cancelling: true)
      })
    let pending = state.withLock { state in
      let pending = state.response
      state.response = nil
      state.body = continuation
      return pending
    }
    completionHandler(.allow)
    pending?.resume(
      returning: HTTPStreamResponse(status: http?.statusCode ?? 0, headers: headers, body: body))
  }

  /// Redirects are never followed here: the 3xx arrives as the response, and the caller
  /// decides (credentials must never reach another origin).
  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    _ = state.withLock { $0.body }?.offer(data)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let (pending, body) = state.withLock { state in
      let result = (state.response, state.body)
      state.response = nil
      state.body = nil
      return result
    }
    invalidate(session, cancelling: false)
    let failure = error.map { Self.transportError($0, idleTimeout: idleTimeout) }
    if let pending {
      pending.resume(throwing: failure ?? HTTPTransportError.connection("no response"))
    }
    body?.finish(throwing: failure)
  }

  private static func transportError(_ error: any Error, idleTimeout: Double) -> any Error {
    let nsError = error as NSError
    if nsError.domain == NSURLErrorDomain {
      switch nsError.code {
      case NSURLErrorCancelled: return CancellationError()
      case NSURLErrorTimedOut: return HTTPTransportError.idleTimeout(seconds: idleTimeout)
      default: return HTTPTransportError.connection(nsError.localizedDescription)
      }
    }
    return HTTPTransportError.connection(String(describing: error))
  }
}
