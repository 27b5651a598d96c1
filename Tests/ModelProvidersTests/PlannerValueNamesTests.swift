import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// Values read from the words that say them, on skills written for this test: a number's
  /// name goes with it (`at page 120`, `第 50 页`), a floor below ground (`负二楼`), a place's
  /// `在`, a name when only a number is still to ask, a work's title without the verb that
  /// opens it — and a glossary sense that names short alternatives (`vocal recital or concert`).
  struct PlannerValueNamesTests {
    static let reader = SkillDescriptor(
      id: "ebook.open", displayName: "Reader",
      description: "Opens an e-book, optionally at a page.",
      schema: (try? JSONSchema.parse(
        JSONValue.parse(
          #"{"type":"object","properties":{"title":{"type":"string","description":"Book title"},"page":{"type":"integer","minimum":1,"description":"Page number"}},"required":["title"]}"#
        )
      ).schema) ?? JSONSchema(type: .object))
    static let lift = PlannerValueWordsTests.skill(
      "elevator.call", "呼叫电梯到指定楼层。",
      #"{"type":"object","properties":{"floor":{"type":"integer","minimum":-3,"maximum":60,"description":"楼层"}},"required":["floor"]}"#
    )
    static let donate = SkillDescriptor(
      id: "donation.make", displayName: "Donate", description: "Makes a donation to a charity.",
      schema: (try? JSONSchema.parse(
        JSONValue.parse(
          #"{"type":"object","properties":{"charity":{"type":"string","description":"Charity name"},"amount":{"type":"number","minimum":1,"description":"Amount in dollars"}},"required":["charity","amount"]}"#
        )
      ).schema) ?? JSONSchema(type: .object))
    static let concerts = PlannerValueWordsTests.skill(
      "concert.find", "Finds upcoming concerts by an artist, optionally in a city.",
      #"{"type":"object","properties":{"artist":{"type":"string","description":"Artist or band"},"city":{"type":"string","description":"City"}},"required":["artist"]}"#
    )

    /// `page 120` is the page, and neither the page's name nor its preposition is left for the
    /// title; `第 50 页` leaves no 第…页.
    @Test func aNumbersNameGoesWithIt() throws {
      let english = try PlannerValueWordsTests.values("open Dune at page 120", for: Self.reader)
      #expect(english["page"] == .integer(120), "\(english)")
      #expect(english["title"] == "Dune", "\(english)")
      let filler = ParameterFiller(
        dates: DateExpressionParser(now: PlannerCorpusTests.now, timeZone: PlannerCorpusTests.zone),
        glossary: try GlossaryFixture.glossary())
      let chinese = filler.fill("三体翻到第 50 页", for: Self.reader)
      #expect(chinese.values["page"] == .integer(50), "\(chinese.values)")
      #expect(!chinese.remainder.contains("第") && !chinese.remainder.contains("页"), "\(chinese)")
      // Named, numbers go to their fields whatever the order said (`zoom 150, page 40`).
      let viewer = PlannerValueWordsTests.skill(
        "pdf.view", "Shows a PDF.",
        #"{"type":"object","properties":{"page":{"type":"integer","description":"Page"},"zoom":{"type":"integer","description":"Zoom in percent"}},"required":[]}"#
      )
      let named = try PlannerValueWordsTests.values("zoom 150, page 40", for: viewer)
      #expect(named["page"] == .integer(40), "\(named)")
      #expect(named["zoom"] == .integer(150), "\(named)")
      // A word before a number that names no field is left alone.
      let other = try PlannerValueWordsTests.values("open Dune, chapter 3", for: Self.reader)
      #expect(other["page"] == .integer(3), "\(other)")
    }

    @Test(arguments: [("叫电梯到负二楼", -2), ("电梯到三楼", 3), ("call the elevator to level 12", 12)])
    func aFloorIsReadBelowGroundToo(_ text: String, _ floor: Int) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.lift)
      #expect(values["floor"] == .integer(floor), "\(text): \(values)")
    }

    /// The one field left that takes words gets the name though the amount is still to ask.
    @Test func aNameIsReadWhileANumberIsStillToAsk() throws {
      let values = try PlannerValueWordsTests.values("I want to donate to UNICEF", for: Self.donate)
      #expect(values["charity"] == "UNICEF", "\(values)")
      #expect(values["amount"] == nil, "\(values)")
    }

    /// A book's title is the book's name; a task's title keeps its verbs.
    @Test func aWorksTitleIsItsName() throws {
      let values = try PlannerValueWordsTests.values(
        "open the e-book Moby Dick", for: Self.reader)
      #expect(values["title"] == "Moby Dick", "\(values)")
      let fields = Dictionary(uniqueKeysWithValues: Self.reader.inputFields.map { ($0.name, $0) })
      #expect(ParameterFiller.titlesAWork(try #require(fields["title"])))
      let todo = try #require(
        PlannerDeclaredCorpusTests.builtins().first { $0.id == "todo.add" })
      let title = try #require(todo.inputFields.first { $0.name == "title" })
      #expect(!ParameterFiller.titlesAWork(title))
      #expect(
        try PlannerValueWordsTests.values("add read chapter 3 to my todos", for: todo)["title"]
          == "read chapter 3")
    }

    /// `在` before a place says where, and is no part of the name before it.
    @Test func aPlacesMarkIsNoPartOfAName() throws {
      let values = try PlannerValueWordsTests.values("周杰伦在上海有演唱会吗", for: Self.concerts)
      #expect(values["city"] == "上海", "\(values)")
      #expect(values["artist"] == "周杰伦", "\(values)")
    }

    /// CC-CEDICT's `vocal recital or concert` (演唱会) was one sense of four words, too long to
    /// read: 演唱会 found only 演唱 (sing) and no skill. Alternatives of one or two words are
    /// read on their own; a long sense whose alternatives are long stays unread.
    @Test func aSenseNamingShortAlternativesIsRead() throws {
      #expect(
        ChineseGlossary.words(ofSense: "vocal recital or concert") == [
          "vocal", "recital", "concert",
        ])
      #expect(
        ChineseGlossary.words(
          ofSense: "(of a restaurant) to provide a takeout or home delivery meal"
        ).isEmpty)
      #expect(ChineseGlossary.words(ofSense: "to sing (for an audience)") == ["sing"])
      let planner = try PlannerDeclaredCorpusTests.words()
      let tools = PlannerDeclaredCorpusTests.builtins() + [Self.concerts, Self.reader, Self.lift]
      let choice = planner.choice(for: PlannerConfidenceTests.request("周杰伦在上海有演唱会吗", tools))
      #expect(choice.skillID == "concert.find", "\(String(describing: choice))")
    }
  }
}
