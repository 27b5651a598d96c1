import AgentCore
import Foundation
import SkillKit

/// How the planner reorders what the index ranked: the user's answers, the data, the action
/// and object the request names, the parameters it fills.
extension OfflinePlanner {
  /// How far the log may move a candidate, as a share of the best score; and how close to the
  /// best a candidate must already be to move at all.
  static let maxLearnedShare = 0.15
  static let closeShare = 0.75

  /// The candidates with what the user's answers taught: a skill they accept rises, one they
  /// deny or correct falls — by at most 15 % of the best score, and only among candidates
  /// within 75 % of it, so the log reorders close candidates and never promotes an unrelated
  /// one.
  static func learned(
    _ ranked: [SkillCandidate], _ preferences: PlannerPreferences, terms: Set<String> = []
  ) -> [SkillCandidate] {
    guard let best = ranked.first?.score, best > 0, !preferences.skillBias.isEmpty else {
      return ranked
    }
    var adjusted = ranked
    for index in adjusted.indices where adjusted[index].score >= best * closeShare {
      let bias = preferences.bias(for: adjusted[index].skillID, terms: terms)
      adjusted[index].score += bias * maxLearnedShare * best
    }
    return byScore(adjusted)
  }

  /// The most one candidate gains from the parameters the request fills for it.
  static let maxFitBonus = 4.0

  /// The top candidates again, each raised by 2 per parameter the request fills for it with a
  /// typed value (a date, a path, a time zone, a number…; not the leftover text), at most
  /// `maxFitBonus`, and lowered by 1 per required parameter it leaves empty (at most 2): of two
  /// close skills, the one the request says more about comes first.
  static func reranked(
    _ ranked: [SkillCandidate], segment: String, skill find: (String) -> SkillDescriptor?,
    _ filler: ParameterFiller
  ) -> [SkillCandidate] {
    guard ranked.count > 1 else { return ranked }
    var top = Array(ranked.prefix(5))
    let action = ActionSignal.requested(segment)
    let said = Set(TextTokenizer.terms(CrossLanguageTerms.expanded(segment, filler.glossary)))
    let best = top.first?.score ?? 0
    // A place named (东京, New York) is for a skill that can take a time zone: when one of the
    // candidates can, those that cannot fall.
    let zoneSaid =
      SchemaFiller.namesAZone(segment)
      && top.contains { candidate in
        find(candidate.skillID).map(SchemaFiller.takesAZone) ?? false
      }
    for index in top.indices {
      guard let skill = find(top[index].skillID) else { continue }
      // The action is its own signal: the same family rises, another one falls, by a share of
      // the best score (a skill whose id names no verb is left as it is).
      if let action, let performed = ActionSignal.performed(by: skill) {
        top[index].score += (performed == action ? 0.25 : -0.25) * best
      }
      if zoneSaid && !SchemaFiller.takesAZone(skill) { top[index].score -= 0.45 * best }
      // So is the object: a skill whose namespace the request names (`calendar`, `todo`), or
      // names by its verb (`remind me` of a `reminder`, `print` of a `printer`).
      let namespace = skill.id.split(separator: ".").dropLast()
        .flatMap { TextTokenizer.identifierWords(String($0)) }.filter { $0 != "mcp" }
      if namespace.contains(where: { word in
        said.contains(TextTokenizer.terms(word).first ?? word)
          || (word.count > 5 && word.hasSuffix("er") && said.contains(String(word.dropLast(2))))
      }) {
        top[index].score += 0.25 * best
      }
      // And its name: a request that says a skill's whole name and nothing else of its own
      // (`打开记账`, `open screen time`) is about it, as much as the best words say (not
      // `地暖坏了，记一下维修花了 300`: the heating is what the note is about).
      if Self.names(skill, in: segment),
        !LeftoverWords.sayAnything(segment, skill, glossary: filler.glossary)
      {
        top[index].score += best
      }
      let filled = filler.fill(segment, for: skill)
      // A number outside its field's bounds fits no field of this skill (`四星` is no weight of
      // 20–300 kg).
      let typed = filled.values.filter { name, value in
        name != filled.textField && Self.withinBounds(value, of: skill, name)
      }.count
      // A required parameter the request does not give costs a little: the form would ask.
      let missing = skill.inputFields.filter { $0.required && filled.values[$0.name] == nil }.count
      // Bounded by the best score too: filled parameters break ties, they do not outvote the
      // words ("today" fills a listing's range, yet "what's the date today" asks the time).
      top[index].score +=
        min(maxFitBonus, 2 * Double(typed), 0.3 * best) - min(2, Double(missing))
    }
    top.sort { $0.score > $1.score }
    return top + ranked.dropFirst(5)
  }

  /// Whether `value`, filled for `skill`'s field `name`, lies within the field's bounds (a
  /// value that is no number always does).
  static func withinBounds(_ value: JSONValue, of skill: SkillDescriptor, _ name: String) -> Bool {
    let number: Double
    switch value {
    case .integer(let whole): number = Double(whole)
    case .number(let real): number = real
    default: return true
    }
    guard let field = skill.inputFields.first(where: { $0.name == name }) else { return true }
    return (field.minimum ?? -.infinity) <= number && number <= (field.maximum ?? .infinity)
  }

  /// Whether `segment` says `skill`'s whole display name, in any of its languages: two Chinese
  /// characters or more (`记账`), or two English words or more (`screen time`) as words — one
  /// English word (`Steps`, `Returns`) is too often just a word.
  static func names(_ skill: SkillDescriptor, in segment: String) -> Bool {
    let said = segment.lowercased()
    return ([skill.displayName] + Array(skill.localizedDisplayNames.values)).contains { name in
      let name = name.lowercased().trimmingCharacters(in: .whitespaces)
      if name.unicodeScalars.allSatisfy(ChineseGlossary.isHan) {
        return name.count >= 2 && said.contains(name)
      }
      guard name.split(separator: " ").count >= 2, name.allSatisfy({ $0.isASCII }) else {
        return false
      }
      return ParameterFiller.wordRange(of: name, in: said, from: said.startIndex) != nil
    }
  }

  /// The candidates with what the data says: a request that names an item (`交房租那个做完了`)
  /// is about the skills of the kind that keeps it — those of its namespace rise by a share of
  /// the best score; those of a namespace whose items do not include it fall a little.
  static func itemsNamed(
    _ ranked: [SkillCandidate], segment: String, items: [String: [String]]
  ) -> [SkillCandidate] {
    guard !items.isEmpty, let best = ranked.first?.score, best > 0 else { return ranked }
    let said = segment.lowercased()
    var named: Set<Substring> = []
    var listed: Set<Substring> = []
    for (listing, titles) in items {
      let namespace = listing.split(separator: ".").dropLast().joined(separator: ".")
      listed.insert(Substring(namespace))
      if titles.contains(where: { title in
        let title = title.lowercased().trimmingCharacters(in: .whitespaces)
        return title.count >= 2 && said.contains(title)
      }) {
        named.insert(Substring(namespace))
      }
    }
    guard !named.isEmpty else { return ranked }
    var adjusted = ranked
    for index in adjusted.indices.prefix(8) {
      let namespace = Substring(
        adjusted[index].skillID.split(separator: ".").dropLast().joined(separator: "."))
      if named.contains(namespace) {
        adjusted[index].score += 0.3 * best
      } else if listed.contains(namespace) {
        adjusted[index].score -= 0.15 * best
      }
    }
    return byScore(adjusted)
  }

  /// How much of the best score a candidate loses when a value of the request points at other
  /// skills and not at it: the value would be left unused.
  static let unusedValueShare = 0.2

  /// The candidates with what the request's typed values say (`ValueEvidence`): each skill a
  /// value points at gains its bonus, and one the words did not rank joins the candidates;
  /// when a value points at some skill by itself (`pointed`), the others fall a little.
  static func evidenced(
    _ ranked: [SkillCandidate], _ bonuses: [Int: Double], tools: [SkillDescriptor],
    pointed: Set<String> = []
  ) -> [SkillCandidate] {
    guard !bonuses.isEmpty else { return ranked }
    var adjusted = ranked
    if !pointed.isEmpty, let best = ranked.first?.score, best > 0 {
      for index in adjusted.indices where !pointed.contains(adjusted[index].skillID) {
        adjusted[index].score -= unusedValueShare * best
      }
    }
    var positions: [String: Int] = [:]
    for (position, candidate) in adjusted.enumerated() where positions[candidate.skillID] == nil {
      positions[candidate.skillID] = position
    }
    for (skill, bonus) in bonuses.sorted(by: { $0.key < $1.key }) where skill < tools.count {
      let id = tools[skill].id
      if let position = positions[id] {
        adjusted[position].score += bonus
      } else {
        positions[id] = adjusted.count
        adjusted.append(
          SkillCandidate(
            skillID: id, displayName: tools[skill].displayName, score: bonus, matchedTerms: []))
      }
    }
    return byScore(adjusted)
  }

  /// `candidates` by score, highest first; equal scores keep their order (the index's).
  static func byScore(_ candidates: [SkillCandidate]) -> [SkillCandidate] {
    candidates.enumerated().sorted { lhs, rhs in
      lhs.element.score != rhs.element.score
        ? lhs.element.score > rhs.element.score : lhs.offset < rhs.offset
    }.map(\.element)
  }
}
