import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// Plurals an `s` alone does not spell name an enum value (`lilies` ↔ `lily`, `peaches` ↔
  /// `peach`, `mangoes` ↔ `mango`), also through the English of a Chinese word (`百合`: lily), and
  /// dozens are counts — on skills written for this test.
  struct PlannerSpelledPluralsTests {
    static let fruit = PlannerValueWordsTests.skill(
      "fruit.box", "Orders a box of fruit.",
      #"{"type":"object","properties":{"fruit":{"type":"string","enum":["cherries","peaches","mangoes","lily bulbs"],"description":"Fruit"},"count":{"type":"integer","minimum":1,"maximum":100,"description":"Number of pieces"}},"required":["fruit"]}"#
    )
    static let bulbs = PlannerValueWordsTests.skill(
      "bulb.order", "Orders flower bulbs.",
      #"{"type":"object","properties":{"flower":{"type":"string","enum":["lily","daisy","tulip"],"description":"Flower"}},"required":["flower"]}"#
    )

    @Test func aSpelledPluralNamesItsValue() throws {
      for (text, fruit) in [
        ("a box of the sweetest cherry you have", "cherries"), ("送一箱樱桃", "cherries"),
        ("one peach box please", "peaches"), ("来一箱芒果", "mangoes"),
      ] {
        let values = try PlannerValueWordsTests.values(text, for: Self.fruit)
        #expect(values["fruit"] == .string(fruit), "\(text): \(values)")
      }
    }

    @Test func aSingularValueIsNamedByItsSpelledPlural() throws {
      for (text, flower) in [("order some lilies", "lily"), ("I want daisies", "daisy")] {
        let values = try PlannerValueWordsTests.values(text, for: Self.bulbs)
        #expect(values["flower"] == .string(flower), "\(text): \(values)")
      }
    }

    static let paint = PlannerValueWordsTests.skill(
      "paint.mix", "Mixes paint.",
      #"{"type":"object","properties":{"shade":{"type":"string","enum":["grey","theatre red","jet black"],"description":"Shade"}},"required":["shade"]}"#
    )

    /// British and American spellings name the same value, also through a Chinese word's
    /// English (`灰色`: gray).
    @Test func eitherSpellingNamesTheValue() throws {
      for (text, shade) in [
        ("mix some gray paint", "grey"), ("调一桶灰色的漆", "grey"), ("theater red please", "theatre red"),
      ] {
        let values = try PlannerValueWordsTests.values(text, for: Self.paint)
        #expect(values["shade"] == .string(shade), "\(text): \(values)")
      }
    }

    @Test func dozensAreCounts() throws {
      for (text, count) in [
        ("a dozen peaches", 12), ("half a dozen mangoes", 6), ("two dozen cherries", 24),
        ("peaches, one dozen", 12),
      ] {
        let values = try PlannerValueWordsTests.values(text, for: Self.fruit)
        #expect(values["count"] == .integer(count), "\(text): \(values)")
      }
      // `dozens of` says no number.
      let vague = try PlannerValueWordsTests.values("dozens of cherries", for: Self.fruit)
      #expect(vague["count"] == nil, "\(vague)")
    }
  }
}
