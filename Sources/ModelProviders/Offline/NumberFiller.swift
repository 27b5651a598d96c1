import AgentCore
import Foundation
import SkillKit

/// Numbers of a request matched to a skill's number fields by what they measure: a number said
/// with its unit (`70 kg`, `175 cm`, `15%`, `12 dollars`, `250毫升`, `16位`) goes to the field
/// whose name or description measures that (`weight_kg`, `height_cm`, `percent`, `amount`, `ml`,
/// `length` of "how many characters"), a number after a field's label (`体重65`, `bill 42`) to
/// that field, and the rest in the order said to the fields left, in declared order — never a
/// number whose unit says it measures something else than the field.
enum NumberFiller {
  /// What a number measures.
  enum Dimension: String, CaseIterable, Sendable {
    case mass, length, volume, percent, temperature, money, days, count
  }

  /// Unit words said after a number, per dimension (longest first when they overlap).
  // swift-format-ignore
  static let units: [Dimension: [String]] = [
    .mass: ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "mg", "milligram", "milligrams", "mcg", "g", "gram", "grams", "lb", "lbs", "pound", "pounds", "公斤", "千克", "毫克", "斤", "克", "磅"],
    .length: ["cm", "mm", "m", "km", "centimeter", "centimeters", "centimetre", "centimetres", "meter", "meters", "metre", "metres", "kilometer", "kilometers", "kilometre", "kilometres", "inch", "inches", "ft", "feet", "mile", "miles", "厘米", "毫米", "米", "公里", "英寸", "英里"],
    .volume: ["ml", "milliliter", "milliliters", "millilitre", "millilitres", "l", "liter", "liters", "litre", "litres", "cup", "cups", "glass", "glasses", "毫升", "升", "杯"],
    .percent: ["%", "percent", "per cent", "pct", "百分之"],
    .temperature: ["°", "°c", "°f", "degree", "degrees", "celsius", "fahrenheit", "度", "摄氏度", "华氏度"],
    .money: ["$", "€", "£", "¥", "dollar", "dollars", "bucks", "usd", "eur", "euro", "euros", "gbp", "yuan", "rmb", "cny", "yen", "jpy", "元", "块", "块钱", "美元", "欧元", "英镑", "日元"],
    .count: ["characters", "character", "chars", "char", "digits", "digit", "letters", "items", "times", "pieces", "piece", "slices", "slice", "bowls", "bowl", "bottles", "bottle", "portions", "portion", "servings", "serving", "nights", "night", "位", "个字符", "字符", "个", "次", "条", "项", "份", "碗", "瓶", "盒", "本", "辆", "晚", "只", "双", "片"],
    .days: ["day", "days", "天", "日"],
  ]

  /// Words in a field's name or description that say what it measures (its unit first, then
  /// the quantity: `weight_kg` is mass, `"How many characters"` is a count).
  // swift-format-ignore
  static let fieldWords: [Dimension: [String]] = [
    .mass: ["kg", "kilogram", "kilograms", "mg", "milligram", "milligrams", "gram", "grams", "weight", "mass", "lbs", "体重", "重量", "毫克"],
    .length: ["cm", "centimeter", "centimeters", "centimetre", "centimetres", "meters", "metres", "height", "distance", "身高", "距离"],
    .volume: ["ml", "milliliter", "milliliters", "millilitre", "millilitres", "liters", "litres", "volume", "毫升", "容量"],
    .percent: ["percent", "percentage", "pct", "百分比"],
    .temperature: ["temperature", "degrees", "celsius", "fahrenheit", "temp", "温度"],
    .money: ["amount", "price", "cost", "bill", "total", "budget", "money", "spent", "paid", "salary", "金额", "价格", "费用", "账单"],
    .count: ["characters", "chars", "digits", "how many", "count", "number of", "字符", "位数"],
    .days: ["days", "天数"],
  ]

  /// Labels said before a number for a dimension (`体重65`, `weight 70`, `账单 320`).
  // swift-format-ignore
  static let labels: [Dimension: [String]] = [
    .mass: ["weight", "weigh", "weighs", "体重", "重"], .length: ["height", "tall", "身高", "高"],
    .temperature: ["temperature", "温度"], .money: ["bill", "spent", "paid", "cost", "costs", "price", "账单", "花了", "花", "付了", "金额"],
    .percent: ["tip of", "tip", "小费", "百分之", "percent of", "利率"],
  ]

  /// One number said in a request: its value, where, and what its unit or label says it is.
  struct Mention {
    var value: Double
    var range: Range<String.Index>
    var unit: Dimension?
    var label: Dimension?
    /// The word said right after a number that has no unit (`4 years`, `3 nights`, `10 年`),
    /// lower-cased: it may name the field (`years`).
    var word: String? = nil
    /// Where that word lies.
    var wordRange: Range<String.Index>? = nil
  }

  static func fill(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor,
    glossary: ChineseGlossary? = nil
  ) {
    var fields = skill.inputFields.filter {
      ($0.type == .integer || $0.type == .number) && values[$0.name] == nil
    }
    guard !fields.isEmpty else { return }
    var taken: [Range<String.Index>] = []
    // A length said in years or weeks for a field of months or days (`half a year`: 6).
    for field in fields {
      guard let unit = calendarUnit(of: field),
        let (value, range) = calendarLength(in: text, as: unit),
        field.type == .number || value == value.rounded(),
        (field.minimum ?? -.infinity) <= value, value <= (field.maximum ?? .infinity)
      else { continue }
      values[field.name] = field.type == .integer ? .integer(Int(value)) : .number(value)
      taken.append(range)
    }
    fields.removeAll { values[$0.name] != nil }
    var mentions = self.mentions(in: text).filter { mention in
      !taken.contains { $0.overlaps(mention.range) }
    }
    func assign(_ mention: Int, to field: Int) {
      let chosen = fields[field]
      let number = mentions[mention].value
      // A number past what an integer holds stays a number (validation names the field): a
      // request can say any number of digits.
      values[chosen.name] =
        chosen.type == .integer && number.isFinite && abs(number) < 9e15
          && number == number.rounded()
        ? .integer(Int(number)) : .number(number)
      // The unit it was said in, for a field that chooses the unit (`180 lbs`: `lb`).
      if let dimension = mentions[mention].unit,
        let (field, unit) = unitChoice(
          unitWords(text[mentions[mention].range]), dimension, skill, values)
      {
        values[field] = .string(unit)
      }
      taken.append(mentions[mention].range)
      fields.remove(at: field)
      mentions.remove(at: mention)
    }
    let measures = Dictionary(
      fields.map { ($0.name, dimension(of: $0)) }, uniquingKeysWith: { first, _ in first })
    let measured = { (field: InputField) in measures[field.name] ?? nil }
    // The unit says it, then the label; each only to the one field that measures it.
    for cue in [\Mention.unit, \Mention.label] {
      var index = 0
      while index < mentions.count {
        if let said = mentions[index][keyPath: cue],
          let field = fields.firstIndex(where: { measured($0) == said })
        {
          assign(index, to: field)
        } else {
          index += 1
        }
      }
    }
    // A number said before a field's name (`for 4 years`, `贷 10 年` for `years`: "Term in
    // years"); the name is no value of another field (`第 50 页` leaves no 第…页 in a title).
    var index = 0
    while index < mentions.count {
      if mentions[index].unit == nil, let word = mentions[index].word,
        let field = fields.firstIndex(where: { names($0, word, glossary: glossary) })
      {
        if let said = mentions[index].wordRange {
          taken.append(said)
          if let ordinal = ordinal(before: mentions[index].range, in: text) {
            taken.append(ordinal)
          }
        }
        assign(index, to: field)
      } else {
        index += 1
      }
    }
    // A number said after a field's name (`at page 120`, `level 3`): the name, and the
    // preposition before it, go with the number.
    index = 0
    while index < mentions.count {
      if mentions[index].unit == nil,
        let (word, said) = name(before: mentions[index].range, in: text),
        let field = fields.firstIndex(where: { names($0, word, glossary: glossary) })
      {
        taken.append(said)
        assign(index, to: field)
      } else {
        index += 1
      }
    }
    // The rest in the order said, each to the first field left whose measure does not
    // contradict its unit — one whose bounds hold it, when there is one.
    while let mention = mentions.first, !fields.isEmpty {
      let fitting = fields.indices.filter { field in
        guard let unit = mention.unit, let measure = measured(fields[field]) else { return true }
        return unit == measure
      }
      guard let first = fitting.first else {
        mentions.removeFirst()
        continue
      }
      let bounded = fitting.first { field in
        (fields[field].minimum ?? -.infinity) <= mention.value
          && mention.value <= (fields[field].maximum ?? .infinity)
      }
      assign(0, to: bounded ?? first)
    }
    // `halfway`, `half open`, `一半`: half of a field measured in percent, when no number was
    // left for it (`split it in half` is no percent); `full`, `to the max`: all of it.
    if let field = fields.first(where: { measured($0) == .percent }),
      let range = text.range(
        of: #"(?i)\bhalf(?:way\b|[- ]open)|一半"#, options: .regularExpression),
      !taken.contains(where: { $0.overlaps(range) })
    {
      values[field.name] = field.type == .integer ? .integer(50) : .number(50)
      taken.append(range)
    }
    // `at full brightness`, `all the way up`, `to the max`, `开到最大`: all of it.
    if let field = fields.first(where: { measured($0) == .percent && values[$0.name] == nil }),
      let range = text.range(
        of:
          #"(?i)\bfull(?:y)?\s+(?:open|on|blast|power|brightness|volume|speed)\b|\ball the way (?:up|open)\b|\b(?:to|at)\s+(?:the\s+)?max(?:imum)?\b|最亮|最大|全开"#,
        options: .regularExpression),
      !taken.contains(where: { $0.overlaps(range) })
    {
      values[field.name] = field.type == .integer ? .integer(100) : .number(100)
      taken.append(range)
    }
    // How many people, said without a number (`just me`, `me and a friend`).
    if let field = fields.first(where: { values[$0.name] == nil && countsPeople($0, of: skill) }),
      let (size, range) = partySize(in: text), !taken.contains(where: { $0.overlaps(range) }),
      (field.minimum ?? 1) <= Double(size), Double(size) <= (field.maximum ?? .infinity)
    {
      values[field.name] = field.type == .integer ? .integer(size) : .number(Double(size))
      taken.append(range)
    }
    // A bound said with a number taken (`under 80`, `below $400`, `2000 以下`) goes with it:
    // `under` is no part of the name before it (`Arctic Monkeys under 80`).
    for (position, range) in taken.enumerated() {
      if let bound = text[..<range.lowerBound].range(
        of:
          #"\b(?:under|below|over|above|(?:less|more|fewer|cheaper|lower|higher) than|at (?:most|least)|up to)\s*$"#,
        options: [.regularExpression, .caseInsensitive])
      {
        taken[position] = bound.lowerBound..<taken[position].upperBound
      }
      if let bound = text[taken[position].upperBound...].range(
        of: #"^\s*(?:以下|以上|以内)"#, options: .regularExpression)
      {
        taken[position] = taken[position].lowerBound..<bound.upperBound
      }
    }
    for range in taken.sorted(by: { $0.lowerBound > $1.lowerBound }) {
      text = ParameterFiller.removing(range, from: text)
    }
  }

  /// Whether `word`, said right after a number, names `field`: a word of its name or of its
  /// description in either number (`years` for `years`, "Term in years"), or a Chinese word
  /// whose English does (`年`: year).
  static func names(_ field: InputField, _ word: String, glossary: ChineseGlossary?) -> Bool {
    let stem = { (word: String) in
      word.count > 3 && word.hasSuffix("s") ? String(word.dropLast()) : word
    }
    let own = Set(
      FieldWords.all(of: field)
        .filter { $0.count >= 3 && $0.allSatisfy(\.isASCII) && !TextTokenizer.isStopWord($0) }
        .map(stem))
    if word.allSatisfy(\.isASCII) { return own.contains(stem(word)) }
    if field.description.contains(word) { return true }
    let english = glossary?.english(word).prefix(ChineseGlossary.wordsPerCharacter) ?? []
    return english.contains { own.contains(stem($0)) }
  }

  /// What `field` measures, from the words of its name and description; nil when they do not
  /// say (a plain `value`, `count` of commits is a count).
  static func dimension(of field: InputField) -> Dimension? {
    let words = TextTokenizer.identifierWords(field.name)
    let about = field.description.lowercased()
    let aboutWords = Set(FieldWords.of(about))
    for dimension in Dimension.allCases {
      let cues = fieldWords[dimension] ?? []
      if cues.contains(where: { cue in
        words.contains(cue) || (cue.contains(" ") ? about.contains(cue) : aboutWords.contains(cue))
          || (!cue.allSatisfy(\.isASCII) && about.contains(cue))
      }) {
        return dimension
      }
    }
    return nil
  }
}
