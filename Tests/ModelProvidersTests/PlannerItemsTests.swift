import AgentCore
import AgentTestSupport
import BuiltinSkills
import Foundation
import ModelProviders
import SkillKit
import Testing

extension PlannerSuites {
  /// Data disambiguates: a request that names an item (`交房租那个做完了`) completes it where it
  /// is — a todo when a todo has that title, a reminder when a reminder does.
  struct PlannerItemsTests {
    static func calls(_ text: String, items: [String: [String]]) -> [String] {
      var request = ModelRequest(
        system: "", messages: [.user(text)], tools: PlannerDeclaredCorpusTests.builtins(),
        now: PlannerCorpusTests.now, timeZone: PlannerCorpusTests.zone)
      request.items = items
      return OfflinePlanner().respond(to: request).compactMap { event in
        if case .toolCallStart(_, let name) = event { return name }
        return nil
      }
    }

    @Test func theItemsTitleSaysWhichKindOfItemIsMeant() {
      let text = "交房租那个做完了"
      #expect(
        Self.calls(text, items: ["todo.list": ["交房租", "买牛奶"], "reminder.list": ["开会"]])
          == ["todo.complete"])
      #expect(
        Self.calls(text, items: ["todo.list": ["买牛奶"], "reminder.list": ["交房租"]])
          == ["reminder.complete"])
      #expect(
        Self.calls(
          "the dentist one is done", items: ["reminder.list": ["dentist"], "todo.list": []])
          == ["reminder.complete"])
    }
  }
}
