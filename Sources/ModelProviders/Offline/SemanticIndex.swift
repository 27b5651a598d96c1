import Foundation
import SkillKit
import Synchronization

/// The meaning side of the offline planner's ranking: each skill's words — its names in both
/// languages with its description, and each example — as vectors of a multilingual embedding
/// model, compared with the request's vector. Vectors are kept by the digest of what they were
/// made from (the model, the role, the text), in memory and in a `VectorStore` across runs, so
/// a skill is embedded once, not per request. At most `budget` new texts are embedded per
/// request (the lexically best skills first): a registry of 10,000 skills is embedded over
/// several requests, never all at once in one.
public final class SemanticIndex: Sendable {
  /// Similarities of the skills to one request: the best of each skill's texts.
  public struct Similarities: Sendable {
    /// Skill id → cosine similarity (−1…1) of its closest text.
    public var byID: [String: Double]
    /// The median over the skills that have vectors: the level that says nothing. Skills with
    /// no vector yet are absent from `byID` (ranked by words alone this time).
    public var median: Double
  }

  private struct Passage: Sendable {
    let key: SHA256
    let text: String
  }

  private struct State {
    var vectors: [SHA256: [Float]] = [:]
    var queries: [(text: String, vector: [Float])] = []
    var problems: [String] = []
    /// The passages of the registry seen last (the same array is found without hashing it).
    var tools: [SkillDescriptor] = []
    var passages: [(String, [Passage])] = []
    /// The registry's vectors as one matrix (a row per text, its skill's position beside it),
    /// made again only when the registry or its vectors change; `complete`: every text has one.
    var matrix: [Float] = []
    var owners: [Int32] = []
    var matrixVectors = -1
    var complete = false
  }

  /// The model.
  public let embedder: any TextEmbedder
  /// Where vectors are kept across runs (nil: this process only).
  public let store: (any VectorStore)?
  /// The most new texts embedded for one request.
  public let budget: Int
  /// Examples of one skill that are embedded (its declaration may carry more).
  public static let examplesPerSkill = 8
  private let state = Mutex(State())

  /// An index through `embedder`, keeping vectors in `store`.
  public init(embedder: any TextEmbedder, store: (any VectorStore)?, budget: Int = 256) {
    self.embedder = embedder
    self.store = store
    self.budget = budget
  }

  /// What went wrong since the last call (a vector store that cannot be written, a text the
  /// model could not embed); each is said once.
  public func takeProblems() -> [String] {
    state.withLock { state in
      defer { state.problems.removeAll() }
      return state.problems
    }
  }

  /// The texts a skill is known by: its names and description, its id in words, then its
  /// examples.
  static func texts(of skill: SkillDescriptor) -> [String] {
    var names = [skill.displayName]
    for language in ["en", "zh"] {
      if let name = skill.localizedDisplayNames[language], !names.contains(name) {
        names.append(name)
      }
    }
    let head = names.joined(separator: " / ") + ": " + skill.descriptionsInAllLanguages
    // The id in words (`git status`, `recipes search`) says what it does in the fewest words:
    // for a skill nobody wrote examples for, the closest thing to one.
    let idWords = TextTokenizer.identifierWords(skill.id).filter { $0 != "mcp" }
      .joined(separator: " ")
    return [String(head.prefix(1000)), idWords]
      + skill.examples.prefix(examplesPerSkill).map { String($0.prefix(400)) }
  }

  private func passages(of skill: SkillDescriptor) -> [Passage] {
    Self.texts(of: skill).map { text in
      Passage(
        key: SHA256(of: embedder.identity + "\u{0}passage\u{0}" + text), text: text
      )
    }
  }

  /// How close each of `tools` is to `request`. Skills are embedded as needed, `priority`'s
  /// first (the lexical ranking), up to `budget` new texts; nil when the request cannot be
  /// embedded (the problem is kept for `takeProblems`).
  public func similarities(
    _ request: String, tools: [SkillDescriptor], priority: [String] = []
  ) -> Similarities? {
    guard let query = vector(query: request) else { return nil }
    let sameTools = state.withLock { $0.tools == tools }
    if !sameTools {
      let made = tools.map { ($0.id, passages(of: $0)) }
      state.withLock { state in
        state.tools = tools
        state.passages = made
        state.matrixVectors = -1
        state.complete = false
      }
    }
    if !state.withLock({ $0.complete }) {
      var all = state.withLock { $0.passages }
      // The lexically best skills are embedded first.
      let rank = Dictionary(priority.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
      all.sort { (rank[$0.0] ?? Int.max) < (rank[$1.0] ?? Int.max) }
      ensure(all.flatMap(\.1))
    }
    let (matrix, owners) = currentMatrix()
    let dimension = embedder.dimension
    var best = [Double](repeating: -2, count: tools.count)
    matrix.withUnsafeBufferPointer { rows in
      query.withUnsafeBufferPointer { query in
        for row in 0..<owners.count {
          var sum: Float = 0
          let base = row * dimension
          for index in 0..<dimension { sum += rows[base + index] * query[index] }
          let owner = Int(owners[row])
          best[owner] = max(best[owner], Double(sum))
        }
      }
    }
    var byID: [String: Double] = [:]
    byID.reserveCapacity(tools.count)
    for (position, tool) in tools.enumerated() where best[position] > -2 {
      byID[tool.id] = max(byID[tool.id] ?? -2, best[position])
    }
    let sorted = byID.values.sorted()
    let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    return Similarities(byID: byID, median: median)
  }

  /// The matrix of the current registry's vectors, made again when vectors were added.
  private func currentMatrix() -> (matrix: [Float], owners: [Int32]) {
    state.withLock { state in
      if state.matrixVectors == state.vectors.count { return (state.matrix, state.owners) }
      var matrix: [Float] = []
      var owners: [Int32] = []
      var missing = false
      for (position, entry) in state.passages.enumerated() {
        for passage in entry.1 {
          guard let vector = state.vectors[passage.key] else {
            missing = true
            continue
          }
          matrix += vector
          owners.append(Int32(position))
        }
      }
      state.matrix = matrix
      state.owners = owners
      state.matrixVectors = state.vectors.count
      state.complete = !missing
      return (matrix, owners)
    }
  }

  /// Makes sure the passages have vectors: from memory, then the store, then the model (at
  /// most `budget`), and keeps what was made.
  private func ensure(_ passages: [Passage]) {
    let missing = state.withLock { state in passages.filter { state.vectors[$0.key] == nil } }
    guard !missing.isEmpty else { return }
    var problems: [String] = []
    var found: [SHA256: [Float]] = [:]
    do {
      found = try store?.vectors(for: missing.map(\.key)) ?? [:]
    } catch {
      problems.append("\(error); skill vectors are made again")
    }
    found = found.filter { $0.value.count == embedder.dimension }
    // Texts shared by several skills (a template's description) are embedded once.
    var seen: Set<SHA256> = []
    let toMake = Array(
      missing.filter { found[$0.key] == nil && seen.insert($0.key).inserted }.prefix(budget))
    var made: [SHA256: [Float]] = [:]
    if !toMake.isEmpty {
      do {
        let vectors = try embedder.embed(toMake.map(\.text), query: false)
        for (passage, vector) in zip(toMake, vectors) where vector.count == embedder.dimension {
          made[passage.key] = vector
        }
      } catch {
        problems.append("the embedding model could not embed the skills' texts: \(error)")
      }
    }
    if !made.isEmpty, let store {
      do {
        try store.store(made)
      } catch {
        problems.append("\(error); skill vectors are kept for this run only")
      }
    }
    state.withLock { state in
      state.vectors.merge(found) { old, _ in old }
      state.vectors.merge(made) { old, _ in old }
      for problem in problems where !state.problems.contains(problem) {
        state.problems.append(problem)
      }
    }
  }

  /// The vector of a request, remembered for the last few (one request is ranked several
  /// times: once per part and again when its steps are counted).
  private func vector(query text: String) -> [Float]? {
    if let hit = state.withLock({ $0.queries.first { $0.text == text }?.vector }) { return hit }
    do {
      guard let vector = try embedder.embed([text], query: true).first,
        vector.count == embedder.dimension
      else { return nil }
      state.withLock { state in
        state.queries.append((text, vector))
        if state.queries.count > 16 { state.queries.removeFirst() }
      }
      return vector
    } catch {
      state.withLock { state in
        let problem = "the embedding model could not embed the request: \(error)"
        if !state.problems.contains(problem) { state.problems.append(problem) }
      }
      return nil
    }
  }
}
