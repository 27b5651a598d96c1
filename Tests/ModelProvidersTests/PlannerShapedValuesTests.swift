import AgentCore
import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// Values of the seventh round, on skills written for this test: digits an identifier's
  /// pattern marks, thousands written with commas, a number said before its field's name, half
  /// of a percentage, a title called by its name to a break, a Chinese value inside a word the
  /// skill uses, and a Chinese value named in English.
  struct PlannerShapedValuesTests {
    static let locker = PlannerValueWordsTests.skill(
      "locker.open", "Opens a parcel locker with its pickup number.",
      #"{"type":"object","properties":{"pickup":{"type":"string","pattern":"^[0-9]{6,8}$","description":"Pickup"},"door":{"type":"integer","description":"Door"}},"required":["pickup"]}"#
    )

    /// Digits alone fill a patterned field when its pattern takes no count or year; otherwise
    /// they are left to the numbers.
    @Test func digitsAPatternMarks() throws {
      let values = try PlannerValueWordsTests.values(
        "open locker 48213377, door 3", for: Self.locker)
      #expect(values["pickup"] == "48213377", "\(values)")
      #expect(values["door"] == 3, "\(values)")
      #expect(!SchemaPatterns.takesShortNumbers("^[0-9]{9,11}$"))
      #expect(!SchemaPatterns.takesShortNumbers("^[A-Z]{3}$"))
      #expect(SchemaPatterns.takesShortNumbers("^[0-9]+$"))
      #expect(SchemaPatterns.takesShortNumbers("(unclosed"))
      let floor = PlannerValueWordsTests.skill(
        "lift.call", "Calls the lift to a floor.",
        #"{"type":"object","properties":{"level":{"type":"string","pattern":"^[0-9]{1,3}$"}},"required":["level"]}"#
      )
      // `^[0-9]{1,3}$` takes counts too: `3 people` is no floor.
      let count = try PlannerValueWordsTests.values("call the lift for 3 people", for: floor)
      #expect(count["level"] == nil, "\(count)")
    }

    static let loan = PlannerValueWordsTests.skill(
      "loan.pay", "Monthly payment of a loan.",
      #"{"type":"object","properties":{"principal":{"type":"number","description":"Amount borrowed"},"rate":{"type":"number","description":"Yearly interest in percent"},"years":{"type":"integer","description":"Term"}},"required":["principal","rate","years"]}"#
    )

    /// Thousands with commas are one number; a number before a field's name (in English or
    /// Chinese) is that field's, wherever it was said; `100 万` is a million.
    @Test(arguments: [
      ("borrow 1,250,000 for 15 years at 3.5 percent", 1_250_000.0, 15, 3.5),
      ("for 15 years at 3.5% borrow 1,250,000", 1_250_000, 15, 3.5),
      ("借 100 万，分 20 年还，利率 3.1%", 1_000_000, 20, 3.1),
    ])
    func numbersByTheirNames(_ text: String, _ principal: Double, _ years: Int, _ rate: Double)
      throws
    {
      let values = try PlannerValueWordsTests.values(text, for: Self.loan)
      #expect(
        values["principal"] == .number(principal)
          || values["principal"] == .integer(Int(principal)),
        "\(text): \(values)")
      #expect(values["years"] == .integer(years), "\(text): \(values)")
      #expect(values["rate"] == .number(rate), "\(text): \(values)")
    }

    /// A count in a list of digits stays apart (`1,2,3` is no thousand).
    @Test func digitsWithCommasThatAreNoThousands() {
      #expect(NumberFiller.mentions(in: "dice 1,2,3").map(\.value) == [1, 2, 3])
      #expect(NumberFiller.mentions(in: "pay $20,000 now").map(\.value) == [20_000])
    }

    static let blinds = PlannerValueWordsTests.skill(
      "shade.set", "Moves the window shade.",
      #"{"type":"object","properties":{"open":{"type":"integer","description":"Percent open"}},"required":["open"]}"#
    )

    /// `halfway` is half of a percentage; `in half` is no percentage.
    @Test func halfOfAPercentage() throws {
      let half = try PlannerValueWordsTests.values("open the shade halfway", for: Self.blinds)
      #expect(half["open"] == 50, "\(half)")
      let split = PlannerValueWordsTests.skill(
        "bill.split", "Splits a bill.",
        #"{"type":"object","properties":{"tip":{"type":"number","description":"Tip in percent"}}}"#)
      let none = try PlannerValueWordsTests.values("split the bill in half", for: split)
      #expect(none["tip"] == nil, "\(none)")
      // All of it: `all the way up`, `to the max`, 开到最大; `full` only before what is full.
      for text in ["open the shade all the way up", "shade to the max", "窗帘开到最大"] {
        let all = try PlannerValueWordsTests.values(text, for: Self.blinds)
        #expect(all["open"] == 100, "\(text): \(all)")
      }
      let lamp = PlannerValueWordsTests.skill(
        "lamp.set", "Sets the desk lamp.",
        #"{"type":"object","properties":{"level":{"type":"integer","description":"Brightness in percent"}},"required":["level"]}"#
      )
      let full = try PlannerValueWordsTests.values("desk lamp at full brightness", for: lamp)
      #expect(full["level"] == 100, "\(full)")
      let notFull = try PlannerValueWordsTests.values("the lamp is full of dust", for: lamp)
      #expect(notFull["level"] == nil, "\(notFull)")
    }

    /// A title `called` by its name runs to a break, not one word; a name that is no free text
    /// stays one token.
    @Test func aTitleCalledToABreak() throws {
      let playlist = PlannerValueWordsTests.skill(
        "playlist.create", "Creates a playlist.",
        #"{"type":"object","properties":{"title":{"type":"string","description":"Playlist title"}}}"#
      )
      let values = try PlannerValueWordsTests.values(
        "make a playlist called road trip songs, please", for: playlist)
      #expect(values["title"] == "road trip songs", "\(values)")
    }

    static let utility = PlannerValueWordsTests.skill(
      "utility.pay", "缴纳家里的电费、水费或燃气费。",
      #"{"type":"object","properties":{"kind":{"type":"string","enum":["电","水","燃气"],"description":"哪一种"},"amount":{"type":"number"}},"required":["kind","amount"]}"#
    )

    /// A Chinese value starting a word the skill itself says (`电费`) is named; in English, by
    /// the glossary (`water` → 水); a word the skill does not say names nothing (`高铁` is no 高).
    @Test func chineseValuesInsideTheSkillsWords() throws {
      let chinese = try PlannerValueWordsTests.values("交一下电费 200", for: Self.utility)
      #expect(chinese["kind"] == "电" && chinese["amount"] == .number(200), "\(chinese)")
      let english = try PlannerValueWordsTests.values("pay the water bill, 80", for: Self.utility)
      #expect(english["kind"] == "水", "\(english)")
      let priority = PlannerValueWordsTests.skill(
        "task.flag", "给任务设优先级。",
        #"{"type":"object","properties":{"level":{"type":"string","enum":["高","低"]}},"required":["level"]}"#
      )
      let train = try PlannerValueWordsTests.values("把买高铁票设一下", for: priority)
      #expect(train["level"] == nil, "\(train)")
    }

    /// Characters of grammar alone (`在…中`) are no content: a search takes what is searched
    /// for; one Chinese character at the edge of a mixed span is a verb cut off (`开`), not part
    /// of a name; a question keeps its question mark.
    @Test func edgesOfAShortSpan() throws {
      let search = PlannerValueWordsTests.skill(
        "notes.search", "Searches the saved notes for words.",
        #"{"type":"object","properties":{"query":{"type":"string","description":"What to look for"}},"required":["query"]}"#
      )
      let query = try PlannerValueWordsTests.values("在笔记中搜索发票", for: search)
      #expect(query["query"] == "发票", "\(query)")
      let invoice = PlannerValueWordsTests.skill(
        "invoice.create", "Creates an invoice for a client.",
        #"{"type":"object","properties":{"client":{"type":"string","description":"Who is billed"},"amount":{"type":"number"}},"required":["client","amount"]}"#
      )
      let client = try PlannerValueWordsTests.values("给 Globex 开一张 500 美元的发票", for: invoice)
      #expect(client["client"] == "Globex", "\(client)")
      let poll = PlannerValueWordsTests.skill(
        "poll.create", "Creates a poll.",
        #"{"type":"object","properties":{"question":{"type":"string","description":"The question"}},"required":["question"]}"#
      )
      let asked = try PlannerValueWordsTests.values("make a poll: lunch at noon?", for: poll)
      #expect(asked["question"] == "lunch at noon?", "\(asked)")
    }

    /// A skill nobody wrote examples for is what its fields are called in a few words (`Who is
    /// billed`): the request's `bill` finds it among the built-ins and is no part of the value;
    /// a field's instructions and example values are not its words.
    @Test func fieldLabelsOfASkillWithoutExamples() throws {
      let invoice = PlannerValueWordsTests.skill(
        "invoice.create", "Creates an invoice for a client.",
        #"{"type":"object","properties":{"client":{"type":"string","description":"Who is billed"},"amount":{"type":"number","description":"Amount in dollars"},"zone":{"type":"string","description":"IANA time zone name (e.g. Asia/Tokyo). Use UTC when the user names none."}},"required":["client","amount"]}"#
      )
      let terms = Set(IntentIndex.labelTerms(of: invoice))
      #expect(terms.contains(TextTokenizer.terms("billed").first ?? "billed"), "\(terms)")
      #expect(!terms.contains("tokyo") && !terms.contains("utc"), "\(terms)")
      let values = try PlannerValueWordsTests.values("bill Initech $75", for: invoice)
      #expect(values["client"] == "Initech" && values["amount"] == .number(75), "\(values)")
      let request = ModelRequest(
        system: "", messages: [.user("bill Initech $75")],
        tools: PlannerDeclaredCorpusTests.builtins() + [invoice], now: PlannerCorpusTests.now,
        timeZone: PlannerCorpusTests.zone)
      let calls = try PlannerCorpusTests.calls(
        in: try PlannerDeclaredCorpusTests.words().respond(to: request))
      #expect(calls.first?.0 == "invoice.create", "\(calls)")
    }

    /// A question field takes words that ask — a question mark, a word of asking, a choice —
    /// and nothing else: the form asks what the question is.
    @Test(
      arguments: [
        ("let the team vote", nil), ("make a poll about lunch", nil),
        ("make a poll: pizza or sushi", "pizza or sushi"),
        ("poll the team: should we move the standup", "should we move the standup"),
        ("发起投票：周五聚餐去哪", "周五聚餐去哪"),
      ] as [(String, String?)])
    func aQuestionAsks(_ text: String, _ question: String?) throws {
      let poll = PlannerValueWordsTests.skill(
        "poll.create", "Creates a poll in the team chat.",
        #"{"type":"object","properties":{"question":{"type":"string","description":"The question"}},"required":["question"]}"#
      )
      let values = try PlannerValueWordsTests.values(text, for: poll)
      #expect(values["question"]?.stringValue == question, "\(text): \(values)")
    }

    /// A site's name points at the skills that take a host though no word of theirs is said; a
    /// file name (`README.md`) and a URL do not.
    @Test func aSiteNamePointsAtHostSkills() throws {
      #expect(ValueEvidence.namesASite("what IP does github.com resolve to"))
      #expect(!ValueEvidence.namesASite("read README.md"))
      #expect(!ValueEvidence.namesASite("fetch https://example.com"))
      let dns = PlannerValueWordsTests.skill(
        "dns.lookup", "Looks up the DNS records of a domain name.",
        #"{"type":"object","properties":{"name":{"type":"string","format":"hostname","description":"Domain name"}},"required":["name"]}"#
      )
      func planned(_ text: String) throws -> [(String, JSONValue)] {
        try PlannerDeclaredCorpusTests.planned(text, besides: [dns])
      }
      let site = try planned("what IP does github.com resolve to")
      #expect(site.first?.0 == "dns.lookup" && site.first?.1["name"] == "github.com", "\(site)")
      let file = try planned("read README.md")
      #expect(file.first?.0 == "files.read", "\(file)")
    }

    /// Everyday words CC-CEDICT lacks or glosses by another sense reach the skills described in
    /// English (`网速` internet speed, `日记` journal), and say nothing as values: `记日记` asks
    /// for the entry (the `记` left over is a verb).
    @Test func everydayWordsReachEnglishSkills() throws {
      let journal = PlannerValueWordsTests.skill(
        "journal.write", "Writes an entry in my journal.",
        #"{"type":"object","properties":{"text":{"type":"string","description":"The entry"}},"required":["text"]}"#
      )
      let speed = PlannerValueWordsTests.skill(
        "speed.test", "Measures the internet speed.",
        #"{"type":"object","properties":{}}"#)
      func planned(_ text: String) throws -> [(String, JSONValue)] {
        try PlannerDeclaredCorpusTests.planned(text, besides: [journal, speed])
      }
      #expect(try planned("测一下网速").first?.0 == "speed.test")
      let entry = try PlannerValueWordsTests.values("记日记", for: journal)
      #expect(entry["text"] == nil, "\(entry)")
      let said = try PlannerValueWordsTests.values("写日记：今天加班到很晚", for: journal)
      #expect(said["text"] == "今天加班到很晚", "\(said)")
    }

    /// A choice of just `on` and `off` takes the state the request turns it to, in either
    /// language; a message runs after `saying`; a skill's name word keeps no comma in a title.
    @Test func aSwitchAMessageAndATitle() throws {
      let torch = PlannerValueWordsTests.skill(
        "torch.set", "Turns the torch on or off.",
        #"{"type":"object","properties":{"state":{"type":"string","enum":["on","off"]}},"required":["state"]}"#
      )
      for (text, state) in [("打开手电筒", "on"), ("关掉手电筒", "off"), ("switch the torch off", "off")] {
        let values = try PlannerValueWordsTests.values(text, for: torch)
        #expect(values["state"]?.stringValue == state, "\(text): \(values)")
      }
      let sms = PlannerValueWordsTests.skill(
        "sms.send", "Sends a text message to a phone number.",
        #"{"type":"object","properties":{"to":{"type":"string","pattern":"^\\+?[0-9][0-9 -]{6,14}[0-9]$"},"message":{"type":"string"}},"required":["to","message"]}"#
      )
      let sent = try PlannerValueWordsTests.values(
        "send an SMS to 555-0199 saying the gate code is 4412", for: sms)
      #expect(sent["message"] == "the gate code is 4412" && sent["to"] == "555-0199", "\(sent)")
      #expect(
        ParameterFiller.strippingNameWords(
          of: PlannerValueWordsTests.skill(
            "ticket.open", "Opens a ticket.", #"{"type":"object","properties":{}}"#),
          from: "ticket, printer jammed") == "printer jammed")
    }

    /// A sentence keeps the article of its subject (`the VPN is down`); a name does not get one
    /// (`add the quarterly report` is a title of its own words).
    @Test func aSentenceKeepsItsSubject() throws {
      let ticket = PlannerValueWordsTests.skill(
        "ticket.open", "Opens a ticket with the IT help desk.",
        #"{"type":"object","properties":{"title":{"type":"string","description":"What is wrong"},"priority":{"type":"string","enum":["low","urgent"]}},"required":["title"]}"#
      )
      let sentence = try PlannerValueWordsTests.values(
        "urgent ticket, the VPN is down", for: ticket)
      #expect(sentence["title"] == "the VPN is down", "\(sentence)")
      #expect(
        ParameterFiller.keepingSubject("quarterly report", in: "add the quarterly report")
          == "quarterly report")
      #expect(
        ParameterFiller.keepingSubject("printer is jammed", in: "The printer is jammed")
          == "The printer is jammed")
    }

    /// An hour count written against its number (`8h`, `1.5h`) is a length of time, as `8 hours`
    /// is; a word that starts with h is not (`8 hens`).
    @Test func hoursWrittenAgainstTheNumber() throws {
      let timesheet = PlannerValueWordsTests.skill(
        "time.book", "Books hours worked to a project.",
        #"{"type":"object","properties":{"project":{"type":"string","description":"Project name"},"hours":{"type":"number","description":"Hours worked"}},"required":["project","hours"]}"#
      )
      let short = try PlannerValueWordsTests.values("book 1.5h to Apollo", for: timesheet)
      #expect(short["hours"] == 1.5, "\(short)")
      #expect(SchemaFiller.duration(in: "log 8h today").map { Int($0.seconds) } == 28_800)
      #expect(SchemaFiller.duration(in: "I have 8 hens") == nil)
    }

    /// What a request sets apart after a colon is the text, however plain its words: 我们到了 is
    /// all function characters, and still the message.
    @Test func textSetApartByAColonIsTheText() throws {
      let chat = PlannerValueWordsTests.skill(
        "chat.post", "Posts a message to the family chat.",
        #"{"type":"object","properties":{"message":{"type":"string","description":"Message"}},"required":["message"]}"#
      )
      let plain = try PlannerValueWordsTests.values("在家庭群里发一条：我们到了", for: chat)
      #expect(plain["message"] == "我们到了", "\(plain)")
      let english = try PlannerValueWordsTests.values(
        "post to the family chat: we're here", for: chat)
      #expect(english["message"] == "we're here", "\(english)")
      // 消息 is "message" (the glossary says news, information): the request's own word, no value.
      let asked = try PlannerValueWordsTests.values("发一条消息", for: chat)
      #expect(asked["message"] == nil, "\(asked)")
    }
  }
}
