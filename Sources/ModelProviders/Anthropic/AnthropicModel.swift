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
    if let problem = APIKeyCheck.problem(apiKey, variable: endpoint.keyVariable) {
      return AsyncThrowingStream { $0.finish(throwing: AgentError.invalidConfiguration(problem)) }
    }
    let names = ToolNameCodec(skillIDs: request.tools.map(\.id))
    let body = AnthropicRequest.body(
      request, model: model, maxTokens: maxTokens, names: names, toolChoice: toolChoice)
    var http = URLRequest(url: baseURL.appendingPathComponent("v1/messages"))
    http.httpMethod = "POST"
    http.setValue("application/json", forHTTPHeaderField: "content-type")
    http.setValue("text/event-stream", forHTTPHeaderField: "accept")
    http.setValue("2023-06-01", forHTTPHeaderField: "anthropic-version")
    if let apiKey { http.setValue(apiKey, forHTTPHeaderField: "x-api-key") }
    http.httpBody = Data(body.jsonString.utf8)
    return endpoint.stream(http, model: model, decoder: AnthropicDecoder(names: names))
  }

  /// A request that checks the endpoint and key: `GET /v1/models`.
  public func probeRequest() -> URLRequest {
    var http = URLRequest(url: baseURL.appendingPathComponent("v1/models"))
    http.setValue("2023-06-01", forHTTPHeaderField: "anthropic-version")
    if let apiKey { http.setValue(apiKey, forHTTPHeaderField: "x-api-key") }
    return http
  }
}
