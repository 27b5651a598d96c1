import Foundation
import ModelProviders

/// The Chinese-English glossary the README's test command installs (scripts/install-glossary.sh),
/// as ask finds it: `ASK_GLOSSARY`, else the cache. A test that needs it fails, saying how to
/// install it — it is never skipped.
enum GlossaryFixture {
  static let directory =
    GlossaryInstall.directory(in: ProcessInfo.processInfo.environment) ?? "ASK_GLOSSARY=off"

  /// One glossary for the test process (the file is read once, on the first Chinese text).
  static let loaded: Result<ChineseGlossary, GlossaryUnavailable> = {
    do throws(GlossaryUnavailable) {
      return .success(try GlossaryInstall.glossary(directory))
    } catch {
      return .failure(error)
    }
  }()

  static func glossary() throws -> ChineseGlossary {
    try loaded.get()
  }
}
