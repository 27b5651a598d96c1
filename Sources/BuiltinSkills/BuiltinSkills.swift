import SkillKit

/// The skills `ask` ships with, wired to their repositories.
public enum BuiltinSkills {
  /// Every built-in skill, in the order `ask skills` lists them.
  public static func all(reminders: any ReminderRepository, todos: any TodoRepository)
    -> [any Skill]
  {
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
    ]
  }
}
