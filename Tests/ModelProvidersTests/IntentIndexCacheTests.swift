import AgentCore
import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

/// The planner's index cache: a registry where one skill changed is rebuilt from the other
/// skills' documents, and ranks exactly as an index built from nothing.
struct IntentIndexCacheTests {
  static let filler = ParameterFiller(
    dates: DateExpressionParser(
      now: ISODateTime.date(from: "2026-11-30T10:00:00+08:00")!,
      timeZone: TimeZone(identifier: "Asia/Shanghai")!))
  static let queries = [
    "list the open issues in jira", "create a calendar event tomorrow at 3pm", "delete note 42",
    "明天下午三点提醒我开会", "show the git branches", "search my mail for invoices",
  ]

  static func rankings(_ index: IntentIndex) -> [[String]] {
    queries.map { query in index.rank(query).prefix(10).map { "\($0.skillID) \($0.score)" } }
  }

  @Test func aRebuiltIndexRanksAsAFreshOne() {
    let cache = IntentIndexCache()
    var tools = GeneratedRegistry.descriptors(count: 300)
    let first = cache.index(for: tools, filler: Self.filler)
    #expect(Self.rankings(first) == Self.rankings(IntentIndex(tools, filler: Self.filler)))
    // One skill's words change, one goes, one comes: the next index follows all three.
    tools[7].examples = ["list the open issues in jira please"]
    tools.remove(at: 20)
    tools.append(
      SkillDescriptor(
        id: "mail.search", displayName: "Search mail", description: "Searches the mail",
        examples: ["search my mail for invoices"]))
    let rebuilt = cache.index(for: tools, filler: Self.filler)
    #expect(Self.rankings(rebuilt) == Self.rankings(IntentIndex(tools, filler: Self.filler)))
    #expect(rebuilt.rank("search my mail for invoices").first?.skillID == "mail.search")
    // The same skills in another array are found by their fingerprint.
    let copy = tools.map { $0 }
    #expect(Self.rankings(cache.index(for: copy, filler: Self.filler)) == Self.rankings(rebuilt))
  }

  /// The regression guard for the rebuild (a ratio, never a time): after one skill of 1,000
  /// changed, the index is rebuilt from the others' documents — far cheaper than building it
  /// from nothing (≈ 1 % here; the guard fails past 25 %), and the same array again costs
  /// next to nothing.
  @Test func aRebuildAfterOneChangeCostsAFractionOfAFirstBuild() {
    let cache = IntentIndexCache()
    var tools = GeneratedRegistry.descriptors(count: 1000)
    let clock = ContinuousClock()
    let first = clock.measure { _ = cache.index(for: tools, filler: Self.filler) }
    tools[500].description += " (edited)"
    let rebuild = clock.measure { _ = cache.index(for: tools, filler: Self.filler) }
    let again = clock.measure { _ = cache.index(for: tools, filler: Self.filler) }
    #expect(rebuild < first * 0.25, "first build \(first), rebuild \(rebuild)")
    #expect(again < first * 0.05, "first build \(first), same array again \(again)")
  }
}
