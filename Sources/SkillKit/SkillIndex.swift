import Foundation

/// A skill and how well it matches a request.
public struct SkillCandidate: Sendable, Hashable, Codable {
  public var skillID: String
  public var displayName: String
  /// BM25 relevance; higher is better, comparable only within one query.
  public var score: Double
  /// The request terms that matched this skill's descriptor.
  public var matchedTerms: [String]

  public init(skillID: String, displayName: String, score: Double, matchedTerms: [String]) {
    self.skillID = skillID
    self.displayName = displayName
    self.score = score
    self.matchedTerms = matchedTerms
  }
}

/// Ranks skills for a request by their descriptor text and example utterances (BM25).
public struct SkillIndex: Sendable {
  private struct Document: Sendable {
    var descriptor: SkillDescriptor
    var termCounts: [String: Int]
    var length: Int
  }

  private let documents: [Document]
  private let documentFrequency: [String: Int]
  private let averageLength: Double

  /// Builds the index; examples count twice, they are the strongest evidence.
  public init(_ descriptors: [SkillDescriptor]) {
    var documents: [Document] = []
    var frequency: [String: Int] = [:]
    for descriptor in descriptors {
      let idWords = descriptor.id.replacingOccurrences(of: ".", with: " ")
      let examples = descriptor.examples.joined(separator: " . ")
      let text = [descriptor.displayName, descriptor.description, idWords, examples, examples]
        .joined(separator: " . ")
      let terms = TextTokenizer.terms(text)
      var counts: [String: Int] = [:]
      for term in terms { counts[term, default: 0] += 1 }
      for term in counts.keys { frequency[term, default: 0] += 1 }
      documents.append(Document(descriptor: descriptor, termCounts: counts, length: terms.count))
    }
    self.documents = documents
    self.documentFrequency = frequency
    let total = documents.reduce(0) { $0 + $1.length }
    self.averageLength = documents.isEmpty ? 1 : Double(total) / Double(documents.count)
  }

  /// Every skill with a positive score for `query`, best first (ties by registration order).
  public func rank(_ query: String) -> [SkillCandidate] {
    let queryTerms = Array(Set(TextTokenizer.terms(query))).sorted()
    let count = Double(documents.count)
    let k1 = 1.2
    let b = 0.75
    var results: [(index: Int, candidate: SkillCandidate)] = []
    for (index, document) in documents.enumerated() {
      var score = 0.0
      var matched: [String] = []
      for term in queryTerms {
        guard let tf = document.termCounts[term].map(Double.init) else { continue }
        let df = Double(documentFrequency[term] ?? 0)
        let idf = log(1 + (count - df + 0.5) / (df + 0.5))
        let norm = tf * (k1 + 1) / (tf + k1 * (1 - b + b * Double(document.length) / averageLength))
        score += idf * norm
        matched.append(term)
      }
      guard score > 0 else { continue }
      let candidate = SkillCandidate(
        skillID: document.descriptor.id, displayName: document.descriptor.displayName,
        score: (score * 1000).rounded() / 1000, matchedTerms: matched)
      results.append((index, candidate))
    }
    results.sort { lhs, rhs in
      lhs.candidate.score != rhs.candidate.score
        ? lhs.candidate.score > rhs.candidate.score : lhs.index < rhs.index
    }
    return results.map(\.candidate)
  }
}
