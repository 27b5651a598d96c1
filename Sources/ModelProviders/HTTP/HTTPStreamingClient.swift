import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The status and headers of a streamed response, and its body as chunks arrive.
public struct HTTPStreamResponse: Sendable {
  public var status: Int
  /// Header names lowercased.
  public var headers: [String: String]
  public var body: AsyncThrowingStream<Data, any Error>
}

/// Why a streamed request failed below the HTTP level.
public enum HTTPTransportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No response headers within the connect timeout.
  case connectTimeout(seconds: Double)
  /// No bytes for longer than the idle timeout.
  case idleTimeout(seconds: Double)
  /// The connection failed or was reset.
  case connection(String)

  public var description: String {
    switch self {
    case .connectTimeout(let seconds): return "no response within \(Int(seconds)) s"
    case .idleTimeout(let seconds): return "no data for \(Int(seconds)) s"
    case .connection(let message): return "connection failed: \(message)"
    }
  }
}

/// Streams HTTP response bodies as they arrive, on Linux and Apple platforms.
///
/// FoundationNetworking has no `bytes(for:)`, and `data(for:)` waits for the whole body, so
/// this uses a `URLSessionDataDelegate` whose `didReceive data` feeds an async stream.
/// Cancelling the consumer cancels the request.
public struct HTTPStreamingClient: Sendable {
  public var connectTimeout: Double
  public var idleTimeout: Double

  public init(connectTimeout: Double = 30, idleTimeout: Double = 120) {
    self.connectTimeout = connectTimeout
    self.idleTimeout = idleTimeout
  }

  /// Sends `request` and returns once the response headers arrive.
  public func send(_ request: URLRequest) async throws -> HTTPStreamResponse {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = idleTimeout
    configuration.timeoutIntervalForResource = 24 * 3600
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    let delegate = StreamDelegate(idleTimeout: idleTimeout)
    let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    let task = session.dataTask(with: request)
    let connectTimeout = self.connectTimeout
    let timer = Task {
      try await Task.sleep(for: .seconds(connectTimeout))
      delegate.failBeforeResponse(HTTPTransportError.connectTimeout(seconds: connectTimeout))
    }
    defer { timer.cancel() }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        delegate.start(responseContinuation: continuation, task: task, session: session)
        task.resume()
      }
    } onCancel: {
      delegate.failBeforeResponse(CancellationError())
      task.cancel()
      session.invalidateAndCancel()
    }
  }
}

/// Receives one task's callbacks; state is guarded by a mutex because URLSession calls it
/// on its own queue.
private final class StreamDelegate: NSObject, URLSessionDataDelegate, Sendable {
  private struct State {
    var response: CheckedContinuation<HTTPStreamResponse, any Error>?
    var body: AsyncThrowingStream<Data, any Error>.Continuation?
    var task: URLSessionDataTask?
    var session: URLSession?
  }

  private let state = Mutex(State())
  private let idleTimeout: Double

  init(idleTimeout: Double) {
    self.idleTimeout = idleTimeout
  }

  func start(
    responseContinuation: CheckedContinuation<HTTPStreamResponse, any Error>,
    task: URLSessionDataTask, session: URLSession
  ) {
    state.withLock { state in
      state.response = responseContinuation
      state.task = task
      state.session = session
    }
  }

  /// Fails the request if its headers have not arrived yet.
  func failBeforeResponse(_ error: any Error) {
    let (continuation, task, session) = state.withLock { state in
      let pending = state.response
      state.response = nil
      return (pending, pending == nil ? nil : state.task, pending == nil ? nil : state.session)
    }
    guard let continuation else { return }
    continuation.resume(throwing: error)
    task?.cancel()
    session?.invalidateAndCancel()
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
    let (body, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
    continuation.onTermination = { termination in
      if case .cancelled = termination {
        dataTask.cancel()
        session.invalidateAndCancel()
      }
    }
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
    _ = state.withLock { $0.body }?.yield(data)
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
    session.finishTasksAndInvalidate()
    let failure = error.map { Self.transportError($0, idleTimeout: idleTimeout) }
    if let pending {
      pending.resume(throwing: failure ?? HTTPTransportError.connection("no response"))
    }
    if let failure {
      body?.finish(throwing: failure)
    } else {
      body?.finish()
    }
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
