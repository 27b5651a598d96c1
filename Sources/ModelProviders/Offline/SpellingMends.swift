import SkillKit

/// A word of a request that no skill has and the dictionary does not know, one letter away from
/// exactly one word some skill has, is that word mistyped (`clean the chimny`: chimney, `wether
/// in Boston`: weather). Only words of five letters or more, only with the glossary (whose
/// English senses tell a word from a slip: `stream` is a word, so it is never read as `steam`).
/// A word no skill has that is two words some skill has, written without the space
/// (`iceskating`), is those two words; two words side by side that a skill writes as one
/// (`zip line`: zipline) are that word. A person named for what they practise (`comedian`) is
/// that practice (comedy).
enum SpellingMends {
  /// The shortest word read as a slip: shorter ones are a letter away from too many words.
  static let shortest = 5
  /// The most words of a request looked at (a request may be a megabyte).
  static let mostWords = 64
  /// The longest word read as a slip, or as a word of a skill in another shape: a run of
  /// letters longer is no word (and each reading costs in proportion to its square).
  static let longest = 32

  /// The skills' words `query` means by its slips, each one word of the request.
  static func words(in query: String, index: SkillIndex, glossary: ChineseGlossary?)
    -> [SkillIndex.Word]
  {
    guard let glossary else { return [] }
    var mends: [SkillIndex.Word] = []
    let said = query.lowercased().split { !($0.isASCII && $0.isLetter) }.prefix(mostWords)
    for word in Set(said.map(String.init)).sorted()
    where word.count >= shortest && word.count <= longest {
      // The dictionary is asked last: it reads every sense the first time.
      guard let term = TextTokenizer.terms(word).first, !index.has(term) else { continue }
      let near = index.terms(oneLetterFrom: term)
      if near.count == 1, !glossary.isEnglishWord(word), !glossary.isEnglishWord(term) {
        mends.append(SkillIndex.Word(ways: [near]))
      } else if near.isEmpty, let parts = joined(word, index: index),
        !glossary.isEnglishWord(word)
      {
        mends.append(SkillIndex.Word(ways: [parts]))
      } else if case let kin = practised(word, index: index), !kin.isEmpty {
        mends.append(SkillIndex.Word(ways: kin.map { [$0] }))
      } else if near.isEmpty, !glossary.isEnglishWord(word),
        case let slipped = inflectedSlip(word, index: index), slipped.count == 1
      {
        mends.append(SkillIndex.Word(ways: [slipped]))
      }
    }
    return mends
  }

  /// The words some skill writes as one that `sequences` say as two, side by side (`zip line`,
  /// 滑索's English, for a skill's `zipline`): each pair of terms of a sequence (the request's
  /// terms, or one sense of a glossed word) whose two terms joined are a term of the index and
  /// not one of the sequence's own. Neither term a stop word; at most `mostWords` terms of each.
  static func apart(_ sequences: [[String]], index: SkillIndex) -> [SkillIndex.Word] {
    var found: [SkillIndex.Word] = []
    for sequence in sequences {
      let terms = Array(sequence.prefix(mostWords))
      guard terms.count >= 2 else { continue }
      for position in 1..<terms.count {
        let pair = [terms[position - 1], terms[position]]
        guard pair.allSatisfy({ $0.count >= 2 && $0.allSatisfy(\.isLetter) }),
          let joined = TextTokenizer.terms(pair.joined()).first, joined.count >= 6,
          !terms.contains(joined), index.has(joined)
        else { continue }
        let word = SkillIndex.Word(ways: [[joined]])
        if !found.contains(word) { found.append(word) }
      }
    }
    return found
  }

  /// The shortest root of a Greek noun in `-sis` read in its other words.
  static let shortestRoot = 5

  /// The words some skill has that share the root of a Greek noun in `-sis` the request says and
  /// no skill has, where Greek writes a `t` after it (`hypnosis` → hypnotherapy, hypnotist;
  /// `analysis` → analytics; `diagnosis` → diagnostic): one word of the request, in the ways
  /// the skills write it. Roots of `shortestRoot` letters or more (`basis`, `crisis`, `thesis`
  /// are no roots); at most `mostWords` terms of each sequence.
  static func related(_ sequences: [[String]], index: SkillIndex) -> [SkillIndex.Word] {
    var found: [SkillIndex.Word] = []
    for term in Set(sequences.flatMap { $0.prefix(mostWords) }).sorted() {
      // `TextTokenizer.terms` reads `hypnosis` as `hypnosi`.
      guard term.hasSuffix("si"), term.count >= shortestRoot + 2,
        term.allSatisfy({ $0.isASCII && $0.isLetter }), !index.has(term)
      else { continue }
      // `-sis` is `-t-` (hypnotic) or, after a root in `s`, `-st-` (diagnostic).
      let stem = term.dropLast(2) + "t"
      let kin = Set(
        [String(stem), term.dropLast() + "t"].flatMap { stem in
          index.terms(startingWith: stem).filter { $0.count >= stem.count + 2 }
        }
      ).sorted()
      if !kin.isEmpty { found.append(SkillIndex.Word(ways: kin.map { [$0] })) }
    }
    return found
  }

  /// The abbreviations some skill writes in capitals (`acronyms`, lowercased) that `terms`
  /// spell out (`disc jockey`: DJ; `recreational vehicle`: RV): the initials of two to
  /// `IntentIndex.longestAcronym` terms side by side, each of three letters or more, none a
  /// word any skill has or a verb of asking (`add call` is no `AC`), when the request does not
  /// say the abbreviation itself. At most `mostWords` terms.
  static func initials(_ terms: [String], index: SkillIndex, acronyms: Set<String>)
    -> [SkillIndex.Word]
  {
    guard !acronyms.isEmpty else { return [] }
    let terms = Array(terms.prefix(mostWords))
    var found: [SkillIndex.Word] = []
    for start in terms.indices {
      for length in 2...IntentIndex.longestAcronym where start + length <= terms.count {
        let words = terms[start..<(start + length)]
        guard
          words.allSatisfy({ word in
            word.count >= 3 && word.allSatisfy { $0.isASCII && $0.isLetter } && !index.has(word)
              && !ActionSignal.allRequestVerbs.contains(word)
          })
        else { break }
        let spelled = String(words.compactMap(\.first))
        let word = SkillIndex.Word(ways: [[spelled]])
        if acronyms.contains(spelled), !terms.contains(spelled), !found.contains(word) {
          found.append(word)
        }
      }
    }
    return found
  }

  /// The words some skill has that `word` is a slip of as it was written, before the tokenizer
  /// took its ending off (`paraglidng`: paragliding, whose term is two letters from the slip's):
  /// the terms of every spelling one letter left out, added, changed or swapped away.
  static func inflectedSlip(_ word: String, index: SkillIndex) -> [String] {
    let letters = Array(word.utf8)
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz".utf8)
    var spellings: [[UInt8]] = []
    for position in 0...letters.count {
      for letter in alphabet {
        spellings.append(letters[..<position] + [letter] + letters[position...])
        if position < letters.count, letters[position] != letter {
          var changed = letters
          changed[position] = letter
          spellings.append(changed)
        }
      }
      if position < letters.count {
        spellings.append(Array(letters[..<position] + letters[(position + 1)...]))
      }
      if position + 1 < letters.count {
        var swapped = letters
        swapped.swapAt(position, position + 1)
        spellings.append(swapped)
      }
    }
    var found: Set<String> = []
    for spelling in spellings {
      if let term = TextTokenizer.terms(String(decoding: spelling, as: UTF8.self)).first,
        index.has(term)
      {
        found.insert(term)
      }
    }
    return found.sorted()
  }

  /// Endings that make a person of what they practise (`comedian`, `guitarist`).
  static let practitionerEndings = ["ian", "ist"]
  /// The shortest stem read before such an ending (`dentist` is no `dent`, `artist` no `art`).
  static let shortestPractice = 5

  /// The words some skill has for what `word`, a person, practises (`comedian` → comedy,
  /// `musician` → music, `guitarist` → guitar, `therapist` → therapy): its stem before `-ian`
  /// or `-ist`, as it is or with a `y` or an `e`, when some skill has it.
  static func practised(_ word: String, index: SkillIndex) -> [String] {
    for ending in practitionerEndings where word.hasSuffix(ending) {
      let stem = String(word.dropLast(ending.count))
      guard stem.count >= shortestPractice else { continue }
      let kin = Set(["", "y", "e"].compactMap { TextTokenizer.terms(stem + $0).first })
      return kin.filter(index.has).sorted()
    }
    return []
  }

  /// The shortest part of a word written without its space (`iceskating`: ice, skating).
  static let shortestPart = 3

  /// The two words some skill has that `word` is, written without the space between them
  /// (`iceskating` → ice, skate), when exactly one cut gives two such words.
  static func joined(_ word: String, index: SkillIndex) -> [String]? {
    let letters = Array(word)
    guard letters.count >= 2 * shortestPart + 1 else { return nil }
    var found: [String]?
    for cut in shortestPart...(letters.count - shortestPart) {
      let terms = [String(letters[..<cut]), String(letters[cut...])].map(TextTokenizer.terms)
      guard terms.allSatisfy({ $0.count == 1 && index.has($0[0]) }) else { continue }
      if found != nil { return nil }
      found = terms.map { $0[0] }
    }
    return found
  }
}
