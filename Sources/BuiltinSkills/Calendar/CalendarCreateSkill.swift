import AgentCore
import Foundation
import SkillKit

/// `calendar.create_event`: one event with a start and an end (or a duration), stored locally.
public struct CalendarCreateSkill: Skill {
  let repository: any CalendarRepository

  /// The skill over `repository`.
  public init(repository: any CalendarRepository) {
    self.repository = repository
  }

  /// The skill's declaration: id, description, input schema and permission level.
  public let descriptor = SkillDescriptor(
    id: "calendar.create_event",
    displayName: "添加日程",
    description:
      "Adds an event to the user's local calendar: a title, a start, and an end or a "
      + "duration in minutes (default 60), with an optional location and notes; all_day for "
      + "whole days. Use it for meetings, appointments and plans from one time to another.",
    inputFields: [
      InputField(
        name: "title", type: .string, required: true, description: "What the event is",
        minLength: 1, maxLength: 500),
      InputField(
        name: "start", type: .dateTime, required: true,
        description: "When it starts, ISO 8601 with offset"),
      InputField(name: "end", type: .dateTime, description: "When it ends, ISO 8601 with offset"),
      InputField(
        name: "duration_minutes", type: .integer, description: "How long, when no end is given",
        minimum: 1, maximum: 525_600),
      InputField(name: "location", type: .string, description: "Where", maxLength: 500),
      InputField(name: "notes", type: .string, description: "Details", maxLength: 10_000),
      InputField(
        name: "all_day", type: .boolean, description: "A whole-day event",
        enumAliases: ["true": ["all day", "all-day", "全天", "一整天"]], defaultValue: false),
    ],
    permissionLevel: .systemAccess,
    requiredAuthorizations: [CalendarText.authorization],
    estimatedDuration: 0.3,
    iconName: "calendar.badge.plus",
    examples: [
      "下周一上午十点到十一点开项目评审会", "周五下午两点到三点和客户通电话", "后天晚上七点和朋友吃饭",
      "明天上午九点安排一个会议", "添加日程：周三下午四点牙医", "在日历上加一个会议", "安排明天下午的会议",
      "schedule a meeting tomorrow from 2pm to 3pm", "add lunch with Anna on Friday at noon",
      "put a dentist appointment on my calendar next Tuesday at 4pm", "add an event to my calendar",
      "book a call with the team on Monday 10am to 11am",
    ], localizedDisplayNames: ["en": "Add event"],
    localizedFieldDescriptions: BuiltinFieldWords.localized("calendar.create_event"),
    localizedDescriptions: ["zh": "在日历中添加日程：开会、会议、约会、见面、聚餐等有开始和结束时间的安排。"])

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let title = input.string("title"), let requested = input.date("start") else {
      throw BuiltinProblem.required.error(["field": "title, start"])
    }
    let zone = context.timeZone
    let allDay = input.bool("all_day") ?? false
    // An all-day event counts its days from the first day's midnight: "all day on the 2nd at
    // 10:00" is the 2nd, not the 2nd and the 3rd.
    var start = allDay ? CalendarText.day(requested, zone) : requested
    var end: Date
    if let given = input.date("end") {
      end = given
    } else {
      let minutes = input.int("duration_minutes") ?? (allDay ? 24 * 60 : 60)
      end = start.addingTimeInterval(Double(minutes) * 60)
    }
    if allDay {
      // Whole days in the user's zone: from the first day's midnight to the day after the last.
      start = CalendarText.day(start, zone)
      let lastDay = max(CalendarText.day(end.addingTimeInterval(-1), zone), start)
      end = CalendarText.nextDay(lastDay, zone)
    }
    guard end > start else {
      let shownEnd = DateText.short(end, in: zone)
      throw BuiltinProblem.endBeforeStart.error(
        ["end": shownEnd, "start": DateText.short(start, in: zone)], fix: .fixEndBeforeStart)
    }
    context.step(.writeEvent)
    let event = try await repository.addEvent(
      CalendarEvent(
        uid: UUID().uuidString.lowercased() + "@agentskillkit", title: title, start: start,
        end: end, isAllDay: allDay, timeZone: zone.identifier, location: input.string("location"),
        notes: input.string("notes"), createdAt: context.now))
    if let location = repository.location { context.persisted(path: location) }
    let when = CalendarText.when(event, in: zone, language: context.language)
    let place = event.location.map { context.say(.eventPlace, ["location": $0]) } ?? ""
    return SkillResult(
      content: context.say(
        .eventAdded,
        ["id": "\(event.id)", "title": event.title, "when": when, "place": place]),
      data: CalendarText.json(event, zone: zone), summary: "#\(event.id) \(event.title) · \(when)")
  }
}
