import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// Words said plainly: an accented name asked for without its accents (`Résumé` is `resume`,
  /// in a request and in the dictionary), an exclamation or a grammar character that names
  /// nothing (好), a cuisine or a language named by its country (日本料理: japanese), and a
  /// party counted without a number (`just me`, `me and a friend`) — on skills written here.
  struct PlannerPlainWordsTests {
    static let review = PlannerValueWordsTests.skill(
      "cv.review", "Résumé review: a career coach reads your CV.",
      #"{"type":"object","properties":{"when":{"type":"string","format":"date-time","description":"Call time"}},"required":["when"]}"#
    )
    static let cooking = PlannerValueWordsTests.skill(
      "cooking.course", "Books a cooking class.",
      #"{"type":"object","properties":{"cuisine":{"type":"string","enum":["italian","thai","japanese","mexican"]},"date":{"type":"string","format":"date"}},"required":["date"]}"#
    )
    static let golf = PlannerValueWordsTests.skill(
      "golf.book", "Reserves a tee time at the golf course.",
      #"{"type":"object","properties":{"players":{"type":"integer","minimum":1,"maximum":4,"description":"Players"},"when":{"type":"string","format":"date-time"}},"required":["when"]}"#
    )
    static let shred = PlannerValueWordsTests.skill(
      "paper.shred", "Shreds boxes of paper.",
      #"{"type":"object","properties":{"boxes":{"type":"integer","minimum":1,"maximum":50,"description":"Number of boxes"}},"required":["boxes"]}"#
    )

    @Test func anAccentIsNoPartOfTheWord() throws {
      #expect(
        TextTokenizer.terms("Résumé, café, Pokémon") == TextTokenizer.terms("resume cafe pokemon"))
      #expect(TextTokenizer.unaccented("naïve Zoë") == "naive Zoe")
      // Other scripts stay as they are.
      #expect(TextTokenizer.unaccented("Ørsted 北京 Москва") == "Ørsted 北京 Москва")
      #expect(ChineseGlossary.words(ofSense: "résumé").contains("resume"))
      let calls = try PlannerDeclaredCorpusTests.planned(
        "resume review tomorrow at 5pm", besides: [Self.review])
      #expect(calls.map(\.0) == ["cv.review"], "\(calls)")
    }

    @Test func anExclamationOrAGrammarCharacterNamesNothing() throws {
      #expect(ChineseGlossary.words(ofSense: "all right!").isEmpty)
      #expect(ChineseGlossary.words(ofSense: "good") == ["good"])
      let glossary = try GlossaryFixture.glossary()
      #expect(!glossary.segments(in: "周末好无聊").contains { $0.word == "好" })
      #expect(glossary.segments(in: "好处").map(\.word) == ["好处"])
      let calls = try PlannerDeclaredCorpusTests.planned("周末好无聊", besides: [Self.cooking])
      #expect(calls.isEmpty, "\(calls.map(\.0))")
    }

    @Test(arguments: [
      ("周六报个日本料理烹饪课", "japanese"), ("周五上泰国菜烹饪课", "thai"),
      ("book an Italy themed cooking class on Friday", "italian"),
    ])
    func aCuisineIsNamedByItsCountry(_ text: String, _ cuisine: String) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.cooking)
      #expect(values["cuisine"] == .string(cuisine), "\(text): \(values)")
    }

    @Test(arguments: [
      ("golf tomorrow at 7:30am, just me", 1), ("tee time Friday at 9am for me and a friend", 2),
      ("my wife and I want to golf Saturday at 10am", 2), ("周日打高尔夫，就我一个", 1),
      ("我和老婆周六去打高尔夫", 2), ("golf with my brother on Sunday at 8am", 2),
    ])
    func aPartyIsCountedWithoutANumber(_ text: String, _ players: Int) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.golf)
      #expect(values["players"] == .integer(players), "\(text): \(values)")
    }

    @Test func aCountOfThingsIsNoParty() throws {
      // Boxes are not people: `just me` says nothing about how many.
      let values = try PlannerValueWordsTests.values(
        "shred my old papers, just me at home", for: Self.shred)
      #expect(values["boxes"] == nil, "\(values)")
      // A number said for the party is the party's (`with a friend … 3 of us`).
      let said = try PlannerValueWordsTests.values(
        "golf with a friend Friday at 9am, 3 of us", for: Self.golf)
      #expect(said["players"] == .integer(3), "\(said)")
    }
  }
}
