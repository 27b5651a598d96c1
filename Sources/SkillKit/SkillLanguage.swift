/// The language of the run a skill is working for, `en` or `zh`, while it previews or runs.
///
/// The agent binds it around `execute` and `preview`; the words a skill shows a person — its
/// errors and fixes, from helpers deep inside it that see no `SkillContext` — follow it.
/// Outside a call it is English.
public enum SkillLanguage {
  /// The current call's language.
  @TaskLocal public static var current = "en"
}
