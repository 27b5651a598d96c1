import AgentCore
import Foundation
import SkillKit

extension ParameterFiller {
  /// Place fields (a city, a destination, the ends of a route) take a place the request says
  /// as one: in the field's direction for a route's end (`to the airport`, `从北京`), a word
  /// the glossary knows as a place, `in X` — and a required city the leftover name.
  /// `onlyRouteEnds`: only a route's end said in its direction.
  func fillPlaces(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor,
    onlyRouteEnds: Bool = false
  ) {
    for field in skill.inputFields
    where field.type == .string && values[field.name] == nil && LeftoverWords.isPlace(field)
      && (!onlyRouteEnds || LeftoverWords.goesTo(field) != nil)
    {
      // A date says when, not where (`广州今天会下雨吗`): it is not searched for a place.
      var searched = text
      if let date = dates.firstExpression(in: searched) {
        searched.replaceSubrange(
          date.range, with: String(repeating: " ", count: searched[date.range].count))
      }
      // A field of a route takes the place said in its direction (`to the airport`), and
      // never the one said in the other (`trains to Boston` says no departure).
      if let going = LeftoverWords.goesTo(field) {
        // Before the numbers are read, only an address with a number in it (`to 12 Baker
        // Street`); the rest once they are (`在成都租车，租三天`: the city is 成都).
        if let found = LeftoverWords.routePlace(in: searched, going: going),
          !onlyRouteEnds || searched[found].contains(where: \.isNumber),
          let range = text.range(of: placeWord(starting: String(searched[found])))
        {
          values[field.name] = .string(String(text[range]))
          text = Self.removing(range, from: text)
          continue
        }
        if onlyRouteEnds { continue }
        if let other = LeftoverWords.routePlace(in: searched, going: !going) {
          searched.replaceSubrange(
            other, with: String(repeating: " ", count: searched[other].count))
        }
      }
      // A word the glossary knows as a place (`在成都租车`: 成都) is the place.
      if let glossary,
        let place = glossary.segments(in: searched).first(where: { glossary.isPlace($0.word) }),
        var range = text.range(of: place.word)
      {
        values[field.name] = .string(place.word)
        // `在` before it says where and nothing else (`周杰伦在上海有演唱会吗`: no 周杰伦在).
        if range.lowerBound > text.startIndex,
          text[text.index(before: range.lowerBound)] == "在"
        {
          range = text.index(before: range.lowerBound)..<range.upperBound
        }
        text = Self.removing(range, from: text)
        continue
      }
      // An end of a route takes a place said as one (in its direction, a known place, `in X`),
      // never any leftover name as a required place may.
      if let found = LeftoverWords.place(
        in: searched, skill, required: field.required && LeftoverWords.goesTo(field) == nil),
        let range = text.range(of: String(searched[found]))
      {
        values[field.name] = .string(String(text[range]))
        text = Self.removing(range, from: text)
      }
    }
  }

  /// A field for a street address (`address`, "Street address", "Apartment address") — not a
  /// route's end, nor an e-mail's, an IP's or a web address — takes a number and the
  /// capitalised street after it (`to 12 Elm Street`, `at 9 Rue Cler`), before the dates are
  /// read (the 9 of `at 9 Rue Cler` is no time). A day, a month or `am`/`pm` is no street.
  func fillStreetAddress(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor
  ) {
    guard
      let field = skill.inputFields.first(where: { field in
        let about = field.description.lowercased()
        return field.type == .string && values[field.name] == nil
          && FieldWords.all(of: field).contains("address") && LeftoverWords.goesTo(field) == nil
          && !SchemaFiller.isTyped(field) && field.declaredSchema?.pattern == nil
          && (field.declaredSchema?.format ?? field.schema.format) == nil
          && !["mail", "ip", "web", "url", "mac", "host"].contains { about.contains($0) }
      }),
      let match = text.firstMatch(
        of:
          #/(?i:\b(?:to|at|on|in)\s+)(\d{1,5}[A-Za-z]?\s+[A-Z][\p{L}'.-]*(?:\s+[A-Z][\p{L}'.-]*){0,3})/#
      )
    else { return }
    let street = match.1.split(separator: " ").dropFirst().map { $0.lowercased() }
    guard
      !street.contains(where: {
        ["am", "pm", "a.m.", "p.m."].contains($0) || DateExpressionParser.isCalendarName($0)
      })
    else { return }
    values[field.name] = .string(String(match.1))
    text = Self.removing(match.1.startIndex..<match.1.endIndex, from: text)
  }

  /// A Chinese end of a route that starts with a place the glossary knows is that place
  /// (`从杭州搬家到上海`: 杭州, not 杭州搬家) — unless what follows names a spot in it (`虹桥火车站`:
  /// a station); anything else as it is.
  func placeWord(starting said: String) -> String {
    guard let glossary else { return said }
    let segments = glossary.segments(in: said)
    guard let first = segments.first, first.range.lowerBound == said.startIndex,
      first.word.count < said.count, glossary.isPlace(first.word)
    else { return said }
    if let next = segments.dropFirst().first,
      next.english.contains(where: Self.spotsInAPlace.contains)
    {
      return said
    }
    return first.word
  }

  /// English words of spots inside a town (`火车站`: railway station).
  static let spotsInAPlace: Set<String> = [
    "station", "airport", "terminal", "square", "road", "street", "avenue", "park", "hospital",
    "hotel", "university", "school", "museum", "center", "centre", "building", "gate", "mall",
    "market", "district", "lake", "bridge", "tower", "port", "stop", "temple", "zoo", "stadium",
  ]
}
