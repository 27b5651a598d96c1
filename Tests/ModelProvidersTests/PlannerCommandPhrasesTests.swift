import AgentCore
import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// The words of a request that are its command, not its content: the phrases that name a
  /// thing (`add a todo`, `the reminder`, `待办`) only for a skill whose own words name it, every
  /// phrase when an example is read for the index, and words of relation (`among`, `between`)
  /// that say nothing of which skill.
  struct PlannerCommandPhrasesTests {
    static let search = PlannerValueWordsTests.skill(
      "code.search", "Searches the code for a word.",
      #"{"type":"object","properties":{"pattern":{"type":"string","description":"What to find"},"path":{"type":"string","format":"path","description":"Where"}},"required":["pattern"]}"#
    )
    static let chore = PlannerValueWordsTests.skill(
      "chore.add", "Adds a todo to the chore list.",
      #"{"type":"object","properties":{"title":{"type":"string","description":"The chore"}},"required":["title"]}"#
    )

    /// `todo` is a command word for a skill that keeps todos, and a word to find for a search.
    @Test func aThingIsACommandOnlyForASkillThatNamesIt() {
      let own = FillerPhrases.phrases(for: Self.chore)
      #expect(own.contains("add a todo") && own.contains("todo") && own.contains("please"))
      let search = FillerPhrases.phrases(for: Self.search)
      #expect(!search.contains("todo") && !search.contains("add a todo") && !search.contains("待办"))
      #expect(search.contains("please") && search.contains("grep for"))
    }

    @Test func aSearchKeepsTheThingItLooksFor() throws {
      let found = try PlannerValueWordsTests.values("find TODO in src", for: Self.search)
      #expect(found["pattern"] == "TODO", "\(found)")
      let chore = try PlannerValueWordsTests.values("add a todo: water the plants", for: Self.chore)
      #expect(chore["title"] == "water the plants", "\(chore)")
    }

    /// Examples are read for the index with every skill's phrases (ranking was built on that:
    /// `grep for TODO` leaves `grep` as its intent), the request with its skill's own.
    @Test func theIndexReadsExamplesWithEveryPhrase() {
      let filler = ParameterFiller(
        dates: DateExpressionParser(now: PlannerCorpusTests.now, timeZone: PlannerCorpusTests.zone))
      #expect(filler.withoutGlossary.everyCommandPhrase && !filler.everyCommandPhrase)
      let request = filler.fill("please look at the todo", for: Self.search).remainder
      let example = filler.withoutGlossary.fill("please look at the todo", for: Self.search)
        .remainder
      #expect(request.contains("todo"), "\(request)")
      #expect(!example.contains("todo"), "\(example)")
    }

    /// A noun phrase after `run` is no command line (`run the dryer`, `run a speed test`): the
    /// shell's field stays missing, so a skill that names the thing is chosen or the form asks;
    /// `run make test` is a command.
    @Test func aNounPhraseIsNoCommand() {
      let shell = PlannerDeclaredCorpusTests.builtins().first { $0.id == "shell.run" }
      let filler = ParameterFiller(
        dates: DateExpressionParser(now: PlannerCorpusTests.now, timeZone: PlannerCorpusTests.zone))
      guard let shell else {
        Issue.record("no shell.run among the built-ins")
        return
      }
      for text in ["run the dryer", "run a speed test", "run my backup"] {
        #expect(filler.fill(text, for: shell).values["command"] == nil, "\(text)")
      }
      #expect(filler.fill("run make test", for: shell).values["command"] == "make test")
    }

    /// `among` and `between` say how, not what: they pick no skill (`divide 1200 among six
    /// friends` ran calendar.delete_event for the word it shares with "events between two
    /// dates").
    @Test func wordsOfRelationPickNoSkill() {
      #expect(!TextTokenizer.terms("split it among friends between us").contains("among"))
      #expect(!TextTokenizer.terms("split it among friends between us").contains("between"))
      let planned = PlannerSemanticTests.plan(
        "divide 1200 among six friends", PlannerDeclaredCorpusTests.builtins(), OfflinePlanner())
      #expect(planned.calls.isEmpty, "\(planned)")
    }
  }
}
