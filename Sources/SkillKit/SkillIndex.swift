import Foundation

/// A skill and how well it matches a request.
public struct SkillCandidate: Sendable, Hashable, Codable {
  /// The skill ranked.
  public var skillID: String
  /// Its name.
  public var displayName: String
  /// BM25 relevance; higher is better, comparable only within one query.
  public var score: Double
  /// The request terms that matched this skill's descriptor.
  public var matchedTerms: [String]

  /// A candidate.
  public init(skillID: String, displayName: String, score: Double, matchedTerms: [String]) {
    self.skillID = skillID
    self.displayName = displayName
    self.score = score
    self.matchedTerms = matchedTerms
  }
}

/// Ranks skills for a request by their descriptor text and example utterances (BM25).
///
/// An inverted index: a request's terms are looked up once each, and only the skills that
/// contain one of them are scored — ranking costs the matches, not the size of the registry.
public struct SkillIndex: Sendable {
  private struct Posting: Sendable {
    var document: Int32
    var count: Int32
    /// The skill has the term only in a translation of its own words (`translated`).
    var translated: Bool
  }

  private let descriptors: [SkillDescriptor]
  private let lengths: [Int]
  private let postings: [String: [Posting]]
  private let averageLength: Double

  /// One skill's terms, as the index counts them: worked out once per descriptor, so that an
  /// index over a registry where one skill changed reuses the others'.
  public struct Document: Sendable {
    /// Each term with how often it occurs.
    let counts: [(term: String, count: Int32)]
    /// How many terms the skill's text has, its translation's included.
    let length: Int
    /// The terms the skill has only in a translation of its own words.
    let translated: Set<String>

    /// The terms of `descriptor`: its name, description, id in words, examples (twice: they
    /// are the strongest evidence) and, for a skill nobody wrote examples for, its parameter
    /// names.
    ///
    /// `translated`: the skill's words said in another language by a dictionary, not its author
    /// (a skill described in Chinese alone, in English): its terms are the skill's, but a word
    /// matched in both languages is not surer for it — the dictionary gave the second.
    public init(_ descriptor: SkillDescriptor, translated: String = "") {
      let idWords = TextTokenizer.identifierWords(descriptor.id).joined(separator: " ")
      let fieldWords =
        descriptor.examples.isEmpty
        ? descriptor.inputFields.flatMap { TextTokenizer.identifierWords($0.name) }
          .joined(separator: " ") : ""
      let examples = descriptor.examples.joined(separator: " . ")
      let text = [
        descriptor.displayName, descriptor.descriptionsInAllLanguages, idWords, fieldWords,
        examples, examples,
      ].joined(separator: " . ")
      let terms = TextTokenizer.terms(text)
      var counts: [String: Int32] = [:]
      for term in terms { counts[term, default: 0] += 1 }
      let said = Set(counts.keys)
      var translatedTerms = Set<String>()
      let translation = TextTokenizer.terms(translated)
      for term in translation {
        counts[term, default: 0] += 1
        if !said.contains(term) { translatedTerms.insert(term) }
      }
      self.counts = counts.map { ($0.key, $0.value) }
      // Shorter by the translation, it ranked other skills' Chinese requests differently (three
      // corpora lost a row each, two gained).
      self.length = terms.count + translation.count
      self.translated = translatedTerms
    }
  }

  /// Builds the index over `descriptors`.
  public init(_ descriptors: [SkillDescriptor]) {
    self.init(descriptors, documents: descriptors.map { Document($0) })
  }

  /// Builds the index from documents already worked out, one per descriptor, in order.
  public init(_ descriptors: [SkillDescriptor], documents: [Document]) {
    precondition(descriptors.count == documents.count, "one document per descriptor")
    var lengths: [Int] = []
    lengths.reserveCapacity(documents.count)
    var postings: [String: [Posting]] = [:]
    for (index, document) in documents.enumerated() {
      for (term, count) in document.counts {
        postings[term, default: []].append(
          Posting(
            document: Int32(index), count: count,
            translated: document.translated.contains(term)))
      }
      lengths.append(document.length)
    }
    self.descriptors = descriptors
    self.lengths = lengths
    self.postings = postings
    let total = lengths.reduce(0, +)
    self.averageLength = descriptors.isEmpty ? 1 : Double(total) / Double(descriptors.count)
  }

  /// One word of a request said in several ways (a Chinese word by its characters and by the
  /// English of its senses: `打开` is 打开, read, open, show, turn, switch): a skill is credited
  /// for the way that matches it best and `echo` of the others, not for each in full — one word
  /// is one piece of evidence.
  public struct Word: Sendable, Equatable {
    /// Each way, as terms (`TextTokenizer.terms`) that count together.
    public var ways: [[String]]

    /// A word said in `ways`.
    public init(ways: [[String]]) { self.ways = ways }
  }

  /// How much a word's other ways add to its best: a little, a skill that has a word in two
  /// languages is surer than one that has it in one.
  public static let echo = 0.5

  /// Every skill with a positive score for `query`, best first (ties by registration order).
  public func rank(_ query: String) -> [SkillCandidate] {
    rank(query, words: [])
  }

  /// `rank(query)`, where the terms of each of `words` count once per word: a skill gets the
  /// score of the word's way that matches it best, and `echo` of the other ways' scores.
  public func rank(_ query: String, words: [Word]) -> [SkillCandidate] {
    let grouped = Set(words.flatMap { $0.ways.joined() })
    let queryTerms = Array(Set(TextTokenizer.terms(query)).subtracting(grouped)).sorted()
    var scores: [Int32: (score: Double, matched: [String])] = [:]
    for term in queryTerms {
      add(term) { document, value, _ in
        scores[document, default: (0, [])].score += value
        scores[document, default: (0, [])].matched.append(term)
      }
    }
    for word in words {
      // The echo is of the ways the skill's author wrote (`written`): a way it has only by a
      // dictionary's translation of another is the same word again.
      var best: [Int32: (best: Double, written: Double, others: Double, matched: [String])] = [:]
      for way in word.ways {
        var sums: [Int32: (score: Double, best: Double, matched: [String], translated: Bool)] = [:]
        for term in Set(way).sorted() {
          add(term) { document, value, translated in
            // A term an earlier word (or the query itself) credited is not credited again.
            guard scores[document]?.matched.contains(term) != true else { return }
            var sum = sums[document] ?? (0, 0, [], true)
            sum.score += value
            sum.best = max(sum.best, value)
            sum.matched.append(term)
            sum.translated = sum.translated && translated
            sums[document] = sum
          }
        }
        for (document, found) in sums {
          // Three English terms or more of a way are several of one word's senses, not one sense
          // said in two words (`血压`: blood pressure): a skill that has four of them (a skill
          // described in Chinese, indexed with its own words' glosses) is at most half again as
          // sure as one that has the best (`课`: subject, course, class, lesson).
          let senses =
            found.matched.count >= 3 && found.matched.allSatisfy { $0.allSatisfy(\.isASCII) }
          let score = senses ? min(found.score, found.best * (1 + Self.echo)) : found.score
          var entry = best[document, default: (0, 0, 0, [])]
          if !found.translated {
            entry.others += min(entry.written, score)
            entry.written = max(entry.written, score)
          }
          entry.best = max(entry.best, score)
          entry.matched += found.matched.filter { !entry.matched.contains($0) }
          best[document] = entry
        }
      }
      for (document, entry) in best {
        scores[document, default: (0, [])].score += entry.best + Self.echo * entry.others
        scores[document, default: (0, [])].matched += entry.matched
      }
    }
    var results: [(index: Int, candidate: SkillCandidate)] = []
    results.reserveCapacity(scores.count)
    for (document, entry) in scores where entry.score > 0 {
      let descriptor = descriptors[Int(document)]
      results.append(
        (
          Int(document),
          SkillCandidate(
            skillID: descriptor.id, displayName: descriptor.displayName,
            score: (entry.score * 1000).rounded() / 1000, matchedTerms: entry.matched)
        ))
    }
    results.sort { lhs, rhs in
      lhs.candidate.score != rhs.candidate.score
        ? lhs.candidate.score > rhs.candidate.score : lhs.index < rhs.index
    }
    return results.map(\.candidate)
  }

  /// Whether some skill has `term` (as `TextTokenizer.terms` gives it).
  public func has(_ term: String) -> Bool {
    postings[term] != nil
  }

  /// The terms of the index that start with `prefix`, sorted.
  public func terms(startingWith prefix: String) -> [String] {
    postings.keys.filter { $0.hasPrefix(prefix) }.sorted()
  }

  /// The terms of the index one letter away from `term` — one letter left out, added, changed,
  /// or two side by side swapped — that start with its letter (a typing slip is rarely the
  /// first letter): `chimny` → chimney.
  public func terms(oneLetterFrom term: String) -> [String] {
    let typed = Array(term.utf8)
    guard let first = typed.first else { return [] }
    var found: [String] = []
    for candidate in postings.keys {
      // Most terms differ in their first letter or their length: told without copying them.
      let view = candidate.utf8
      guard view.first == first, abs(view.count - typed.count) <= 1 else { continue }
      let known = Array(view)
      if known != typed, Self.oneLetterApart(typed, known) { found.append(candidate) }
    }
    return found.sorted()
  }

  /// Whether `a` and `b` differ by one letter left out, added or changed, or by two letters
  /// side by side swapped.
  static func oneLetterApart(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    var start = 0
    while start < min(a.count, b.count), a[start] == b[start] { start += 1 }
    if a.count == b.count {
      // One changed, or this one and the next swapped.
      if a[(start + 1)...] == b[(start + 1)...] { return true }
      return start + 1 < a.count && a[start] == b[start + 1] && a[start + 1] == b[start]
        && a[(start + 2)...] == b[(start + 2)...]
    }
    let (short, long) = a.count < b.count ? (a, b) : (b, a)
    return short[start...] == long[(start + 1)...]
  }

  /// Calls `credit` with each skill that has `term` and the term's BM25 weight in it.
  private func add(_ term: String, _ credit: (Int32, Double, Bool) -> Void) {
    guard let list = postings[term] else { return }
    let k1 = 1.2
    let b = 0.75
    let df = Double(list.count)
    let idf = log(1 + (Double(descriptors.count) - df + 0.5) / (df + 0.5))
    for posting in list {
      let tf = Double(posting.count)
      let length = Double(lengths[Int(posting.document)])
      credit(
        posting.document, idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * length / averageLength)),
        posting.translated)
    }
  }
}
