import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// Values by the role the request gives them, on skills written for this test: the end of a
  /// route or a parcel's address said after `to` / `到` / `去` (a street address with its
  /// number, `Mom's place`), who a thing is done with (`with Maria` for "Who to swap with"),
  /// the text set apart after a colon for an optional text, the unit a number is said in for a
  /// field that chooses the unit, Chinese numbers with a measure word that names the field
  /// (`四星`, `30 分钟`, `半天`) — and the CC-CEDICT line that says most for a headword.
  struct PlannerRolesAndUnitsTests {
    static let courier = PlannerValueWordsTests.skill(
      "courier.send", "Books a courier pickup to send a parcel.",
      #"{"type":"object","properties":{"to":{"type":"string","description":"Recipient address"},"weight_kg":{"type":"number","minimum":0.1,"maximum":50,"description":"Parcel weight in kg"}},"required":["to"]}"#
    )
    static let route = PlannerValueWordsTests.skill(
      "route.plan", "Plans a route between two places.",
      #"{"type":"object","properties":{"from":{"type":"string","description":"Starting point"},"to":{"type":"string","description":"Destination"}},"required":["to"]}"#
    )
    static let swap = PlannerValueWordsTests.skill(
      "shift.swap", "Asks a coworker to swap a work shift.",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date","description":"Shift date"},"mate":{"type":"string","description":"Who to swap with"}},"required":["date"]}"#
    )
    static let review = PlannerValueWordsTests.skill(
      "review.write", "Posts a star rating and review for a place.",
      #"{"type":"object","properties":{"place":{"type":"string","description":"Place name"},"stars":{"type":"integer","minimum":1,"maximum":5,"description":"Rating"},"text":{"type":"string","description":"Review text"}},"required":["place","stars"]}"#
    )
    static let weight = PlannerValueWordsTests.skill(
      "weight.log", "Records body weight.",
      #"{"type":"object","properties":{"weight":{"type":"number","minimum":20,"maximum":300,"description":"Weight"},"unit":{"type":"string","enum":["kg","lb"],"description":"Unit"}},"required":["weight"]}"#
    )

    /// `to` names where a thing goes: a street address keeps its number and its town (not a
    /// `to` of 12, nor a weight of 12 kg), a possessive keeps its place, `到北京` is 北京, and
    /// `寄快递` says no address — the form asks.
    @Test func theEndOfARouteIsSaidAfterItsPreposition() throws {
      let street = try PlannerValueWordsTests.values(
        "send a parcel to 12 Baker Street, London", for: Self.courier)
      #expect(street["to"] == "12 Baker Street, London", "\(street)")
      #expect(street["weight_kg"] == nil, "\(street)")
      let home = try PlannerValueWordsTests.values(
        "send a 2 kg package to Mom's place", for: Self.courier)
      #expect(home["to"] == "Mom's place", "\(home)")
      #expect(home["weight_kg"] == .number(2), "\(home)")
      let city = try PlannerValueWordsTests.values("寄一个 5 公斤的包裹到北京", for: Self.courier)
      #expect(city["to"] == "北京", "\(city)")
      #expect(city["weight_kg"] == .number(5), "\(city)")
      let none = try PlannerValueWordsTests.values("我要寄快递", for: Self.courier)
      #expect(none["to"] == nil, "\(none)")
      let lake = try PlannerValueWordsTests.values("去西湖怎么走", for: Self.route)
      #expect(lake["to"] == "西湖", "\(lake)")
      let square = try PlannerValueWordsTests.values(
        "route from Union Square to Central Park", for: Self.route)
      #expect(square["from"] == "Union Square" && square["to"] == "Central Park", "\(square)")
    }

    /// A field described as who (`Who to swap with`), or named for who serves (a tutor), takes
    /// the person the request names.
    @Test func aFieldDescribedAsWhoTakesAPerson() throws {
      let said = try PlannerValueWordsTests.values(
        "swap my Friday shift with Maria", for: Self.swap)
      #expect(said["mate"] == "Maria", "\(said)")
      #expect(said["date"] == "2026-12-04", "\(said)")
      let lesson = try PlannerValueWordsTests.values(
        "book a piano lesson with Anna on Friday at 4pm", for: Self.lesson)
      #expect(lesson["tutor"] == "Anna", "\(lesson)")
    }

    static let lesson = PlannerValueWordsTests.skill(
      "lesson.book", "Books a music lesson.",
      #"{"type":"object","properties":{"tutor":{"type":"string","description":"Which tutor teaches"},"when":{"type":"string","format":"date-time"}},"required":["when"]}"#
    )

    /// Text set apart after a colon goes to an optional text field; without the colon the
    /// optional text stays empty.
    @Test func textSetApartFillsAnOptionalText() throws {
      let said = try PlannerValueWordsTests.values(
        "write a 3-star review for the Grand Hotel: rooms were noisy", for: Self.review)
      #expect(said["text"] == "rooms were noisy", "\(said)")
      #expect(said["stars"] == .integer(3) && said["place"] == "Grand Hotel", "\(said)")
      let plain = try PlannerValueWordsTests.values(
        "give Luigi's Pizzeria 5 stars", for: Self.review)
      #expect(plain["text"] == nil, "\(plain)")
      #expect(plain["place"] == "Luigi's Pizzeria", "\(plain)")
    }

    /// The unit a number is said in sets the field that chooses the unit, in the enum's own
    /// spelling; a unit the enum does not offer sets nothing.
    @Test func aNumbersUnitChoosesTheUnit() throws {
      let pounds = try PlannerValueWordsTests.values("I weigh 180 lbs", for: Self.weight)
      #expect(pounds["weight"] == .number(180) && pounds["unit"] == "lb", "\(pounds)")
      let jin = try PlannerValueWordsTests.values("今天体重 65 公斤", for: Self.weight)
      #expect(jin["weight"] == .number(65) && jin["unit"] == "kg", "\(jin)")
      let bare = try PlannerValueWordsTests.values("weighed in at 81", for: Self.weight)
      #expect(bare["weight"] == .number(81) && bare["unit"] == nil, "\(bare)")
      let thermometer = PlannerValueWordsTests.skill(
        "temp.log", "Logs a temperature.",
        #"{"type":"object","properties":{"value":{"type":"number","description":"Temperature"},"scale":{"type":"string","enum":["celsius","fahrenheit"]}},"required":["value"]}"#
      )
      let fahrenheit = try PlannerValueWordsTests.values("记录体温 99 华氏度", for: thermometer)
      #expect(fahrenheit["scale"] == "fahrenheit", "\(fahrenheit)")
      let grams = try PlannerValueWordsTests.values("I weigh 80000 g", for: Self.weight)
      #expect(grams["unit"] == nil, "\(grams)")
    }

    /// A Chinese number before a measure word that names the field (`四星` for `stars`), and
    /// `半天` as half a day; a quantity is no name (`遛狗 30 分钟` gave the dog the name `30`).
    @Test func chineseNumbersByTheirMeasureWords() throws {
      let stars = try PlannerValueWordsTests.values("给海底捞打四星", for: Self.review)
      #expect(stars["stars"] == .integer(4), "\(stars)")
      let walker = PlannerValueWordsTests.skill(
        "dog.walk", "Books a dog walker.",
        #"{"type":"object","properties":{"dog":{"type":"string","description":"Dog's name"},"minutes":{"type":"integer","minimum":15,"maximum":120,"description":"Length of the walk"}},"required":[]}"#
      )
      let walk = try PlannerValueWordsTests.values("明天中午遛狗 30 分钟", for: walker)
      #expect(walk["minutes"] == .integer(30), "\(walk)")
      #expect(walk["dog"] == nil, "\(walk)")
      let leave = PlannerValueWordsTests.skill(
        "leave.request", "提交请假申请。",
        #"{"type":"object","properties":{"days":{"type":"number","minimum":0.5,"maximum":30,"description":"天数"}},"required":["days"]}"#
      )
      let half = try PlannerValueWordsTests.values("明天请半天假", for: leave)
      #expect(half["days"] == .number(0.5), "\(half)")
    }

    /// A number outside a field's bounds is no fit: `四星` does not make a weight log (20–300)
    /// the skill for a rating.
    @Test func aNumberOutsideItsBoundsIsNoFit() throws {
      #expect(!OfflinePlanner.withinBounds(.integer(4), of: Self.weight, "weight"))
      #expect(OfflinePlanner.withinBounds(.number(72.5), of: Self.weight, "weight"))
      #expect(OfflinePlanner.withinBounds("kg", of: Self.weight, "unit"))
      let planner = try PlannerDeclaredCorpusTests.words()
      let tools = PlannerDeclaredCorpusTests.builtins() + [Self.weight, Self.review]
      let choice = planner.choice(for: PlannerConfidenceTests.request("给海底捞打四星", tools))
      #expect(choice.skillID == "review.write")
    }

    /// Of a headword's CC-CEDICT lines, the two that say most: a meaning before a surname or
    /// a variant note, a common sense before a Latin name — in the file's order among equals.
    @Test func theGlossaryReadsTheLinesThatSayMost() {
      let glossary = ChineseGlossary(
        cedict: """
          柜 柜 [gui4] /variant of 櫃|柜[gui4]/
          柜 柜 [ju3] /Salix multinervis/
          櫃 柜 [gui4] /cupboard/cabinet/wardrobe/
          彔 录 [lu4] /to carve wood/
          錄 录 [Lu4] /surname Lu/
          錄 录 [lu4] /diary/record/to hit/to copy/

          """)
      #expect(glossary.english("柜").first == "cupboard", "\(glossary.english("柜"))")
      #expect(glossary.english("录").contains("record"), "\(glossary.english("录"))")
    }
  }
}
