import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// Two ways a value is said that no label marks, on a skill written for this test: the words
  /// to be written on a thing (`with Congrats Sam written on it`, `上面写着生日快乐`) for a field
  /// of writing, and an enum value that is a number and a unit said in another of the unit's
  /// words (`8 inches`, `10-inch`, `6寸` for `8 inch`, `10 inch`, `6 inch`).
  struct PlannerWrittenOnTests {
    static let pie = PlannerValueWordsTests.skill(
      "pie.order", "Orders a pie from the bakery.",
      #"{"type":"object","properties":{"size":{"type":"string","enum":["6 inch","8 inch","10 inch"],"description":"Size"},"inscription":{"type":"string","description":"Text piped on top"}},"required":[]}"#
    )

    @Test func wordsWrittenOnTheThingFillTheWriting() throws {
      let english = try PlannerValueWordsTests.values(
        "order a pie with Congrats Sam written on it", for: Self.pie)
      #expect(english["inscription"] == "Congrats Sam", "\(english)")
      let chinese = try PlannerValueWordsTests.values("订一个派，上面写着生日快乐", for: Self.pie)
      #expect(chinese["inscription"] == "生日快乐", "\(chinese)")
      let field = try #require(Self.pie.inputFields.first { $0.name == "size" })
      #expect(!SpanFiller.isWriting(field))
    }

    @Test func aSizeIsSaidInAnyWordOfItsUnit() throws {
      for (text, size) in [
        ("order an 8 inches pie", "8 inch"), ("order a 10-inch pie", "10 inch"),
        ("订一个6寸的派", "6 inch"),
      ] {
        let values = try PlannerValueWordsTests.values(text, for: Self.pie)
        #expect(values["size"] == .string(size), "\(text): \(values)")
      }
      #expect(EnumWords.measures("8 inch").contains("8寸"))
      #expect(EnumWords.measures("large").isEmpty)
    }
  }
}
