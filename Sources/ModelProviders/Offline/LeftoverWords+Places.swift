import Foundation
import SkillKit

/// The place a request names for a place field: what a place field is, the end of a route said
/// in its direction, and a place said as one.
extension LeftoverWords {
  /// Whether `field` takes a place (a city, a location, a country, a destination).
  static func isPlace(_ field: InputField) -> Bool {
    // A day or a time is when, whatever its name (`arrival` of format date).
    let format = field.declaredSchema?.format ?? field.schema.format
    if let format, ["date", "date-time", "time", "duration"].contains(format) { return false }
    let words = TextTokenizer.identifierWords(field.name)
    if words.contains(where: {
      [
        "city", "location", "place", "town", "region", "where", "country", "nation", "province",
        "destination", "pickup", "origin", "departure", "arrival", "dropoff", "park",
        "campground", "campsite", "venue", "near", "nearby", "around", "area", "vicinity",
      ].contains($0)
    }) {
      return true
    }
    // A field labelled as a place in a few words that start with it (`Town or park`, `Which
    // city`; not `The text to put in its place`), not one that takes a typed value.
    let label = TextTokenizer.terms(field.description)
    if let head = label.first, label.count <= IntentIndex.labelLength,
      ["city", "town", "place", "location", "where", "park"].contains(head),
      field.type == .string, !SchemaFiller.isTyped(field), field.declaredSchema?.pattern == nil
    {
      return true
    }
    // An end of a route named by its preposition (`from`, `to`) and described as a place
    // ("Departure city", "Destination", "Arrival port", "Recipient address") — not an
    // e-mail's or a phone's. English words are whole terms (`port` is no part of `report`).
    guard words == ["from"] || words == ["to"], !SchemaFiller.isTyped(field),
      field.declaredSchema?.pattern == nil
    else { return false }
    let about = field.description.lowercased()
    let terms = Set(FieldWords.of(about))
    return
      (routeEndWords.contains { terms.contains($0) } || about.contains("starting point")
      || ["城市", "地点", "车站", "目的地", "起点", "地址", "码头", "港口"].contains { about.contains($0) })
      && !about.contains("e-mail") && !about.contains("email")
  }

  /// English words that describe an end of a route as a place (`Departure port`).
  static let routeEndWords: Set<String> = [
    "city", "place", "station", "airport", "location", "town", "destination", "address", "port",
    "harbor", "harbour", "pier", "dock", "terminal", "stop",
  ]

  /// The place a field of a route names by its direction: where to go (`destination`,
  /// `arrival`) after `to (the)` / `去` / `到`, where to start (`pickup`, `origin`) after
  /// `from (the)` / `从` — a name (`Pier 39`, `Union Square`), a few words after `the` (`the
  /// airport`), or Chinese up to a break (`去虹桥火车站`).
  static func routePlace(in text: String, for field: InputField) -> Range<String.Index>? {
    guard let going = goesTo(field) else { return nil }
    return routePlace(in: text, going: going)
  }

  /// Whether `field` is where a route goes (true), where it starts (false), or neither (nil).
  static func goesTo(_ field: InputField) -> Bool? {
    let words = TextTokenizer.identifierWords(field.name)
    let going = words.contains { ["destination", "dest", "arrival", "dropoff", "to"].contains($0) }
    let starting = words.contains { ["pickup", "origin", "departure", "from"].contains($0) }
    return going == starting ? nil : going
  }

  /// The place said where a route goes (`going`) or where it starts.
  static func routePlace(in text: String, going: Bool) -> Range<String.Index>? {
    let english = going ? "to|towards" : "from"
    let chinese = going ? "去|到|前往" : "从|在"
    let stop = "from|to|at|in|by|for|with|and|then|now|today|tonight|tomorrow|please|asap"
    for pattern in [
      // A street address: a number, the street's name, and the town after a comma (`to 12
      // Baker Street, London`).
      #"(?<=\b(?:"# + english
        + #")\s)\d+[A-Za-z]?\s+[A-Z][\p{L}'.-]*(?:\s+[A-Z][\p{L}'.-]*)*(?:,\s*[A-Z][\p{L}'.-]*(?:\s+[A-Z][\p{L}'.-]*)*)*"#,
      // A name, or whose place (`to Mom's place`, `from Anna's house`).
      #"(?<=\b(?:"# + english
        + #")\s)(?:the\s+)?[A-Z][\p{L}'.-]*(?:\s+(?:[A-Z][\p{L}'.-]*|\d+[A-Za-z]?))*(?:(?<='s)\s+(?!(?:"#
        + stop + #")\b)[a-z]{3,})?"#,
      #"(?<=\b(?:"# + english + #")\s(?:the\s))(?:(?!(?:"# + stop
        + #")\b)[a-z][a-z'-]*)(?:\s+(?!(?:"# + stop + #")\b)[a-z][a-z'-]*){0,2}"#,
      #"(?<=(?:"# + chinese
        + #"))[\p{Han}A-Za-z0-9]{2,12}?(?=$|[\s，,。；;！!？?]|上车|出发|接我|怎么|怎样|多远|要多久|吧|了|"#
        + (going ? "" : "到|去|") + #"的)"#,
    ] {
      if let range = text.range(of: pattern, options: .regularExpression) {
        var found = range
        // `the` is no part of a name (`to the Louvre`).
        if text[found].hasPrefix("the ") {
          found = text.index(found.lowerBound, offsetBy: 4)..<found.upperBound
        }
        return found
      }
    }
    return nil
  }

  /// The place `text` names: capitalised words after `in` / `at` / `via` / `near` / `around`
  /// / `for` (or anywhere
  /// but the start), or the first run of Chinese characters that are neither the skill's words nor the
  /// request's.
  static func place(in text: String, _ skill: SkillDescriptor, required: Bool) -> Range<
    String.Index
  >? {
    // `in Paris`, `at Lisbon`, `via Canada`, `in the Netherlands` (the article is no name), `at
    // Pier 39` (a number that ends the name, not one that counts: `in Paris 3 nights`).
    let number = #"(?:\s+\d+[A-Za-z]?(?=\s*$|\s*[,.;!?]|\s+(?:and|then|to|for|on|at|by|with)\b))?"#
    if let range = text.range(
      of: #"\b(?:in|at|via|near|around)\s+(?:the\s+)?[A-Z][a-zA-Z]+(?:'s)?(?:\s+[A-Z][a-zA-Z]+)*"#
        + number,
      options: .regularExpression),
      let name = text[range].range(
        of: #"[A-Z][a-zA-Z]+(?:'s)?(?:\s+[A-Z][a-zA-Z]+)*"# + number + "$",
        options: .regularExpression)
    {
      return name
    }
    if let range = text.range(
      of: #"(?<=在)[\p{Han}]{2,4}?(?=[的里开举见吃])"#, options: .regularExpression)
    {
      return range
    }
    // An optional place takes only a place said as one; a required one (a forecast's city)
    // also the request's other names.
    guard required else { return nil }
    for pattern in [
      #"(?<=\b(?:for|of)\s)[A-Z][a-zA-Z]+(?:'s(?=\s+[A-Z]))?(?:\s+[A-Z][a-zA-Z]+)*"#,
      // Anywhere else, a name is written as one (`Denver`, `Luigi's Pizzeria`), not in
      // capitals (`TODO`).
      #"(?<=\S\s)[A-Z][a-z][a-zA-Z]*(?:'s(?=\s+[A-Z]))?(?:\s+[A-Z][a-zA-Z]+)*"#,
    ] {
      if let range = text.range(of: pattern, options: .regularExpression) { return range }
    }
    let characters = vocabulary(of: skill).characters
    var start: String.Index?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let free =
        TextTokenizer.isCJK(character) && !characters.contains(character)
        && !requestCharacters.contains(character)
      if free, start == nil { start = index }
      if !free, let begin = start {
        if text.distance(from: begin, to: index) >= 2,
          !requestVerbs.contains(String(text[begin..<index]))
        {
          return begin..<index
        }
        start = nil
      }
      index = text.index(after: index)
    }
    if let begin = start, text.distance(from: begin, to: text.endIndex) >= 2,
      !requestVerbs.contains(String(text[begin...]))
    {
      return begin..<text.endIndex
    }
    return nil
  }
}
