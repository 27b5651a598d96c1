import AgentCore
import Foundation
import SkillKit
import Testing

@testable import WebServing

/// The page is served in one language: every word filled in, none of the other's.
struct WebPageWordsTests {
  @Test func theCatalogueIsComplete() {
    #expect(WebWords.wording.problems(untranslated: WebWords.untranslated) == [])
  }

  @Test(arguments: [UserLanguage.english, .chinese])
  func thePageHasEveryWordFilledInItsLanguage(_ language: UserLanguage) throws {
    let page = String(decoding: WebAssets.page(language), as: UTF8.self)
    #expect(!page.contains("{{"), "a word left unfilled")
    #expect(page.contains("<html lang=\"\(language.rawValue)\">"))
    let text = page.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
    let chinese = text.contains(where: TextTokenizer.isCJK)
    #expect(chinese == (language == .chinese), "\(text.prefix(300))")
    if language == .chinese {
      for english in ["Send", "Cancel", "Allow once", "Deny and stop", "A few details"] {
        #expect(!page.contains(">\(english)<") && !page.contains("> \(english)<"), "\(english)")
      }
    }
    let script = String(decoding: WebAssets.script(language), as: UTF8.self)
    #expect(script.hasPrefix("const ASK_LANGUAGE = \"\(language.rawValue)\";\n"))
    let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("const ASK_WORDS") })
    let words = try JSONValue.parse(
      String(line.dropFirst("const ASK_WORDS = ".count).dropLast()))
    #expect(words["send"]?.stringValue == WebWords.wording(.send, language))
    #expect(words["cardRunning"]?.stringValue == (language == .chinese ? "运行中" : "running"))
  }

  /// A word the page's HTML says is escaped: a catalogue text can never become markup.
  @Test func filledWordsAreEscaped() {
    #expect(WebAssets.escape("<b>\"x\"</b>") == "&lt;b&gt;&quot;x&quot;&lt;/b&gt;")
  }
}
