import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// Words said plainly: an accented name asked for without its accents (`Résumé` is `resume`,
  /// in a request and in the dictionary), an exclamation or a narrow sense that names nothing
  /// (好 is `good`), a cuisine or a language named by its country (日本料理: japanese), and a
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

    /// An exclamation (`all right!`), how a word is used before another (`(before a verb) easy
    /// to`) and a single character's sense said of one kind of thing (`(of two people) close`)
    /// are not what 好 means in a request: it stays `good`.
    @Test func anExclamationOrANarrowSenseNamesNothing() throws {
      #expect(ChineseGlossary.words(ofSense: "all right!").isEmpty)
      #expect(ChineseGlossary.words(ofSense: "(before a verb) easy to").isEmpty)
      #expect(ChineseGlossary.words(ofSense: "good") == ["good"])
      let glossary = try GlossaryFixture.glossary()
      let good = glossary.english("好")
      #expect(good.first == "good", "\(good)")
      #expect(!good.contains("all") && !good.contains("easy") && !good.contains("close"), "\(good)")
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

    static let chimney = PlannerValueWordsTests.skill(
      "chimney.clean", "Sweeps and inspects a chimney.",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date"}},"required":["date"]}"#
    )
    static let solar = PlannerValueWordsTests.skill(
      "solar.wash", "Cleans solar panels on the roof.",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date"}},"required":["date"]}"#
    )
    static let pantry = PlannerValueWordsTests.skill(
      "pantry.look", "Checks what is in the pantry.",
      #"{"type":"object","properties":{"item":{"type":"string","description":"Item"}}}"#
    )

    /// A word no skill has and the dictionary does not know, one letter from one word a skill
    /// has, is that word mistyped; a real word is never read as another (`stream` is no
    /// `steam`).
    @Test func aSlipOfOneLetterIsTheWordMeant() throws {
      let glossary = try GlossaryFixture.glossary()
      #expect(glossary.isEnglishWord("party"))
      #expect(!glossary.isEnglishWord("chimny"))
      for text in ["clean the chimny on december 10", "clean the chimeny on December 10"] {
        let calls = try PlannerDeclaredCorpusTests.planned(
          text, besides: [Self.chimney, Self.solar])
        #expect(calls.map(\.0) == ["chimney.clean"], "\(text): \(calls.map(\.0))")
      }
      let party = try PlannerDeclaredCorpusTests.planned(
        "is it rude to leave a party early", besides: [Self.pantry])
      #expect(party.isEmpty, "\(party.map(\.0))")
      // `stream` is one letter from the skill's `steam`, and a word: no slip.
      let steam = SkillIndex([
        PlannerValueWordsTests.skill("sofa.steam", "Steam-cleans a sofa.", #"{"type":"object"}"#)
      ])
      #expect(steam.terms(oneLetterFrom: "stream") == ["steam"])
      #expect(SpellingMends.words(in: "stream the game", index: steam, glossary: glossary).isEmpty)
      // Without the dictionary no slip is mended.
      let index = SkillIndex([Self.chimney, Self.solar])
      #expect(SpellingMends.words(in: "the chimny", index: index, glossary: nil).isEmpty)
      #expect(
        SpellingMends.words(in: "the chimny", index: index, glossary: glossary) == [
          SkillIndex.Word(ways: [["chimney"]])
        ])
    }

    static let will = PlannerValueWordsTests.skill(
      "will.write", "A lawyer drafts your last will and testament.",
      #"{"type":"object","properties":{"when":{"type":"string","format":"date-time"}},"required":["when"]}"#
    )

    /// `will` after a determiner is the thing meant, not a modal.
    @Test func aWillIsAThing() throws {
      let calls = try PlannerDeclaredCorpusTests.planned("make a will", besides: [Self.will])
      #expect(calls.map(\.0) == ["will.write"], "\(calls.map(\.0))")
      let modal = try PlannerDeclaredCorpusTests.planned(
        "I will call you later", besides: [Self.will])
      #expect(!modal.map(\.0).contains("will.write"), "\(modal.map(\.0))")
    }

    /// A file known without an extension is a path (`Makefile`, `README`); a capitalised word
    /// that is no such name is not.
    @Test(arguments: [
      ("show the first 25 lines of Makefile", "Makefile"), ("read the README", "README"),
      ("show the Dockerfile", "Dockerfile"), ("show me LICENSE", "LICENSE"),
    ])
    func aFileKnownWithoutAnExtensionIsAPath(_ text: String, _ path: String) throws {
      let calls = try PlannerDeclaredCorpusTests.planned(text, besides: [])
      #expect(calls.first?.0 == "files.read", "\(text): \(calls.map(\.0))")
      #expect(calls.first?.1["path"] == .string(path), "\(text): \(calls.map(\.1))")
    }

    @Test func aCapitalisedWordIsNoFileName() throws {
      let calls = try PlannerDeclaredCorpusTests.planned("read my Profile", besides: [])
      #expect(calls.allSatisfy { $0.1["path"] != .string("Profile") }, "\(calls.map(\.1))")
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
