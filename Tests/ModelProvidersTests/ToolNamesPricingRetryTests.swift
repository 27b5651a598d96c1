import AgentCore
import Foundation
import ModelProviders
import Testing

struct ToolNameCodecTests {
  @Test func idsBecomeValidNamesAndMapBack() {
    let ids = ["reminder.create", "todo.add", "time.now"]
    let codec = ToolNameCodec(skillIDs: ids)
    for id in ids {
      let name = codec.wireName(for: id)
      #expect(name.wholeMatch(of: /[a-zA-Z0-9_-]{1,64}/) != nil)
      #expect(codec.skillID(for: name) == id)
    }
    #expect(codec.wireName(for: "reminder.create") == "reminder_create")
  }

  @Test func collisionsAndLongIDsStayDistinct() {
    let long = String(repeating: "very.long.", count: 10) + "skill"
    let ids = ["a.b", "a_b", "a-b", long, long + "2"]
    let codec = ToolNameCodec(skillIDs: ids)
    let names = ids.map(codec.wireName(for:))
    #expect(Set(names).count == ids.count)
    #expect(names.allSatisfy { $0.count <= 64 && $0.wholeMatch(of: /[a-zA-Z0-9_-]+/) != nil })
    for id in ids { #expect(codec.skillID(for: codec.wireName(for: id)) == id) }
  }

  @Test func unknownNamesComeBackUnchanged() {
    #expect(ToolNameCodec(skillIDs: ["a.b"]).skillID(for: "weather_now") == "weather_now")
  }
}

struct PricingTableTests {
  @Test func knownModelsAreCostedAndUnknownOnesAreNil() throws {
    let usage = TokenUsage(
      inputTokens: 1_000_000, outputTokens: 100_000, cacheCreationInputTokens: 0,
      cacheReadInputTokens: 1_000_000)
    let sonnet = try #require(
      PricingTable.standard.cost(model: "claude-sonnet-4-5-20250929", usage: usage))
    #expect(abs(sonnet - (3 + 1.5 + 0.3)) < 1e-9)
    #expect(PricingTable.standard.cost(model: "gpt-4o-mini", usage: usage) != nil)
    #expect(PricingTable.standard.price(for: "gpt-4o-mini")?.input == 0.15, "longest prefix wins")
    #expect(PricingTable.standard.cost(model: "llama3.2:3b", usage: usage) == nil)
    #expect(PricingTable.standard.cost(model: "gpt-4o-minimal", usage: usage) == nil)
    #expect(
      PricingTable.standard.cost(model: "claude-opus-4-9", usage: usage) == nil, "no guessing")
    #expect(PricingTable.standard.price(for: "claude-opus-4-5-20251101")?.input == 5)
    #expect(PricingTable.standard.price(for: "gpt-4o-2024-08-06")?.input == 2.5)
  }
}

struct RetryPolicyTests {
  @Test func delaysGrowAndHonourRetryAfter() {
    let policy = RetryPolicy(baseDelay: 0.5, maxDelay: 8)
    #expect(policy.delay(afterAttempt: 1, retryAfter: nil, random: 1) == 0.5)
    #expect(policy.delay(afterAttempt: 2, retryAfter: nil, random: 1) == 1)
    #expect(policy.delay(afterAttempt: 2, retryAfter: nil, random: 0) == 0.5)
    #expect(policy.delay(afterAttempt: 10, retryAfter: nil, random: 1) == 8)
    #expect(policy.delay(afterAttempt: 1, retryAfter: 3, random: 1) == 3)
  }

  @Test func readsRetryAfterAsSecondsOrDate() {
    #expect(RetryPolicy.retryAfter("2") == 2)
    #expect(RetryPolicy.retryAfter(nil) == nil)
    #expect(RetryPolicy.retryAfter("soon") == nil)
    let now = Date(timeIntervalSince1970: 1_764_460_800)  // Sun, 30 Nov 2025 00:00:00 GMT
    #expect(RetryPolicy.retryAfter("Sun, 30 Nov 2025 00:00:05 GMT", now: now) == 5)
  }
}

/// Numbers from a server are read with bounds: anything but a finite number of seconds from 0
/// to a day is no value (it was an `Int(Double.infinity)` trap, exit 132).
struct HostileRetryAfterTests {
  @Test(arguments: [
    "inf", "-inf", "1e308", "nan", "-5", "86401", "1e400", String(repeating: "9", count: 100),
  ])
  func outOfBoundsValuesAreIgnored(_ header: String) {
    #expect(RetryPolicy.retryAfter(header) == nil)
  }

  @Test func boundedValuesAreRead() {
    #expect(RetryPolicy.retryAfter("0") == 0)
    #expect(RetryPolicy.retryAfter(" 2.5 ") == 2.5)
    #expect(RetryPolicy.retryAfter("86400") == 86_400)
  }

  @Test func messagesNeverTrapOnHugeSeconds() {
    for value in [Double.infinity, 1e308, -1, .nan] {
      _ = ErrorCatalogue.explain(.rateLimited(retryAfter: value), in: .english)
      _ = ErrorCatalogue.explain(.timeout(seconds: value), in: .chinese)
    }
  }
}
