import Foundation
import SkillKit

/// How many people a request counts without a number: `just me`, `by myself`, `就我一个` are one;
/// `me and a friend`, `my wife and I`, `with a friend`, `我和朋友` are two — for a field that
/// counts people (`guests`, `players`, "Number of climbers", `人数`, the `throwers` of an axe
/// throwing lane), when no number was said for it.
extension NumberFiller {
  /// Words of a field's name or description that say it counts people.
  static let peopleWords: Set<String> = [
    "people", "persons", "person", "guests", "guest", "players", "player", "participants",
    "attendees", "party", "adults", "diners", "travellers", "travelers", "passengers", "climbers",
    "riders", "members", "seats", "tickets", "golfers", "swimmers", "runners", "headcount",
    "skaters", "surfers", "skiers", "hikers", "divers", "anglers", "campers", "bowlers", "dancers",
    "paddlers", "cyclists", "students", "learners", "visitors", "kids", "children", "patients",
    "drivers",
  ]

  /// Whether `field` of `skill` counts people: a word for people, or the doers of what the
  /// skill does (`Throwers` of "Books a lane at the axe throwing venue"; `divers` of a dive).
  static func countsPeople(_ field: InputField, of skill: SkillDescriptor) -> Bool {
    let words = TextTokenizer.identifierWords(field.name) + FieldWords.of(field.description)
    if words.contains(where: peopleWords.contains)
      || ["人数", "人"].contains(where: field.description.contains)
    {
      return true
    }
    let doers = words.filter { $0.count > 5 && $0.hasSuffix("ers") }.map { $0.dropLast(3) }
    guard !doers.isEmpty else { return false }
    let does = Set(
      TextTokenizer.terms(
        [skill.id, skill.displayName, skill.descriptionsInAllLanguages].joined(separator: " ")))
    return doers.contains { does.contains(String($0)) || does.contains($0 + "e") }
  }

  /// One person's relations: `me and a friend` is two people.
  static let companions =
    "friend|wife|husband|partner|girlfriend|boyfriend|colleague|coworker|mom|mum|mother|dad|"
    + "father|son|daughter|kid|child|sister|brother|buddy|mate|date|fianc[eé]e?|roommate|neighbou?r"

  /// The party size `text` says in words, and where.
  static func partySize(in text: String) -> (size: Int, range: Range<String.Index>)? {
    let alone = #"(?i)\b(?:just|only)\s+(?:me|myself)\b|\bby\s+myself\b|就我(?:一个人?)?|我一个人|我自己"#
    if let range = text.range(of: alone, options: .regularExpression) { return (1, range) }
    let pair =
      #"(?i)\b(?:me|myself)\s+and\s+(?:a|one|my)\s+(?:"# + companions + #")\b|\b(?:a|my)\s+(?:"#
      + companions + #")\s+and\s+(?:i|me)\b|\bwith\s+(?:a|one|my)\s+(?:"# + companions
      + #")\b(?!s)|我和(?:朋友|老婆|老公|妻子|丈夫|女朋友|男朋友|同事|妈妈|爸爸|孩子|儿子|女儿|姐姐|妹妹|哥哥|弟弟|对象)(?!们)"#
    if let range = text.range(of: pair, options: .regularExpression) { return (2, range) }
    return nil
  }
}
