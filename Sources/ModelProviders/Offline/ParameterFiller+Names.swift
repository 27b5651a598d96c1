import AgentCore
import Foundation
import SkillKit

/// Which fields take a name the request says, and where it says it: a name said as one inside
/// the request, a work's title, the one field left that takes words.
extension ParameterFiller {
  /// The one run of capitalised words inside `text` (`any Coldplay concerts coming up?`) that
  /// is not its first word, `I`, or only the skill's own words: a name said as one. Nil when
  /// there is none or more than one (which would be a guess).
  static func properName(in text: String, _ skill: SkillDescriptor) -> Range<String.Index>? {
    guard
      let regex = try? NSRegularExpression(
        pattern: #"(?<![\p{L}\p{N}'’-])[A-Z][\p{L}'’-]*(?:\s+[A-Z][\p{L}'’-]*)*"#)
    else { return nil }
    let own = LeftoverWords.vocabulary(of: skill).terms
    let first = text.firstIndex { $0.isLetter || $0.isNumber }
    var found: [Range<String.Index>] = []
    for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).prefix(16) {
      guard let range = Range(match.range, in: text), range.lowerBound != first else { continue }
      let words = text[range].split(separator: " ").map(String.init)
      if words == ["I"] || words.first?.hasPrefix("I'") == true
        || words.first?.hasPrefix("I’") == true
      {
        continue
      }
      let terms = TextTokenizer.terms(text[range].lowercased())
      if terms.allSatisfy({ own.contains($0) || LeftoverWords.requestWords.contains($0) }) {
        continue
      }
      found.append(range)
    }
    return found.count == 1 ? found.first : nil
  }

  /// A work's title written in capitals after lower-case words is the title alone (`don't let
  /// me miss Top Gear` → `Top Gear`); nil when `span` has no such ending.
  static func capitalisedTitle(in span: String) -> String? {
    span.range(
      of: #"(?<=^[a-z][\p{L}'-]{0,20} )[A-Z][\p{L}\p{N}'-]*(?:\s+[A-Z][\p{L}\p{N}'-]*)*$"#,
      options: .regularExpression
    ).map { String(span[$0]) }
  }

  /// Whether `said`, meant as a thing's name (an item, a work's title), holds a verb and its
  /// article — the request, not the name: the form asks (`ask the landlord to fix the washing
  /// machine`, `read a book`, `I want to file a`); a long name of its own keeps its words
  /// (`vitamin D with fish oil and zinc tablets`, `Gone with the Wind`: a preposition is no
  /// verb).
  static func isRequestNotName(_ said: String, for field: InputField) -> Bool {
    guard ["item", "name"].contains(field.name.lowercased()) || titlesAWork(field) else {
      return false
    }
    let words = said.split(separator: " ").map(String.init)
    return zip(words, words.dropFirst()).contains { word, next in
      word.first?.isLowercase == true && !TextTokenizer.isStopWord(word)
        && !["and", "or", "but", "nor", "as", "like", "over", "under"].contains(word)
        && LeftoverWords.articles.contains(next.lowercased())
    }
  }

  /// Whether `span`, in lower case, follows `a` or `an` in `text`: a kind of thing, not the
  /// title of a work (`order a vynil`, `buy an lp`; `order Thriller` is a title).
  static func namesAKind(_ span: String, in text: String) -> Bool {
    guard span.first?.isLowercase == true else { return false }
    let escaped = NSRegularExpression.escapedPattern(for: span)
    return text.range(
      of: #"(?i)\b(?:a|an)\s+"# + escaped + #"\b"#, options: .regularExpression) != nil
  }

  /// Fields that take the few words a request says beyond its command, when it says few: what
  /// to search for, a thing's name or an item (`record aspirin` → `aspirin`, `电池是什么垃圾` →
  /// `电池`); a title keeps its verbs.
  static let spanNames: Set<String> = [
    "pattern", "query", "regex", "search", "keyword", "term", "name", "item",
  ]

  /// Works whose title is a name (`Book title`, `书名`): the few words said beyond the
  /// request's own (`open the e-book Moby Dick` → `Moby Dick`), not a task's title that keeps
  /// its verbs (`read chapter 3`).
  static let works: Set<String> = [
    "book", "books", "ebook", "novel", "song", "track", "album", "film", "movie", "show",
    "series", "episode", "podcast", "article", "paper", "game", "video", "poem", "story",
  ]

  /// Whether `field` takes the title of a work (a book, a song, a film): its name or
  /// description says `title` and names a work, or it is a Chinese work's name (`书名`, `歌名`).
  static func titlesAWork(_ field: InputField) -> Bool {
    let about = field.description.lowercased()
    let words = Set(FieldWords.all(of: field))
    if ["书名", "歌名", "片名", "剧名", "曲名"].contains(where: about.contains) { return true }
    return words.contains("title") && !words.isDisjoint(with: works)
  }

  /// Whether `field` is described as what the skill's own verb acts on: `What to send`, `What
  /// you bought` — `what` and a word of the skill's description.
  static func namesTheObject(_ field: InputField, of skill: SkillDescriptor) -> Bool {
    let about = field.description.lowercased()
    guard about.hasPrefix("what ") else { return false }
    let own = Set(TextTokenizer.terms(skill.description))
    return TextTokenizer.terms(about).contains(where: own.contains)
  }

  /// The one required field left that takes words, when it takes plain text: a string with no
  /// format or choices, and no pattern but one that takes plain words (a package name), that is
  /// neither free text (that is filled above) nor a place. A required number, date or choice
  /// still open takes no words (`donate to UNICEF`: the amount is asked, UNICEF is the charity).
  static func soleNamedField(_ skill: SkillDescriptor, _ values: [String: JSONValue])
    -> InputField?
  {
    var open = skill.inputFields.filter {
      $0.required && values[$0.name] == nil && $0.type == .string && $0.enumValues.isEmpty
    }
    // With every required value given, an optional field that is what the skill's own verb
    // acts on (`What to send` of "Sends a gift to someone") is the one.
    if open.isEmpty, skill.inputFields.contains(where: \.required) {
      open = skill.inputFields.filter { field in
        !field.required && values[field.name] == nil && field.type == .string
          && field.enumValues.isEmpty && Self.namesTheObject(field, of: skill)
      }
    }
    guard open.count == 1, let field = open.first, field.type == .string,
      !SchemaFiller.isTyped(field),
      field.declaredSchema?.pattern.map(SchemaPatterns.isGeneric) ?? true,
      (field.declaredSchema?.format ?? field.schema.format) == nil, !LeftoverWords.isPlace(field)
    else { return nil }
    return field
  }
}
