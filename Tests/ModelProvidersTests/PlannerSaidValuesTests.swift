import AgentCore
import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// Values of the fourth round, on skills written for this test: a length of time in the unit a
  /// field's description counts in, a state said by its verb, who made a work, a title in
  /// 《》, a quote that is no URL, a country, a name of capitalised words, numbers in words beside
  /// digits — and words that say nothing (the skill's own in another language, the other fields'
  /// names, a Chinese command before the content) left out of a value, so the form asks.
  struct PlannerSaidValuesTests {
    /// A number field whose description counts in a unit of time takes a duration in it.
    @Test func aDurationInTheUnitTheDescriptionCountsIn() throws {
      let oven = PlannerValueWordsTests.skill(
        "oven.preheat", "Preheats the oven, holding the heat for a time.",
        #"{"type":"object","properties":{"temperature":{"type":"number","description":"Degrees celsius"},"hold":{"type":"integer","description":"Seconds to hold it"}},"required":["temperature"]}"#
      )
      let values = try PlannerValueWordsTests.values(
        "preheat to 200 degrees for 10 minutes", for: oven)
      #expect(values["hold"] == 600, "\(values)")
      #expect(values["temperature"] == .number(200), "\(values)")
      let nap = PlannerValueWordsTests.skill(
        "nap.start", "Starts a nap timer.",
        #"{"type":"object","properties":{"length":{"type":"integer","description":"How long, in minutes"}},"required":["length"]}"#
      )
      #expect(try PlannerValueWordsTests.values("小睡一个半小时", for: nap)["length"] == 90)
      #expect(try PlannerValueWordsTests.values("nap for 2 hours", for: nap)["length"] == 120)
      // A number field that counts no time takes no duration.
      let dice = PlannerValueWordsTests.skill(
        "dice.roll", "Rolls dice.",
        #"{"type":"object","properties":{"count":{"type":"integer","description":"How many dice"}}}"#
      )
      #expect(
        try PlannerValueWordsTests.values("roll dice for 10 minutes", for: dice)["count"] == 10)
    }

    static let speaker = PlannerValueWordsTests.skill(
      "speaker.set", "Sets the speaker level, or silences it.",
      #"{"type":"object","properties":{"level":{"type":"integer","minimum":0,"maximum":100},"muted":{"type":"boolean","description":"Whether it is muted"}}}"#
    )

    /// A one-word state (`muted`) is said by its verb; undone by `un-`, `don't`, `取消`.
    @Test(arguments: [
      ("mute the speaker", true), ("unmute the speaker", false), ("muting it now", true),
      ("don't mute it", false), ("静音", true), ("取消静音", false),
    ])
    func aStateSaidByItsVerb(_ text: String, _ muted: Bool) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.speaker)
      #expect(values["muted"] == .bool(muted), "\(text): \(values)")
    }

    @Test func aStateNotSaidIsLeftAlone() throws {
      #expect(
        try PlannerValueWordsTests.values("speaker level 40", for: Self.speaker)["muted"] == nil)
      // `mutual` is no `mute`.
      #expect(
        try PlannerValueWordsTests.values("a mutual friend", for: Self.speaker)["muted"] == nil)
    }

    static let library = PlannerValueWordsTests.skill(
      "book.find", "Finds a book in the library catalogue.",
      #"{"type":"object","properties":{"title":{"type":"string","description":"The book"},"author":{"type":"string","description":"Who wrote it"}},"required":["title"]}"#
    )

    @Test func whoMadeItAndATitleInBookMarks() throws {
      let english = try PlannerValueWordsTests.values(
        "find the book 'Dune' by Frank Herbert", for: Self.library)
      #expect(english["title"] == "Dune", "\(english)")
      #expect(english["author"] == "Frank Herbert", "\(english)")
      #expect(try PlannerValueWordsTests.values("找一本书《三体》", for: Self.library)["title"] == "三体")
      // A word the skill says of itself is no title: the form asks.
      #expect(
        try PlannerValueWordsTests.values("find me a library book", for: Self.library)["title"]
          == nil)
    }

    /// A quote goes to the field that may hold it: a title is no URL.
    @Test func aQuoteIsNoURL() throws {
      let bookmark = PlannerValueWordsTests.skill(
        "bookmark.add", "Saves a web page to your bookmarks.",
        #"{"type":"object","properties":{"url":{"type":"string","format":"uri"},"title":{"type":"string","description":"A title for it"}},"required":["url"]}"#
      )
      let values = try PlannerValueWordsTests.values(
        "save https://example.org/post/42 as 'read later'", for: bookmark)
      #expect(values["url"] == "https://example.org/post/42", "\(values)")
      #expect(values["title"] == "read later", "\(values)")
      #expect(
        try PlannerValueWordsTests.values("bookmark 'read later'", for: bookmark)["url"] == nil)
    }

    static let proxy = PlannerValueWordsTests.skill(
      "proxy.start", "启动代理服务器，可以选择出口所在的国家。",
      #"{"type":"object","properties":{"country":{"type":"string","description":"出口国家"}}}"#
    )

    @Test(arguments: [
      ("start the proxy in the Netherlands", "Netherlands"), ("proxy via Canada", "Canada"),
      ("启动代理，用新加坡的", "新加坡"), ("use a proxy in the US", "US"),
    ])
    func aCountryIsAPlace(_ text: String, _ country: String) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.proxy)
      #expect(values["country"] == .string(country), "\(text): \(values)")
    }

    /// A name goes on while its words are capitalised, though one is the skill's own word.
    @Test func aNameOfCapitalisedWords() throws {
      let bus = PlannerValueWordsTests.skill(
        "bus.next", "When the next bus comes to a stop.",
        #"{"type":"object","properties":{"stop":{"type":"string","description":"The bus stop"}},"required":["stop"]}"#
      )
      let values = try PlannerValueWordsTests.values(
        "when is the next bus at Central Stop", for: bus)
      #expect(values["stop"] == "Central Stop", "\(values)")
    }

    @Test func numbersInWordsBesideDigits() throws {
      let dice = PlannerValueWordsTests.skill(
        "dice.roll", "Rolls dice.",
        #"{"type":"object","properties":{"count":{"type":"integer","description":"How many dice"},"sides":{"type":"integer","description":"Sides on each die"}}}"#
      )
      let values = try PlannerValueWordsTests.values("throw two 20-sided dice", for: dice)
      #expect(values["count"] == 2, "\(values)")
      #expect(values["sides"] == 20, "\(values)")
    }

    /// Words that say nothing are no value: the skill's own said in Chinese (条形码 is a
    /// barcode), Chinese verbs of making, the name of another field (`guests`).
    @Test func wordsThatSayNothingAreNoValue() throws {
      let barcode = PlannerValueWordsTests.skill(
        "barcode.make", "Makes a barcode image from some text.",
        #"{"type":"object","properties":{"content":{"type":"string","description":"What it encodes"}},"required":["content"]}"#
      )
      #expect(try PlannerValueWordsTests.values("生成条形码", for: barcode)["content"] == nil)
      #expect(try PlannerValueWordsTests.values("make a barcode", for: barcode)["content"] == nil)
      #expect(
        try PlannerValueWordsTests.values("barcode for 4006381333931", for: barcode)["content"]
          == "4006381333931")
      let sauna = PlannerValueWordsTests.skill(
        "sauna.book", "Reserves the sauna at a spa for a group.",
        #"{"type":"object","properties":{"spa":{"type":"string","description":"The spa"},"guests":{"type":"integer"}},"required":["spa"]}"#
      )
      let values = try PlannerValueWordsTests.values(
        "reserve the sauna at Kotiharjun for 4 guests", for: sauna)
      #expect(values["spa"] == "Kotiharjun", "\(values)")
      #expect(values["guests"] == 4, "\(values)")
      #expect(try PlannerValueWordsTests.values("book the sauna", for: sauna)["spa"] == nil)
      // A Chinese word whose English is only a request verb still says something: 吃药 is
      // "take medicine".
      let remind = PlannerValueWordsTests.skill(
        "remind.me", "Reminds you of something.",
        #"{"type":"object","properties":{"title":{"type":"string"}},"required":["title"]}"#)
      #expect(try PlannerValueWordsTests.values("提醒我吃药", for: remind)["title"] != nil)
    }

    /// A free text starts after a Chinese command that says nothing of its own.
    @Test(arguments: [
      ("加个待办，交水电费", "交水电费"), ("新增待办 写周报", "写周报"), ("todo: make dinner", "make dinner"),
    ])
    func aChineseCommandIsNoPartOfTheText(_ text: String, _ title: String) throws {
      let todo = PlannerValueWordsTests.skill(
        "todo.add", "Adds a todo. 添加待办。",
        #"{"type":"object","properties":{"title":{"type":"string"}},"required":["title"]}"#)
      #expect(
        try PlannerValueWordsTests.values(text, for: todo)["title"] == .string(title), "\(text)")
      let wiki = PlannerValueWordsTests.skill(
        "wiki.search", "Looks up a topic on Wikipedia.",
        #"{"type":"object","properties":{"topic":{"type":"string","description":"What to look up"}},"required":["topic"]}"#
      )
      #expect(try PlannerValueWordsTests.values("维基百科查一下量子纠缠", for: wiki)["topic"] == "量子纠缠")
    }

    /// A skill described in Chinese alone has its English words through the glossary: an
    /// English request's `wireless network` names the skill, not the network.
    @Test func aChineseSkillsOwnWordsInEnglish() throws {
      let wifi = PlannerValueWordsTests.skill(
        "wifi.connect", "连接到一个无线网络。",
        #"{"type":"object","properties":{"ssid":{"type":"string","description":"网络名称"}},"required":["ssid"]}"#
      )
      #expect(
        try PlannerValueWordsTests.values("get me on the wireless network", for: wifi)["ssid"]
          == nil)
      #expect(
        try PlannerValueWordsTests.values(
          "connect to the wireless network called HomeNet", for: wifi)["ssid"]
          == "HomeNet")
    }

    /// The meaning does not overturn a strong winner of the words when the request and the
    /// skill are in different languages; in one language it does.
    @Test func aStrongWinnerAcrossLanguagesStaysFirst() {
      let lexical = [
        SkillCandidate(skillID: "volume.set", displayName: "", score: 5.5, matchedTerms: [])
      ]
      var byID: [String: Double] = ["volume.set": 0.70]
      for index in 0..<24 { byID["other.\(index)"] = 0.80 + Double(index) * 0.001 }
      let similarities = SemanticIndex.Similarities(byID: byID, median: 0.81)
      let across = SemanticFusion.fuse(
        lexical, similarities, threshold: 1, crossLanguage: ["volume.set"])
      #expect(across.ranked.first?.skillID == "volume.set")
      let same = SemanticFusion.fuse(lexical, similarities, threshold: 1)
      #expect(same.ranked.first?.skillID != "volume.set")
      let volume = PlannerValueWordsTests.skill(
        "volume.set", "Sets the speaker volume.", #"{"type":"object","properties":{}}"#)
      let wifi = PlannerValueWordsTests.skill(
        "wifi.connect", "连接到一个无线网络。", #"{"type":"object","properties":{}}"#)
      #expect(OfflinePlanner.otherLanguage("音量调到三十", volume) == ["volume.set"])
      #expect(OfflinePlanner.otherLanguage("set the volume to 30", volume).isEmpty)
      #expect(OfflinePlanner.otherLanguage("connect to the wifi", wifi) == ["wifi.connect"])
      #expect(OfflinePlanner.otherLanguage("连接无线网", wifi).isEmpty)
    }

    /// What a command hands over (`for …`, `…: …`) is the text; a verb of the text stays.
    @Test func theTextACommandHandsOver() throws {
      let qr = PlannerValueWordsTests.skill(
        "qr.create", "Makes a QR code image from a piece of text or a link.",
        #"{"type":"object","properties":{"text":{"type":"string","minLength":1}},"required":["text"]}"#
      )
      for text in [
        "make a QR code for https://example.com/menu",
        "turn this link into a QR: https://example.com/menu",
      ] {
        #expect(
          try PlannerValueWordsTests.values(text, for: qr)["text"] == "https://example.com/menu",
          "\(text)")
      }
      let todo = PlannerValueWordsTests.skill(
        "todo.add", "Adds a todo.",
        #"{"type":"object","properties":{"title":{"type":"string"}},"required":["title"]}"#)
      #expect(
        try PlannerValueWordsTests.values("add a todo: make dinner", for: todo)["title"]
          == "make dinner")
      #expect(try PlannerValueWordsTests.values("make dinner", for: todo)["title"] == "make dinner")
    }

    /// A name said as one after `at` fills a sole named field, though the request says more.
    @Test func aNameAfterAt() throws {
      let table = PlannerValueWordsTests.skill(
        "restaurant.book", "Reserves a table at a restaurant.",
        #"{"type":"object","properties":{"restaurant":{"type":"string"},"people":{"type":"integer"}},"required":["restaurant"]}"#
      )
      let values = try PlannerValueWordsTests.values(
        "resevre a table at Dishoom for 6 people", for: table)
      #expect(values["restaurant"] == "Dishoom", "\(values)")
      #expect(values["people"] == 6, "\(values)")
    }

    /// `在 Sources 里` is the folder of a search; a plural value is named in the singular.
    @Test func aFolderInChineseAndASingularValue() throws {
      let search = PlannerValueWordsTests.skill(
        "code.search", "Searches the code.",
        #"{"type":"object","properties":{"query":{"type":"string"},"folder":{"type":"string","format":"path"}},"required":["query"]}"#
      )
      let values = try PlannerValueWordsTests.values("在 Sources 里搜索 deadline", for: search)
      #expect(values["folder"] == "Sources", "\(values)")
      #expect(values["query"] == "deadline", "\(values)")
      let garden = PlannerValueWordsTests.skill(
        "garden.water", "Turns on the sprinklers in one zone.",
        #"{"type":"object","properties":{"zone":{"type":"string","enum":["front lawn","vegetables"]}},"required":["zone"]}"#
      )
      #expect(
        try PlannerValueWordsTests.values("water the vegetable bed", for: garden)["zone"]
          == "vegetables")
      #expect(try PlannerValueWordsTests.values("给菜地浇水", for: garden)["zone"] == "vegetables")
      // `news` is no plural of `new`.
      #expect(!EnumWords.words(for: "news").contains("new"))
    }

    /// A two-character word said with 个 inside it is one word (`截个图`: screenshot); a
    /// measure word after a numeral or a pronoun is not (`一个`, `这个`).
    @Test func aWordSaidWithAMeasureWordInside() throws {
      let glossary = try GlossaryFixture.glossary()
      let split = glossary.segments(in: "帮我截个图")
      #expect(split.contains { $0.word == "截图" && $0.english.contains("screenshot") }, "\(split)")
      #expect(!glossary.segments(in: "一个人").contains { $0.word == "一人" })
      #expect(!glossary.segments(in: "这个图").contains { $0.word == "这图" })
    }

    /// A state named whole is undone by `un-` before it (`unlocked`); said by its verb too.
    @Test func aStateNamedWholeOrByItsVerb() throws {
      let door = PlannerValueWordsTests.skill(
        "door.set", "Locks or unlocks the front door.",
        #"{"type":"object","properties":{"locked":{"type":"boolean"}}}"#)
      #expect(
        try PlannerValueWordsTests.values("keep the door unlocked", for: door)["locked"] == false)
      #expect(try PlannerValueWordsTests.values("keep it locked", for: door)["locked"] == true)
      #expect(try PlannerValueWordsTests.values("lock the door", for: door)["locked"] == true)
    }

    /// A word in capitals is no place (`TODO`); a name written as one is (`Denver`). A search
    /// field takes what the command hands over (`find deadline` → `deadline`).
    @Test func capitalsAreNoPlaceAndASearchTakesItsWord() throws {
      let weather = PlannerValueWordsTests.skill(
        "weather.now", "The weather in a city.",
        #"{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}"#)
      #expect(try PlannerValueWordsTests.values("show TODO items now", for: weather)["city"] == nil)
      #expect(
        try PlannerValueWordsTests.values("how is it looking Denver", for: weather)["city"]
          == "Denver")
      let search = PlannerValueWordsTests.skill(
        "code.search", "Searches the code.",
        #"{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}"#)
      #expect(
        try PlannerValueWordsTests.values("find deadline", for: search)["query"] == "deadline")
    }
  }
}
