import SkillKit

/// Finds the one item a user means by an id (`3`, `#3`) or by words of its title.
enum ItemMatcher {
  /// The id of the single matching item, or an error that says how to be precise.
  static func resolve(
    _ reference: String, among items: [(id: Int, title: String)], noun: BuiltinProblem,
    listSkill: String
  ) throws -> Int {
    let trimmed = reference.trimmingCharacters(in: .whitespaces)
    let digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
    if let id = Int(digits) { return id }
    let needle = trimmed.lowercased()
    let matches = items.filter { $0.title.lowercased().contains(needle) }
    if matches.count == 1 { return matches[0].id }
    if matches.isEmpty {
      throw BuiltinProblem.noMatch.error(
        ["noun": noun.text(), "reference": trimmed], fix: .fixListOpen, ["skill": listSkill])
    }
    let list = matches.prefix(5).map { "#\($0.id) \($0.title)" }.joined(separator: ", ")
    throw BuiltinProblem.manyMatches.error(
      ["reference": trimmed, "count": "\(matches.count)", "noun": noun.text(), "list": list],
      fix: .fixSayID, ["id": "\(matches[0].id)"])
  }
}

/// Words that ask a list skill for completed items too (`全部`, `all`).
enum ListWords {
  static let includeCompleted = [
    "全部", "所有", "包括已完成", "已完成的也", "all", "including completed", "everything",
  ]
}
