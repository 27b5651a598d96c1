import AgentCore
import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// Values taken from the words that say them, on skills written for this test only: a number
  /// goes to the field that measures what its unit says, an address to a field of its format, a
  /// switch to the state the request turns it to — and nothing to a field the words do not mark.
  struct PlannerValueSpansTests {
    static func skill(_ id: String, _ description: String, _ schema: String) -> SkillDescriptor {
      PlannerUnknownSkillsTests.declared(id, description, schema)
    }

    static let shipping = skill(
      "shipping.quote", "Quotes the price of sending a box by its weight and length.",
      #"{"type":"object","properties":{"length_cm":{"type":"number"},"weight_kg":{"type":"number","minimum":0.1},"insured_value":{"type":"number","description":"Declared value in dollars"}},"required":["weight_kg","length_cm"]}"#
    )
    static let loan = skill(
      "loan.payment", "Works out the monthly payment of a loan.",
      #"{"type":"object","properties":{"rate":{"type":"number","description":"Yearly interest rate in percent"},"principal":{"type":"number","description":"The amount borrowed"},"years":{"type":"integer","description":"How many years"}},"required":["principal","rate"]}"#
    )
    static let oven = skill(
      "oven.preheat", "Preheats the oven to a temperature.",
      #"{"type":"object","properties":{"temperature":{"type":"integer","description":"Target temperature"},"power":{"type":"boolean"}},"required":["temperature"]}"#
    )
    static let ping = skill(
      "net.ping", "Pings a host and reports the round-trip time.",
      #"{"type":"object","properties":{"address":{"type":"string","format":"ipv4"},"count":{"type":"integer","description":"How many packets"}},"required":["address"]}"#
    )
    static let fan = skill(
      "fan.control", "Turns the ceiling fan on or off.",
      #"{"type":"object","properties":{"on":{"type":"boolean","description":"On or off"}},"required":["on"]}"#
    )

    /// The first call planned for `text` among `skills` and the built-ins, by the words.
    static func call(_ text: String, _ skills: [SkillDescriptor]) throws -> (String, JSONValue)? {
      let request = ModelRequest(
        system: "", messages: [.user(text)],
        tools: skills + PlannerDeclaredCorpusTests.builtins(), now: PlannerCorpusTests.now,
        timeZone: PlannerCorpusTests.zone)
      return try PlannerCorpusTests.calls(in: OfflinePlanner().respond(to: request)).first
    }

    /// The values read from `text` for `skill` once it is chosen (a Chinese request to a skill
    /// described in English is chosen by meaning; its values are read the same way).
    static func values(_ text: String, for skill: SkillDescriptor) -> JSONValue {
      let filler = ParameterFiller(
        dates: DateExpressionParser(now: PlannerCorpusTests.now, timeZone: PlannerCorpusTests.zone))
      return .object(filler.fill(text, for: skill).values)
    }

    static let synonyms = skill(
      "thesaurus.synonyms", "Finds synonyms of a word.",
      #"{"type":"object","properties":{"word":{"type":"string","minLength":1}},"required":["word"]}"#
    )

    static let all = [shipping, loan, oven, ping, fan, synonyms]

    @Test(arguments: [
      ("quote shipping for a box of 40 cm weighing 3.5 kg", "length_cm", 40.0, "weight_kg", 3.5),
      ("shipping quote: 2 kg, 30 cm", "weight_kg", 2, "length_cm", 30),
      ("loan payment on 200000 at 3.5%", "principal", 200000, "rate", 3.5),
      ("monthly payment for a loan, 4 percent, $15000", "rate", 4, "principal", 15000),
    ])
    func aNumberGoesToTheFieldThatMeasuresItsUnit(
      _ text: String, _ first: String, _ firstValue: Double, _ second: String,
      _ secondValue: Double
    ) throws {
      let call = try #require(try Self.call(text, Self.all))
      #expect(call.1[first]?.doubleValue == firstValue, "\(call.1.jsonString)")
      #expect(call.1[second]?.doubleValue == secondValue, "\(call.1.jsonString)")
    }

    @Test func chineseUnitsAndLabelsSayTheField() {
      let box = Self.values("寄一个箱子 重5公斤 长60厘米", for: Self.shipping)
      #expect(box["weight_kg"] == .number(5) && box["length_cm"] == .number(60))
      let labelled = Self.values("体重 3.2，长度 45", for: Self.shipping)
      #expect(labelled["weight_kg"] == .number(3.2) && labelled["length_cm"] == .number(45))
      let loan = Self.values("贷款 50万元 利率百分之 4", for: Self.loan)
      #expect(
        loan["rate"] == .number(4) && loan["principal"] == .number(500_000), "\(loan.jsonString)")
      #expect(Self.values("loan of 15k at 5%", for: Self.loan)["principal"] == .number(15_000))
      #expect(Self.values("预热烤箱到 200 度", for: Self.oven)["temperature"] == .integer(200))
      #expect(Self.values("烤箱 二十度", for: Self.oven)["temperature"] == .integer(20))
    }

    @Test func aNumberWhoseUnitSaysAnotherMeasureIsNotTaken() throws {
      // 30 cm is a length: the weight stays missing for the form.
      let call = try #require(try Self.call("shipping quote for a 30 cm box", [Self.shipping]))
      #expect(call.1["length_cm"] == .integer(30) || call.1["length_cm"] == .number(30))
      #expect(call.1["weight_kg"] == nil)
      #expect(call.1["insured_value"] == nil)
    }

    @Test func aClockTimeOrAnOrdinalIsNoNumber() throws {
      let call = try #require(try Self.call("preheat the oven at 6pm", [Self.oven]))
      #expect(call.1["temperature"] == nil, "\(call.1.jsonString)")
      #expect(Self.values("preheat the oven on the 2nd", for: Self.oven)["temperature"] == nil)
    }

    @Test func anAddressFillsTheFieldOfItsFormat() throws {
      let call = try #require(try Self.call("ping 192.168.1.20 5 times", Self.all))
      #expect(call.0 == "net.ping")
      #expect(call.1["address"] == .string("192.168.1.20"))
      #expect(call.1["count"] == .integer(5))
      // Not an address: a version number, an out-of-range octet.
      for text in ["ping 1.2.3", "ping 300.1.1.1"] {
        let asked = try #require(try Self.call(text, [Self.ping]))
        #expect(asked.1["address"] == nil, "\(text) → \(asked.1.jsonString)")
      }
    }

    @Test func eachTokenFormatFillsItsField() {
      let device = Self.skill(
        "device.find", "Finds a device.",
        #"{"type":"object","properties":{"v6":{"type":"string","format":"ipv6"},"id":{"type":"string","format":"uuid"},"host":{"type":"string","format":"hostname"},"mail":{"type":"string","format":"email"},"link":{"type":"string","format":"uri"}}}"#
      )
      let values = Self.values(
        "find 2001:db8::1 or 123e4567-e89b-12d3-a456-426614174000 at printer.example.com, "
          + "ask ops@example.org, see https://example.org/x", for: device)
      #expect(values["v6"] == .string("2001:db8::1"), "\(values.jsonString)")
      #expect(values["id"] == .string("123e4567-e89b-12d3-a456-426614174000"))
      #expect(values["host"] == .string("printer.example.com"), "\(values.jsonString)")
      #expect(values["mail"] == .string("ops@example.org"))
      #expect(values["link"] == .string("https://example.org/x"))
      // A clock time is no IPv6 address; nothing of those forms: nothing taken.
      #expect(Self.values("find it at 12:30:45", for: device)["v6"] == nil)
      #expect(Self.values("find the printer", for: device) == .object([:]))
    }

    @Test(arguments: [
      ("turn the fan on", true), ("switch off the ceiling fan", false),
      ("turn the ceiling fan off please", false),
    ])
    func aSwitchTakesTheStateItIsTurnedTo(_ text: String, _ on: Bool) throws {
      let call = try #require(try Self.call(text, [Self.fan, Self.oven]))
      #expect(call.0 == "fan.control")
      #expect(call.1["on"] == .bool(on), "\(text) → \(call.1.jsonString)")
      #expect(Self.values("把风扇关掉", for: Self.fan)["on"] == .bool(false))
      #expect(Self.values("打开吊扇", for: Self.fan)["on"] == .bool(true))
      // A switch the request names without turning is no state (`power` of an oven).
      #expect(Self.values("oven to 180", for: Self.oven)["power"] == nil)
    }

    @Test func aSwitchNotTurnedIsLeftForTheForm() throws {
      let call = try #require(try Self.call("ceiling fan", [Self.fan]))
      #expect(call.1["on"] == nil)
    }

    @Test(arguments: [
      ("synonyms for happy", "happy"), ("what's a synonym of brave", "brave"),
      ("give me synonyms of 'big'", "big"), ("thesaurus: brisk", "brisk"),
    ])
    func aOneValueSkillTakesTheFewWordsThatSayIt(_ text: String, _ word: String) throws {
      let call = try #require(try Self.call(text, Self.all))
      #expect(call.0 == "thesaurus.synonyms")
      #expect(call.1["word"] == .string(word), "\(text) → \(call.1.jsonString)")
    }

    @Test func aRequestThatNamesNoValueIsAskedAbout() throws {
      for text in ["synonyms please", "find me some synonyms", "I need a synonym"] {
        let call = try #require(try Self.call(text, Self.all))
        #expect(call.0 == "thesaurus.synonyms")
        #expect(call.1["word"] == nil, "\(text) → \(call.1.jsonString)")
      }
      // Too many words to be one value: the form asks rather than take the sentence.
      #expect(
        Self.values("synonyms for the feeling you get on a sunny morning", for: Self.synonyms)[
          "word"] == nil)
      // Chinese asking words are not the value (`什么意思`, `是`).
      #expect(Self.values("饕餮是什么意思", for: Self.synonyms)["word"] == .string("饕餮"))
      for text in ["run a command", "execute a shell command", "run something"] {
        let call = try #require(try Self.call(text, []))
        #expect(call.0 == "shell.run")
        #expect(call.1["command"] == nil, "\(text) → \(call.1.jsonString)")
      }
      #expect(try Self.call("run swift test", [])?.1["command"] == .string("swift test"))
    }

    /// A megabyte of numbers, units, tokens and addresses is read in bounded work (the first
    /// numbers only, units from the next few characters, content words until there are too
    /// many for one value) and gives no invented value.
    @Test func aMegabyteOfNumbersIsBounded() throws {
      let text = String(repeating: "12 kg 30 cm G1234 8.8.8.8 $5 50万 ", count: 30_000)
      #expect(text.utf8.count > 1_000_000)
      let values = Self.values(text, for: Self.shipping)
      #expect(values["weight_kg"] == .number(12) && values["length_cm"] == .number(30))
      #expect(Self.values(text, for: Self.synonyms)["word"] == nil)
      let pointed = ValueEvidence(PlannerValueEvidenceTests.tools).bonuses(for: text, strong: 1)
      #expect(pointed.values.allSatisfy { $0 <= 1 })
      #expect(NumberFiller.mentions(in: text).count == NumberFiller.mentionLimit)
    }
  }
}
