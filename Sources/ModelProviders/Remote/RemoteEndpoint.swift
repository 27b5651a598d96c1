import AgentCore
import Foundation
import SkillKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where and how a remote model is reached: the HTTP client, retries and error naming.
public struct RemoteEndpoint: Sendable {
  /// `Anthropic`, `OpenAI-compatible server`: how errors name the provider.
  public var provider: String
  /// The environment variable that holds the key, for "check …" fixes.
  public var keyVariable: String
  public var client: HTTPStreamingClient
  public var retry: RetryPolicy
  /// Waits between attempts; tests pass one that records instead of sleeping.
  public var sleep: @Sendable (Double) async throws -> Void
  /// Strings (API keys) scrubbed from every error message before it leaves the provider.
  public var secrets: [String] = []

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

  /// Streams `request` through `decoder`, retrying only before any event was delivered.
  func stream<Decoder: WireDecoder>(
    _ request: URLRequest, model: String, decoder: Decoder
  ) -> AsyncThrowingStream<ModelEvent, any Error> {
    AsyncThrowingStream { continuation in
      let task = Task {
        do {
          try await run(request, model: model, decoder: decoder, continuation: continuation)
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

  private func run<Decoder: WireDecoder>(
    _ request: URLRequest, model: String, decoder: Decoder,
    continuation: AsyncThrowingStream<ModelEvent, any Error>.Continuation
  ) async throws {
    var attempt = 0
    while true {
      attempt += 1
      let canRetry = attempt < retry.maxAttempts
      let response: HTTPStreamResponse
      do {
        response = try await client.send(request)
      } catch let error as HTTPTransportError {
        guard canRetry else { throw AgentError.network(error.description) }
        try await sleep(
          retry.delay(afterAttempt: attempt, retryAfter: nil, random: .random(in: 0...1)))
        continue
      }
      guard (200..<300).contains(response.status) else {
        let body = try await Self.readPrefix(of: response.body, limit: Self.maxErrorBody)
        let retryAfter = RetryPolicy.retryAfter(response.headers["retry-after"])
        let error = HTTPStatusError.error(
          status: response.status, body: body, provider: provider, keyVariable: keyVariable,
          model: model, retryAfter: retryAfter)
        if canRetry, HTTPStatusError.isRetryable(response.status),
          (retryAfter ?? 0) <= retry.maxRetryAfter
        {
          try await sleep(
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
      var parser = SSEParser()
      var wire = decoder
      var delivered = false
      do {
        reading: for try await chunk in response.body {
          for event in try parser.feed(chunk) {
            for modelEvent in try wire.decode(event) {
              continuation.yield(modelEvent)
              delivered = true
            }
            if wire.isComplete { break reading }
          }
        }
        if wire.endedCleanly { return }
        throw AgentError.streamEndedEarly
      } catch let error as SSEError {
        throw AgentError.streamTooLarge(error.description)
      } catch let error as HTTPTransportError {
        if delivered { throw AgentError.streamEndedEarly }
        guard canRetry else { throw AgentError.network(error.description) }
      } catch AgentError.streamEndedEarly where !delivered && canRetry {
        // Closed before anything arrived: as good as a reset, try again.
      }
      try await sleep(
        retry.delay(afterAttempt: attempt, retryAfter: nil, random: .random(in: 0...1)))
    }
  }

  private static func readPrefix(
    of body: AsyncThrowingStream<Data, any Error>, limit: Int
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
