import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// Counts said with any measure word of the one catalogue (`两把钥匙`, `三套`, `四袋`) and
  /// `twice` / `thrice` fill a count, on a skill written for this test; a value matching a
  /// pattern loses the spaces at its ends.
  struct PlannerCountWordsTests {
    static let keys = PlannerValueWordsTests.skill(
      "key.cut", "Cuts copies of a key.",
      #"{"type":"object","properties":{"copies":{"type":"integer","minimum":1,"maximum":10,"description":"How many copies"}},"required":["copies"]}"#
    )
    static let draw = PlannerValueWordsTests.skill(
      "draw.check", "Checks numbers against a draw.",
      #"{"type":"object","properties":{"numbers":{"type":"string","pattern":"^[0-9][0-9 ,]*$","description":"Your numbers"}},"required":["numbers"]}"#
    )

    @Test func anyMeasureWordOfTheCatalogueCounts() throws {
      for (text, count) in [("配两把钥匙", 2), ("配三套钥匙", 3), ("要四副钥匙", 4)] {
        let values = try PlannerValueWordsTests.values(text, for: Self.keys)
        #expect(values["copies"] == .integer(count), "\(text): \(values)")
      }
    }

    static let plants = PlannerValueWordsTests.skill(
      "plant.order", "Orders plants for the garden.",
      #"{"type":"object","properties":{"count":{"type":"integer","minimum":1,"maximum":50,"description":"How many"}},"required":["count"]}"#
    )

    /// Measure words of trees, flowers, buildings, rooms, letters, songs, boxes and barrels.
    @Test func moreThingsAreCountedInTheirMeasureWords() throws {
      for (text, count) in [
        ("种三棵苹果树", 3), ("买五朵玫瑰", 5), ("送两桶水", 2), ("订四箱苹果", 4), ("寄三封信", 3),
        ("收拾两间屋子", 2),
      ] {
        let values = try PlannerValueWordsTests.values(text, for: Self.plants)
        #expect(values["count"] == .integer(count), "\(text): \(values)")
      }
    }

    static let score = PlannerValueWordsTests.skill(
      "match.score", "Records a match score.",
      #"{"type":"object","properties":{"host":{"type":"integer","minimum":0,"maximum":99,"description":"Home goals (主队)"},"visitor":{"type":"integer","minimum":0,"maximum":99,"description":"Away goals (客队)"}},"required":["host","visitor"]}"#
    )

    /// Chinese set apart after a number and followed by another labels the next number: in
    /// `主队 3 客队 1` the 客 is no unit of the 3.
    @Test func aChineseLabelBelongsToTheNumberAfterIt() throws {
      let values = try PlannerValueWordsTests.values("比分 主队 3 客队 1", for: Self.score)
      #expect(values["host"] == 3, "\(values)")
      #expect(values["visitor"] == 1, "\(values)")
    }

    @Test func twiceAndThriceAreCounts() throws {
      let twice = try PlannerValueWordsTests.values("cut my key twice", for: Self.keys)
      #expect(twice["copies"] == 2, "\(twice)")
      let thrice = try PlannerValueWordsTests.values("cut the key thrice", for: Self.keys)
      #expect(thrice["copies"] == 3, "\(thrice)")
    }

    @Test func aPatternValueLosesItsSpaces() throws {
      let values = try PlannerValueWordsTests.values("查一下 3,9,17,22 中了吗", for: Self.draw)
      #expect(values["numbers"] == "3,9,17,22", "\(values)")
      let text = "号码 05 11 23 中没中"
      let spans = SchemaPatterns.tokens("^[0-9][0-9 ,]*$", in: text)
      #expect(spans.map { String(text[$0]) } == ["05 11 23"])
    }
  }
}
