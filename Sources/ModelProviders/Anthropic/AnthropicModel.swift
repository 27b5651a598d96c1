import AgentCore
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Claude through the Anthropic Messages API, streamed.
public struct AnthropicModel: LanguageModel {
  /// The official API root; the client adds `/v1/messages`.
  public static let defaultBaseURL = URL(string: "https://api.anthropic.com")!

  /// The model name (`claude-…`).
  public let model: String
  /// The API's base URL.
  public let baseURL: URL
  private let apiKey: String?
  /// Sent as `max_tokens` (the Messages API requires one).
  public var maxTokens: Int
  /// How the model must use tools.
  public var toolChoice: ToolChoice = .auto
  /// The HTTP client, its retries and deadlines.
  public var endpoint: RemoteEndpoint

  /// The output cap when none is configured.
  public static let defaultMaxTokens = 4096

  /// A model over the Messages API.
  public init(
    model: String, apiKey: String?, baseURL: URL = AnthropicModel.defaultBaseURL,
    maxTokens: Int = AnthropicModel.defaultMaxTokens,
    endpoint: RemoteEndpoint = RemoteEndpoint(
      provider: "Anthropic", keyVariable: "ANTHROPIC_API_KEY")
  ) {
    self.model = model
    self.apiKey = apiKey
    self.baseURL = baseURL
    self.maxTokens = maxTokens
    self.endpoint = endpoint
    if let apiKey { self.endpoint.secrets.append(apiKey) }
  }

  /// `anthropic/MODEL`.
  public var identifier: String { "anthropic/\(model)" }

  /// What `usage` cost at this model's list price; nil when the pricing table does not know it.
  public func costUSD(for usage: TokenUsage) -> Double? {
    PricingTable.standard.cost(model: model, usage: usage)
  }

  /// One turn from the Messages API, streamed: retried as the retry policy allows until output
  /// arrives, then decoded event by event.
  public func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
    let names = ToolNameCodec(skillIDs: request.tools.map(\.id))
    let body = AnthropicRequest.body(
      request, model: model, maxTokens: min(request.maxTokens ?? maxTokens, maxTokens),
      names: names, toolChoice: toolChoice)
    return endpoint.streamTurn(
      to: baseURL.appendingPathComponent("v1/messages"), body: body, apiKey: apiKey,
      headers: headers, model: model, decoder: AnthropicDecoder(names: names))
  }

  /// The API version and the key, sent with every request.
  private var headers: [(name: String, value: String)] {
    [("anthropic-version", "2023-06-01")] + (apiKey.map { [("x-api-key", $0)] } ?? [])
  }

  /// A request that checks the endpoint and key: `GET /v1/models`.
  public func probeRequest() -> URLRequest {
    var http = URLRequest(url: baseURL.appendingPathComponent("v1/models"))
    for header in headers { http.setValue(header.value, forHTTPHeaderField: header.name) }
    return http
  }
}
