import AgentCore
import Foundation
import HTTPClient
import SkillKit
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where and how a remote model is reached: the HTTP client, retries and error naming.
public struct RemoteEndpoint: Sendable {
  /// `Anthropic`, `OpenAI-compatible server`: how errors name the provider.
  public var provider: String
  /// The environment variable that holds the key, for "check …" fixes.
  public var keyVariable: String
  /// The HTTP client.
  public var client: HTTPStreamingClient
  /// When and how often a failed request is tried again.
  public var retry: RetryPolicy
  /// Waits between attempts; tests pass one that records instead of sleeping.
  public var sleep: @Sendable (Double) async throws -> Void
  /// Strings (API keys) scrubbed from every error message before it leaves the provider.
  public var secrets: [String] = []
  /// How long a request may go without progress, and how long it may take in all.
  public var limits = RequestLimits()

  /// An endpoint of `provider` whose key is in `keyVariable`, with its client and retries.
  public init(
    provider: String, keyVariable: String, client: HTTPStreamingClient = HTTPStreamingClient(),
    retry: RetryPolicy = RetryPolicy(),
    sleep: @escaping @Sendable (Double) async throws -> Void = {
      try await Task.sleep(for: .seconds($0))
    }
  ) {
    self.provider = provider
    self.keyVariable = keyVariable
    self.client = client
    self.retry = retry
    self.sleep = sleep
  }

  /// The largest error body read to explain a failed request.
  static let maxErrorBody = 64 * 1024

  /// A turn streamed from `url`: `body` POSTed as JSON with the provider's `headers` (its key
  /// among them), decoded by `decoder`. A missing or malformed key fails before anything is
  /// sent, naming the variable to set.
  func streamTurn<Decoder: WireDecoder>(
    to url: URL, body: JSONValue, apiKey: String?, headers: [(name: String, value: String)],
    model: String, decoder: Decoder
  ) -> AsyncThrowingStream<ModelEvent, any Error> {
    if let problem = APIKeyCheck.problem(apiKey, variable: keyVariable) {
      return AsyncThrowingStream { $0.finish(throwing: AgentError.invalidConfiguration(problem)) }
    }
    var http = URLRequest(url: url)
    http.httpMethod = "POST"
    http.setValue("application/json", forHTTPHeaderField: "content-type")
    http.setValue("text/event-stream", forHTTPHeaderField: "accept")
    for header in headers { http.setValue(header.value, forHTTPHeaderField: header.name) }
    http.httpBody = Data(body.jsonString.utf8)
    return stream(http, model: model, decoder: decoder)
  }

  /// Streams `request` through `decoder`, retrying only before any event was delivered.
  func stream<Decoder: WireDecoder>(
    _ request: URLRequest, model: String, decoder: Decoder
  ) -> AsyncThrowingStream<ModelEvent, any Error> {
    AsyncThrowingStream { continuation in
      let task = Task {
        let watchdog = ProgressWatchdog(limits)
        do {
          try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
              try await run(
                request, model: model, decoder: decoder, continuation: continuation,
                watchdog: watchdog)
            }
            group.addTask { try await watchdog.watch() }
            _ = try await group.next()
            group.cancelAll()
          }
          continuation.finish()
        } catch let error as AgentError {
          continuation.finish(throwing: Redaction.scrub(error, secrets: secrets))
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Redirects followed within the configured origin before giving up.
  static let maxRedirects = 5

  private func run<Decoder: WireDecoder>(
    _ original: URLRequest, model: String, decoder: Decoder,
    continuation: AsyncThrowingStream<ModelEvent, any Error>.Continuation,
    watchdog: ProgressWatchdog
  ) async throws {
    var request = original
    var attempt = 0
    var redirects = 0
    while true {
      attempt += 1
      watchdog.touch()
      let canRetry = attempt < retry.maxAttempts
      let response: HTTPStreamResponse
      do {
        response = try await watchdog.waiting { try await client.send(request) }
      } catch let error as HTTPTransportError {
        guard canRetry else { throw AgentError.network(error.description) }
        try await watchdog.whileWaiting(
          sleep,
          retry.delay(afterAttempt: attempt, retryAfter: nil, random: .random(in: 0...1)))
        continue
      }
      if Self.redirectStatuses.contains(response.status) {
        // Same origin: the same request (method, body, key) again; elsewhere: refused.
        request.url = try Self.redirectTarget(response, from: request, hops: redirects)
        redirects += 1
        attempt -= 1
        continue
      }
      guard (200..<300).contains(response.status) else {
        let body = try await Self.readPrefix(of: response.body, limit: Self.maxErrorBody)
        let retryAfter = RetryPolicy.retryAfter(response.headers["retry-after"])
        let error = HTTPStatusError.error(
          status: response.status, body: body, provider: provider, keyVariable: keyVariable,
          model: model, retryAfter: retryAfter)
        let blamesRequest =
          (500...599).contains(response.status) && HTTPStatusError.blamesTheRequest(body)
        if canRetry, HTTPStatusError.isRetryable(response.status),
          (retryAfter ?? 0) <= retry.maxRetryAfter, !(blamesRequest && attempt >= 2)
        {
          try await watchdog.whileWaiting(
            sleep,
            retry.delay(afterAttempt: attempt, retryAfter: retryAfter, random: .random(in: 0...1)))
          continue
        }
        throw error
      }
      if response.headers["content-type"]?.lowercased().hasPrefix("application/json") == true {
        // A server that ignored `stream: true` answered with the whole message at once.
        let body = try await Self.readPrefix(
          of: response.body, limit: SSEParser.defaultMaxEventBytes)
        guard let json = try? JSONValue.parse(body) else {
          throw AgentError.providerError(
            type: "invalid_response", message: "the response is not JSON")
        }
        for event in try decoder.decodeComplete(json) { continuation.yield(event) }
        return
      }
      var wire = WireReader(decoder: decoder)
      var delivered = false
      do {
        var body = response.body.makeAsyncIterator()
        reading: while let chunk = try await body.nextAvailable() {
          let complete: Bool
          // One hand-off per read, its deltas joined (DeltaCoalescer); what a read decoded
          // before a failure is still delivered ahead of the failure.
          do {
            complete = try wire.read(chunk)
          } catch {
            deliver(wire.drain(), to: continuation, delivered: &delivered)
            throw error
          }
          deliver(wire.drain(), to: continuation, delivered: &delivered)
          if delivered { watchdog.touch() }
          if complete { break reading }
        }
        if wire.decoder.endedCleanly { return }
        throw AgentError.streamEndedEarly
      } catch let error as SSEError {
        throw AgentError.streamTooLarge(error.description)
      } catch let error as HTTPTransportError {
        if delivered { throw AgentError.streamEndedEarly }
        guard canRetry else { throw AgentError.network(error.description) }
      } catch AgentError.streamEndedEarly where !delivered && canRetry {
        // Closed before anything arrived: as good as a reset, try again.
      }
      try await watchdog.whileWaiting(
        sleep,
        retry.delay(afterAttempt: attempt, retryAfter: nil, random: .random(in: 0...1)))
    }
  }

  private func deliver(
    _ events: [ModelEvent],
    to continuation: AsyncThrowingStream<ModelEvent, any Error>.Continuation,
    delivered: inout Bool
  ) {
    for event in events {
      continuation.yield(event)
      delivered = true
    }
  }

  static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

  /// Where a redirect may be followed: only to the origin the request went to.
  static func redirectTarget(_ response: HTTPStreamResponse, from request: URLRequest, hops: Int)
    throws -> URL
  {
    let from = request.url.map(origin) ?? "?"
    guard let location = response.headers["location"], location.utf8.count <= 8192,
      let base = request.url, let target = URL(string: location, relativeTo: base)?.absoluteURL
    else {
      throw AgentError.providerError(
        type: "HTTP \(response.status)", message: "a redirect without a usable Location header")
    }
    guard origin(target) == origin(base) else {
      throw AgentError.redirectRefused(from: from, to: Redaction.displayURL(target))
    }
    guard hops < maxRedirects else {
      throw AgentError.providerError(
        type: "HTTP \(response.status)",
        message: "more than \(maxRedirects) redirects (last to \(Redaction.displayURL(target)))")
    }
    return target
  }

  /// `scheme://host:port`, the port made explicit.
  static func origin(_ url: URL) -> String {
    let scheme = url.scheme?.lowercased() ?? ""
    let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
    return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
  }

  private static func readPrefix(
    of body: HTTPBody, limit: Int
  ) async throws -> Data {
    var data = Data()
    do {
      for try await chunk in body {
        data.append(chunk.prefix(limit - data.count))
        if data.count >= limit { break }
      }
    } catch is HTTPTransportError {
      // The status says enough; a broken error body is not a second error.
    }
    return data
  }
}

/// The bounds of one model request.
public struct RequestLimits: Sendable, Hashable {
  /// No progress — no event decoded from the stream — for this long ends the request.
  /// Keep-alive comments and pings are not progress.
  public var idle: Duration
  /// The whole request, retries and redirects included.
  public var total: Duration

  /// Deadlines: without a byte for `idle`, and for the whole request `total`.
  public init(idle: Duration = .seconds(120), total: Duration = .seconds(600)) {
    self.idle = idle
    self.total = total
  }
}

/// Ends a request that makes no progress or runs past its total deadline.
final class ProgressWatchdog: Sendable {
  private let limits: RequestLimits
  private let started = ContinuousClock.now
  /// The last progress, and whether a deliberate wait (a retry's backoff) is under way.
  private let state = Mutex((last: ContinuousClock.now, waiting: false))

  init(_ limits: RequestLimits) {
    self.limits = limits
  }

  /// Something useful arrived.
  func touch() {
    state.withLock { $0.last = .now }
  }

  /// Runs a retry's backoff: waiting on purpose is not a stall (the total deadline still
  /// holds).
  func whileWaiting(_ sleep: @Sendable (Double) async throws -> Void, _ seconds: Double)
    async throws
  {
    try await waiting { try await sleep(seconds) }
  }

  /// Runs `body` — a backoff, or waiting for response headers, which the connect timeout
  /// bounds — without counting it as a stall.
  func waiting<T>(_ body: () async throws -> T) async throws -> T {
    state.withLock { $0.waiting = true }
    defer { state.withLock { $0 = (.now, false) } }
    return try await body()
  }

  /// Returns never; throws when a limit is broken (cancelled when the request ends).
  func watch() async throws {
    let totalAt = started + limits.total
    while true {
      let idleAt = state.withLock { $0.last } + limits.idle
      try await Task.sleep(until: min(idleAt, totalAt), clock: .continuous)
      let now = ContinuousClock.now
      if now >= totalAt {
        throw AgentError.timeout(seconds: Self.seconds(limits.total))
      }
      let (last, waiting) = state.withLock { ($0.last, $0.waiting) }
      if !waiting && now - last >= limits.idle {
        throw AgentError.network(
          "no progress for \(Self.seconds(limits.idle)) s (keep-alive comments do not count)")
      }
    }
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
