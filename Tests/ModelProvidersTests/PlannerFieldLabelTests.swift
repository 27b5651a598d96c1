import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// Words that say which field, or that a value is wanted, are no value themselves: the
  /// field's own name (`spicy broth` for a field `broth`), a verb asking for something to be
  /// made (`buy`, `买`), an article before a kind of thing (`order a vynil`); and a Chinese value
  /// said as the start of a longer word whose rest the skill says (`鸳鸯锅`) — on skills written
  /// here.
  struct PlannerFieldLabelTests {
    static let hotpot = PlannerValueWordsTests.skill(
      "hotpot.queue", "在火锅店排队取号，几个人一起吃火锅。",
      #"{"type":"object","properties":{"people":{"type":"integer","minimum":1,"maximum":20,"description":"人数"},"broth":{"type":"string","enum":["麻辣","清汤","鸳鸯"],"description":"锅底"}},"required":["people"]}"#
    )
    static let vinyl = PlannerValueWordsTests.skill(
      "vinyl.order", "Orders a vinyl record from the record shop.",
      #"{"type":"object","properties":{"album":{"type":"string","description":"Album title"}},"required":["album"]}"#
    )

    /// The field's own name names the field, not the value one of whose senses it is (清汤:
    /// broth, clear soup); a word that names a value and not the field still does.
    @Test func theFieldsNameIsNoValue() throws {
      let spicy = try PlannerValueWordsTests.values("hotpot for 5, spicy broth", for: Self.hotpot)
      #expect(spicy["broth"] == nil, "\(spicy)")
      #expect(spicy["people"] == .integer(5), "\(spicy)")
      let clear = try PlannerValueWordsTests.values("hotpot for 2, clear soup", for: Self.hotpot)
      #expect(clear["broth"] == .string("清汤"), "\(clear)")
    }

    /// A Chinese value that starts a longer word is that value when the skill says the rest of
    /// the word (`鸳鸯锅`: the skill says 锅); a longer word whose rest it does not say is not.
    @Test func aValueStartingAWordTheSkillEnds() throws {
      let pot = try PlannerValueWordsTests.values("四个人吃鸳鸯锅，排个号", for: Self.hotpot)
      #expect(pot["broth"] == .string("鸳鸯"), "\(pot)")
      #expect(pot["people"] == .integer(4), "\(pot)")
      let other = PlannerValueWordsTests.skill(
        "bird.log", "记录看到的鸟。",
        #"{"type":"object","properties":{"bird":{"type":"string","enum":["鸳鸯","白鹭"]}},"required":["bird"]}"#
      )
      let notPot = try PlannerValueWordsTests.values("吃鸳鸯锅", for: other)
      #expect(notPot["bird"] == nil, "\(notPot)")
    }

    /// A verb asking for something to be made is no title (`buy`, `买一张`), nor is a kind of
    /// thing said with an article (`order a vynil`); a title said with them is kept.
    @Test func askingAndCountingAreNoTitle() throws {
      for text in ["买一张黑胶唱片", "order a vynil", "buy a vinyl record"] {
        let values = try PlannerValueWordsTests.values(text, for: Self.vinyl)
        #expect(values["album"] == nil, "\(text): \(values)")
      }
      for (text, album) in [
        ("buy the record Kind of Blue on vinyl", "Kind of Blue"),
        ("order a vinyl of Thriller", "Thriller"),
        ("order the vinyl of Abbey Road", "Abbey Road"),
      ] {
        let values = try PlannerValueWordsTests.values(text, for: Self.vinyl)
        #expect(values["album"] == .string(album), "\(text): \(values)")
      }
      #expect(ParameterFiller.namesAKind("vynil", in: "order a vynil"))
      #expect(!ParameterFiller.namesAKind("Thriller", in: "order a Thriller"))
      #expect(!ParameterFiller.namesAKind("vynil", in: "order vynil"))
      // A verb with more after it stays the value's (a todo's title keeps its verb).
      let todo = try PlannerDeclaredCorpusTests.planned("添加待办 买牛奶", besides: [])
      #expect(todo.first?.1["title"] == .string("买牛奶"), "\(todo.map(\.1))")
    }
  }
}
