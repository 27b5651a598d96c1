import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A word in another shape than a skill writes it: two words written as one (`iceskating`),
  /// a value's words said apart (`half day` for `half-day`), a verb's `-le` (`recycling`:
  /// recycle), a dictionary sense that says what a word is not (旧: `opposite: new`), a question
  /// word, and a party of people a skill counts by their sport (`skaters`) — on skills written
  /// here.
  struct PlannerWordShapesTests {
    static let rink = PlannerValueWordsTests.skill(
      "rink.session", "Books a public ice skating session at the rink.",
      #"{"type":"object","properties":{"skaters":{"type":"integer","minimum":1,"maximum":10,"description":"Skaters"},"when":{"type":"string","format":"date-time"}},"required":["when"]}"#
    )
    static let lab = PlannerValueWordsTests.skill(
      "lab.draw", "Books a blood test at the lab; results in two days.",
      #"{"type":"object","properties":{"when":{"type":"string","format":"date-time"}},"required":["when"]}"#
    )
    static let charter = PlannerValueWordsTests.skill(
      "boat.charter", "Books a fishing boat trip.",
      #"{"type":"object","properties":{"length":{"type":"string","enum":["half-day","full-day"]},"room_type":{"type":"string","enum":["living room","bed_room"]},"date":{"type":"string","format":"date"}},"required":["date"]}"#
    )
    static let recycling = PlannerValueWordsTests.skill(
      "gadget.recycling", "Collects old electronics and cables for recycling.",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date"}},"required":["date"]}"#
    )

    /// Two words a skill has, written without the space, are those words — when one cut alone
    /// gives two such words, and the dictionary does not know the whole as a word.
    @Test func twoWordsWrittenAsOneAreThoseWords() throws {
      let calls = try PlannerDeclaredCorpusTests.planned(
        "go iceskating with my sister on Friday at 5pm", besides: [Self.rink, Self.lab])
      #expect(calls.map(\.0) == ["rink.session"], "\(calls.map(\.0))")
      #expect(calls.first?.1["skaters"] == .integer(2), "\(calls.map(\.1))")
      let blood = try PlannerDeclaredCorpusTests.planned(
        "I need bloodwork done Thursday at 9am", besides: [Self.rink, Self.lab])
      #expect(blood.map(\.0) == ["lab.draw"], "\(blood.map(\.0))")
      let index = SkillIndex([Self.rink, Self.lab])
      #expect(SpellingMends.joined("iceskating", index: index) == ["ice", "skate"])
      // A part that is no word of a skill, or a part too short: no cut.
      #expect(SpellingMends.joined("icehockey", index: index) == nil)
      #expect(SpellingMends.joined("atrink", index: index) == nil)
      // Two cuts that each give two words (sea + shell, seas + hell): not known which.
      let beach = SkillIndex([
        PlannerValueWordsTests.skill(
          "beach.walk", "A walk by the sea, past the seas of hell and a shell shop.",
          #"{"type":"object"}"#)
      ])
      #expect(SpellingMends.joined("seashell", index: beach) == nil)
      #expect(SpellingMends.joined("hellshop", index: beach) == ["hell", "shop"])
      // A word the dictionary knows is that word (a `notebook` is no note and book).
      let glossary = try GlossaryFixture.glossary()
      #expect(glossary.isEnglishWord("notebook"))
      let shelf = SkillIndex([
        PlannerValueWordsTests.skill("note.add", "Adds a note.", #"{"type":"object"}"#),
        PlannerValueWordsTests.skill("book.shelve", "Shelves a book.", #"{"type":"object"}"#),
      ])
      #expect(SpellingMends.joined("notebook", index: shelf) == ["note", "book"])
      #expect(SpellingMends.words(in: "buy a notebook", index: shelf, glossary: glossary).isEmpty)
    }

    static let zipline = PlannerValueWordsTests.skill(
      "zipline.ride", "Books a zipline ride through the forest canopy.",
      #"{"type":"object","properties":{"riders":{"type":"integer","minimum":1,"maximum":10,"description":"Riders"},"when":{"type":"string","format":"date-time"}},"required":["when"]}"#
    )

    /// Two words side by side that a skill writes as one are that word: in English (`zip
    /// line`) and in a glossed word's English (滑索: zip line).
    @Test func twoWordsASkillWritesAsOneAreThatWord() throws {
      for text in ["周日上午十一点去玩高空滑索，两个人", "zip line ride for two on Sunday at 11am"] {
        let calls = try PlannerDeclaredCorpusTests.planned(
          text, besides: [Self.zipline, Self.rink])
        #expect(calls.map(\.0) == ["zipline.ride"], "\(text): \(calls.map(\.0))")
        #expect(
          calls.first?.1["when"] == .string("2026-12-06T11:00:00+08:00"), "\(calls.map(\.1))")
      }
      let index = SkillIndex([Self.zipline, Self.rink])
      #expect(
        SpellingMends.apart([["zip", "line"]], index: index) == [
          SkillIndex.Word(ways: [["zipline"]])
        ])
      // Words the request also says as one, or no word of any skill: nothing added.
      #expect(SpellingMends.apart([["zip", "line", "zipline"]], index: index).isEmpty)
      #expect(SpellingMends.apart([["ice", "rink"]], index: index).isEmpty)
    }

    static let tree = PlannerValueWordsTests.skill(
      "tree.deliver", "Delivers a Christmas tree.",
      #"{"type":"object","properties":{"height":{"type":"string","enum":["6ft","7ft"]},"stand":{"type":"string","enum":["2 kg","5 kg"]},"date":{"type":"string","format":"date"}},"required":["date"]}"#
    )

    /// A value whose words are joined by a hyphen or an underscore is named by them said apart,
    /// and one said apart by them hyphenated; a number against its unit by the two said apart,
    /// and the other way round.
    @Test(arguments: [
      ("fishing trip on Friday, half day", "length", "half-day"),
      ("full day fishing trip on Saturday", "length", "full-day"),
      ("boat trip for the living-room crew on Sunday", "room_type", "living room"),
      ("boat trip on Sunday, bed room", "room_type", "bed_room"),
      ("a 7 ft tree on Sunday", "height", "7ft"),
      ("a tree on Sunday with a 5kg stand", "stand", "5 kg"),
    ])
    func aValuesWordsAreSaidApartOrJoined(_ text: String, _ field: String, _ value: String)
      throws
    {
      let values = try PlannerValueWordsTests.values(
        text, for: field == "height" || field == "stand" ? Self.tree : Self.charter)
      #expect(values[field] == .string(value), "\(text): \(values)")
    }

    static let hypnotherapy = PlannerValueWordsTests.skill(
      "hypno.session", "Books a hypnotherapy session.",
      #"{"type":"object","properties":{"when":{"type":"string","format":"date-time"}},"required":["when"]}"#
    )
    static let appointments = PlannerValueWordsTests.skill(
      "clinic.visit", "Makes an appointment at the clinic.",
      #"{"type":"object","properties":{"when":{"type":"string","format":"date-time"}},"required":["when"]}"#
    )

    /// A Greek noun in `-sis` is the skill's word of the same root with its `t` (`hypnosis`:
    /// hypnotherapy), in English and in a Chinese word's senses (催眠: hypnosis).
    @Test func aGreekNounMeetsItsKin() throws {
      for text in ["hypnosis appointment on Saturday at 11am", "周六上午十一点做催眠治疗"] {
        let calls = try PlannerDeclaredCorpusTests.planned(
          text, besides: [Self.appointments, Self.hypnotherapy])
        #expect(calls.map(\.0) == ["hypno.session"], "\(text): \(calls.map(\.0))")
        #expect(calls.first?.1["when"] == .string("2026-12-05T11:00:00+08:00"), "\(calls.map(\.1))")
      }
      let index = SkillIndex([Self.hypnotherapy, Self.appointments])
      #expect(
        SpellingMends.related([["hypnosi"]], index: index) == [
          SkillIndex.Word(ways: [["hypnotherapy"]])
        ])
      // A root too short (`crisis` is no `critical`), a word a skill has, or no `-sis`: nothing.
      let stage = PlannerValueWordsTests.skill(
        "stage.show", "Books a stage hypnosis show for a critical audience.",
        #"{"type":"object","properties":{}}"#)
      let both = SkillIndex([Self.hypnotherapy, stage])
      #expect(SpellingMends.related([["thesi", "crisi"]], index: both).isEmpty)
      #expect(SpellingMends.related([["hypnosi"]], index: both).isEmpty)
      #expect(SpellingMends.related([["hypnotherapy"]], index: index).isEmpty)
      let lab = SkillIndex([
        PlannerValueWordsTests.skill(
          "car.check", "Runs a diagnostic check of the engine.", #"{"type":"object"}"#)
      ])
      #expect(
        SpellingMends.related([["diagnosi"]], index: lab) == [
          SkillIndex.Word(ways: [["diagnostic"]])
        ])
    }

    static let apiary = PlannerNameWordsTests.declared(
      "apiary.visit", "Beekeeping visit", "Books a visit to open the hives with a beekeeper.",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date"}},"required":["date"]}"#
    )
    static let cold = PlannerNameWordsTests.declared(
      "cryo.session", "Cryotherapy", "Books a cryotherapy session in the cold chamber.",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date"}},"required":["date"]}"#
    )

    /// A word no skill has is the compound of a skill's name that starts with it before another
    /// English word (`bee`: beekeeping) or ends with it after one or after a combining form in
    /// `-o` (`therapy`: cryotherapy), in English and in a Chinese word's senses (蜜蜂: bee).
    @Test func aWordMeetsTheCompoundsThatHoldIt() throws {
      for (text, skill) in [
        ("a bee farm on Saturday", "apiary.visit"), ("周六去看蜜蜂", "apiary.visit"),
        ("cold therapy on Saturday", "cryo.session"), ("周六去做冷冻疗法", "cryo.session"),
      ] {
        let calls = try PlannerDeclaredCorpusTests.planned(text, besides: [Self.apiary, Self.cold])
        #expect(calls.map(\.0) == [skill], "\(text): \(calls.map(\.0))")
        #expect(calls.first?.1["date"] == .string("2026-12-05"), "\(calls.map(\.1))")
      }
      let glossary = try GlossaryFixture.glossary()
      let skills = [Self.apiary, Self.cold]
      let index = SkillIndex(skills)
      let names = IntentIndex.compounds(of: skills)
      #expect(names == ["beekeep", "cryotherapy"])
      #expect(
        SpellingMends.compounds(
          [["bee", "therapy"]], index: index, among: names, glossary: glossary)
          == [SkillIndex.Word(ways: [["beekeep"]]), SkillIndex.Word(ways: [["cryotherapy"]])])
      // A fragment the dictionary does not know, a word a skill has, a stop word, a part
      // whose rest is shorter than four letters (`door` in `doorman`), a word of four letters
      // after a form in `-o` (`late` in `chocolate`), or no glossary: nothing.
      let seasonal = PlannerNameWordsTests.declared(
        "tire.change", "Seasonal tire change", "Changes the tires.", #"{"type":"object"}"#)
      let tasting = PlannerNameWordsTests.declared(
        "cocoa.tasting", "Chocolate tasting", "Books a tasting.", #"{"type":"object"}"#)
      let doorman = PlannerNameWordsTests.declared(
        "doorman.hire", "Doorman", "Hires someone to mind the entrance.", #"{"type":"object"}"#)
      #expect(
        SpellingMends.compounds(
          [["beek", "cold", "cryot", "the", "sea", "late", "door"]],
          index: SkillIndex(skills + [seasonal, tasting, doorman]),
          among: IntentIndex.compounds(of: skills + [seasonal, tasting, doorman]),
          glossary: glossary
        ).isEmpty)
      #expect(SpellingMends.compounds([["bee"]], index: index, among: names, glossary: nil).isEmpty)
      let removal = PlannerNameWordsTests.declared(
        "nest.removal", "Nest removal", "Removes a bee nest.", #"{"type":"object"}"#)
      #expect(
        SpellingMends.compounds(
          [["bee"]], index: SkillIndex(skills + [removal]), among: names, glossary: glossary
        ).isEmpty)
    }

    /// A verb's `-ing` and `-ed` forms meet its plain form when the `e` they dropped follows a
    /// letter no English word ends in (`skydiving`, `carved`, `continuing`, `freezing`,
    /// `charged`), and a plural in `-shes` is its singular (`eyelashes`).
    @Test func formsMeetThePlainWord() {
      for (form, plain) in [
        ("skydiving", "skydive"), ("carved", "carve"), ("continuing", "continue"),
        ("freezing", "freeze"), ("charged", "charge"), ("judging", "judge"),
        ("eyelashes", "eyelash"), ("brushes", "brush"),
      ] {
        #expect(TextTokenizer.terms(form) == TextTokenizer.terms(plain), "\(form)")
      }
      // Words that end in those letters keep them (`buzzing`, `singing`).
      #expect(TextTokenizer.terms("buzzing") == ["buzz"])
      #expect(TextTokenizer.terms("singing") == ["sing"])
    }

    static let fencing = PlannerValueWordsTests.skill(
      "fencing.lesson", "Books a fencing lesson.",
      #"{"type":"object","properties":{"weapon":{"type":"string","enum":["foil","epee","sabre"]}}}"#
    )

    /// A value is found with its accents as without them (`épée` is `epee`).
    @Test func aValueIsFoundWithItsAccents() throws {
      for text in ["épée lesson", "ÉPÉE lesson", "epee lesson"] {
        let values = try PlannerValueWordsTests.values(text, for: Self.fencing)
        #expect(values["weapon"] == .string("epee"), "\(text): \(values)")
      }
    }

    static let deejay = PlannerValueWordsTests.skill(
      "dj.book", "Books a DJ to play music at a party.",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date"}},"required":["date"]}"#
    )
    static let limousine = PlannerValueWordsTests.skill(
      "limo.rent", "Rents a limousine with a driver.",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date"}},"required":["date"]}"#
    )

    /// An abbreviation a skill writes in capitals is the words it stands for (`disc jockey`:
    /// DJ) — not the initials of a verb of asking (`add call`: AC), of a word a skill has, or
    /// of words the request also abbreviates.
    @Test func wordsSpelledOutAreTheirAbbreviation() throws {
      let calls = try PlannerDeclaredCorpusTests.planned(
        "hire a disc jockey for Friday", besides: [Self.limousine, Self.deejay])
      #expect(calls.map(\.0) == ["dj.book"], "\(calls.map(\.0))")
      #expect(calls.first?.1["date"] == .string("2026-12-04"), "\(calls.map(\.1))")
      let cooling = PlannerValueWordsTests.skill(
        "ac.set", "Sets the AC and its PM schedule.", #"{"type":"object"}"#)
      let skills = [Self.deejay, cooling]
      let acronyms = IntentIndex.acronyms(of: skills)
      #expect(acronyms == ["dj", "ac", "pm"])
      #expect(
        IntentIndex.acronyms(of: [
          PlannerValueWordsTests.skill("x.y", "Two DJs and no BOOKING fees", #"{"type":"object"}"#)
        ]) == ["dj"])
      let index = SkillIndex(skills)
      #expect(
        SpellingMends.initials(["disc", "jockey"], index: index, acronyms: acronyms) == [
          SkillIndex.Word(ways: [["dj"]])
        ])
      #expect(SpellingMends.initials(["add", "call"], index: index, acronyms: acronyms).isEmpty)
      #expect(SpellingMends.initials(["party", "mood"], index: index, acronyms: acronyms).isEmpty)
      #expect(
        SpellingMends.initials(["dj", "disc", "jockey"], index: index, acronyms: acronyms).isEmpty)
    }

    static let float = PlannerValueWordsTests.skill(
      "float.session", "Books a session in a sensory deprivation float tank.",
      #"{"type":"object","properties":{"when":{"type":"string","format":"date-time"}},"required":["when"]}"#
    )
    static let earCleaning = PlannerValueWordsTests.skill(
      "earclean.book", "预约采耳，掏耳朵放松。",
      #"{"type":"object","properties":{"when":{"type":"string","format":"date-time","description":"预约时间"}},"required":["when"]}"#
    )

    /// A skill described in Chinese alone has `放松` and, by the glossary, `relax`: one word,
    /// not two — `漂浮舱` (float) says which skill `去漂浮舱放松一下` is for.
    @Test func aSkillsOwnWordTranslatedIsNotASecondWord() throws {
      let calls = try PlannerDeclaredCorpusTests.planned(
        "周三晚上七点去漂浮舱放松一下", besides: [Self.earCleaning, Self.float])
      #expect(calls.map(\.0) == ["float.session"], "\(calls.map(\.0))")
      #expect(calls.first?.1["when"] == .string("2026-12-02T19:00:00+08:00"), "\(calls.map(\.1))")
      // Its own word still finds it.
      let relax = try PlannerDeclaredCorpusTests.planned(
        "周三晚上七点去采耳放松一下", besides: [Self.earCleaning, Self.float])
      #expect(relax.map(\.0) == ["earclean.book"], "\(relax.map(\.0))")
    }

    /// 旧 is `old`; its sense `opposite: new` says what it is not, and gives no word.
    @Test func aSenseOfWhatAWordIsNotGivesNoWords() throws {
      #expect(ChineseGlossary.words(ofSense: "opposite: new 新").isEmpty)
      #expect(ChineseGlossary.words(ofSense: "opposite of 先礼后兵").isEmpty)
      #expect(ChineseGlossary.words(ofSense: "contrasted with 实岁").isEmpty)
      #expect(ChineseGlossary.words(ofSense: "opposite") == ["opposite"])
      let old = try GlossaryFixture.glossary().english("旧")
      #expect(old.contains("old") && !old.contains("new"), "\(old)")
      let calls = try PlannerDeclaredCorpusTests.planned("周三上门回收旧电器", besides: [Self.recycling])
      #expect(calls.map(\.0) == ["gadget.recycling"], "\(calls.map(\.0))")
      #expect(calls.first?.1["date"] == .string("2026-12-02"), "\(calls.map(\.1))")
    }

    static let axes = PlannerValueWordsTests.skill(
      "axe.lane", "Books a lane at the axe throwing venue.",
      #"{"type":"object","properties":{"throwers":{"type":"integer","minimum":1,"maximum":12,"description":"Throwers"},"when":{"type":"string","format":"date-time"}},"required":["when"]}"#
    )
    static let posters = PlannerValueWordsTests.skill(
      "poster.print", "Prints posters.",
      #"{"type":"object","properties":{"posters":{"type":"integer","minimum":1,"maximum":50,"description":"Posters"}},"required":["posters"]}"#
    )

    /// The doers of what a skill does are people (`throwers` of an axe throwing lane); a count
    /// of things that is no doer of it is not (`posters`: the skill prints, it does not post).
    @Test func theDoersOfASkillArePeople() throws {
      let values = try PlannerValueWordsTests.values(
        "throw axes with my coworker Thursday at 6pm", for: Self.axes)
      #expect(values["throwers"] == .integer(2), "\(values)")
      // Drivers are people, whatever the skill does.
      let snowmobile = PlannerValueWordsTests.skill(
        "snowmobile.ride", "A guided snowmobile ride.",
        #"{"type":"object","properties":{"drivers":{"type":"integer","minimum":1,"maximum":8,"description":"Drivers"},"date":{"type":"string","format":"date"}},"required":["date"]}"#
      )
      let alone = try PlannerValueWordsTests.values(
        "snowmobiling on December 20, just me", for: snowmobile)
      #expect(alone["drivers"] == .integer(1), "\(alone)")
      let things = try PlannerValueWordsTests.values(
        "posters for me and a friend", for: Self.posters)
      #expect(things["posters"] == nil, "\(things)")
    }

    /// A request that shares nothing with a skill but a question word chooses nothing.
    @Test func aQuestionWordChoosesNothing() throws {
      let calls = try PlannerDeclaredCorpusTests.planned("why do cats purr", besides: [])
      #expect(calls.isEmpty, "\(calls.map(\.0))")
    }
  }
}
