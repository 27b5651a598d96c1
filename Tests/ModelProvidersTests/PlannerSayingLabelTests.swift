import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A text said after its label and `saying` / `says` / `reading` (`with a message saying
  /// congrats`, `the message says welcome home`) is the text without that word, on a skill
  /// written for this test.
  struct PlannerSayingLabelTests {
    static let cake = PlannerValueWordsTests.skill(
      "cake.order", "Orders a cake from the bakery.",
      #"{"type":"object","properties":{"message":{"type":"string","description":"Icing message"},"size":{"type":"string","enum":["small","large"],"description":"Size"}},"required":["message"]}"#
    )

    @Test(arguments: [
      ("order a small cake with a message saying congrats Mia", "congrats Mia"),
      ("a large cake, the message says welcome home", "welcome home"),
      ("cake with the message reading happy retirement", "happy retirement"),
    ])
    func aTextSaidAfterItsLabelIsTheText(_ text: String, _ message: String) throws {
      let values = try PlannerValueWordsTests.values(text, for: Self.cake)
      #expect(values["message"] == .string(message), "\(text): \(values)")
    }
  }
}
