import AgentCore
import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// Values of the third round, on skills written for this test: a clock time as written and in
  /// the schema's own format, numbers in English words and before Chinese measure words, a
  /// labelled token, a name said as one, a place the glossary knows.
  struct PlannerValueWordsTests {
    static func skill(_ id: String, _ description: String, _ schema: String) -> SkillDescriptor {
      PlannerUnknownSkillsTests.declared(id, description, schema)
    }

    static func values(_ text: String, for skill: SkillDescriptor) throws -> [String: JSONValue] {
      let filler = ParameterFiller(
        dates: DateExpressionParser(now: PlannerCorpusTests.now, timeZone: PlannerCorpusTests.zone),
        glossary: try GlossaryFixture.glossary())
      return filler.fill(text, for: skill).values
    }

    static let wake = skill(
      "wake.call", "Books a wake-up call.",
      #"{"type":"object","properties":{"at":{"type":"string","format":"time"},"room":{"type":"string","description":"Room number"}},"required":["at"]}"#
    )
    static let clock = skill(
      "clock.alarm", "Sets an alarm.",
      #"{"type":"object","properties":{"time":{"type":"string","description":"HH:MM"}},"required":["time"]}"#
    )

    /// `6:45` is 06:45 (the date parser would read the next 6:45: 18:45 at ten in the morning);
    /// `format: time` is RFC 3339's full-time, which the validator takes, with the offset.
    @Test(arguments: [
      ("wake-up call at 6:45", "06:45:00+08:00", "06:45"),
      ("wake me at 7pm", "19:00:00+08:00", "19:00"),
      ("明早七点叫醒我", "07:00:00+08:00", "07:00"),
      ("晚上八点半", "20:30:00+08:00", "20:30"),
    ])
    func aClockTimeIsTakenAsWritten(_ text: String, _ time: String, _ clockTime: String) throws {
      let value = try Self.values(text, for: Self.wake)["at"]
      #expect(value == .string(time), "\(text): \(String(describing: value))")
      // The value passes the skill's own schema (the validator refuses `06:45` for a time).
      let schema = try #require(Self.wake.declaredSchema)
      #expect(SchemaValidator.validate(["at": .string(time)], against: schema).isEmpty)
      #expect(!SchemaValidator.validate(["at": .string(clockTime)], against: schema).isEmpty)
      #expect(try Self.values(text, for: Self.clock)["time"] == .string(clockTime), "\(text)")
    }

    @Test func numbersInWordsAndBeforeMeasureWords() throws {
      let order = Self.skill(
        "meal.order", "Orders a dish from the canteen. 食堂点餐。",
        #"{"type":"object","properties":{"dish":{"type":"string"},"quantity":{"type":"integer","description":"How many"}},"required":["dish"]}"#
      )
      #expect(try Self.values("order two bowls of ramen", for: order)["quantity"] == 2)
      #expect(try Self.values("twenty-five portions please", for: order)["quantity"] == 25)
      let chinese = try Self.values("食堂点一份宫保鸡丁", for: order)
      #expect(chinese["quantity"] == 1)
      #expect(chinese["dish"] == "宫保鸡丁", "\(chinese)")
      // `one` is no count (`the one about…`).
      #expect(try Self.values("order the one with noodles", for: order)["quantity"] == nil)
    }

    /// The target zone takes the place said last, the source the first — though the required
    /// target comes first among the fields; a field that takes a city keeps it as written.
    @Test(arguments: [(true, "Berlin", "Sydney"), (false, "Europe/Berlin", "Australia/Sydney")])
    func zonesGoWhereTheyAreSaid(_ city: Bool, _ from: String, _ to: String) throws {
      let what = city ? "The city or IANA zone" : "The IANA zone"
      let convert = Self.skill(
        "zone.convert", "Converts a time of day between time zones.",
        #"{"type":"object","properties":{"time":{"type":"string","description":"e.g. 15:00"},"from_zone":{"type":"string","description":""#
          + what + #" it is in"},"to_zone":{"type":"string","description":""# + what
          + #" wanted"}},"required":["time","to_zone"]}"#)
      let values = try Self.values("convert 15:00 Berlin time to Sydney time", for: convert)
      #expect(values["from_zone"] == .string(from), "\(values)")
      #expect(values["to_zone"] == .string(to), "\(values)")
      let one = Self.skill(
        "zone.to", "Converts a time of day to another zone.",
        #"{"type":"object","properties":{"to_zone":{"type":"string","description":""# + what
          + #" wanted"}},"required":["to_zone"]}"#)
      #expect(
        try Self.values("when it is 9am in Berlin what time is it in Sydney", for: one)["to_zone"]
          == .string(to))
    }

    /// A pattern that takes plain words (a package name) marks no token and points at no
    /// skill — the words the request says beyond the skill's fill it; a specific pattern is
    /// found as its own token beside Chinese; a dangling `on` / `look up` leaves a free text.
    @Test func patternsAndTheEdgesOfAFreeText() throws {
      let install = Self.skill(
        "package.install", "Installs a software package with a package manager.",
        #"{"type":"object","properties":{"name":{"type":"string","pattern":"^[a-z0-9][a-z0-9.+-]*$"},"manager":{"type":"string","enum":["apt","pip"]}},"required":["name"]}"#
      )
      #expect(SchemaPatterns.isGeneric("^[a-z0-9][a-z0-9.+-]*$"))
      #expect(!SchemaPatterns.isGeneric("^[A-Z0-9]{2}[0-9]{1,4}$"))
      #expect(try Self.values("install ripgrep", for: install)["name"] == "ripgrep")
      let pip = try Self.values("pip install requests", for: install)
      #expect(pip["manager"] == "pip", "\(pip)")
      #expect(pip["name"] == "requests", "\(pip)")
      // A host name its pattern takes does not point at the package skill.
      let evidence = ValueEvidence([install])
      #expect(evidence.bonuses(for: "log in to db01.internal", strong: 1).isEmpty)
      let parking = Self.skill(
        "parking.pay", "为一辆车支付停车费。",
        #"{"type":"object","properties":{"plate":{"type":"string","pattern":"^[\\u4e00-\\u9fa5][A-Z][A-Z0-9]{5,6}$"}},"required":["plate"]}"#
      )
      #expect(try Self.values("交一下停车费，车牌京B8K2Z1，停了3个小时", for: parking)["plate"] == "京B8K2Z1")
      var wiki = Self.skill(
        "wiki.search", "Looks up a topic on Wikipedia.",
        #"{"type":"object","properties":{"topic":{"type":"string","description":"What to look up"}},"required":["topic"]}"#
      )
      wiki.displayName = "Wikipedia"
      let topic = try Self.values("look up Alan Turing on wikipedia", for: wiki)["topic"]
      #expect(topic == "Alan Turing", "\(String(describing: topic))")
    }

    @Test func aLabelledTokenANameAndAPlace() throws {
      let hotspot = Self.skill(
        "hotspot.share", "Shares the phone's hotspot.",
        #"{"type":"object","properties":{"name":{"type":"string","description":"Network name"},"password":{"type":"string"}},"required":["name"]}"#
      )
      let both = try Self.values("开个热点，名字叫 office-guest，密码 abcd1234", for: hotspot)
      #expect(both["name"] == "office-guest", "\(both)")
      #expect(both["password"] == "abcd1234", "\(both)")
      #expect(
        try Self.values("share a hotspot called JoePhone", for: hotspot)["name"] == "JoePhone")
      #expect(
        try Self.values("book a wake up call for 5am, room 1208", for: Self.wake)["room"] == "1208")
      let car = Self.skill(
        "car.rent", "Finds rental cars in a city.",
        #"{"type":"object","properties":{"city":{"type":"string"},"days":{"type":"integer"}},"required":["city"]}"#
      )
      let rent = try Self.values("在成都租车，租三天", for: car)
      #expect(rent["city"] == "成都", "\(rent)")
      #expect(rent["days"] == 3, "\(rent)")
    }
  }
}
