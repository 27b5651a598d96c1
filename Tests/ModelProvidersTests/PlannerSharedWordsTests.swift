import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A Chinese word a skill described in Chinese shares with the request is one piece of
  /// evidence, not one per sense of its gloss; and a gloss's short plural (`eyes`) names the
  /// thing a skill names in the singular (`eye`) — on skills written for this test.
  struct PlannerSharedWordsTests {
    static let repair = PlannerValueWordsTests.skill(
      "appliance.fix", "预约师傅上门修理家电。",
      #"{"type":"object","properties":{"time":{"type":"string","format":"date-time","description":"上门时间"}},"required":["time"]}"#
    )
    static let termites = PlannerValueWordsTests.skill(
      "termite.treat", "Treats a house for termites.",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date","description":"Visit day"}},"required":["date"]}"#
    )
    static let vision = PlannerValueWordsTests.skill(
      "vision.check", "Checks your eye at the clinic.",
      #"{"type":"object","properties":{"when":{"type":"string","format":"date-time","description":"Check time"}},"required":["when"]}"#
    )

    static let pottery: SkillDescriptor = {
      var skill = PlannerValueWordsTests.skill(
        "pottery.class", "Books a pottery class.",
        #"{"type":"object","properties":{"technique":{"type":"string","enum":["wheel","handbuilding","glazing"],"description":"Technique"},"when":{"type":"string","format":"date-time","description":"Class time"}},"required":["technique","when"]}"#
      )
      skill.displayName = "Pottery classes"
      return skill
    }()

    /// `remind me` names the reminder by its verb: what to be reminded of (pottery tools) is the
    /// reminder's title, not a request for the pottery class.
    @Test func rememberingIsTheRemindersVerb() throws {
      let planned = try PlannerDeclaredCorpusTests.planned(
        "book a wheel pottery class Friday at 7pm, then remind me to buy pottery tools tomorrow at 6pm",
        besides: [Self.pottery])
      #expect(planned.map(\.0) == ["pottery.class", "reminder.create"], "\(planned)")
      let alone = try PlannerDeclaredCorpusTests.planned(
        "remind me to buy pottery tools tomorrow at 6pm", besides: [Self.pottery])
      #expect(alone.first?.0 == "reminder.create", "\(alone)")
    }

    /// A skill described in Chinese that shares the request's 上门 (visit, drop, lock, door,
    /// close) is no surer for having every sense of it: the termites are what is asked about.
    @Test func aSharedWordsManySensesDoNotOutweighTheThing() throws {
      let planned = try PlannerDeclaredCorpusTests.planned(
        "家里有白蚁，约周六上门处理", besides: [Self.repair, Self.termites])
      #expect(planned.first?.0 == "termite.treat", "\(planned)")
    }

    /// 验光 is `to examine the eyes`: the eye skill, not the calendar's appointment (约).
    @Test func aGlossesPluralNamesTheSingular() throws {
      let glossary = try GlossaryFixture.glossary()
      #expect(glossary.english("验光").contains("eye"), "\(glossary.english("验光"))")
      #expect(!glossary.english("新闻").contains("new"), "\(glossary.english("新闻"))")
      let planned = try PlannerDeclaredCorpusTests.planned(
        "约个验光，周五下午三点", besides: [Self.termites, Self.vision])
      #expect(planned.first?.0 == "vision.check", "\(planned)")
    }
  }
}
