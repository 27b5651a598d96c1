import Foundation
import SkillKit

/// Which skills a typed value of a request points at: a token that matches a field's declared
/// `pattern` (`MU5101` for a flight number `^[A-Z0-9]{2}[0-9]{1,4}$`), a value of a field's
/// `format` (an IP address, an e-mail address, a URL, a UUID), a number with a unit that a
/// field measures (`12 dollars` for an `amount`, `250毫升` for `ml`). A request that gives such a
/// value is about the skills that take it, though no word of theirs is said. Worked out once
/// per registry (the planner's index keeps it); per request only the tokens said are tested.
struct ValueEvidence: Sendable {
  /// The skills (positions in the registry) each declared pattern is for.
  private let patterns: [(pattern: String, skills: [Int])]
  /// The skills each format is for.
  private let formats: [String: [Int]]
  /// The skills with a number field of each measure.
  private let measures: [NumberFiller.Dimension: [Int]]
  /// The skills each phrasal enum value (`take in`, `let out`: IntentIndex.isPhrasal) is for,
  /// by each of its spellings (`taken in`): the index leaves such a value's words out, so the
  /// whole phrase said is what points at the skill.
  private let phrases: [(spellings: [String], skills: [Int])]

  /// At most this many distinct phrasal values are looked for per request.
  static let phraseBudget = 256

  /// At most this many distinct patterns are tried per request (each compiled once, kept by
  /// SchemaPatterns): a registry of 10,000 skills with their own patterns stays within the
  /// planner's budget.
  static let patternBudget = 256

  /// Formats whose values a request writes as one token, and the one pattern that finds them
  /// (not a host name: every file name looks like one).
  static let tokenFormats = SchemaFiller.formatPatterns.filter { $0.key != "hostname" }

  /// The key of host fields among `formats`: a site's name (`github.com`) points at them.
  static let siteName = "site name"

  /// Top-level domains no file name ends in (not `.md`, `.py`, `.sh`: those are files first).
  static let siteDomains: Set<String> = [
    "com", "org", "net", "io", "dev", "app", "edu", "gov", "cn", "uk", "de", "jp", "fr", "ru",
    "ai", "co", "me", "info", "biz", "us", "ca", "au", "nl", "eu", "tech", "cloud", "internal",
  ]

  /// Whether `segment` names a site: a dotted name ending in one of `siteDomains`, not inside
  /// a URL (a URL points at the skills that take one).
  static func namesASite(_ segment: String) -> Bool {
    guard !segment.contains("://"),
      let range = SchemaFiller.firstValue(ofFormat: "hostname", in: segment),
      let domain = segment[range].split(separator: ".").last
    else { return false }
    return siteDomains.contains(domain.lowercased())
  }

  /// The measures a unit says plainly enough to point at a skill (a count or days do not).
  static let telling: Set<NumberFiller.Dimension> = [
    .mass, .length, .volume, .temperature, .money, .percent,
  ]

  init(_ tools: [SkillDescriptor]) {
    var patterns: [String: [Int]] = [:]
    var order: [String] = []
    var formats: [String: [Int]] = [:]
    var measures: [NumberFiller.Dimension: [Int]] = [:]
    var phrases: [String: [Int]] = [:]
    var phraseOrder: [String] = []
    for (position, skill) in tools.enumerated() {
      for field in skill.inputFields {
        for value in field.enumValues where IntentIndex.isPhrasal(value) {
          let key = value.lowercased()
          if phrases[key] == nil { phraseOrder.append(key) }
          phrases[key, default: []].append(position)
        }
        // A pattern that takes plain words (a package name) points nowhere.
        if field.type == .string, let pattern = field.declaredSchema?.pattern,
          !SchemaPatterns.isGeneric(pattern)
        {
          if patterns[pattern] == nil { order.append(pattern) }
          patterns[pattern, default: []].append(position)
        }
        let format = field.declaredSchema?.format ?? field.schema.format
        if let format, Self.tokenFormats[format] != nil {
          formats[format, default: []].append(position)
        } else if format == "hostname" || SchemaFiller.isHost(field) {
          formats[Self.siteName, default: []].append(position)
        }
        if field.type == .integer || field.type == .number,
          let measure = NumberFiller.dimension(of: field), Self.telling.contains(measure)
        {
          measures[measure, default: []].append(position)
        }
      }
    }
    self.patterns = order.map { ($0, Array(Set(patterns[$0] ?? [])).sorted()) }
    self.formats = formats.mapValues { Array(Set($0)).sorted() }
    self.measures = measures.mapValues { Array(Set($0)).sorted() }
    self.phrases = phraseOrder.prefix(Self.phraseBudget).map {
      (EnumWords.words(for: $0), Array(Set(phrases[$0] ?? [])).sorted())
    }
  }

  /// How much each skill (by position) gains from the values `segment` gives: `strong` (a
  /// pattern or format matched) or 0.6 × `strong` (a measured number), shared among the skills
  /// the same value points at, at most `strong` in all.
  func bonuses(for segment: String, strong: Double) -> [Int: Double] {
    var bonuses: [Int: Double] = [:]
    func award(_ skills: [Int], _ amount: Double) {
      guard !skills.isEmpty else { return }
      for skill in skills {
        bonuses[skill] = min(strong, bonuses[skill, default: 0] + amount / Double(skills.count))
      }
    }
    // A token says something only with letters and digits (`CA981`, `SF1234567890`): a plain
    // word or number matches too many patterns to point anywhere.
    let tokens = Set(
      segment.split(whereSeparator: {
        !($0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)))
      }).map(String.init).filter { token in
        token.count >= 4 && token.count <= 64 && token.contains(where: \.isNumber)
          && token.contains(where: \.isLetter)
      })
    if !tokens.isEmpty {
      for (pattern, skills) in patterns.prefix(Self.patternBudget)
      where tokens.contains(where: { SchemaPatterns.matchesWhole(pattern, $0) }) {
        award(skills, strong)
      }
    }
    for (format, skills) in formats {
      let said =
        format == Self.siteName
        ? Self.namesASite(segment) : SchemaFiller.firstValue(ofFormat: format, in: segment) != nil
      guard said else { continue }
      award(skills, strong)
    }
    if !phrases.isEmpty {
      let lower = segment.lowercased()
      for (spellings, skills) in phrases
      where spellings.contains(where: { ParameterFiller.wordRange(of: $0, in: lower) != nil }) {
        award(skills, strong)
      }
    }
    if !measures.isEmpty {
      let said = Set(NumberFiller.mentions(in: segment).compactMap(\.unit))
      for measure in said {
        award(measures[measure] ?? [], 0.6 * strong)
      }
    }
    return bonuses
  }
}
