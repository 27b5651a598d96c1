import AgentCore
import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A request that only names a skill (`打开花粉指数`, `open screen time`), on skills written
  /// for these tests: it is about that skill, and its verb is no value — the form asks. Found
  /// by asking every corpus skill for itself by name (`打开天气预报` filled the city with 打开).
  struct PlannerNamedSkillTests {
    static func skill(_ id: String, _ name: String, _ description: String, _ schema: String)
      -> SkillDescriptor
    {
      var skill = PlannerValueWordsTests.skill(id, description, schema)
      skill.displayName = name
      return skill
    }

    static let pollen = skill(
      "pollen.level", "花粉指数", "Shows the pollen count for a city.",
      #"{"type":"object","properties":{"city":{"type":"string","description":"City"}},"required":["city"]}"#
    )
    static let feelings = skill(
      "feeling.log", "心情记录", "记录今天的心情。",
      #"{"type":"object","properties":{"mood":{"type":"string","enum":["开心","难过"],"description":"心情"}},"required":["mood"]}"#
    )
    static let budget = skill(
      "budget.track", "Budget planner", "Tracks a monthly budget.",
      #"{"type":"object","properties":{"month":{"type":"string","description":"Month"}}}"#
    )
    static let quiet = skill(
      "quiet.set", "Quiet time", "Mutes notifications from a start to an end.",
      #"{"type":"object","properties":{"start":{"type":"string","format":"date-time"},"end":{"type":"string","format":"date-time"}},"required":["start","end"]}"#
    )
    static let floor = skill(
      "floor.heat", "地暖", "Sets the floor heating temperature.",
      #"{"type":"object","properties":{"temperature":{"type":"integer","description":"Degrees"}},"required":["temperature"]}"#
    )
    static let cab = skill(
      "cab.hail", "打车", "Hails a cab to an address.",
      #"{"type":"object","properties":{"address":{"type":"string","description":"Where to"}},"required":["address"]}"#
    )

    /// `打开`, `使用`, `启动` alone are the request's verb, as `open` and `use` are: no city.
    @Test func aVerbOfOpeningIsNoValue() throws {
      for text in ["打开花粉指数", "使用花粉指数"] {
        let values = try PlannerValueWordsTests.values(text, for: Self.pollen)
        #expect(values["city"] == nil, "\(text): \(values)")
      }
      let named = try PlannerValueWordsTests.values("打开成都的花粉指数", for: Self.pollen)
      #expect(named["city"] == "成都", "\(named)")
    }

    /// A Chinese value is not read across two words: 打开|心情 holds no 开心.
    @Test func aValueIsNotReadAcrossTwoWords() throws {
      let opened = try PlannerValueWordsTests.values("打开心情记录", for: Self.feelings)
      #expect(opened["mood"] == nil, "\(opened)")
      let said = try PlannerValueWordsTests.values("今天很开心", for: Self.feelings)
      #expect(said["mood"] == "开心", "\(said)")
    }

    /// A request that says a skill's whole name goes to it, in either language.
    @Test func sayingASkillsNameChoosesIt() throws {
      let planner = try PlannerDeclaredCorpusTests.words()
      let tools =
        PlannerDeclaredCorpusTests.builtins()
        + (try PlannerDeclaredCorpusTests.declared("planner_declared_skills.json")) + [
          Self.pollen, Self.budget, Self.quiet, Self.floor, Self.cab,
        ]
      for (text, id) in [
        ("打开花粉指数", "pollen.level"), ("open the budget planner", "budget.track"),
        ("open quiet time", "quiet.set"), ("use quiet time", "quiet.set"), ("打开地暖", "floor.heat"),
        ("打开打车", "cab.hail"), ("用地暖", "floor.heat"),
      ] {
        let choice = planner.choice(for: PlannerConfidenceTests.request(text, tools))
        #expect(choice.skillID == id, "\(text)")
      }
      // A name said among other things of the request's own is just a word of it.
      let note = planner.choice(for: PlannerConfidenceTests.request("地暖坏了，记一下维修花了 300", tools))
      #expect(note.skillID != "floor.heat")
      #expect(OfflinePlanner.names(Self.budget, in: "open the Budget Planner"))
      #expect(!OfflinePlanner.names(Self.budget, in: "plan a budget"))
    }

    /// Every declared skill of the corpora asked for by its name alone, or with a verb of
    /// opening or using: no free value is taken from those words (a choice may be: `open garage
    /// door` opens it), and no value is the request itself.
    @Test func everySkillAskedForByNameTakesNoValueFromTheAsking() throws {
      let filler = ParameterFiller(
        dates: DateExpressionParser(now: PlannerCorpusTests.now, timeZone: PlannerCorpusTests.zone),
        glossary: try GlossaryFixture.glossary())
      let sets =
        ["planner_declared_skills.json", "planner_dev_skills.json"]
        + ["", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"].map {
          "planner_holdout\($0)_skills.json"
        }
      var asked = 0
      for set in sets {
        for skill in try PlannerDeclaredCorpusTests.declared(set) {
          let name = skill.displayName
          let chinese = name.unicodeScalars.contains(where: ChineseGlossary.isHan)
          let requests =
            chinese
            ? [name, "帮我" + name, "打开" + name, "用" + name]
            : [name, "open " + name.lowercased(), "use " + name.lowercased()]
          for text in requests {
            asked += 1
            let filled = filler.fill(text, for: skill)
            for field in skill.inputFields where field.enumValues.isEmpty {
              guard case .string(let value)? = filled.values[field.name] else { continue }
              #expect(
                !["打开", "帮我", "用", "open", "use", text].contains(value),
                "\(skill.id) \(field.name) ← \(value) from \(text)")
            }
          }
        }
      }
      #expect(asked > 400)
    }
  }
}
