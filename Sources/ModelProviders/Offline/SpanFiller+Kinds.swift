import AgentCore
import Foundation
import SkillKit

/// A field for a kind of the skill's own thing — its flavor, color, scent, style — takes the
/// word the request says right before that thing: `a chocolate cake` for "Orders a cake" gives
/// the flavor `chocolate`, `6寸的芒果蛋糕` gives `芒果` (蛋糕: cake). Sizes, qualities and
/// occasions are no kind (`a big cake`, `a birthday cake`).
extension SpanFiller {
  /// Words of a field's name or description that say it takes a kind of the thing.
  static let kindWords: Set<String> = [
    "flavor", "flavour", "color", "colour", "scent", "fragrance", "topping", "filling",
    "fabric", "material", "style", "theme", "breed", "variety", "finish", "brand", "store",
    "shop", "retailer", "merchant", "manufacturer",
  ]

  /// Words said before a thing that are no kind of it: sizes, qualities, occasions, order.
  static let notKinds: Set<String> = [
    "big", "small", "large", "little", "huge", "tiny", "medium", "mini", "giant", "extra",
    "nice", "good", "great", "new", "fresh", "simple", "plain", "fancy", "special", "cheap",
    "whole", "half", "round", "square", "tall", "short", "long", "regular", "usual", "same",
    "other", "another", "next", "last", "first", "cute", "pretty", "beautiful", "delicious",
    "tasty", "yummy", "own", "favorite", "favourite", "birthday", "wedding", "anniversary",
    "christmas", "holiday", "party", "graduation", "retirement", "baby", "kids", "custom",
    "homemade", "inch", "inches", "cm", "tier", "layer", "one", "some", "any", "more",
  ]

  /// English verbs a request asks with (ActionSignal's, and those of ordering and wanting).
  static let commandVerbs: Set<String> = ActionSignal.allRequestVerbs.filter {
    $0.allSatisfy(\.isASCII)
  }.union(["order", "buy", "want", "need", "bake", "send", "pick", "bring", "reserve", "like"])

  /// Whether `field`'s name or description says it takes a kind (`flavor`, "Scent").
  static func isKindField(_ field: InputField) -> Bool {
    FieldWords.all(of: field).contains(where: kindWords.contains)
  }

  static func fillKinds(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor,
    glossary: ChineseGlossary?
  ) {
    guard
      let field = skill.inputFields.first(where: { field in
        values[field.name] == nil && field.type == .string && field.enumValues.isEmpty
          && !SchemaFiller.isTyped(field) && field.declaredSchema?.pattern == nil
          && (field.declaredSchema?.format ?? field.schema.format) == nil
          && !LeftoverWords.isFreeText(field) && !LeftoverWords.isPlace(field)
          && isKindField(field)
      })
    else { return }
    // The skill's own things: the words of its name and description but the verb that
    // starts it (`Orders`), in either number.
    let described = FieldWords.of(skill.description)
    let own = Set(
      (FieldWords.of(skill.displayName) + described.dropFirst())
        .filter { $0.count >= 3 && !TextTokenizer.isStopWord($0) && !kindWords.contains($0) }
        .flatMap { [$0, $0.hasSuffix("s") ? String($0.dropLast()) : $0 + "s"] })
    guard !own.isEmpty else { return }
    // Verbs are no kind: the skill's own (`order` of "Orders"), and those people ask with.
    let verb = described.first ?? ""
    let verbs = commandVerbs.union([verb, verb.hasSuffix("s") ? String(verb.dropLast()) : verb])
    if let (kind, range) = kindBefore(own, besides: verbs, in: text)
      ?? chineseKind(own, in: text, glossary)
    {
      values[field.name] = .string(kind)
      text = ParameterFiller.removing(range, from: text)
    }
  }

  /// Words of a field that say it takes a business's or a product's proper name.
  static let properNameWords: Set<String> = [
    "brand", "store", "shop", "retailer", "merchant", "manufacturer", "app", "application",
    "company", "vendor", "platform", "program", "software", "website", "site",
  ]

  /// A field for a business's or a product's name (`Store`, "App name") takes the capitalised
  /// name said after `for` (`a gift card for Target`, `a bug for Slack`): one to three words,
  /// none a day, a month, `I` or an occasion (`for Christmas`: notKinds). Not a person's field (SpanFiller+Names), nor one typed.
  static func fillNameAfterFor(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor
  ) {
    guard
      let field = skill.inputFields.first(where: { field in
        values[field.name] == nil && field.type == .string && field.enumValues.isEmpty
          && !SchemaFiller.isTyped(field) && field.declaredSchema?.pattern == nil
          && (field.declaredSchema?.format ?? field.schema.format) == nil
          && !isPerson(field) && !LeftoverWords.isFreeText(field)
          && FieldWords.all(of: field).contains(where: properNameWords.contains)
      }),
      let match = text.firstMatch(
        of: #/\b[Ff]or\s+([A-Z][A-Za-z0-9&'-]*(?:\s+[A-Z][A-Za-z0-9&'-]*){0,2})\b/#)
    else { return }
    let name = String(match.1)
    guard
      !name.split(separator: " ").contains(where: {
        DateExpressionParser.isCalendarName(String($0))
          || ["i", "me", "today", "tomorrow"].contains($0.lowercased())
          || notKinds.contains($0.lowercased())
      })
    else { return }
    values[field.name] = .string(name)
    text = ParameterFiller.removing(match.1.startIndex..<match.1.endIndex, from: text)
  }

  /// The English word right before one of the skill's things (`chocolate` of `a chocolate
  /// cake`), stepping over a word that is itself the skill's (`a chocolate birthday cake` for
  /// "Orders birthday cakes").
  static func kindBefore(_ own: Set<String>, besides verbs: Set<String>, in text: String)
    -> (String, Range<String.Index>)?
  {
    let words = text.ranges(of: /[A-Za-z][A-Za-z'-]*/).map { ($0, text[$0].lowercased()) }
    for (index, word) in words.enumerated() where index > 0 && own.contains(word.1) {
      var before = index - 1
      while before > 0, own.contains(words[before].1) { before -= 1 }
      let (range, said) = words[before]
      // Only words next to each other: nothing but spaces between.
      guard before < index,
        text[range.upperBound..<words[before + 1].0.lowerBound]
          .allSatisfy(\.isWhitespace),
        said.count >= 3, !own.contains(said), !TextTokenizer.isStopWord(said),
        !notKinds.contains(said), !verbs.contains(said)
      else { continue }
      return (String(text[range]), range)
    }
    return nil
  }

  /// The Chinese word right before one whose English is one of the skill's things (`芒果` of
  /// `芒果蛋糕`), not a size, quality or occasion by its English.
  static func chineseKind(_ own: Set<String>, in text: String, _ glossary: ChineseGlossary?)
    -> (String, Range<String.Index>)?
  {
    guard let glossary else { return nil }
    let segments = glossary.segments(in: text)
    for (index, segment) in segments.enumerated()
    where index > 0 && segment.english.prefix(2).contains(where: own.contains) {
      let before = segments[index - 1]
      guard before.range.upperBound == segment.range.lowerBound, before.word.count >= 2,
        !before.english.isEmpty,
        !before.english.prefix(ChineseGlossary.wordsPerCharacter).contains(
          where: notKinds.contains),
        !before.english.prefix(2).contains(where: own.contains)
      else { continue }
      return (before.word, before.range)
    }
    return nil
  }
}
