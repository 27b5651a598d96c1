import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A skill the words match by a question and a day alone (`什么`, `今天`) is not chosen when
  /// the request names things the skill says nothing of; it is when the request says nothing
  /// else, or what else it says the skill names (`大事`: a major event — the calendar lists
  /// events). And a plain string described as a message is free text (`Card message`).
  struct PlannerAskingAloneTests {
    @Test func aQuestionAndADayAloneChooseNothing() throws {
      // A day said in Chinese whose English is a word of time is a day too (今年: `year`).
      for text in [
        "今天股市为什么跌了", "今天晚上吃什么好", "明天为什么下雨", "没有黄油可以用什么代替", "今年冬天会很冷吗", "最近有点烦",
      ] {
        let calls = try PlannerDeclaredCorpusTests.planned(text, besides: [])
        #expect(calls.isEmpty, "\(text): \(calls.map(\.0))")
      }
    }

    @Test func aQuestionAndADayStillChooseWhenNothingElseIsSaid() throws {
      for text in ["今天有什么", "明天会发生什么大事", "明天有什么安排"] {
        let calls = try PlannerDeclaredCorpusTests.planned(text, besides: [])
        #expect(calls.map(\.0) == ["calendar.list_events"], "\(text): \(calls.map(\.0))")
      }
    }

    /// A skill matched by a verb people ask with alone (`write`, `cat`, `写`) is not run when a
    /// value it needs is missing and the request names a thing its text does not.
    @Test func aVerbAloneChoosesNothing() throws {
      for text in [
        "write me a poem about autumn", "帮我写一首诗", "draw me a cat", "write me a limerick",
      ] {
        let calls = try PlannerDeclaredCorpusTests.planned(text, besides: [])
        #expect(calls.isEmpty, "\(text): \(calls.map(\.0))")
      }
    }

    static let limo = PlannerValueWordsTests.skill(
      "limo.hire", "Hires a limousine with a chauffeur.",
      #"{"type":"object","properties":{"when":{"type":"string","format":"date-time","description":"Pickup time"}},"required":["when"]}"#
    )

    /// Hiring, renting, reserving and ordering are verbs of asking too: `hire a disc jockey` is
    /// no limousine; `hire a limo` still is.
    @Test func hiringAloneChoosesNothing() throws {
      let calls = try PlannerDeclaredCorpusTests.planned(
        "hire a disc jockey for Friday", besides: [Self.limo])
      #expect(calls.isEmpty, "\(calls.map(\.0))")
      let limo = try PlannerDeclaredCorpusTests.planned(
        "hire a limousine Friday at 7pm", besides: [Self.limo])
      #expect(limo.map(\.0) == ["limo.hire"], "\(limo.map(\.0))")
    }

    static let ghostWalk = PlannerValueWordsTests.skill(
      "ghost.walk", "Books a guided ghost walk through the old town.",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date","description":"Walk night"}},"required":["date"]}"#
    )
    static let forecast = PlannerValueWordsTests.skill(
      "weather.forecast", "Gets the weather forecast for a city: rain, snow, sun and wind.",
      #"{"type":"object","properties":{"city":{"type":"string","description":"City"}}}"#
    )

    /// A question about something other than the one asking (`do ghosts exist`) is no booking:
    /// nothing is chosen. The one asking (`can I…`), a value (`…on Friday`), a verb of asking, or
    /// a skill that tells rather than books keeps the skill.
    @Test func aQuestionAboutTheWorldBooksNothing() throws {
      for text in ["do ghosts exist", "are ghost walks scary", "how do ghosts walk through walls"] {
        let calls = try PlannerDeclaredCorpusTests.planned(text, besides: [Self.ghostWalk])
        #expect(calls.isEmpty, "\(text): \(calls.map(\.0))")
      }
      for text in [
        "can I do a ghost walk", "are there ghost walks on Friday", "book a ghost walk",
        "how about booking a ghost walk",
      ] {
        let calls = try PlannerDeclaredCorpusTests.planned(text, besides: [Self.ghostWalk])
        #expect(calls.map(\.0) == ["ghost.walk"], "\(text): \(calls.map(\.0))")
      }
      // A skill that buys makes something happen too.
      let sumo = PlannerValueWordsTests.skill(
        "sumo.tickets", "Buys tickets for a sumo wrestling show.",
        #"{"type":"object","properties":{"date":{"type":"string","format":"date"}},"required":["date"]}"#
      )
      let heavy = try PlannerDeclaredCorpusTests.planned(
        "how heavy is a sumo wrestler", besides: [sumo])
      #expect(heavy.isEmpty, "\(heavy.map(\.0))")
      let watch = try PlannerDeclaredCorpusTests.planned(
        "can I watch sumo wrestling on Friday", besides: [sumo])
      #expect(watch.map(\.0) == ["sumo.tickets"], "\(watch.map(\.0))")
      for text in ["is it going to rain in Oslo", "is it going to rain"] {
        let rain = try PlannerDeclaredCorpusTests.planned(
          text, besides: [Self.forecast, Self.ghostWalk])
        #expect(rain.map(\.0) == ["weather.forecast"], "\(text): \(rain.map(\.0))")
      }
    }

    /// A question about the world (`how high can a kite fly`) books nothing from a skill that
    /// adds: the word a `how` asks about is no value (`high` is no priority), nor are the
    /// question's own words taken as a title; a value said plainly still fills.
    @Test func aQuestionsOwnWordsAreNoValue() throws {
      for text in ["how high can a kite fly", "How high do planes fly"] {
        let calls = try PlannerDeclaredCorpusTests.planned(text, besides: [])
        #expect(calls.isEmpty, "\(text): \(calls.map(\.0)) \(calls.map(\.1))")
      }
      let todo = try #require(PlannerDeclaredCorpusTests.builtins().first { $0.id == "todo.add" })
      let priority = try #require(todo.inputFields.first { $0.name == "priority" })
      #expect(SpanFiller.mentions(of: priority, in: "how high can a kite fly").isEmpty)
      #expect(
        SpanFiller.mentions(of: priority, in: "buy kite string, high").map(\.value) == [
          .string("high")
        ])
      for (text, asked) in [
        ("how high", true), ("HOW high", true), ("show high", false), ("how very high", false),
        ("high", false),
      ] {
        let range = try #require(text.range(of: "high"))
        #expect(ParameterFiller.askedByHow(range, in: text) == asked, "\(text)")
      }
      let add = try PlannerDeclaredCorpusTests.planned(
        "add fly a kite to my todos, high priority", besides: [])
      #expect(add.map(\.0) == ["todo.add"], "\(add.map(\.0))")
      #expect(add.first?.1["priority"] == .string("high"), "\(add.map(\.1))")
    }

    /// A Chinese question for a reason (`为什么老城里有幽灵漫步`: why…) about no one present is
    /// no booking either; the one asking (`我为什么…`, `你…`) or a value keeps the skill.
    @Test func aChineseQuestionForAReasonBooksNothing() throws {
      for text in ["为什么老城里有幽灵漫步", "老城为啥会有幽灵漫步"] {
        let calls = try PlannerDeclaredCorpusTests.planned(text, besides: [Self.ghostWalk])
        #expect(calls.isEmpty, "\(text): \(calls.map(\.0))")
      }
      for text in ["周五为什么不能去老城幽灵漫步", "你为什么不帮我订老城的幽灵漫步"] {
        let calls = try PlannerDeclaredCorpusTests.planned(text, besides: [Self.ghostWalk])
        #expect(calls.map(\.0) == ["ghost.walk"], "\(text): \(calls.map(\.0))")
      }
    }

    static let viewing = PlannerValueWordsTests.skill(
      "viewing.book", "Books a viewing of a house for sale.",
      #"{"type":"object","properties":{"when":{"type":"string","format":"date-time","description":"Viewing time"}},"required":["when"]}"#
    )

    /// …but it is when the request gives the value, names the skill's thing, says only a
    /// placeholder (`something`), or the verb is the skill's own thing (`view` of a viewing).
    @Test func aVerbStillChoosesWithMore() throws {
      for (text, skill) in [
        ("write hello to notes.txt", "files.write"), ("write a file", "files.write"),
        ("run something", "shell.run"), ("can I view the flat on Elm Street", "viewing.book"),
      ] {
        let calls = try PlannerDeclaredCorpusTests.planned(text, besides: [Self.viewing])
        #expect(calls.map(\.0) == [skill], "\(text): \(calls.map(\.0))")
      }
    }

    static let hostel = PlannerValueWordsTests.skill(
      "hostel.book", "Books a hostel bed for some nights.",
      #"{"type":"object","properties":{"nights":{"type":"integer","minimum":1,"maximum":30,"description":"Nights"},"arrival":{"type":"string","format":"date","description":"Arrival day"}},"required":["nights"]}"#
    )

    /// A word of the request's meaning (`晚`: night) is no day it names, though `night` reads as
    /// a time.
    @Test func aGlossedWordIsNoDay() throws {
      let calls = try PlannerDeclaredCorpusTests.planned("周五到，住两晚", besides: [Self.hostel])
      #expect(calls.map(\.0) == ["hostel.book"], "\(calls.map(\.0))")
    }

    static let balloon = PlannerValueWordsTests.skill(
      "balloon.send", "Sends a balloon bouquet.",
      #"{"type":"object","properties":{"tag":{"type":"string","description":"Tag message"},"count":{"type":"integer","minimum":1,"maximum":30,"description":"Number of balloons"}},"required":["count"]}"#
    )

    @Test func aStringDescribedAsAMessageIsFreeText() throws {
      let values = try PlannerValueWordsTests.values(
        "send 5 balloons with a tag saying well done Sam", for: Self.balloon)
      #expect(values["tag"] == "well done Sam", "\(values)")
      #expect(LeftoverWords.isFreeText(Self.balloon.inputFields.first { $0.name == "tag" }!))
    }
  }
}
