import SkillKit

/// What people call common enum values — units, currencies, languages, news topics — in
/// English (plurals, abbreviations) and Chinese: `miles` → `mile`, `华氏度` → `fahrenheit`,
/// `bucks` → `USD`. A schema's value is found by its own name (and plural) always; these words
/// only where the schema has that value.
enum EnumWords {
  // swift-format-ignore
  static let table: [String: [String]] = [
    "meter": ["meters", "metre", "metres", "m", "米"], "kilometer": ["kilometers", "kilometre", "kilometres", "km", "kms", "公里", "千米"],
    "centimeter": ["centimeters", "cm", "厘米"], "mile": ["miles", "mi", "英里"], "foot": ["feet", "ft", "英尺"],
    "inch": ["inches", "英寸", "寸"], "yard": ["yards", "yd", "码"], "kilogram": ["kilograms", "kg", "kgs", "kilo", "kilos", "公斤", "千克"],
    "gram": ["grams", "g", "克"], "pound": ["pounds", "lb", "lbs", "磅"], "ounce": ["ounces", "oz", "盎司"],
    "celsius": ["°c", "degrees celsius", "centigrade", "摄氏度", "摄氏"], "fahrenheit": ["°f", "degrees fahrenheit", "华氏度", "华氏"],
    "kelvin": ["开尔文"], "liter": ["liters", "litre", "litres", "l", "升"], "milliliter": ["milliliters", "ml", "毫升"],
    "gallon": ["gallons", "gal", "加仑"],
    "usd": ["dollar", "dollars", "us dollars", "bucks", "$", "美元", "美金"], "eur": ["euro", "euros", "€", "欧元"],
    "cny": ["yuan", "rmb", "renminbi", "人民币", "元", "块钱"], "jpy": ["yen", "日元", "日币"],
    "gbp": ["pounds sterling", "sterling", "pound", "pounds", "£", "英镑"], "hkd": ["hong kong dollars", "港币", "港元"],
    "english": ["英文", "英语"], "chinese": ["中文", "汉语", "普通话"], "french": ["法语", "法文"], "german": ["德语", "德文"],
    "japanese": ["日语", "日文"], "spanish": ["西班牙语", "西班牙文"], "korean": ["韩语", "韩文"], "russian": ["俄语", "俄文"],
    "technology": ["tech", "科技"], "sports": ["sport", "体育"], "business": ["财经", "商业", "经济"], "science": ["科学"],
    "world": ["国际", "世界", "world news"], "politics": ["政治"], "entertainment": ["娱乐"], "health": ["健康"],
    "high": ["urgent", "important", "紧急", "重要", "高"], "low": ["低"],
  ]

  /// The words that name `value` (itself, its plural or singular, and the table's words for it).
  static func words(for value: String) -> [String] {
    let lower = value.lowercased()
    var words = [lower]
    if lower.count > 2, lower.allSatisfy(\.isLetter), !lower.hasSuffix("s") {
      words.append(lower + "s")
    }
    // A plural value said in the singular (`vegetables`: vegetable; not `news`, `glass`).
    if lower.count > 4, lower.allSatisfy(\.isLetter), lower.hasSuffix("s"),
      !["ss", "us", "is", "ws"].contains(where: lower.hasSuffix)
    {
      words.append(String(lower.dropLast()))
    }
    words += spelledPlurals(lower)
    // The other side of the Atlantic (`grey` / `gray`: 灰色's English is `gray`).
    let respelled = lower.split(separator: " ").map { spellings[String($0)] ?? String($0) }
      .joined(separator: " ")
    if respelled != lower { words += [respelled] + spelledPlurals(respelled) }
    // A quality said as an adverb (`slept badly`, `went well` is the table's).
    if lower.count > 2, lower.allSatisfy(\.isLetter), !lower.hasSuffix("ly") {
      words.append(lower + "ly")
    }
    words += verbForms(of: lower)
    // A phrase led by a verb said in another form (`take in`: `taken in`, `took in`).
    let parts = lower.split(separator: " ", maxSplits: 1).map(String.init)
    if parts.count == 2, IntentIndex.isPhrasal(lower) {
      words += verbForms(of: parts[0]).map { $0 + " " + parts[1] }
    }
    words += table[lower] ?? []
    words += countries[lower] ?? []
    words += measures(lower)
    return words
  }

  /// A nationality's country (`japanese`: Japan, as 日本料理 says it; `italian`: Italy): a
  /// cuisine, a language or a style is named by where it comes from.
  // swift-format-ignore
  static let countries: [String: [String]] = [
    "japanese": ["japan"], "chinese": ["china"], "korean": ["korea", "south korea"], "thai": ["thailand"],
    "vietnamese": ["vietnam"], "indian": ["india"], "italian": ["italy"], "french": ["france"],
    "german": ["germany"], "spanish": ["spain"], "portuguese": ["portugal"], "greek": ["greece"],
    "turkish": ["turkey"], "mexican": ["mexico"], "american": ["america", "usa"], "british": ["britain", "uk"],
    "english": ["england"], "russian": ["russia"], "brazilian": ["brazil"], "dutch": ["netherlands", "holland"],
    "swedish": ["sweden"], "polish": ["poland"], "irish": ["ireland"], "lebanese": ["lebanon"],
    "moroccan": ["morocco"], "ethiopian": ["ethiopia"], "peruvian": ["peru"], "indonesian": ["indonesia"],
    "malaysian": ["malaysia"], "filipino": ["philippines"], "cuban": ["cuba"], "egyptian": ["egypt"],
    "persian": ["iran", "persia"], "australian": ["australia"], "canadian": ["canada"], "argentinian": ["argentina"],
  ]

  /// A value of several words as a request may join them: words a value joins with a hyphen
  /// or an underscore said apart (`half-day`: half day; `full_time`: full time), and words it
  /// says apart hyphenated (`living-room`). For finding the value in a request only: the index
  /// reads the same words either way.
  static func joinings(of value: String) -> [String] {
    let lower = value.lowercased()
    let apart = lower.replacingOccurrences(of: "-", with: " ")
      .replacingOccurrences(of: "_", with: " ")
    var joinings: [String] = []
    if apart != lower, apart.contains(where: \.isLetter) { joinings.append(apart) }
    if lower.contains(" ") { joinings.append(lower.replacingOccurrences(of: " ", with: "-")) }
    // A number written against its unit is said with a space between, and the other way
    // round (`7ft`: 7 ft; `5 kg`: 5kg).
    let characters = Array(lower)
    var spaced = ""
    var joined = ""
    for (at, character) in characters.enumerated() {
      let after = at > 0 ? characters[at - 1] : nil
      let next = at + 1 < characters.count ? characters[at + 1] : nil
      if after?.isNumber == true, character.isLetter { spaced.append(" ") }
      spaced.append(character)
      if character == " ", after?.isNumber == true, next?.isLetter == true { continue }
      joined.append(character)
    }
    for form in [spaced, joined] where form != lower && !joinings.contains(form) {
      joinings.append(form)
    }
    return joinings
  }

  /// British and American spellings of the same word, both ways.
  static let spellings: [String: String] = {
    let british = [
      "grey": "gray", "colour": "color", "flavour": "flavor", "favourite": "favorite",
      "centre": "center", "theatre": "theater", "tyre": "tire", "aluminium": "aluminum",
      "jewellery": "jewelry", "programme": "program", "catalogue": "catalog",
      "neighbour": "neighbor", "humour": "humor", "fibre": "fiber", "harbour": "harbor",
      "licence": "license", "defence": "defense", "cosy": "cozy", "mould": "mold",
    ]
    return british.merging(british.map { ($0.value, $0.key) }) { first, _ in first }
  }()

  /// The plural or singular an `s` alone does not spell: `lilies` ↔ `lily`, `peaches` ↔ `peach`,
  /// `boxes` ↔ `box`, `tomatoes` ↔ `tomato` (a consonant before the `y` or `o`; `days` and
  /// `radios` take a plain `s`).
  static func spelledPlurals(_ word: String) -> [String] {
    guard word.count > 2, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return [] }
    let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
    let beforeLast = word.dropLast().last.map { !vowels.contains($0) } ?? false
    if word.count > 4, word.hasSuffix("ies") { return [String(word.dropLast(3)) + "y"] }
    if word.count > 4, ["ches", "shes", "xes", "sses", "zes"].contains(where: word.hasSuffix) {
      return [String(word.dropLast(2))]
    }
    if word.count > 4, word.hasSuffix("oes"),
      !vowels.contains(word.dropLast(3).last ?? "a")
    {
      return [String(word.dropLast(2))]
    }
    if word.hasSuffix("y"), beforeLast { return [String(word.dropLast()) + "ies"] }
    if ["ch", "sh", "x", "ss", "z"].contains(where: word.hasSuffix) { return [word + "es"] }
    if word.hasSuffix("o"), beforeLast { return [word + "es"] }
    return []
  }

  /// A value that is a number and a unit (`8 inch`, `500 ml`) said with any of the unit's
  /// words, with or without a space or a hyphen (`8 inches`, `8-inch`, `8寸`).
  static func measures(_ value: String) -> [String] {
    guard let split = value.firstIndex(where: { !$0.isNumber && $0 != "." }),
      split > value.startIndex, value[..<split].allSatisfy({ $0.isNumber || $0 == "." })
    else { return [] }
    let number = String(value[..<split])
    let unit = value[split...].trimmingPrefix(" ")
    guard !unit.isEmpty, unit.allSatisfy(\.isLetter), let names = table[String(unit)] else {
      return []
    }
    var words: [String] = []
    for name in [String(unit)] + names {
      if name.allSatisfy(\.isASCII) { words += [number + " " + name, number + "-" + name] }
      words.append(number + name)
    }
    return words
  }

  /// A one-word value said as a verb in the past or in -ing (`cycled`, `cycling`, `running`,
  /// `swam`): an activity told as done.
  static func verbForms(of word: String) -> [String] {
    guard word.count >= 3, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return [] }
    let vowels = Set("aeiou")
    let letters = Array(word)
    let last = letters[letters.count - 1]
    // run → running, swim → swimming: a short word ending consonant, vowel, consonant.
    let doubles =
      letters.count <= 4 && !vowels.contains(last) && !"wxy".contains(last)
      && vowels.contains(letters[letters.count - 2]) && !vowels.contains(letters[letters.count - 3])
    if word.hasSuffix("e"), !word.hasSuffix("ee") {
      return [word + "d", String(word.dropLast()) + "ing"] + (irregular[word] ?? [])
    }
    if doubles {
      return [word + String(last) + "ed", word + String(last) + "ing"] + (irregular[word] ?? [])
    }
    return [word + "ed", word + "ing"] + (irregular[word] ?? [])
  }

  /// The past forms that are no `-ed`, by plain form: the tokenizer's (`swim`: swam, swum).
  static let irregular: [String: [String]] = Dictionary(
    grouping: TextTokenizer.irregular, by: \.value
  ).mapValues { $0.map(\.key).sorted() }
}
