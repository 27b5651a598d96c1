import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A boolean is not switched on by a word of the skill's own name (`lower the drying rack`
  /// for a rack with a `dry` switch, `the towel warmer` for a `warm` one), on skills written for
  /// this test; said as itself it still is.
  struct PlannerOwnNameSwitchTests {
    static let rack: SkillDescriptor = {
      var rack = PlannerValueWordsTests.skill(
        "airer.move", "升降阳台的晾衣架，也能烘干衣服。",
        #"{"type":"object","properties":{"position":{"type":"string","enum":["up","down"]},"dry":{"type":"boolean","description":"烘干"}}}"#
      )
      rack.displayName = "晾衣架"
      return rack
    }()
    static let warmer: SkillDescriptor = {
      var warmer = PlannerValueWordsTests.skill(
        "towel.heat", "Switches the towel warmer on to warm the towels.",
        #"{"type":"object","properties":{"warm":{"type":"boolean","description":"Warm the towels"},"minutes":{"type":"integer","minimum":5,"maximum":120}}}"#
      )
      warmer.displayName = "Towel warmer"
      return warmer
    }()

    @Test func aWordOfTheSkillsNameSwitchesNothing() throws {
      let rack = try PlannerValueWordsTests.values("raise the drying rack", for: Self.rack)
      #expect(rack["dry"] == nil, "\(rack)")
      let warmer = try PlannerValueWordsTests.values(
        "run the towel warmer for 30 minutes", for: Self.warmer)
      #expect(warmer["warm"] == nil, "\(warmer)")
      #expect(warmer["minutes"] == 30, "\(warmer)")
    }

    @Test func theSwitchSaidAsItselfIsOn() throws {
      let rack = try PlannerValueWordsTests.values(
        "raise the rack and dry the clothes", for: Self.rack)
      #expect(rack["dry"] == true, "\(rack)")
      let warmer = try PlannerValueWordsTests.values("warm the towels", for: Self.warmer)
      #expect(warmer["warm"] == true, "\(warmer)")
    }
  }
}
