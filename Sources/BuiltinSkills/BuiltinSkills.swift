import AgentCore
import SkillKit

/// The skills `ask` ships with, wired to their repositories.
public enum BuiltinSkills {
  /// Every built-in skill, in the order `ask skills` lists them.
  public static func all(
    reminders: any ReminderRepository, todos: any TodoRepository,
    calendar: (any CalendarRepository)? = nil
  ) -> [any Skill] {
    [
      TimeNowSkill(),
      ReminderCreateSkill(repository: reminders),
      ReminderListSkill(repository: reminders),
      ReminderCompleteSkill(repository: reminders),
      TodoAddSkill(repository: todos),
      TodoListSkill(repository: todos),
      TodoCompleteSkill(repository: todos),
      FileReadSkill(),
      FileWriteSkill(),
      FileEditSkill(),
      FileGlobSkill(),
      FileGrepSkill(),
      ShellRunSkill(),
    ] + calendarSkills(calendar)
  }

  /// The calendar skills, when there is a calendar to keep.
  static func calendarSkills(_ calendar: (any CalendarRepository)?) -> [any Skill] {
    guard let calendar else { return [] }
    return [
      CalendarCreateSkill(repository: calendar),
      CalendarListSkill(repository: calendar),
      CalendarDeleteSkill(repository: calendar),
      CalendarImportSkill(repository: calendar),
      CalendarExportSkill(repository: calendar),
    ]
  }
}
