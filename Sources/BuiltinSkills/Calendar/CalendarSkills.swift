import Foundation
import SkillKit

/// What the calendar skills share: the authorization, dates as shown, the JSON of an event.
enum CalendarText {
  static let authorization = "calendar"

  static func when(_ event: CalendarEvent, in zone: TimeZone) -> String {
    if event.isAllDay {
      let last = event.end.addingTimeInterval(-1)
      let first = String(DateText.short(event.start, in: zone).prefix(10))
      let final = String(DateText.short(last, in: zone).prefix(10))
      return first == final ? "\(first) all day" : "\(first) – \(final) all day"
    }
    let start = DateText.short(event.start, in: zone)
    let end = DateText.short(event.end, in: zone)
    return start.prefix(10) == end.prefix(10)
      ? "\(start)–\(end.suffix(5))" : "\(start) – \(end)"
  }

  static func json(_ event: CalendarEvent, zone: TimeZone) -> JSONValue {
    [
      "id": .integer(event.id), "uid": .string(event.uid), "title": .string(event.title),
      "start": .string(ISODateTime.string(from: event.start, in: zone)),
      "end": .string(ISODateTime.string(from: event.end, in: zone)),
      "all_day": .bool(event.isAllDay), "location": event.location.map(JSONValue.string) ?? .null,
      "notes": event.notes.map(JSONValue.string) ?? .null,
    ]
  }

  static func day(_ date: Date, _ zone: TimeZone) -> Date {
    calendar(zone).startOfDay(for: date)
  }

  static func nextDay(_ date: Date, _ zone: TimeZone) -> Date {
    let calendar = calendar(zone)
    return calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: date))
      ?? date.addingTimeInterval(86_400)
  }

  private static func calendar(_ zone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar
  }
}

/// `calendar.create_event`: one event with a start and an end (or a duration), stored locally.
public struct CalendarCreateSkill: Skill {
  let repository: any CalendarRepository

  public init(repository: any CalendarRepository) {
    self.repository = repository
  }

  public let descriptor = SkillDescriptor(
    id: "calendar.create_event",
    displayName: "添加日程",
    description:
      "Adds an event to the user's local calendar: a title, a start, and an end or a duration "
      + "in minutes (default 60), with an optional location and notes; all_day for whole "
      + "days. Use it for meetings, appointments and plans from one time to another. "
      + "在日历中添加日程：开会、会议、约会、见面、聚餐等有开始和结束时间的安排。",
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
    ])

  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let title = input.string("title"), let requested = input.date("start") else {
      throw SkillError("title and start are required")
    }
    let zone = context.timeZone
    let allDay = input.bool("all_day") ?? false
    var start = requested
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
      throw SkillError(
        "the event would end (\(shownEnd)) before it starts (\(DateText.short(start, in: zone)))",
        fix: "give an end after the start, or a duration")
    }
    context.step("写入日程")
    let event = try await repository.addEvent(
      CalendarEvent(
        uid: UUID().uuidString.lowercased() + "@agentskillkit", title: title, start: start,
        end: end, isAllDay: allDay, timeZone: zone.identifier, location: input.string("location"),
        notes: input.string("notes"), createdAt: context.now))
    if let location = repository.location { context.persisted(path: location) }
    let when = CalendarText.when(event, in: zone)
    return SkillResult(
      content: "Added event #\(event.id) \"\(event.title)\" \(when)"
        + (event.location.map { " at \($0)" } ?? "") + ".",
      data: CalendarText.json(event, zone: zone), summary: "#\(event.id) \(event.title) · \(when)")
  }
}

/// `calendar.list_events`: the events in a range (default: the next seven days).
public struct CalendarListSkill: Skill {
  let repository: any CalendarRepository

  public init(repository: any CalendarRepository) {
    self.repository = repository
  }

  public let descriptor = SkillDescriptor(
    id: "calendar.list_events",
    displayName: "查看日程",
    description:
      "Lists the events of the user's calendar that overlap a range (from, to; default the "
      + "next 7 days from today), soonest first; query keeps those whose title, location or "
      + "notes contain it. 查看日历上的日程安排：某天有什么安排、有哪些会议和约会。",
    inputFields: [
      InputField(name: "from", type: .dateTime, description: "Start of the range"),
      InputField(name: "to", type: .dateTime, description: "End of the range"),
      InputField(name: "query", type: .string, description: "Words to look for", maxLength: 200),
    ],
    permissionLevel: .systemAccess,
    requiredAuthorizations: [CalendarText.authorization],
    estimatedDuration: 0.2,
    iconName: "calendar",
    examples: [
      "我明天有什么安排", "下周的日程", "看看我这周的日历", "今天有哪些会议", "日历上有什么", "查看日程",
      "what's on my calendar tomorrow", "show my events this week", "do I have meetings on Friday",
      "list my calendar events", "what is on my schedule",
    ])

  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    let zone = context.timeZone
    let from = input.date("from") ?? CalendarText.day(context.now, zone)
    let to = input.date("to") ?? from.addingTimeInterval(7 * 86_400)
    guard to > from else {
      throw SkillError("the range ends before it starts", fix: "give a to after the from")
    }
    context.step("读取日程")
    let events = try await repository.events(from: from, to: to, query: input.string("query"))
    let lines = events.map { event in
      "#\(event.id) \(CalendarText.when(event, in: zone)) \(event.title)"
        + (event.location.map { " @ \($0)" } ?? "")
    }
    let range = "\(DateText.short(from, in: zone)) – \(DateText.short(to, in: zone))"
    return SkillResult(
      content: lines.isEmpty ? "No events from \(range)." : lines.joined(separator: "\n"),
      data: .array(events.map { CalendarText.json($0, zone: zone) }),
      summary: "\(events.count) event\(events.count == 1 ? "" : "s") · \(range)")
  }
}

/// `calendar.delete_event`: removes one event, by id or words of its title; asks first.
public struct CalendarDeleteSkill: Skill {
  let repository: any CalendarRepository

  public init(repository: any CalendarRepository) {
    self.repository = repository
  }

  public let descriptor = SkillDescriptor(
    id: "calendar.delete_event",
    displayName: "删除日程",
    description:
      "Deletes one event of the user's calendar, chosen by its id (#3) or words of its title "
      + "among the events of the next year. The user confirms first. 删除一个日程。",
    inputFields: [
      InputField(
        name: "event", type: .string, required: true,
        description: "The event's id (#3) or part of its title", minLength: 1, maxLength: 200)
    ],
    permissionLevel: .userConfirmation,
    requiredAuthorizations: [CalendarText.authorization],
    estimatedDuration: 0.2,
    iconName: "calendar.badge.minus",
    examples: [
      "删除日程 3", "取消周五的会议", "把周五的聚餐从日历删掉", "delete event 3",
      "cancel the meeting with Anna", "remove the dentist appointment from my calendar",
    ])

  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let reference = input.string("event") else { throw SkillError("event is required") }
    context.step("查找日程")
    let upcoming = try await repository.events(
      from: context.now.addingTimeInterval(-366 * 86_400),
      to: context.now.addingTimeInterval(366 * 86_400), query: nil)
    let id = try ItemMatcher.resolve(
      reference, among: upcoming.map { ($0.id, $0.title) }, noun: "event",
      listSkill: "calendar.list_events")
    try context.checkCancellation()
    context.step("删除日程")
    guard let event = try await repository.deleteEvent(id: id) else {
      throw SkillError("no event #\(id)", fix: "run calendar.list_events to see the ids")
    }
    if let location = repository.location { context.persisted(path: location) }
    let when = CalendarText.when(event, in: context.timeZone)
    return SkillResult(
      content: "Deleted event #\(event.id) \"\(event.title)\" (\(when)).",
      data: CalendarText.json(event, zone: context.timeZone),
      summary: "deleted #\(event.id) \(event.title)")
  }
}
