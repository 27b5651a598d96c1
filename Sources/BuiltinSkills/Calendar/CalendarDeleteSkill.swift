import AgentCore
import Foundation
import SkillKit

/// `calendar.delete_event`: removes one event, by id or words of its title; asks first.
public struct CalendarDeleteSkill: Skill {
  let repository: any CalendarRepository

  /// The skill over `repository`.
  public init(repository: any CalendarRepository) {
    self.repository = repository
  }

  /// The skill's declaration: id, description, input schema and permission level.
  public let descriptor = SkillDescriptor(
    id: "calendar.delete_event",
    displayName: "删除日程",
    description:
      "Deletes one event of the user's calendar, chosen by its id (#3) or words of its "
      + "title among the events of the next year. The user confirms first.",
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
    ], localizedDisplayNames: ["en": "Delete event"],
    localizedFieldDescriptions: BuiltinFieldWords.localized("calendar.delete_event"),
    localizedDescriptions: ["zh": "删除一个日程。"])

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let reference = input.string("event") else {
      throw BuiltinProblem.required.error(["field": "event"])
    }
    context.step(.findEvent)
    let upcoming = try await repository.events(
      from: context.now.addingTimeInterval(-366 * 86_400),
      to: context.now.addingTimeInterval(366 * 86_400), query: nil)
    let id = try ItemMatcher.resolve(
      reference, among: upcoming.map { ($0.id, $0.title) }, noun: .event,
      listSkill: "calendar.list_events")
    try context.checkCancellation()
    context.step(.deleteEvent)
    guard let event = try await repository.deleteEvent(id: id) else {
      throw BuiltinProblem.noEvent.error(
        ["id": "\(id)"], fix: .fixListIDs, ["skill": "calendar.list_events"])
    }
    if let location = repository.location { context.persisted(path: location) }
    let when = CalendarText.when(event, in: context.timeZone, language: context.language)
    let values = ["id": "\(event.id)", "title": event.title, "when": when]
    return SkillResult(
      content: context.say(.eventDeleted, values),
      data: CalendarText.json(event, zone: context.timeZone),
      summary: context.say(.eventDeletedSummary, values))
  }
}
