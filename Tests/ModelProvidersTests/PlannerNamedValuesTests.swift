import AgentCore
import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// Values of the fifth round, on skills written for this test: a path rooted in `~/` or said
  /// in any script, a folder said by its name, a value after its field's name (quoted, in
  /// Chinese through the glossary, or a name said before it), a length of time in words, an
  /// activity said as a verb, the two ends of a route, and a noun with a colon that asks to
  /// create.
  struct PlannerNamedValuesTests {
    static let backup = PlannerValueWordsTests.skill(
      "backup.run", "Backs up a folder.",
      #"{"type":"object","properties":{"folder":{"type":"string","format":"path","description":"Folder to back up"}},"required":["folder"]}"#
    )

    /// A path rooted in `~/`, `./` or `../` needs no second `/`; a file name in any script
    /// counts when set apart by a space; a capitalised word names a folder before `folder`.
    @Test(arguments: [
      ("back up ~/Photos now", "~/Photos"), ("back up ./src", "./src"),
      ("备份 合同.docx", "合同.docx"), ("back up my Documents folder", "Documents"),
      ("把 Downloads 文件夹备份一下", "Downloads"), ("back up /home/me/projects", "/home/me/projects"),
    ])
    func aPathSaidInMoreWays(_ text: String, _ path: String) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.backup)
      #expect(values["folder"] == .string(path), "\(text): \(values)")
    }

    /// No path is cut out of Chinese run together with it, nor from a sentence's first word.
    @Test(arguments: ["备份合同.docx", "Backup folder", "back up the folder"])
    func noPathWhereNoneIsSetApart(_ text: String) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.backup)
      #expect(values["folder"] == nil, "\(text): \(values)")
    }

    static let card = PlannerValueWordsTests.skill(
      "flashcard.add", "Adds a flashcard to a deck.",
      #"{"type":"object","properties":{"front":{"type":"string","description":"The question side"},"back":{"type":"string","description":"The answer side"},"deck":{"type":"string","description":"Which deck"}},"required":["front","back"]}"#
    )

    /// A quote right after a field's name is that field's, whatever the declared order.
    @Test func aQuoteAfterItsFieldsName() throws {
      let values = try PlannerValueWordsTests.values(
        "make a flashcard: back 'Paris', front 'capital of France'", for: Self.card)
      #expect(values["front"] == "capital of France", "\(values)")
      #expect(values["back"] == "Paris", "\(values)")
    }

    /// A name said before the field's (`my Spanish deck`) is its value; a quote after that is
    /// not the field's.
    @Test func aNameSaidBeforeItsField() throws {
      let values = try PlannerValueWordsTests.values(
        "add a card to my Spanish deck: 'perro' means 'dog'", for: Self.card)
      #expect(values["deck"] == "Spanish", "\(values)")
      #expect(values["front"] != nil && values["back"] != nil, "\(values)")
      // A lower-case word before the field's name is no name (`my deck`).
      let unnamed = try PlannerValueWordsTests.values(
        "add it to my deck, front 'a', back 'b'", for: Self.card)
      #expect(unnamed["deck"] == nil && unnamed["front"] == "a", "\(unnamed)")
    }

    /// A Chinese label the glossary reads as the field's name, then the value up to a break.
    @Test func aChineseLabelThroughTheGlossary() throws {
      let values = try PlannerValueWordsTests.values(
        "做一张单词卡，正面 apple，背面 苹果", for: Self.card)
      #expect(values["front"] == "apple", "\(values)")
      #expect(values["back"] == "苹果", "\(values)")
    }

    static let workout = PlannerValueWordsTests.skill(
      "workout.log", "Logs a workout.",
      #"{"type":"object","properties":{"activity":{"type":"string","enum":["run","swim","cycle","yoga"]},"minutes":{"type":"integer","description":"Duration in minutes"},"km":{"type":"number"}},"required":["activity"]}"#
    )

    /// A length of time said in words: one unit, a half, an hour and a half.
    @Test(arguments: [
      ("did yoga for an hour", 60), ("yoga, half an hour", 30),
      ("an hour and a half of yoga", 90), ("yoga for a minute", 1),
    ])
    func aLengthOfTimeInWords(_ text: String, _ minutes: Int) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.workout)
      #expect(values["minutes"] == .integer(minutes), "\(text): \(values)")
    }

    /// An activity is said as a verb in the past or in -ing (irregular ones by a short table).
    @Test(arguments: [
      ("cycled 20km this morning", "cycle"), ("went cycling", "cycle"), ("running, 5 km", "run"),
      ("swam 1 km", "swim"), ("I ran 10 km", "run"),
    ])
    func anActivitySaidAsAVerb(_ text: String, _ activity: String) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.workout)
      #expect(values["activity"] == .string(activity), "\(text): \(values)")
    }

    @Test func theWordForms() {
      #expect(EnumWords.verbForms(of: "walk") == ["walked", "walking"])
      #expect(EnumWords.verbForms(of: "cycle") == ["cycled", "cycling"])
      #expect(EnumWords.verbForms(of: "run") == ["runned", "running", "ran"])
      #expect(EnumWords.verbForms(of: "go").isEmpty, "too short to be told apart")
    }

    static let taxi = PlannerValueWordsTests.skill(
      "taxi.call", "Calls a taxi.",
      #"{"type":"object","properties":{"destination":{"type":"string","description":"Where to go"},"pickup":{"type":"string","description":"Where to be picked up"}},"required":["destination"]}"#
    )

    /// Each end of a route takes the place said in its direction.
    @Test(
      arguments: [
        ("call me a taxi to the airport", "airport", nil),
        ("a cab from Union Square to Pier 39", "Pier 39", "Union Square"),
        ("叫个车去虹桥火车站", "虹桥火车站", nil), ("从公司到机场", "机场", "公司"),
        ("take me to the train station from the hotel", "train station", "hotel"),
      ] as [(String, String, String?)])
    func theEndsOfARoute(_ text: String, _ destination: String, _ pickup: String?) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.taxi)
      #expect(values["destination"] == .string(destination), "\(text): \(values)")
      #expect(values["pickup"] == pickup.map(JSONValue.string), "\(text): \(values)")
    }

    static let train = PlannerValueWordsTests.skill(
      "train.search", "Searches train tickets.",
      #"{"type":"object","properties":{"from":{"type":"string","description":"Departure city"},"to":{"type":"string","description":"Arrival city"},"date":{"type":"string","format":"date"}},"required":["from","to"]}"#
    )

    /// Fields named `from` and `to` and described as places are the ends of a route; a place
    /// said for one is never the other's.
    @Test(
      arguments: [
        ("train tickets from Beijing to Shanghai on December 3", "Beijing", "Shanghai"),
        ("is there a train from Leeds to York tomorrow", "Leeds", "York"),
        ("trains to Boston", nil, "Boston"), ("从广州去深圳的高铁", "广州", "深圳"),
        ("查一下明天北京到天津的火车票", "北京", "天津"),
        // No leftover word is taken for an end (as a required city may take one).
        ("帮我订一张机票", nil, nil),
      ] as [(String, String?, String?)])
    func fromAndToAreARoute(_ text: String, _ from: String?, _ to: String?) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.train)
      #expect(values["from"] == from.map(JSONValue.string), "\(text): \(values)")
      #expect(values["to"] == to.map(JSONValue.string), "\(text): \(values)")
    }

    /// A Chinese name of a value is a whole word, not a character of a longer one. (A word
    /// whose English has the value's name still names it: `高铁`, "high-speed rail", is taken
    /// for `high` — left.)
    @Test func aValueIsNoCharacterOfALongerWord() throws {
      let task = PlannerValueWordsTests.skill(
        "chore.add", "Adds a chore.",
        #"{"type":"object","properties":{"title":{"type":"string"},"priority":{"type":"string","enum":["low","high"]}},"required":["title"]}"#
      )
      let glad = try PlannerValueWordsTests.values("买礼物让妈妈高兴", for: task)
      #expect(glad["priority"] == nil, "高兴 is glad: \(glad)")
      let said = try PlannerValueWordsTests.values("买票，优先级高", for: task)
      #expect(said["priority"] == "high", "\(said)")
    }

    /// A noun, a colon and its content asks to create what the noun names; a verb before the
    /// colon is the request's.
    @Test func aNounWithAColonAsksToCreate() {
      #expect(ActionSignal.requested("todo: finish the report") == .create)
      #expect(ActionSignal.requested("备忘：删除旧照片") == .create)
      #expect(ActionSignal.requested("delete: old.txt") == .delete)
      #expect(ActionSignal.requested("finish the report") == .complete)
    }
  }
}
