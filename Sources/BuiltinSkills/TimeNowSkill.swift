import Foundation
import SkillKit

/// `time.now`: the current date and time in the user's time zone.
public struct TimeNowSkill: Skill {
  /// The skill.
  public init() {}

  /// The skill's declaration: id, description, input schema and permission level.
  public let descriptor = SkillDescriptor(
    id: "time.now",
    displayName: "当前时间",
    description:
      "Returns the current date, time, weekday and time zone. Use it when the user asks "
      + "what time or what day it is.",
    permissionLevel: .normal,
    estimatedDuration: 0.01,
    iconName: "clock",
    examples: [
      "现在几点", "现在几点了", "今天几号", "今天星期几", "当前时间", "what time is it",
      "what's the time now", "what day is it today", "what is today's date", "current time",
    ], localizedDisplayNames: ["en": "Current time"],
    localizedDescriptions: ["zh": "查询当前的日期、时间和星期。"])

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    context.step(.readClock)
    let now = context.now
    let iso = ISODateTime.string(from: now, in: context.timeZone)
    let weekday = DateText.weekday(now, in: context.timeZone)
    let zone = context.timeZone.identifier
    let short = DateText.short(now, in: context.timeZone)
    // In the run's language: the offline planner shows it to the user as it is.
    let said =
      context.language == "zh"
      ? "现在是 \(short)，\(DateText.chineseWeekday(now, in: context.timeZone))（\(zone)）。"
      : "It is \(short), \(weekday) (\(zone))."
    return SkillResult(
      content: said,
      data: ["now": .string(iso), "weekday": .string(weekday), "timeZone": .string(zone)],
      summary: "\(short) \(weekday)")
  }
}
