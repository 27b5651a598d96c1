/// Splits Chinese and English text into matching terms: CJK bigrams plus lowercase words.
public enum TextTokenizer {
  /// English words too common to say anything about which skill is meant.
  static let stopWords: Set<String> = [
    "a", "an", "the", "to", "me", "my", "i", "is", "are", "it", "at", "in", "on", "for", "of",
    "and", "please", "can", "you", "could", "would", "what", "be", "with", "this", "that",
    "do", "does", "did", "am", "pm", "by", "from", "about", "as", "up", "so", "some",
    "into", "onto", "than", "then", "them", "they", "their", "there", "which", "will", "your",
    "was", "were", "been", "its", "our", "we", "us", "how", "many", "much", "among", "between",
    // The other question words (`why do cats purr` is not about a calendar's `and why`), and
    // prepositions of place and way (`lines around each match` says nothing of a lake).
    "why", "when", "who", "whom", "whose", "around", "across", "along",
    "through", "toward", "towards", "upon", "within", "via",
  ]

  /// Stop words that are nouns after a determiner (`a will`, `my last will`, `the can`).
  static let nouns: Set<String> = ["will", "can"]
  /// The words before a noun that say it is one.
  static let determiners: Set<String> = [
    "a", "an", "the", "my", "your", "his", "her", "our", "their", "last",
  ]

  /// Whether `word` (lower case) is too common to say anything (`to`, `from`, `the`).
  public static func isStopWord(_ word: String) -> Bool { stopWords.contains(word) }

  /// The terms of `text`, in order, with repeats.
  public static func terms(_ text: String) -> [String] {
    var terms: [String] = []
    var word = ""
    var cjkRun: [Character] = []

    // The word before, to tell a noun from a modal (`make a will`, `a can of paint`).
    var previous = ""
    func flushWord() {
      if !word.isEmpty,
        !stopWords.contains(word) || (nouns.contains(word) && determiners.contains(previous))
      {
        terms.append(stem(word))
      }
      if !word.isEmpty { previous = word }
      word = ""
    }
    func flushCJK() {
      if cjkRun.count == 1 {
        terms.append(String(cjkRun[0]))
      } else if cjkRun.count > 1 {
        for index in 0..<(cjkRun.count - 1) {
          terms.append(String(cjkRun[index...index + 1]))
        }
      }
      cjkRun = []
    }

    for character in text.lowercased() {
      if isCJK(character) {
        flushWord()
        cjkRun.append(character)
      } else if character.isLetter || character.isNumber || character == "'" {
        flushCJK()
        if let plain = unaccented(character) {
          word += plain
        } else if character != "'" {
          word.append(character)
        }
      } else {
        flushWord()
        flushCJK()
      }
    }
    flushWord()
    flushCJK()
    return terms
  }

  /// The words of an identifier, lowercased: `get_current_time` → get, current, time;
  /// `gitDiffStaged` → git, diff, staged; `mcp.time.convert` → mcp, time, convert.
  public static func identifierWords(_ identifier: String) -> [String] {
    var words: [String] = []
    var word = ""
    var previousLower = false
    for character in identifier {
      if character.isLetter || character.isNumber {
        if character.isUppercase, previousLower, !word.isEmpty {
          words.append(word.lowercased())
          word = ""
        }
        word.append(character)
        previousLower = character.isLowercase || character.isNumber
      } else {
        if !word.isEmpty { words.append(word.lowercased()) }
        word = ""
        previousLower = false
      }
    }
    if !word.isEmpty { words.append(word.lowercased()) }
    return words
  }

  /// A Latin letter without its accents (`é` → `e`, `ñ` → `n`, `ü` → `u`), or nil for any other
  /// character and for a letter that has no plain form (`ø`, `ß`): a skill named `Résumé
  /// review` is asked for as `resume`, and a dictionary's `résumé` is the same word.
  public static func unaccented(_ character: Character) -> String? {
    guard let scalar = character.unicodeScalars.first,
      (0xC0...0x24F).contains(scalar.value) || (0x1E00...0x1EFF).contains(scalar.value)
    else { return nil }
    var plain = String.UnicodeScalarView()
    plain.append(
      contentsOf: String(character).decomposedStringWithCanonicalMapping.unicodeScalars.filter(
        \.isASCII))
    return plain.isEmpty ? nil : String(plain)
  }

  /// `text` with every Latin letter's accents dropped (`unaccented`).
  public static func unaccented(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { (0xC0...0x1EFF).contains($0.value) }) else {
      return text
    }
    return String(text.flatMap { unaccented($0) ?? String($0) })
  }

  /// True for Han ideographs, kana and Hangul: scripts written without spaces.
  public static func isCJK(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
      0x20000...0x2FA1F:
      return true
    default:
      return false
    }
  }

  /// Past forms of common irregular verbs, as their plain form: a request says what happened
  /// (`I lost my keys`, `sent it`, `paid 40`) where a description says what a skill does
  /// (`Reports a lost item` reads the same), and a Chinese verb's gloss is the plain form (丢:
  /// lose). Forms that are mostly other words are left out (`left`, `saw`, `felt`, `hidden`).
  // swift-format-ignore
  public static let irregular: [String: String] = [
    "lost": "lose", "sent": "send", "paid": "pay", "bought": "buy", "made": "make",
    "took": "take", "taken": "take", "gave": "give", "given": "give", "wrote": "write",
    "written": "write", "ate": "eat", "eaten": "eat", "drank": "drink", "slept": "sleep",
    "kept": "keep", "ran": "run", "went": "go", "gone": "go", "came": "come",
    "brought": "bring", "caught": "catch", "taught": "teach", "thought": "think",
    "built": "build", "chose": "choose", "chosen": "choose", "drove": "drive",
    "driven": "drive", "flew": "fly", "flown": "fly", "forgot": "forget",
    "forgotten": "forget", "held": "hold", "sold": "sell", "told": "tell", "said": "say",
    "spent": "spend", "found": "find", "stole": "steal", "stolen": "steal", "swam": "swim",
    "woke": "wake", "woken": "wake", "won": "win", "wore": "wear", "worn": "wear",
    "broke": "break", "broken": "break", "spoke": "speak", "spoken": "speak",
    "began": "begin", "begun": "begin", "rang": "ring", "sang": "sing", "sung": "sing",
    "met": "meet", "heard": "hear", "understood": "understand", "froze": "freeze",
    "frozen": "freeze", "grew": "grow", "grown": "grow", "knew": "know", "known": "know",
    "threw": "throw", "thrown": "throw", "rode": "ride", "ridden": "ride", "swum": "swim",
  ]

  /// A light English stemmer: `reminders` → `reminder`, `listing` → `list`, `lost` → `lose`.
  /// A verb's `-ed` and `-ing` forms meet its plain form: `notarized` → `notarize`, `riding` →
  /// `ride`, `planned` → `plan`.
  static func stem(_ word: String) -> String {
    if let plain = irregular[word] { return plain }
    guard word.allSatisfy(\.isASCII), word.count > 4 else { return word }
    for suffix in ["ing", "ies", "ed", "es", "s"] where word.hasSuffix(suffix) {
      let base = String(word.dropLast(suffix.count))
      if suffix == "ies" { return base + "y" }
      if suffix == "es",
        !(base.hasSuffix("s") || base.hasSuffix("x") || base.hasSuffix("ch")
          || base.hasSuffix("sh"))
      {
        return String(word.dropLast())
      }
      // `class` is no plural (`classes` → `class`).
      guard base.count >= 3, !(suffix == "s" && base.hasSuffix("s")) else { return word }
      guard suffix == "ing" || suffix == "ed" else { return base }
      return verbBase(base) ?? word
    }
    return word
  }

  /// What is left of a verb without its `-ing` or `-ed`, as its plain form is written: a
  /// doubled consonant is one (`plann` → `plan`, but `fill`, `pass`, `stuff`, `add`), a short
  /// consonant-vowel-consonant gets its `e` back (`rid` → `ride`, `dat` → `date`), and so do
  /// `-bl`, `-iz` and a consonant's `-at` (`enabl`, `notariz`, `translat`). Nil where the
  /// ending is part of the word (`string`, `speed`: no vowel, or `-eed`).
  private static func verbBase(_ base: String) -> String? {
    let letters = Array(base)
    let vowels: Set<Character> = ["a", "e", "i", "o", "u", "y"]
    guard letters.contains(where: vowels.contains), letters.last != "e" else { return nil }
    let last = letters[letters.count - 1]
    let before = letters[letters.count - 2]
    if letters.count >= 4, last == before, !vowels.contains(last), !"lszf".contains(last) {
      return String(base.dropLast())
    }
    if letters.count == 3, !vowels.contains(letters[0]), vowels.contains(before),
      !vowels.contains(last), !"wxy".contains(last)
    {
      return base + "e"
    }
    // A consonant before the `l` (`recycl`, `handl`, `tackl`): the verb ends in `-le`; not
    // after `r`, `w` or `n` (`curl`, `howl`). No English word ends in `v` or `u`, or in `z`
    // after a vowel, `rg`, `dg` or `lg`: their `e` was dropped (`skydiv`, `carv`, `continu`,
    // `freez`, `charg`, `judg`, `indulg`).
    let restored =
      ["bl", "iz", "cl", "dl", "fl", "gl", "kl", "pl", "tl", "zl", "v", "u", "rg", "dg", "lg"]
      .contains(where: base.hasSuffix)
      || (last == "z" && vowels.contains(before))
      || (base.hasSuffix("at") && letters.count >= 4
        && !vowels.contains(letters[letters.count - 3]))
    return restored ? base + "e" : base
  }
}
