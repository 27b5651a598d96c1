import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A thing's few words, on skills written for this test: the subject of what is said of it
  /// (`the faucet is leaking`), no verb before an article (`file a request`), a form instead of
  /// a long leftover or a verb and its article, a title's own `The`, a title in capitals after
  /// lower-case words, the opposite of a one-word state (`private` for `public`), `一个歌单叫跑步`,
  /// a start said `from 6`, and a rating `2 out of 5`.
  struct PlannerThingSpansTests {
    static let repair = PlannerValueWordsTests.skill(
      "repair.request", "Reports something broken in the apartment to the building manager.",
      #"{"type":"object","properties":{"item":{"type":"string","description":"What is broken"},"room":{"type":"string","enum":["kitchen","bathroom"]}},"required":["item"]}"#
    )
    static let recorder = PlannerValueWordsTests.skill(
      "tv.record", "Records a TV show.",
      #"{"type":"object","properties":{"show":{"type":"string","description":"Show title"},"when":{"type":"string","format":"date-time"}},"required":["show"]}"#
    )
    static let playlist = PlannerValueWordsTests.skill(
      "playlist.create", "Creates a music playlist.",
      #"{"type":"object","properties":{"name":{"type":"string","description":"Playlist name"},"public":{"type":"boolean","description":"Visible to others"}},"required":["name"]}"#
    )

    /// The item is what the request says is broken, not its predicate, its verb, or all its
    /// words: the form asks when it cannot tell.
    @Test func anItemIsAFewWordsOrAsked() throws {
      let leak = try PlannerValueWordsTests.values(
        "the kitchen faucet is leaking, report it", for: Self.repair)
      #expect(leak["item"] == "faucet" && leak["room"] == "kitchen", "\(leak)")
      let verb = try PlannerValueWordsTests.values(
        "I want to file a repair request", for: Self.repair)
      #expect(verb["item"] == nil, "\(verb)")
      let long = try PlannerValueWordsTests.values(
        "ask the landlord to fix the washing machine", for: Self.repair)
      #expect(long["item"] == nil, "\(long)")
      let book = try PlannerValueWordsTests.values(
        "read a book", for: PlannerValueNamesTests.reader)
      #expect(book["title"] == nil, "\(book)")
    }

    /// A title keeps its own `The` and drops the lower-case words before it.
    @Test func aTitleIsItsCapitalisedWords() throws {
      let office = try PlannerValueWordsTests.values(
        "record The Office tonight at 9", for: Self.recorder)
      #expect(office["show"] == "The Office", "\(office)")
      #expect(office["when"] == "2026-11-30T21:00:00+08:00", "\(office)")
      let gear = try PlannerValueWordsTests.values(
        "don't let me miss Top Gear, record it", for: Self.recorder)
      #expect(gear["show"] == "Top Gear", "\(gear)")
    }

    /// `private` says `public: false`; `called` in Chinese after a thing (`一个歌单叫跑步`) names
    /// it, and `叫醒` names nothing.
    @Test func oppositesAndChineseNames() throws {
      let focus = try PlannerValueWordsTests.values(
        "start a private playlist 'Focus'", for: Self.playlist)
      #expect(focus["public"] == .bool(false) && focus["name"] == "Focus", "\(focus)")
      let open = try PlannerValueWordsTests.values(
        "make a non-private playlist named Chill", for: Self.playlist)
      #expect(open["public"] == .bool(true), "\(open)")
      let run = try PlannerValueWordsTests.values("新建一个歌单叫跑步", for: Self.playlist)
      #expect(run["name"] == "跑步", "\(run)")
      let wake = try PlannerValueWordsTests.values("明早七点叫醒我", for: Self.playlist)
      #expect(wake["name"] != "醒我", "\(wake)")
    }

    /// `from 6` after a day's part is the start (6 at night is 18:00); `from 3 to 5 files` is
    /// no time.
    @Test func aStartSaidFromAnHour() throws {
      let sitter = PlannerValueWordsTests.skill(
        "babysitter.book", "Books a babysitter.",
        #"{"type":"object","properties":{"when":{"type":"string","format":"date-time"},"hours":{"type":"number","minimum":1,"maximum":12}},"required":["when"]}"#
      )
      let night = try PlannerValueWordsTests.values(
        "I need a sitter Friday night from 6 for 4 hours", for: sitter)
      #expect(night["when"] == "2026-12-04T18:00:00+08:00", "\(night)")
      #expect(night["hours"] == .number(4), "\(night)")
      let parser = DateExpressionParser(
        now: PlannerCorpusTests.now, timeZone: PlannerCorpusTests.zone)
      #expect(parser.firstExpression(in: "copy from 2 files") == nil)
    }

    /// `2 out of 5` is a rating of 2; the scale is no number of its own.
    @Test func aRatingOutOfAScale() throws {
      let review = PlannerRolesAndUnitsTests.review
      let said = try PlannerValueWordsTests.values(
        "rate Blue Bottle Coffee 2 out of 5", for: review)
      #expect(said["stars"] == .integer(2), "\(said)")
      #expect(NumberFiller.mentions(in: "2 out of 5").map(\.value) == [2])
    }
  }
}
