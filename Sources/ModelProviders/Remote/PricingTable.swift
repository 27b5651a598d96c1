import AgentCore

/// Prices in US dollars per million tokens.
public struct ModelPrice: Sendable, Hashable {
  /// US dollars per million input tokens.
  public var input: Double
  /// US dollars per million output tokens.
  public var output: Double
  /// US dollars per million tokens written to the cache.
  public var cacheWrite: Double
  /// US dollars per million tokens read from the cache.
  public var cacheRead: Double

  /// A price.
  public init(input: Double, output: Double, cacheWrite: Double, cacheRead: Double) {
    self.input = input
    self.output = output
    self.cacheWrite = cacheWrite
    self.cacheRead = cacheRead
  }
}

/// Known list prices by model id prefix; a model not in the table has no cost (nil), never a guess.
public struct PricingTable: Sendable {
  /// Prices by model name.
  public var prices: [String: ModelPrice]

  /// A table of `prices`.
  public init(prices: [String: ModelPrice]) {
    self.prices = prices
  }

  /// The price of `model`: an exact id, else a known id plus a dated or `latest` suffix
  /// (`claude-sonnet-4-5-20250929`, `gpt-4o-2024-08-06`, `claude-3-5-haiku-latest`).
  public func price(for model: String) -> ModelPrice? {
    if let exact = prices[model] { return exact }
    let match = prices.keys.filter { key in
      guard model.hasPrefix(key + "-") else { return false }
      let suffix = String(model.dropFirst(key.count + 1))
      return suffix.wholeMatch(of: /latest|[0-9]{8}|[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{4}/) != nil
    }.max { $0.count < $1.count }
    return match.flatMap { prices[$0] }
  }

  /// What `usage` cost on `model`, or nil when the price is unknown.
  public func cost(model: String, usage: TokenUsage) -> Double? {
    guard let price = price(for: model) else { return nil }
    let total =
      Double(usage.inputTokens) * price.input + Double(usage.outputTokens) * price.output
      + Double(usage.cacheCreationInputTokens) * price.cacheWrite
      + Double(usage.cacheReadInputTokens) * price.cacheRead
    return total / 1_000_000
  }

  /// List prices of the common models (USD per million tokens).
  public static let standard = PricingTable(prices: [
    "claude-opus-4-5": ModelPrice(input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5),
    "claude-opus-4-1": ModelPrice(input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5),
    "claude-opus-4": ModelPrice(input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5),
    "claude-sonnet-4-5": ModelPrice(input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3),
    "claude-sonnet-4": ModelPrice(input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3),
    "claude-3-7-sonnet": ModelPrice(input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3),
    "claude-3-5-sonnet": ModelPrice(input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3),
    "claude-haiku-4-5": ModelPrice(input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1),
    "claude-3-5-haiku": ModelPrice(input: 0.8, output: 4, cacheWrite: 1, cacheRead: 0.08),
    "claude-3-haiku": ModelPrice(input: 0.25, output: 1.25, cacheWrite: 0.3, cacheRead: 0.03),
    "gpt-4o": ModelPrice(input: 2.5, output: 10, cacheWrite: 0, cacheRead: 1.25),
    "gpt-4o-mini": ModelPrice(input: 0.15, output: 0.6, cacheWrite: 0, cacheRead: 0.075),
    "gpt-4.1": ModelPrice(input: 2, output: 8, cacheWrite: 0, cacheRead: 0.5),
    "gpt-4.1-mini": ModelPrice(input: 0.4, output: 1.6, cacheWrite: 0, cacheRead: 0.1),
    "gpt-4.1-nano": ModelPrice(input: 0.1, output: 0.4, cacheWrite: 0, cacheRead: 0.025),
    "o3": ModelPrice(input: 2, output: 8, cacheWrite: 0, cacheRead: 0.5),
    "o4-mini": ModelPrice(input: 1.1, output: 4.4, cacheWrite: 0, cacheRead: 0.275),
  ])
}
