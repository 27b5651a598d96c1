import SkillKit

/// A big registry of declared-style skills for tests and benchmarks: services × actions ×
/// objects, many near-duplicates of each other (and of real skills' words), three examples
/// each, one with a date.
public enum GeneratedRegistry {
  /// `count` generated skills whose ids and words overlap the built-ins, the same for every run.
  public static func descriptors(count: Int) -> [SkillDescriptor] {
    let services = ["git", "calendar", "files", "mail", "notes", "weather", "crm", "jira", "db"]
    let actions = ["list", "create", "delete", "search", "update", "show", "export", "sync"]
    let objects = ["issue", "event", "file", "message", "note", "ticket", "record", "branch"]
    return (0..<count).map { index in
      let service = services[index % services.count]
      let action = actions[(index / services.count) % actions.count]
      let object = objects[(index / (services.count * actions.count)) % objects.count]
      var skill = SkillDescriptor(
        id: "gen.\(service).\(action)_\(object)_\(index)", displayName: "\(action) \(object)",
        description:
          "\(action.capitalized)s a \(object) in \(service) number \(index). Use it when the "
          + "user wants to \(action) \(object)s.",
        inputFields: [
          InputField(name: "\(object)_id", type: .string, description: "The \(object)"),
          InputField(name: "limit", type: .integer),
          InputField(name: "when", type: .dateTime),
        ])
      skill.examples = [
        "\(action) the \(object) in \(service)", "please \(action) my \(object) tomorrow at 9am",
        "\(action) \(object) 42",
      ]
      return skill
    }
  }
}
