import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A question about a thing, not a request to act: one that says a verb only in its past form
  /// (`what is fondue made of`), a Chinese one that asks what, which or how many a thing is or
  /// has (`龙舟节是哪天`), and a skill described in Chinese whose verb makes something happen
  /// (`报名…`) — on skills written here.
  struct PlannerFactQuestionsTests {
    static let fondue = PlannerValueWordsTests.skill(
      "fondue.dinner", "Reserves a cheese fondue dinner at the chalet.",
      #"{"type":"object","properties":{"when":{"type":"string","format":"date-time"}},"required":["when"]}"#
    )
    static let dragonBoat = PlannerValueWordsTests.skill(
      "dragonboat.paddle", "报名龙舟划船体验，和队友一起划龙舟。",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date","description":"日期"}},"required":["date"]}"#
    )
    static let boardGames = PlannerValueWordsTests.skill(
      "boardgame.table", "预订桌游吧的桌子，和朋友一起玩桌游。",
      #"{"type":"object","properties":{"when":{"type":"string","format":"date-time","description":"到店时间"}},"required":["when"]}"#
    )
    static let cableCar = PlannerValueWordsTests.skill(
      "cablecar.ride", "购买上山的缆车票。",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date","description":"日期"}},"required":["date"]}"#
    )
    static let ukulele = PlannerValueWordsTests.skill(
      "ukulele.lesson", "Books a ukulele lesson with a teacher.",
      #"{"type":"object","properties":{"when":{"type":"string","format":"date-time"}},"required":["when"]}"#
    )

    /// A verb in its past form tells what happened to the thing asked about (`made`, `built`,
    /// `booked`): it asks for nothing, so the question books nothing; the same skill is still
    /// chosen when asked for.
    @Test func aPastFormTellsItDoesNotAsk() throws {
      let skills = [Self.fondue, Self.ukulele]
      for text in ["what is fondue made of", "when was the first ukulele built"] {
        let calls = try PlannerDeclaredCorpusTests.planned(text, besides: skills)
        #expect(calls.isEmpty, "\(text): \(calls.map(\.0))")
      }
      let asked = try PlannerDeclaredCorpusTests.planned(
        "fondue dinner tomorrow at 7pm", besides: skills)
      #expect(asked.map(\.0) == ["fondue.dinner"], "\(asked.map(\.0))")
      #expect(OfflinePlanner.isPastForm("made"))
      #expect(OfflinePlanner.isPastForm("booked"))
      #expect(!OfflinePlanner.isPastForm("need"))
      #expect(!OfflinePlanner.isPastForm("make"))
    }

    /// A Chinese question of what, which or how many, about no one present, books nothing — a
    /// skill described in Chinese (`报名…`) makes something happen as an English one (`Books…`)
    /// does; and a skill that changes files is no answer to a question either (`弦` is a
    /// string). Said as a request, the same words book.
    @Test func aChineseQuestionOfFactBooksNothing() throws {
      let skills = [Self.dragonBoat, Self.ukulele, Self.fondue, Self.boardGames, Self.cableCar]
      for text in ["龙舟节是哪天", "尤克里里有几根弦", "龙舟有多长", "桌游是什么", "缆车有多高"] {
        let calls = try PlannerDeclaredCorpusTests.planned(text, besides: skills)
        #expect(calls.isEmpty, "\(text): \(calls.map(\.0))")
      }
      let strings = try PlannerDeclaredCorpusTests.planned("尤克里里有几根弦", besides: [])
      #expect(strings.isEmpty, "\(strings.map(\.0))")
      let asked = try PlannerDeclaredCorpusTests.planned("周日去划龙舟", besides: skills)
      #expect(asked.map(\.0) == ["dragonboat.paddle"], "\(asked.map(\.0))")
      #expect(asked.first?.1["date"] == .string("2026-12-06"), "\(asked.map(\.1))")
      // Asked by me, it is mine to act on.
      let mine = try PlannerDeclaredCorpusTests.planned("我周日去划龙舟是哪天报名", besides: skills)
      #expect(mine.map(\.0) == ["dragonboat.paddle"], "\(mine.map(\.0))")
    }
  }
}
