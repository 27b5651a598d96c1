import AgentCore
import Foundation
import SkillKit

/// Reading a request's numbers: digits (with thousands, multipliers and a currency sign), English
/// number words, Chinese numerals before a measure word — each with the unit after it, the label
/// or field name before it, and the word after it.
extension NumberFiller {
  /// The most numbers of one request that are read: a skill has a few number fields, a
  /// request of a megabyte may hold 100,000 numbers.
  static let mentionLimit = 64

  /// Every standalone number of `text` in order (the first `mentionLimit`), with the unit said right after it and the
  /// label right before. A number glued to letters that are no unit (`3pm`, `2nd`, `v2`) or
  /// inside a word or an address (`CA981`, `8.8.8.8`) is not one.
  static func mentions(in text: String) -> [Mention] {
    guard
      let regex = try? NSRegularExpression(
        pattern:
          #"(?<![A-Za-z0-9.])#?(-?(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?)(?![0-9]|\.[0-9])"#
      )
    else { return [] }
    var found: [Mention] = []
    // The scale of a rating said (`2 out of 5`): the 5 is no number of its own.
    var scale: Range<String.Index>?
    regex.enumerateMatches(in: text, range: NSRange(text.startIndex..., in: text)) {
      match, _, halt in
      guard let match else { return }
      if found.count >= mentionLimit {
        halt.pointee = true
        return
      }
      guard let range = Range(match.range, in: text),
        scale.map({ !$0.overlaps(range) }) ?? true,
        let digits = Range(match.range(at: 1), in: text),
        // `20,000`: thousands written with commas.
        let said = Double(text[digits].replacingOccurrences(of: ",", with: "")), said.isFinite
      else { return }
      var after = text[range.upperBound...]
      var value = said
      // A multiplier said after the digits (`50万`, `100 万`, `15k`, `2.5亿`) is part of the
      // number.
      for (word, factor) in multipliers {
        let spaced = word.allSatisfy(\.isASCII) ? after : after.drop { $0 == " " }
        guard spaced.hasPrefix(word) else { continue }
        let next = spaced.dropFirst(word.count).first
        if word.allSatisfy(\.isASCII), let next, next.isLetter || next.isNumber { continue }
        value *= factor
        after = spaced.dropFirst(word.count)
        break
      }
      // A times sign after the digits (`1.5x speed`, `2× zoom`) is no letter of a word.
      if let sign = after.first, sign == "x" || sign == "×",
        !(after.dropFirst().first.map { $0.isLetter || $0.isNumber } ?? false)
      {
        after = after.dropFirst()
      }
      let unit = unit(after: after)
      if unit == nil, let next = after.first, next.isASCII, next.isLetter { return }
      var whole = range.lowerBound..<after.startIndex
      if let unit { whole = range.lowerBound..<unit.end }
      var rated = false
      if unit == nil,
        let outOf = after.prefix(24).range(
          of: #"^\s+out\s+of\s+[0-9]{1,3}(?![0-9])"#,
          options: [.regularExpression, .caseInsensitive])
      {
        scale = outOf
        rated = true
        whole = range.lowerBound..<outOf.upperBound
      }
      var measure = unit?.dimension
      // A currency sign before the number says money (`$12`, `¥48`).
      if measure == nil, range.lowerBound > text.startIndex,
        "$€£¥".contains(text[text.index(before: range.lowerBound)])
      {
        measure = .money
        whole = text.index(before: range.lowerBound)..<whole.upperBound
      }
      found.append(
        Mention(
          value: value, range: whole, unit: measure,
          label: label(before: text[..<whole.lowerBound]),
          word: measure == nil && !rated ? word(after: after) : nil,
          wordRange: measure == nil && !rated ? wordRange(after: after) : nil))
    }
    if found.isEmpty { found = chineseNumbers(in: text) }
    // Numbers in words count beside the digits, in the order said (`two 20-sided dice`).
    let words = englishNumbers(in: text).filter { word in
      !found.contains { $0.range.overlaps(word.range) }
    }
    guard !words.isEmpty else { return found }
    return Array(
      (found + words).sorted { $0.range.lowerBound < $1.range.lowerBound }.prefix(mentionLimit))
  }

  /// Numbers written as English words, two to ninety-nine (`two bowls`, `twenty-five minutes`):
  /// `one` and `a` are left alone (`the one about…`, `a reminder` are no counts); `twice` and
  /// `thrice` are two and three (`copy my key twice`).
  static let englishUnits = [
    "twice": 2, "thrice": 3, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
  ]
  static let englishTens = [
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
  ]

  /// The numbers `text` writes in English words (at most `mentionLimit`).
  static func englishNumbers(in text: String) -> [Mention] {
    guard
      let regex = try? NSRegularExpression(
        pattern:
          #"\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](one|two|three|four|five|six|seven|eight|nine))?\b|\b(twice|thrice|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b"#,
        options: .caseInsensitive)
    else { return [] }
    var found = dozens(in: text)
    let ones = englishUnits.merging(["one": 1]) { old, _ in old }
    for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
      .prefix(mentionLimit)
    {
      guard let range = Range(match.range, in: text),
        !found.contains(where: { $0.range.overlaps(range) })
      else { continue }
      var value = 0
      if let tens = Range(match.range(at: 1), in: text) {
        value = englishTens[text[tens].lowercased()] ?? 0
        if let unit = Range(match.range(at: 2), in: text) {
          value += ones[text[unit].lowercased()] ?? 0
        }
      } else if let unit = Range(match.range(at: 3), in: text) {
        value = englishUnits[text[unit].lowercased()] ?? 0
      }
      let unit = unit(after: text[range.upperBound...])
      found.append(
        Mention(
          value: Double(value), range: unit.map { range.lowerBound..<$0.end } ?? range,
          unit: unit?.dimension, label: label(before: text[..<range.lowerBound])))
    }
    return found
  }

  /// Dozens said in words: `a dozen` / `dozen` is 12, `half a dozen` 6, `two dozen` 24 (two to
  /// nine dozen).
  static func dozens(in text: String) -> [Mention] {
    guard
      let regex = try? NSRegularExpression(
        pattern:
          #"\b(?:(half\s+a|an?|one|two|three|four|five|six|seven|eight|nine)\s+)?dozen\b"#,
        options: .caseInsensitive)
    else { return [] }
    var found: [Mention] = []
    for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
      .prefix(mentionLimit)
    {
      guard let range = Range(match.range, in: text) else { continue }
      let times = Range(match.range(at: 1), in: text).map { text[$0].lowercased() }
      let value: Double =
        switch times {
        case nil, "a", "an", "one": 12
        case let said? where said.hasPrefix("half"): 6
        case let said?: Double(12 * (englishUnits[said] ?? 1))
        }
      found.append(
        Mention(
          value: value, range: range, unit: nil, label: label(before: text[..<range.lowerBound])))
    }
    return found
  }

  /// The word right after a number (spaces allowed between): a run of ASCII letters, or one
  /// Chinese character (`年`, a measure word). Short: a request may be a megabyte.
  static func word(after: Substring) -> String? {
    wordRange(after: after).map { after[$0].lowercased() }
  }

  /// Where `word(after:)` lies.
  static func wordRange(after: Substring) -> Range<String.Index>? {
    let rest = after.prefix(32).drop { $0 == " " }
    guard let first = rest.first, first.isLetter else { return nil }
    guard first.isASCII else {
      guard first.unicodeScalars.contains(where: ChineseGlossary.isHan) else { return nil }
      // Chinese set apart by a space and followed by another number labels that number, not
      // this one (`高压 142 低压 91`: 低压 is the 91's).
      let run = rest.drop { $0.unicodeScalars.contains(where: ChineseGlossary.isHan) }
      if rest.startIndex > after.startIndex, run.drop(while: { $0 == " " }).first?.isNumber == true
      {
        return nil
      }
      return rest.startIndex..<rest.index(after: rest.startIndex)
    }
    return rest.startIndex..<(rest.firstIndex { !($0.isASCII && $0.isLetter) } ?? rest.endIndex)
  }

  /// The word right before a number (spaces allowed between: `page 120`, `level 3`), lower-cased,
  /// and where it lies with an English preposition before it (`at page`); nil when the word
  /// is glued to the digits' letters or is no word.
  static func name(before number: Range<String.Index>, in text: String)
    -> (String, Range<String.Index>)?
  {
    var end = number.lowerBound
    while end > text.startIndex, text[text.index(before: end)] == " " {
      end = text.index(before: end)
    }
    var start = end
    while start > text.startIndex, text.distance(from: start, to: end) < 32 {
      let previous = text[text.index(before: start)]
      guard previous.isASCII, previous.isLetter else { break }
      start = text.index(before: start)
    }
    guard start < end, start == text.startIndex || !text[text.index(before: start)].isNumber
    else { return nil }
    let word = text[start..<end].lowercased()
    // `at page 120`: the preposition says where the number is, nothing else.
    var from = start
    if let preposition = text[..<start].range(
      of: #"\b(?:at|on|to|of)\s+$"#, options: [.regularExpression, .caseInsensitive])
    {
      from = preposition.lowerBound
    }
    return (word, from..<end)
  }

  /// `第` right before a number (`第 50 页`, `第3章`): an ordinal's mark.
  static func ordinal(before number: Range<String.Index>, in text: String) -> Range<
    String.Index
  >? {
    var start = number.lowerBound
    while start > text.startIndex, text[text.index(before: start)] == " " {
      start = text.index(before: start)
    }
    guard start > text.startIndex, text[text.index(before: start)] == "第" else { return nil }
    return text.index(before: start)..<start
  }

  /// Words after the digits that multiply them.
  static let multipliers: [(String, Double)] = [
    ("亿", 1e8), ("万", 1e4), ("千", 1e3), ("k", 1e3), ("K", 1e3),
  ]

  /// The unit said at the start of `after` (spaces allowed between), longest word first; ASCII
  /// words end at a word boundary.
  static func unit(after: Substring) -> (dimension: Dimension, end: String.Index)? {
    // Units are short: only the start of the rest is read (a request may be a megabyte).
    let trimmed = after.prefix(24).drop { $0 == " " }
    let lower = trimmed.lowercased()
    var best: (dimension: Dimension, length: Int)?
    for (dimension, words) in units {
      for word in words where lower.hasPrefix(word) && word.count > (best?.length ?? 0) {
        let next = lower.dropFirst(word.count).first
        if word.last?.isASCII == true, word.last?.isLetter == true, let next, next.isASCII,
          next.isLetter || next.isNumber
        {
          continue
        }
        best = (dimension, word.count)
      }
    }
    guard let best else { return nil }
    return (best.dimension, trimmed.index(trimmed.startIndex, offsetBy: best.length))
  }

  /// The dimension a label right before a number names (`体重65`, `weight 70`, `tip of 20`).
  static func label(before: Substring) -> Dimension? {
    let near = before.suffix(14).lowercased().trimmingCharacters(in: .whitespaces)
      .trimmingCharacters(in: CharacterSet(charactersIn: ":：=是为"))
      .trimmingCharacters(in: .whitespaces)
    for (dimension, words) in labels {
      for word in words where near.hasSuffix(word) {
        let start = near.index(near.endIndex, offsetBy: -word.count)
        if word.first?.isASCII == true, start > near.startIndex,
          near[near.index(before: start)].isLetter
        {
          continue
        }
        return dimension
      }
    }
    return nil
  }

  /// The numbers in Chinese numerals, only before a measure word or a unit
  /// (ChineseMeasureWords) or at the end (`三条`, `前十个`),
  /// so `查一下` is not a 1 — in the order said, without an article `一个` when more are said.
  static func chineseNumbers(in text: String) -> [Mention] {
    var found: [Mention] = []
    var rest = text.startIndex
    while found.count < mentionLimit, let mention = chineseNumber(in: text, from: rest) {
      found.append(mention)
      rest = mention.range.upperBound
    }
    guard found.count > 1 else { return found }
    let counts = found.filter { mention in
      let said = text[mention.range.lowerBound...].prefix(2)
      return !(said.first == "一" && said.last.map(ChineseMeasureWords.articles.contains) == true)
    }
    return counts.isEmpty ? found : counts
  }

  /// The first number in Chinese numerals at or after `start`.
  private static func chineseNumber(in text: String, from start: String.Index) -> Mention? {
    guard
      let range = text.range(
        of: "负?(?:[零〇一二两三四五六七八九十]{1,3}|半(?=[天个小]))(?=["
          + ChineseMeasureWords.things + ChineseMeasureWords.units + "]|$)",
        options: .regularExpression, range: start..<text.endIndex),
      // `半天`, `半小时`: a half.
      let number = text[range] == "半"
        ? 0.5 : ChineseNumerals.value(String(text[range].drop { $0 == "负" })).map(Double.init)
    else { return nil }
    // `负二楼`: below zero.
    let sign = text[range].hasPrefix("负") ? -1.0 : 1.0
    var after = text[range.upperBound...]
    var value = sign * number
    // `六个半小时`: and a half.
    if after.hasPrefix("个半") {
      value += 0.5
      after = after.dropFirst(2)
    }
    let unit = unit(after: after)
    // The measure word may name the field (`四星` for `stars`), as an English word may.
    return Mention(
      value: value, range: range.lowerBound..<(unit?.end ?? after.startIndex),
      unit: unit?.dimension,
      label: label(before: text[..<range.lowerBound]),
      word: unit == nil ? word(after: after) : nil,
      wordRange: unit == nil ? wordRange(after: after) : nil)
  }
}
