import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// What a request's words say beside the skill's own, on skills written for this test: the
  /// object of the skill's verb (`I lost my passport` → passport, `早饭吃了两个包子` → 包子), a
  /// past form that is the skill's verb (`lost`, 丢 → lose), `在` saying where a thing is, a
  /// length of time in Chinese run on into the next word, a count after an article `一个`,
  /// `this morning` as today, `if` / `whether` and a request word with -s saying nothing, a
  /// campground and a lake as places, and a date field that is never a place.
  struct PlannerOwnWordsTests {
    static let lost = PlannerValueWordsTests.skill(
      "lost.item", "Reports a lost item.",
      #"{"type":"object","properties":{"item":{"type":"string","description":"What was lost"},"date":{"type":"string","format":"date","description":"When it was lost"}},"required":["item"]}"#
    )
    static let diary = PlannerValueWordsTests.skill(
      "meal.log", "Logs a meal you ate.",
      #"{"type":"object","properties":{"dish":{"type":"string","description":"What you ate"}},"required":["dish"]}"#
    )
    static let practice = PlannerValueWordsTests.skill(
      "practice.time", "Logs practice time.",
      #"{"type":"object","properties":{"minutes":{"type":"integer","minimum":1,"maximum":600,"description":"Minutes practised"}},"required":["minutes"]}"#
    )
    static let camp = PlannerValueWordsTests.skill(
      "camp.reserve", "Reserves a campsite.",
      #"{"type":"object","properties":{"arrival":{"type":"string","format":"date","description":"Arrival day"},"campground":{"type":"string","description":"Campground"},"nights":{"type":"integer","minimum":1,"maximum":14,"description":"Number of nights"}},"required":["campground","arrival"]}"#
    )
    static let stock = PlannerValueWordsTests.skill(
      "stock.check", "Checks whether an item is in stock at home.",
      #"{"type":"object","properties":{"item":{"type":"string","description":"Food or household item"}},"required":["item"]}"#
    )
    static let birds: SkillDescriptor = {
      var birds = PlannerValueWordsTests.skill(
        "birds.seen", "Records a bird you spotted.",
        #"{"type":"object","properties":{"species":{"type":"string","description":"Bird species"},"place":{"type":"string","description":"Where"}},"required":["species"]}"#
      )
      birds.displayName = "Bird sightings"
      return birds
    }()
    static let move = PlannerValueWordsTests.skill(
      "move.quote", "Gets a quote from movers.",
      #"{"type":"object","properties":{"from":{"type":"string","description":"Current city"},"to":{"type":"string","description":"New city or address"}},"required":["to"]}"#
    )
    static let price = PlannerValueWordsTests.skill(
      "price.alert", "Sends an alert when a product's price falls below a target.",
      #"{"type":"object","properties":{"product":{"type":"string","description":"Product"},"below":{"type":"number","description":"Price to alert below"}},"required":["product"]}"#
    )

    /// The thing is the object of the skill's own verb — said in English after the verb's
    /// article, in Chinese after the verb, its aspect mark and a count — and the place a thing
    /// was at (`在…`) is no part of it.
    @Test func theObjectOfTheSkillsVerbIsTheThing() throws {
      let passport = try PlannerValueWordsTests.values(
        "I lost my passport at the station yesterday", for: Self.lost)
      #expect(passport["item"] == "passport", "\(passport)")
      #expect(passport["date"] == "2026-11-29", "\(passport)")
      let umbrella = try PlannerValueWordsTests.values("我的雨伞在公司丢了", for: Self.lost)
      #expect(umbrella["item"] == "雨伞", "\(umbrella)")
      let buns = try PlannerValueWordsTests.values("早饭吃了两个包子", for: Self.diary)
      #expect(buns["dish"] == "包子", "\(buns)")
    }

    /// A name-like field takes the object of the skill's verb (`spotted a little egret by the
    /// river`), past a noun of the skill's own (`a sighting of a golden eagle`).
    @Test func aSpanIsTheObjectOfTheSkillsVerb() throws {
      let egret = try PlannerValueWordsTests.values(
        "spotted a little egret by the river", for: Self.birds)
      #expect(egret["species"] == "little egret", "\(egret)")
      let eagle = try PlannerValueWordsTests.values(
        "record a sighting of a golden eagle", for: Self.birds)
      #expect(eagle["species"] == "golden eagle", "\(eagle)")
    }

    /// An object made of the skill's own words names no thing (`arrange a haul-away for a broken
    /// treadmill` for "Arranges a haul-away").
    @Test func anObjectOfTheSkillsOwnWordsIsNoThing() throws {
      let haul = try PlannerValueWordsTests.values(
        "arrange a haul-away for a broken treadmill", for: Self.haul)
      #expect(haul["item"] != "haul-away", "\(haul)")
      #expect(haul["item"] == "broken treadmill", "\(haul)")
    }

    static let haul = PlannerValueWordsTests.skill(
      "haul.arrange", "Arranges a haul-away of old furniture.",
      #"{"type":"object","properties":{"item":{"type":"string","description":"What to take away"}},"required":["item"]}"#
    )

    /// A Chinese route end that starts with a known place is that place (`从苏州搬家`: 苏州), unless
    /// what follows is a spot in it (`虹桥火车站`).
    @Test func aChineseRouteEndIsThePlaceItStartsWith() throws {
      let move = try PlannerValueWordsTests.values("下个月从苏州搬家到南京", for: Self.move)
      #expect(move["from"] == "苏州" && move["to"] == "南京", "\(move)")
      let station = try PlannerValueWordsTests.values("从杭州搬到虹桥火车站附近", for: Self.move)
      #expect(station["to"]?.stringValue?.hasPrefix("虹桥火车站") == true, "\(station)")
    }

    /// A Chinese label is the field it names first (`序列号`: serial number, product key — the
    /// serial's, though the serial's pattern fills it later), not another it also names.
    @Test func aLabelIsTheFieldItNamesFirst() throws {
      let printer = try PlannerValueWordsTests.values(
        "登记一台新打印机，序列号 PR0099812", for: Self.device)
      #expect(printer["serial"] == "PR0099812", "\(printer)")
      #expect(printer["product"] != "PR0099812", "\(printer)")
    }

    static let device = PlannerValueWordsTests.skill(
      "device.register", "Registers a device you bought.",
      #"{"type":"object","properties":{"product":{"type":"string","description":"Product name"},"serial":{"type":"string","pattern":"^[A-Z0-9]{6,14}$","description":"Serial number"}},"required":["product","serial"]}"#
    )

    /// `丢` (lose) and `lost` are one verb: the request finds the skill.
    @Test func aPastFormIsTheSkillsVerb() throws {
      let planner = try PlannerDeclaredCorpusTests.words()
      let tools = PlannerDeclaredCorpusTests.builtins() + [Self.lost]
      let choice = planner.choice(for: PlannerConfidenceTests.request("我的手机丢了", tools))
      #expect(choice.skillID == "lost.item", "\(String(describing: choice.confidence))")
    }

    /// `一个小时` runs on into the next word (`一个小时钢琴`), and a count after the article `一个`
    /// is the count said (`订一个营地，住三晚`: three nights).
    @Test func chineseLengthsAndCounts() throws {
      let piano = try PlannerValueWordsTests.values("今天练了一个小时钢琴", for: Self.practice)
      #expect(piano["minutes"] == .integer(60), "\(piano)")
      let nights = try PlannerValueWordsTests.values("在青海湖订一个营地，住三晚", for: Self.camp)
      #expect(nights["nights"] == .integer(3), "\(nights)")
      #expect(nights["campground"] == "青海湖", "\(nights)")
    }

    /// A campground is a place; a date field named `arrival` is when, never where.
    @Test func aCampgroundIsAPlaceAndAnArrivalDayIsNot() throws {
      let lake = try PlannerValueWordsTests.values("camp at Lake Louise", for: Self.camp)
      #expect(lake["campground"] == "Lake Louise", "\(lake)")
      #expect(lake["arrival"] == nil, "\(lake)")
      let morning = try PlannerValueWordsTests.values(
        "I left my scarf at the cinema this morning", for: Self.lost)
      #expect(morning["date"] == "2026-11-30", "\(morning)")
    }

    /// `if`, `whether`, `have` and a request word with -s (`gets`) say nothing.
    @Test func wordsOfAskingAreNoPartOfAThing() throws {
      let flour = try PlannerValueWordsTests.values(
        "check whether we have flour", for: Self.stock)
      #expect(flour["item"] == "flour", "\(flour)")
      let tablet = try PlannerValueWordsTests.values(
        "tell me if the iPad gets cheaper than 300", for: Self.price)
      #expect(tablet["product"] == "iPad", "\(tablet)")
    }
  }
}
