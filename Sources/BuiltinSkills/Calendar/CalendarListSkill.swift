import Foundation
import SkillKit

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
