import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A word of the request that is kin to a skill's word without being it: a person named for
  /// what they practise (`comedian`: comedy), a slip in a word's ending (`paraglidng`), and a
  /// Chinese word the longest-first cut reads past (`做寿 · 司` hides 寿司) — on skills written
  /// here.
  struct PlannerWordKinTests {
    static let comedy = PlannerValueWordsTests.skill(
      "comedy.tickets", "Buys tickets for a stand-up comedy show.",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date"}},"required":["date"]}"#
    )
    static let guitar = PlannerValueWordsTests.skill(
      "guitar.lesson", "Books a guitar lesson with a teacher.",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date"}},"required":["date"]}"#
    )
    static let dent = PlannerValueWordsTests.skill(
      "dent.repair", "Pulls a dent out of a car door.",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date"}},"required":["date"]}"#
    )

    /// A person named for what they practise (`-ian`, `-ist`) is that practice, when its stem
    /// has five letters or more: `dentist` is no `dent`.
    @Test func aPersonIsWhatTheyPractise() throws {
      let skills = [Self.comedy, Self.guitar, Self.dent]
      for (text, skill) in [
        ("see a comedian tomorrow night", "comedy.tickets"),
        ("a session with a guitarist tomorrow", "guitar.lesson"),
      ] {
        let calls = try PlannerDeclaredCorpusTests.planned(text, besides: skills)
        #expect(calls.map(\.0) == [skill], "\(text): \(calls.map(\.0))")
        #expect(calls.first?.1["date"] == .string("2026-12-01"), "\(calls.map(\.1))")
      }
      let index = SkillIndex(skills)
      #expect(SpellingMends.practised("comedian", index: index) == ["comedy"])
      #expect(SpellingMends.practised("guitarist", index: index) == ["guitar"])
      #expect(SpellingMends.practised("dentist", index: index).isEmpty)
      #expect(SpellingMends.practised("comedy", index: index).isEmpty)
      let dentist = try PlannerDeclaredCorpusTests.planned(
        "see the dentist tomorrow", besides: skills)
      #expect(!dentist.map(\.0).contains("dent.repair"), "\(dentist.map(\.0))")
    }

    static let paraglide = PlannerValueWordsTests.skill(
      "paraglide.flight", "Books a tandem paragliding flight with a pilot.",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date"}},"required":["date"]}"#
    )

    /// A slip in a word's ending (`paraglidng`) is the word, though its term (`paraglid`) is two
    /// letters from the slip's: the slip is read one letter away before the ending is taken off.
    @Test func aSlipInTheEndingIsTheWord() throws {
      let calls = try PlannerDeclaredCorpusTests.planned(
        "paraglidng on December 19", besides: [Self.paraglide, Self.comedy])
      #expect(calls.map(\.0) == ["paraglide.flight"], "\(calls.map(\.0))")
      #expect(calls.first?.1["date"] == .string("2026-12-19"), "\(calls.map(\.1))")
      let index = SkillIndex([Self.paraglide, Self.comedy])
      let term = try #require(TextTokenizer.terms("paragliding").first)
      #expect(SpellingMends.inflectedSlip("paraglidng", index: index) == [term])
      #expect(SpellingMends.inflectedSlip("parachuting", index: index).isEmpty)
      // A run of letters longer than any word is read as none (each reading costs its square).
      let glossary = try GlossaryFixture.glossary()
      let run = "paraglidng" + String(repeating: "a", count: 200_000)
      #expect(SpellingMends.words(in: run, index: index, glossary: glossary).isEmpty)
      #expect(
        SpellingMends.words(in: "paraglidng", index: index, glossary: glossary)
          == [SkillIndex.Word(ways: [[term]])])
    }

    static let sushi = PlannerValueWordsTests.skill(
      "sushi.class", "Books a sushi making class: roll your own maki.",
      #"{"type":"object","properties":{"date":{"type":"string","format":"date"}},"required":["date"]}"#
    )

    /// Where the longest word leaves the next character alone (`做寿 · 司`: to celebrate a
    /// birthday, then 司), the word the longer one's last character starts (寿司: sushi) is read
    /// too, for ranking; the cut itself stands (`几天 · 冷`, not `几 · 天冷`).
    @Test func aWordTheCutReadsPastIsReadToo() throws {
      let calls = try PlannerDeclaredCorpusTests.planned("周日去学做寿司", besides: [Self.sushi])
      #expect(calls.map(\.0) == ["sushi.class"], "\(calls.map(\.0))")
      #expect(calls.first?.1["date"] == .string("2026-12-06"), "\(calls.map(\.1))")
      let glossary = try GlossaryFixture.glossary()
      let text = "周日去学做寿司"
      let segments = glossary.segments(in: text)
      #expect(segments.map(\.word).contains("做寿"), "\(segments.map(\.word))")
      #expect(glossary.hiddenWords(in: text, among: segments).map(\.word) == ["寿司"])
      // The next character starts a word of its own (`打开 · 心情`): nothing read past.
      let heart = "打开心情"
      #expect(glossary.hiddenWords(in: heart, among: glossary.segments(in: heart)).isEmpty)
      // A word at the end of the text leaves nothing alone.
      let end = "学做寿"
      #expect(glossary.hiddenWords(in: end, among: glossary.segments(in: end)).isEmpty)
      let cold = "成都这几天冷不冷"
      #expect(glossary.segments(in: cold).map(\.word).contains("几天"))
    }
  }
}
