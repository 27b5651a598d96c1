import AgentCore
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Any OpenAI-compatible chat-completions server (OpenAI, Ollama, llama.cpp, vLLM, LM Studio,
/// DeepSeek, Qwen), streamed.
public struct OpenAIModel: LanguageModel {
  /// The official base URL; it includes `/v1`, and the client adds `/chat/completions`.
  public static let defaultBaseURL = URL(string: "https://api.openai.com/v1")!

  /// The model name.
  public let model: String
  /// The API's base URL, `/v1` included.
  public let baseURL: URL
  private let apiKey: String?
  /// Sent as `max_tokens`: a model that never stops is cut off here.
  public var maxTokens: Int?
  /// How the model must use tools.
  public var toolChoice: ToolChoice = .auto
  /// The HTTP client, its retries and deadlines.
  public var endpoint: RemoteEndpoint

  /// The output cap when none is configured.
  public static let defaultMaxTokens = 4096

  /// A model over an OpenAI-compatible Chat Completions API.
  public init(
    model: String, apiKey: String?, baseURL: URL = OpenAIModel.defaultBaseURL,
    maxTokens: Int? = OpenAIModel.defaultMaxTokens,
    endpoint: RemoteEndpoint = RemoteEndpoint(
      provider: "OpenAI-compatible server", keyVariable: "OPENAI_API_KEY")
  ) {
    self.model = model
    self.apiKey = apiKey
    self.baseURL = baseURL
    self.maxTokens = maxTokens
    self.endpoint = endpoint
    if let apiKey { self.endpoint.secrets.append(apiKey) }
  }

  /// `openai/MODEL`.
  public var identifier: String { "openai/\(model)" }

  /// What `usage` cost at this model's list price; nil when the pricing table does not know it.
  public func costUSD(for usage: TokenUsage) -> Double? {
    PricingTable.standard.cost(model: model, usage: usage)
  }

  /// One turn from an OpenAI-compatible chat-completions endpoint, streamed: retried as the retry
  /// policy allows until output arrives, then decoded chunk by chunk.
  public func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
    let names = ToolNameCodec(skillIDs: request.tools.map(\.id))
    let body = OpenAIRequest.body(
      request, model: model,
      maxTokens: request.maxTokens.map { min($0, maxTokens ?? $0) } ?? maxTokens,
      names: names, toolChoice: toolChoice)
    return endpoint.streamTurn(
      to: baseURL.appendingPathComponent("chat/completions"), body: body, apiKey: apiKey,
      headers: headers, model: model, decoder: OpenAIDecoder(names: names))
  }

  /// The key as a bearer token, sent with every request.
  private var headers: [(name: String, value: String)] {
    apiKey.map { [("authorization", "Bearer \($0)")] } ?? []
  }

  /// A request that checks the endpoint and key: `GET /models`.
  public func probeRequest() -> URLRequest {
    var http = URLRequest(url: baseURL.appendingPathComponent("models"))
    for header in headers { http.setValue(header.value, forHTTPHeaderField: header.name) }
    return http
  }
}
