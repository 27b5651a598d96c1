import SkillKit

/// Reading CC-CEDICT's bytes: which lines each headword keeps, and the English words of a
/// sense. ChineseGlossary.swift cuts a request into words and keeps what was read.
extension ChineseGlossary {
  /// Register marks of senses that are not today's common word.
  static let droppedMarks = [
    "(dialect)", "(old)", "(literary)", "(archaic)", "(coll.)", "(slang)", "(tw)", "(cantonese)",
    "(classical)", "(obsolete)", "(vulgar)", "(derog.)", "(internet slang)", "(onom.)",
  ]
  /// Senses that are notes, not meanings (and how a word is used before or after another:
  /// 好's `(before a verb) easy to`; and what a word is not: 旧's `opposite: new`).
  static let droppedPrefixes = [
    "cl:", "surname ", "variant of", "old variant", "see ", "used in", "abbr. for", "abbr. to",
    "also written", "also pr.", "taiwan pr.", "erhua variant", "pr. ", "japanese variant",
    "classifier", "(used ", "(completed", "(modal", "(particle", "(grammatical", "(verb complement",
    "(before a", "(after a", "opposite:", "opposite of ", "contrasted with ", "as opposed to ",
  ]
  /// English words that say nothing about what is meant.
  static let stopWords: Set<String> = [
    "a", "an", "the", "of", "to", "for", "and", "or", "in", "on", "at", "by", "with", "from", "as",
    "is", "be", "it", "its", "etc", "sb", "sth", "one", "ones", "oneself", "something", "someone",
    "very", "some", "that", "this", "s",
  ]

  /// The English words of one sense (`to switch off; to shut off` → switch, off, shut), or none
  /// for a sense that is a note, marked as uncommon, or longer than three words.
  static func words(ofSense sense: String) -> [String] {
    words(ofSense: Array(sense.utf8)[...])
  }

  /// `words(ofSense:)` over the sense's bytes (ASCII letters are the words; anything else
  /// separates them).
  static func words(ofSense sense: ArraySlice<UInt8>) -> [String] {
    // Accented Latin letters as their plain letters (`résumé`: resume, as a request says it).
    let plain =
      sense.contains(where: { $0 >= 0xC3 })
      ? Array(TextTokenizer.unaccented(String(decoding: sense, as: UTF8.self)).utf8)[...] : sense
    var lower = plain.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }[...]
    while lower.first == 0x20 { lower = lower.dropFirst() }
    if droppedPrefixBytes.contains(where: { lower.starts(with: $0) }) { return [] }
    var words: [String] = []
    for part in lower.split(separator: UInt8(ascii: ";")) {
      var tokens: [String] = []
      var token: [UInt8] = []
      var depth = 0
      for byte in part + [0x20] {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
        case 97...122 where depth == 0: token.append(byte)
        default:
          if !token.isEmpty {
            tokens.append(String(decoding: token, as: UTF8.self))
            token.removeAll(keepingCapacity: true)
          }
        }
      }
      let meaning = tokens.first == "to" ? Array(tokens.dropFirst()) : tokens
      // An exclamation (`all right!`, `wow!`) is said to someone, not what a request is about.
      guard !meaning.isEmpty, part.last(where: { $0 != 0x20 }) != UInt8(ascii: "!") else {
        continue
      }
      guard meaning.count > 3 else {
        for word in meaning where word.count > 1 && !stopWords.contains(word) {
          words.append(word)
          if let one = singular(word) { words.append(one) }
        }
        continue
      }
      // A sense too long to be read whole may name short alternatives (`vocal recital or
      // concert`, 演唱会): each of one or two words is read on its own.
      for alternative in meaning.split(separator: "or") where alternative.count <= 2 {
        words += alternative.filter { $0.count > 1 && !stopWords.contains($0) }
      }
    }
    return words
  }

  /// A gloss's short plural as its singular (验光: examine the `eyes` → eye; 钥匙: `keys` → key):
  /// a dictionary names a kind of thing by its plural where a skill names one, and the
  /// tokenizer leaves words of four letters as they are. Not a word whose `s` is its own
  /// (`news`, `lens`, `bus`, `this`, `plus`, `boss`, `gas`).
  static func singular(_ word: String) -> String? {
    guard word.count == 4, word.hasSuffix("s"), !["news", "lens", "does", "goes"].contains(word)
    else { return nil }
    let base = word.dropLast()
    guard let last = base.last, !"suiao".contains(last) else { return nil }
    return String(base)
  }

  /// `droppedMarks` and `droppedPrefixes` as bytes.
  /// How a sense said of one kind of thing starts.
  static let ofPrefix = Array("(of ".utf8)
  static let droppedPrefixBytes = (droppedMarks + droppedPrefixes).map { Array($0.utf8) }

  /// The English words (ASCII letters, lower-cased, 2 to 24 of them) CC-CEDICT's senses use
  /// more than once: what the file says after each line's first `/`.
  static func englishWords(_ data: [UInt8]) -> Set<String> {
    var counts: [String: Int] = [:]
    counts.reserveCapacity(60_000)
    var word: [UInt8] = []
    var inSenses = false
    for byte in data {
      switch byte {
      case 0x0A:
        inSenses = false
        word.removeAll(keepingCapacity: true)
        continue
      case UInt8(ascii: "/"):
        inSenses = true
      case 65...90 where inSenses:
        word.append(byte + 32)
        continue
      case 97...122 where inSenses:
        word.append(byte)
        continue
      default: break
      }
      if (2...24).contains(word.count) {
        counts[String(decoding: word, as: UTF8.self), default: 0] += 1
      }
      word.removeAll(keepingCapacity: true)
    }
    return Set(counts.filter { $0.value > 1 }.keys)
  }

  /// Where each headword's lines start in CC-CEDICT's bytes (two readings, packed in one
  /// number: 32 bits each, all ones for none). Only headwords become strings: the file is
  /// 122,000 lines, and its senses are read for the words a request uses. A headword with more
  /// lines keeps the two that say most (`lineWorth`), in the file's order when they say as
  /// much: 录 is written for 彔 (to carve wood), a surname and 錄 (record), and the record is
  /// what a request means.
  static func index(_ data: [UInt8]) -> [String: UInt64] {
    var lines: [String: UInt64] = [:]
    lines.reserveCapacity(130_000)
    var lineStart = 0
    while lineStart < data.count {
      var lineEnd = lineStart
      while lineEnd < data.count, data[lineEnd] != 0x0A { lineEnd += 1 }
      defer { lineStart = lineEnd + 1 }
      // `TRADITIONAL SIMPLIFIED [pinyin] /sense/sense/`
      guard data[lineStart] != UInt8(ascii: "#"), lineStart < UInt32.max,
        let first = data[lineStart..<lineEnd].firstIndex(of: 0x20),
        let second = data[(first + 1)..<lineEnd].firstIndex(of: 0x20),
        second - first - 1 <= 4 * longestWord
      else { continue }
      let key = String(decoding: data[(first + 1)..<second], as: UTF8.self)
      guard key.unicodeScalars.count <= longestWord, key.unicodeScalars.allSatisfy(isHan) else {
        continue
      }
      let start = UInt64(lineStart)
      guard let known = lines[key] else {
        lines[key] = (0xFFFF_FFFF << 32) | start
        continue
      }
      // The kept lines and this one, the worthiest first (earlier first among equals).
      var kept = [known & 0xFFFF_FFFF, known >> 32, start].filter { $0 != 0xFFFF_FFFF }
        .map { (start: $0, worth: lineWorth(data, at: Int($0))) }
      kept.sort { $0.worth != $1.worth ? $0.worth > $1.worth : $0.start < $1.start }
      lines[key] = ((kept.count > 1 ? kept[1].start : 0xFFFF_FFFF) << 32) | kept[0].start
    }
    return lines
  }

  /// How much the CC-CEDICT line at `start` says: 0 when its first sense is a note (`surname
  /// Lu`, `variant of 櫃`), 1 when it is a Latin or proper name of a common word (`柜 [ju3]
  /// Salix multinervis`), 2 for a meaning.
  static func lineWorth(_ data: [UInt8], at start: Int) -> Int {
    var end = start
    while end < data.count, data[end] != 0x0A { end += 1 }
    guard let bracket = data[start..<end].firstIndex(of: UInt8(ascii: "[")),
      let slash = data[bracket..<end].firstIndex(of: UInt8(ascii: "/"))
    else { return 0 }
    let sense = data[(slash + 1)..<end].prefix { $0 != UInt8(ascii: "/") }
    let lower = sense.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    if droppedPrefixBytes.contains(where: { lower.starts(with: $0) }) { return 0 }
    let capitalisedName = bracket + 1 < end && (65...90).contains(data[bracket + 1])
    return !capitalisedName && sense.first.map({ (65...90).contains($0) }) == true ? 1 : 2
  }

  /// The English words of the lines at `packed` (as `index` gives them), the first reading's
  /// senses first.
  static func english(_ data: [UInt8], packed: UInt64, single: Bool) -> [String] {
    let limit = single ? wordsPerCharacter : wordsPerEntry
    var known: [String] = []
    for start in [packed & 0xFFFF_FFFF, packed >> 32] where start != 0xFFFF_FFFF {
      var end = Int(start)
      while end < data.count, data[end] != 0x0A { end += 1 }
      guard let open = data[Int(start)..<end].firstIndex(of: UInt8(ascii: "/")) else { continue }
      let senses = data[(open + 1)..<end].split(separator: UInt8(ascii: "/"))
      // A single character's sense said of one kind of thing (好: `(of two people) close`) is
      // too narrow to stand for the character among its first few words.
      for sense in senses where known.count < limit && !(single && sense.starts(with: ofPrefix)) {
        for word in words(ofSense: sense) where !known.contains(word) { known.append(word) }
      }
      // A proper noun described at length (`Chengdu subprovincial city and capital of…`) is
      // known by the capitalised words it starts with: its name.
      if known.isEmpty, let bracket = data[Int(start)..<open].firstIndex(of: UInt8(ascii: "[")),
        bracket + 1 < open, (65...90).contains(data[bracket + 1]), let first = senses.first
      {
        let name = String(decoding: first, as: UTF8.self).split(separator: " ")
          .prefix { $0.first?.isUppercase == true }.prefix(3)
        known = name.map { $0.lowercased().filter { $0.isLetter } }.filter { $0.count > 1 }
      }
    }
    return Array(known.prefix(limit))
  }
}
