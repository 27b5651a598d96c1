import AgentCore
import Foundation
import SkillKit

/// `calendar.list_events`: the events in a range (default: the next seven days).
public struct CalendarListSkill: Skill {
  let repository: any CalendarRepository

  /// The skill over `repository`.
  public init(repository: any CalendarRepository) {
    self.repository = repository
  }

  /// The skill's declaration: id, description, input schema and permission level.
  public let descriptor = SkillDescriptor(
    id: "calendar.list_events",
    displayName: "查看日程",
    description:
      "Lists the events of the user's calendar that overlap a range (from, to; default the "
      + "next 7 days from today), soonest first; query keeps those whose title, location or "
      + "notes contain it.",
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
    ], localizedDisplayNames: ["en": "List events"],
    localizedFieldDescriptions: BuiltinFieldWords.localized("calendar.list_events"),
    localizedDescriptions: ["zh": "查看日历上的日程安排：某天有什么安排、有哪些会议和约会。"])

  /// The occurrences of a repeating event that overlap `from ..< to`; a rule that is not
  /// expanded lists the event itself when it overlaps, saying why.
  static func occurrences(
    of event: CalendarEvent, from: Date, to: Date, zone: TimeZone
  ) -> [(event: CalendarEvent, note: String?)] {
    let eventZone = event.timeZone.flatMap(TimeZone.init(identifier:)) ?? .gmt
    let overlaps = event.end > from && event.start < to
    guard let value = event.repeatRule else { return overlaps ? [(event, nil)] : [] }
    switch Recurrence.parse(value, zone: eventZone) {
    case .failure(let unexpanded):
      return overlaps ? [(event, "repeats; \(unexpanded.reason)")] : []
    case .success(let rule):
      let length = event.end.timeIntervalSince(event.start)
      let starts = rule.starts(
        from: event.start, before: to, zone: eventZone,
        excluded: excludedStarts(event, zone: eventZone))
      return starts.compactMap { start in
        guard start.addingTimeInterval(length) > from else { return nil }
        var occurrence = event
        occurrence.start = start
        occurrence.end = start.addingTimeInterval(length)
        return (occurrence, "repeats")
      }
    }
  }

  /// The starts an event's EXDATE lines remove.
  static func excludedStarts(_ event: CalendarEvent, zone: TimeZone) -> Set<Date> {
    var excluded: Set<Date> = []
    for raw in event.extra where raw.uppercased().hasPrefix("EXDATE") {
      let line: ICalendarLines.Line
      do {
        line = try ICalendarLines.parse(raw, number: 0)
      } catch {
        // Kept from a file whose every line parsed; one that no longer does excludes nothing.
        continue
      }
      let named = line.parameters["TZID"].flatMap(TimeZone.init(identifier:)) ?? zone
      for value in line.value.split(separator: ",") {
        let text = String(value)
        if let parsed = DateValue.parse(
          text, isDate: line.parameters["VALUE"]?.uppercased() == "DATE", zone: named,
          floating: zone)
        {
          excluded.insert(parsed.date)
        }
      }
    }
    return excluded
  }

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    let zone = context.timeZone
    let from = input.date("from") ?? CalendarText.day(context.now, zone)
    let to = input.date("to") ?? from.addingTimeInterval(7 * 86_400)
    guard to > from else {
      throw BuiltinProblem.rangeBackwards.error(fix: .fixRangeBackwards)
    }
    context.step(.readEvents)
    let query = input.string("query")
    var listed: [(event: CalendarEvent, note: String?)] = try await repository.events(
      from: from, to: to, query: query
    ).filter { $0.repeatRule == nil }.map { ($0, nil) }
    // Repeating events: every occurrence in the range (bounded), or the first one alone.
    for event in try await repository.recurringEvents(startingBefore: to, query: query) {
      listed += Self.occurrences(of: event, from: from, to: to, zone: zone)
    }
    listed.sort { ($0.event.start, $0.event.id) < ($1.event.start, $1.event.id) }
    let events = listed.map(\.event)
    let lines = listed.map { item in
      "#\(item.event.id) \(CalendarText.when(item.event, in: zone, language: context.language)) "
        + item.event.title
        + (item.event.location.map { " @ \($0)" } ?? "") + (item.note.map { " (\($0))" } ?? "")
    }
    let range = "\(DateText.short(from, in: zone)) – \(DateText.short(to, in: zone))"
    return SkillResult(
      content: lines.isEmpty
        ? context.say(.noEvents, ["range": range]) : lines.joined(separator: "\n"),
      data: .array(events.map { CalendarText.json($0, zone: zone) }),
      summary: context.say(.eventsSummary, ["count": "\(events.count)", "range": range]))
  }
}
