import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

/// Ranges said in a request: the end of `十点到十一点` is read against the start, not
/// against the hour the request is made.
struct DateRangeFinderTests {
  static let zone = TimeZone(identifier: "Asia/Shanghai")!

  func range(_ text: String, now: String) throws -> (start: String, end: String) {
    let finder = DateRangeFinder(
      dates: DateExpressionParser(
        now: try #require(ISODateTime.date(from: now)), timeZone: Self.zone))
    let found = try #require(finder.explicitRange(in: text), "\(text)")
    let end = try #require(found.end)
    return (
      ISODateTime.string(from: found.start, in: Self.zone),
      ISODateTime.string(from: end, in: Self.zone)
    )
  }

  /// Late in the evening "11 o'clock" next comes at 23:00; as the end of a morning meeting it
  /// is 11:00.
  @Test(arguments: ["2026-11-30T10:00:00+08:00", "2026-11-30T22:30:00+08:00"])
  func anEndWithoutAHalfOfTheDayFollowsTheStart(_ now: String) throws {
    let morning = try range("明天上午十点到十一点开评审会", now: now)
    #expect(morning.start == "2026-12-01T10:00:00+08:00")
    #expect(morning.end == "2026-12-01T11:00:00+08:00")
    let acrossNoon = try range("明天上午11点到1点开会", now: now)
    #expect(acrossNoon.end == "2026-12-01T13:00:00+08:00")
    let afternoon = try range("明天下午三点到四点开会", now: now)
    #expect(afternoon.end == "2026-12-01T16:00:00+08:00")
    let said = try range("明天上午十点到下午一点开会", now: now)
    #expect(said.end == "2026-12-01T13:00:00+08:00")
    let english = try range("tomorrow from 9am to 11:00", now: now)
    #expect(english.end == "2026-12-01T11:00:00+08:00")
  }
}
