import AgentCore
import Foundation
import SkillKit

/// `reminder.create`: a reminder with a title and a due date, written to the database.
public struct ReminderCreateSkill: Skill {
  let repository: any ReminderRepository

  /// The skill over `repository`.
  public init(repository: any ReminderRepository) {
    self.repository = repository
  }

  /// The skill's declaration: id, description, input schema and permission level.
  public let descriptor = SkillDescriptor(
    id: "reminder.create",
    displayName: "创建提醒",
    description:
      "Creates a local reminder with a title and a due date-time. Use it for reminders, "
      + "alarms and notices before appointments.",
    inputFields: [
      InputField(
        name: "title", type: .string, required: true, description: "What to be reminded of",
        minLength: 1, maxLength: 200),
      InputField(
        name: "dueDate", type: .dateTime, required: true,
        description: "When to remind, ISO 8601 with offset"),
      InputField(name: "notes", type: .string, description: "Extra details", maxLength: 2000),
    ],
    permissionLevel: .systemAccess,
    requiredAuthorizations: ["reminders"],
    estimatedDuration: 0.5,
    iconName: "bell",
    examples: [
      "明天上午九点提醒我开会", "提醒我下午三点给妈妈打电话", "今晚8点提醒我吃药", "半小时后提醒我关火",
      "下周五提醒我交报告", "设置一个提醒", "remind me to call mom at 6pm",
      "remind me tomorrow at 9am to send the report", "set a reminder for the meeting",
      "in 10 minutes remind me to check the oven",
    ], localizedDisplayNames: ["en": "Create reminder"],
    localizedFieldDescriptions: BuiltinFieldWords.localized("reminder.create"),
    localizedDescriptions: ["zh": "根据用户描述创建一个带时间和内容的本地提醒，适合用于提醒、闹钟、日程前提醒等场景。"])

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let title = input.string("title"), let dueDate = input.date("dueDate") else {
      throw BuiltinProblem.required.error(["field": "title, dueDate"])
    }
    context.step(.checkTime)
    if dueDate < context.startedAt {
      let shown = DateText.short(dueDate, in: context.timeZone)
      throw BuiltinProblem.alreadyPassed.error(["time": shown], fix: .fixFuture)
    }
    try context.checkCancellation()
    context.step(.writeReminder)
    context.progress(0.5)
    let reminder = try await repository.addReminder(
      title: title, dueDate: dueDate, notes: input.string("notes"), createdAt: context.now)
    if let location = repository.location { context.persisted(path: location) }
    context.progress(1)
    let when = DateText.shortWithWeekday(
      reminder.dueDate, in: context.timeZone, language: context.language)
    let values = ["id": "\(reminder.id)", "title": reminder.title, "when": when]
    return SkillResult(
      content: context.say(.reminderCreated, values),
      data: ReminderJSON.encode(reminder, timeZone: context.timeZone),
      summary: context.say(.reminderSummary, values))
  }
}

/// `reminder.list`: the open (or all) reminders, soonest first.
public struct ReminderListSkill: Skill, ItemListing {
  let repository: any ReminderRepository

  /// The titles of the open reminders, for the planner.
  public func itemTitles(limit: Int) async throws -> [String] {
    try await repository.reminders(includeCompleted: false).prefix(limit).map(\.title)
  }

  /// The skill over `repository`.
  public init(repository: any ReminderRepository) {
    self.repository = repository
  }

  /// The skill's declaration: id, description, input schema and permission level.
  public let descriptor = SkillDescriptor(
    id: "reminder.list",
    displayName: "查看提醒",
    description:
      "Lists the user's reminders, soonest first; completed ones only when asked.",
    inputFields: [
      InputField(
        name: "includeCompleted", type: .boolean, description: "Also list completed reminders",
        enumAliases: ["true": ListWords.includeCompleted], defaultValue: false)
    ],
    permissionLevel: .systemAccess,
    requiredAuthorizations: ["reminders"],
    estimatedDuration: 0.2,
    iconName: "list.bullet",
    examples: [
      "我有哪些提醒", "列出我的提醒", "查看提醒", "看看我的提醒事项", "show my reminders",
      "list my reminders", "what reminders do I have",
    ], localizedDisplayNames: ["en": "List reminders"],
    localizedFieldDescriptions: BuiltinFieldWords.localized("reminder.list"),
    localizedDescriptions: ["zh": "列出我的提醒事项。"])

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    context.step(.readReminders)
    let reminders = try await repository.reminders(
      includeCompleted: input.bool("includeCompleted") ?? false)
    let lines = reminders.map { reminder in
      let mark = reminder.isCompleted ? "[x]" : "[ ]"
      return "\(mark) #\(reminder.id) \(reminder.title) · "
        + DateText.shortWithWeekday(
          reminder.dueDate, in: context.timeZone, language: context.language)
    }
    let content = lines.isEmpty ? context.say(.noReminders) : lines.joined(separator: "\n")
    return SkillResult(
      content: content,
      data: .array(reminders.map { ReminderJSON.encode($0, timeZone: context.timeZone) }),
      summary: context.say(.reminderCount, ["count": "\(reminders.count)"]))
  }
}

/// `reminder.complete`: marks one reminder done, by id or by words of its title.
public struct ReminderCompleteSkill: Skill {
  let repository: any ReminderRepository

  /// The skill over `repository`.
  public init(repository: any ReminderRepository) {
    self.repository = repository
  }

  /// The skill's declaration: id, description, input schema and permission level.
  public let descriptor = SkillDescriptor(
    id: "reminder.complete",
    displayName: "完成提醒",
    description:
      "Marks one reminder as done, chosen by its id (#3) or by words of its title.",
    inputFields: [
      InputField(
        name: "item", type: .string, required: true,
        description: "The reminder's id (#3) or part of its title", minLength: 1,
        maxLength: 200)
    ],
    permissionLevel: .systemAccess,
    requiredAuthorizations: ["reminders"],
    estimatedDuration: 0.2,
    iconName: "checkmark.circle",
    examples: [
      "完成提醒 3", "把开会的提醒标记为完成", "提醒 2 已经完成了", "mark reminder 3 as done",
      "complete the reminder call mom", "i finished reminder 2",
    ], localizedDisplayNames: ["en": "Complete reminder"],
    localizedFieldDescriptions: BuiltinFieldWords.localized("reminder.complete"),
    localizedDescriptions: ["zh": "把一个提醒标记为已完成。"])

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let reference = input.string("item") else {
      throw BuiltinProblem.required.error(["field": "item"])
    }
    context.step(.findReminder)
    let open = try await repository.reminders(includeCompleted: false)
    let id = try ItemMatcher.resolve(
      reference, among: open.map { ($0.id, $0.title) }, noun: .reminder,
      listSkill: "reminder.list")
    try context.checkCancellation()
    context.step(.markDone)
    guard let reminder = try await repository.completeReminder(id: id) else {
      throw BuiltinProblem.noReminder.error(
        ["id": "\(id)"], fix: .fixListIDs, ["skill": "reminder.list"])
    }
    if let location = repository.location { context.persisted(path: location) }
    return SkillResult(
      content: context.say(.reminderCompleted, ["id": "\(reminder.id)", "title": reminder.title]),
      data: ReminderJSON.encode(reminder, timeZone: context.timeZone),
      summary: context.say(.reminderDone, ["id": "\(reminder.id)", "title": reminder.title]))
  }
}

/// The JSON shape of a reminder in results.
enum ReminderJSON {
  static func encode(_ reminder: Reminder, timeZone: TimeZone) -> JSONValue {
    [
      "id": .integer(reminder.id),
      "title": .string(reminder.title),
      "dueDate": .string(ISODateTime.string(from: reminder.dueDate, in: timeZone)),
      "notes": reminder.notes.map(JSONValue.string) ?? .null,
      "completed": .bool(reminder.isCompleted),
    ]
  }
}
