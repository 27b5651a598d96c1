import AgentCore
import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// Values of the sixth round, on skills written for this test: a host as written, a dose
  /// with its unit glued on, a thing's name as the few words a request says beyond its command,
  /// a Chinese name that starts where a word does, a date written with its year, a boolean said
  /// by the verb that describes it, Chinese leftovers cut at the glossary's words.
  struct PlannerWrittenValuesTests {
    static let port = PlannerValueWordsTests.skill(
      "net.probe", "Checks whether a TCP port is open.",
      #"{"type":"object","properties":{"server":{"type":"string","description":"Which machine"},"port":{"type":"integer","minimum":1,"maximum":65535}},"required":["server","port"]}"#
    )

    /// A field for a machine takes an address, a name with a dot or `localhost` — never the
    /// words around it.
    @Test(arguments: [
      ("probe port 22 on 10.0.0.5", "10.0.0.5"),
      ("can I reach localhost on port 8080", "localhost"),
      ("检查一下 db.internal 的 5432 端口", "db.internal"), ("is 443 open at example.org?", "example.org"),
      ("probe [::1] port 80", "::1"),
    ])
    func aHostAsWritten(_ text: String, _ host: String) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.port)
      #expect(values["server"] == .string(host), "\(text): \(values)")
    }

    /// No host is made of words: the form asks.
    @Test func noHostFromWords() throws {
      let values = try PlannerValueWordsTests.values(
        "probe port 22 on the old server", for: Self.port)
      #expect(values["server"] == nil, "\(values)")
      #expect(values["port"] == 22, "\(values)")
    }

    static let dose = PlannerValueWordsTests.skill(
      "med.log", "Records that I took a medicine.",
      #"{"type":"object","properties":{"name":{"type":"string","description":"Medicine"},"amount":{"type":"number","description":"Dose in mg"}},"required":["name"]}"#
    )

    /// A dose in milligrams, its unit glued on or apart, leaves no unit in the name; the name is
    /// the words the request says beyond its command.
    @Test(arguments: [
      ("I took 200mg of ibuprofen", "ibuprofen", 200.0), ("record aspirin 81 mg", "aspirin", 81),
      ("med log: metformin 500 mg", "metformin", 500), ("布洛芬 300毫克", "布洛芬", 300),
    ])
    func aDoseAndItsName(_ text: String, _ name: String, _ amount: Double) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.dose)
      #expect(values["name"] == .string(name), "\(text): \(values)")
      #expect(values["amount"] == .number(amount) || values["amount"] == .integer(Int(amount)))
    }

    /// A name of many words is no short span: it keeps them, as before.
    @Test func aLongNameKeepsItsWords() throws {
      let values = try PlannerValueWordsTests.values(
        "record vitamin D with fish oil and zinc tablets", for: Self.dose)
      #expect(values["name"]?.stringValue?.contains("zinc") == true, "\(values)")
    }

    static let birthday = PlannerValueWordsTests.skill(
      "birthday.save", "Saves someone's birthday.",
      #"{"type":"object","properties":{"name":{"type":"string","description":"Whose"},"date":{"type":"string","format":"date"}},"required":["name","date"]}"#
    )

    /// A date with its year is that day (a birthday is in the past); a Chinese name starts where
    /// a word does (`记住妈妈的`: 记住 is remember).
    @Test func aBirthdayWithItsYear() throws {
      let english = try PlannerValueWordsTests.values(
        "Tom's birthday is 1990-06-15", for: Self.birthday)
      #expect(english["name"] == "Tom" && english["date"] == "1990-06-15", "\(english)")
      let chinese = try PlannerValueWordsTests.values(
        "记住妈妈的生日是 1965年4月12日", for: Self.birthday)
      #expect(chinese["name"] == "妈妈" && chinese["date"] == "1965-04-12", "\(chinese)")
    }

    /// A name said after `for` is the value of a skill's one name-like field when the request
    /// says too many other words for a short span; a lower-case word is no name.
    @Test func aNameAfterFor() throws {
      let scores = PlannerValueWordsTests.skill(
        "scores.latest", "The latest result of a team.",
        #"{"type":"object","properties":{"team":{"type":"string","description":"Which team"}},"required":["team"]}"#
      )
      let named = try PlannerValueWordsTests.values(
        "give me the latest score for Barcelona", for: scores)
      #expect(named["team"] == "Barcelona", "\(named)")
      let unnamed = try PlannerValueWordsTests.values(
        "give me the latest score for my favourite team", for: scores)
      #expect(unnamed["team"] == nil, "\(unnamed)")
    }

    static let bike = PlannerValueWordsTests.skill(
      "bike.rent", "Unlocks a shared bike at a docking station.",
      #"{"type":"object","properties":{"station":{"type":"string","description":"Docking station name"}},"required":["station"]}"#
    )

    /// Capitalised words before a field's name are its value (`Central Park station`); one
    /// letter left of a word is none (`an e-bike`: the form asks).
    @Test func aNameOfSeveralWordsBeforeItsField() throws {
      let named = try PlannerValueWordsTests.values(
        "unlock a bike at Central Park station", for: Self.bike)
      #expect(named["station"] == "Central Park", "\(named)")
      let none = try PlannerValueWordsTests.values("get me an e-bike", for: Self.bike)
      #expect(none["station"] == nil, "\(none)")
    }

    /// A field described as a list takes what follows its label to the end, commas and all; a
    /// field named `item` takes the thing the request names (`电池是什么垃圾` → 电池).
    @Test func aListAfterItsLabelAndAnItemAsAShortSpan() throws {
      let poll = PlannerValueWordsTests.skill(
        "poll.create", "Creates a poll with a question and its options.",
        #"{"type":"object","properties":{"question":{"type":"string"},"options":{"type":"string","description":"The choices, comma separated"}},"required":["question"]}"#
      )
      let values = try PlannerValueWordsTests.values(
        "make a poll: lunch where? options: pizza, sushi, tacos", for: poll)
      #expect(values["options"] == "pizza, sushi, tacos", "\(values)")
      let sort = PlannerValueWordsTests.skill(
        "trash.sort", "查询一种垃圾属于哪一类。",
        #"{"type":"object","properties":{"item":{"type":"string","description":"要扔的东西"}},"required":["item"]}"#
      )
      let item = try PlannerValueWordsTests.values("电池是什么垃圾", for: sort)
      #expect(item["item"] == "电池", "\(item)")
    }

    static let fan = PlannerValueWordsTests.skill(
      "fan.set", "Turns the fan on at a speed.",
      #"{"type":"object","properties":{"speed":{"type":"string","enum":["low","high"]},"oscillate":{"type":"boolean","description":"Swing side to side"}}}"#
    )

    /// A boolean described by a verb takes that verb said in any form, negated or not; the
    /// skill's own verb says nothing of it.
    @Test(arguments: [
      ("fan on high, no swinging", false), ("fan on low and swing it", true),
      ("fan on high without swinging", false),
    ])
    func aBooleanByTheVerbThatDescribesIt(_ text: String, _ state: Bool) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.fan)
      #expect(values["oscillate"] == .bool(state), "\(text): \(values)")
    }

    @Test func theSkillsOwnVerbIsNoBoolean() throws {
      let printer = PlannerValueWordsTests.skill(
        "print.document", "Prints a document.",
        #"{"type":"object","properties":{"file":{"type":"string","format":"path"},"duplex":{"type":"boolean","description":"Print on both sides"}},"required":["file"]}"#
      )
      let values = try PlannerValueWordsTests.values("print report.pdf", for: printer)
      #expect(values["duplex"] == nil, "\(values)")
    }

    static let radio = PlannerValueWordsTests.skill(
      "radio.play", "播放一个网络电台。",
      #"{"type":"object","properties":{"station":{"type":"string","description":"电台名称"}},"required":["station"]}"#
    )

    /// What is left of a Chinese request is cut at the glossary's words: the part of a word
    /// whose other characters are the skill's is no value, and one character alone names
    /// nothing (the form asks); a word cut by a character of asking stays whole.
    @Test func chineseLeftoversAtWordEdges() throws {
      for text in ["听广播", "我想听电台"] {
        let values = try PlannerValueWordsTests.values(text, for: Self.radio)
        #expect(values["station"] == nil, "\(text): \(values)")
      }
      let named = try PlannerValueWordsTests.values("放一下中国之声", for: Self.radio)
      #expect(named["station"] == "中国之声", "\(named)")
      let glossary = try GlossaryFixture.glossary()
      let search = PlannerValueWordsTests.skill(
        "notes.search", "Searches my notes for a word.",
        #"{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}"#)
      let text = "在笔记中搜索发票"
      let words = LeftoverWords.contentWords(text, search, glossary: glossary).map {
        String(text[$0])
      }
      #expect(words.contains("发票"), "\(words)")
    }
  }
}
