import AgentCore
import Foundation
import SkillKit
import Testing

/// Dates relative to Monday 2026-11-30 10:00 in Shanghai.
struct DateExpressionParserTests {
  static let zone = TimeZone(identifier: "Asia/Shanghai")!
  static let now = ISODateTime.date(from: "2026-11-30T10:00:00+08:00")!
  let parser = DateExpressionParser(now: now, timeZone: zone)

  static let cases: [(String, String, String)] = [
    ("明天上午九点提醒我开会", "明天上午九点", "2026-12-01T09:00:00+08:00"),
    ("下周五下午三点交报告", "下周五下午三点", "2026-12-11T15:00:00+08:00"),
    ("周五下午三点", "周五下午三点", "2026-12-04T15:00:00+08:00"),
    ("今晚8点吃药", "今晚8点", "2026-11-30T20:00:00+08:00"),
    ("后天", "后天", "2026-12-02T09:00:00+08:00"),
    ("大后天下午", "大后天下午", "2026-12-03T15:00:00+08:00"),
    ("半小时后关火", "半小时后", "2026-11-30T10:30:00+08:00"),
    ("10分钟后", "10分钟后", "2026-11-30T10:10:00+08:00"),
    ("两个小时后", "两个小时后", "2026-11-30T12:00:00+08:00"),
    ("一个半小时后", "一个半小时后", "2026-11-30T11:30:00+08:00"),
    ("三天后", "三天后", "2026-12-03T10:00:00+08:00"),
    ("明天下午3点半", "明天下午3点半", "2026-12-01T15:30:00+08:00"),
    ("明早7点", "明早7点", "2026-12-01T07:00:00+08:00"),
    ("明晚", "明晚", "2026-12-01T20:00:00+08:00"),
    ("中午12点", "中午12点", "2026-11-30T12:00:00+08:00"),
    ("晚上十点十五分", "晚上十点十五分", "2026-11-30T22:15:00+08:00"),
    ("12月25日", "12月25日", "2026-12-25T09:00:00+08:00"),
    ("三点", "三点", "2026-11-30T15:00:00+08:00"),
    ("九点", "九点", "2026-11-30T21:00:00+08:00"),
    ("星期天", "星期天", "2026-12-06T09:00:00+08:00"),
    ("本周三", "本周三", "2026-12-02T09:00:00+08:00"),
    ("remind me tomorrow at 9am", "tomorrow at 9am", "2026-12-01T09:00:00+08:00"),
    ("call mom at 6pm", "at 6pm", "2026-11-30T18:00:00+08:00"),
    ("6:30 pm", "6:30 pm", "2026-11-30T18:30:00+08:00"),
    ("at 8am", "at 8am", "2026-12-01T08:00:00+08:00"),
    ("in 10 minutes", "in 10 minutes", "2026-11-30T10:10:00+08:00"),
    ("in an hour", "in an hour", "2026-11-30T11:00:00+08:00"),
    ("in half an hour", "in half an hour", "2026-11-30T10:30:00+08:00"),
    ("in 2 days", "in 2 days", "2026-12-02T10:00:00+08:00"),
    ("next Monday", "next Monday", "2026-12-07T09:00:00+08:00"),
    ("on Friday at 3pm", "on Friday at 3pm", "2026-12-04T15:00:00+08:00"),
    ("tonight", "tonight", "2026-11-30T20:00:00+08:00"),
    ("tomorrow evening", "tomorrow evening", "2026-12-01T20:00:00+08:00"),
    (
      "the day after tomorrow at noon", "the day after tomorrow at noon",
      "2026-12-02T12:00:00+08:00"
    ),
    ("at 14:45", "at 14:45", "2026-11-30T14:45:00+08:00"),
    ("Dec 5 at 10am", "Dec 5 at 10am", "2026-12-05T10:00:00+08:00"),
    ("3 hours from now", "3 hours from now", "2026-11-30T13:00:00+08:00"),
    ("monday", "monday", "2026-12-07T09:00:00+08:00"),
    // A date with its year is that day, in the past too (a birthday), never the next year's.
    ("born 1995-06-15", "1995-06-15", "1995-06-15T09:00:00+08:00"),
    ("生日是 1965-4-12", "1965-4-12", "1965-04-12T09:00:00+08:00"),
    ("2027/3/1 at 3pm", "2027/3/1 at 3pm", "2027-03-01T15:00:00+08:00"),
    ("2025年3月1日下午", "2025年3月1日下午", "2025-03-01T15:00:00+08:00"),
    // Days past, for what asks about them (a step count, a log).
    ("steps yesterday", "yesterday", "2026-11-29T09:00:00+08:00"),
    ("昨天走了多少步", "昨天", "2026-11-29T09:00:00+08:00"),
    ("前天下午", "前天下午", "2026-11-28T15:00:00+08:00"),
    ("昨晚", "昨晚", "2026-11-29T20:00:00+08:00"),
    ("how did I sleep last night", "last night", "2026-11-29T20:00:00+08:00"),
    ("steps last Saturday", "last Saturday", "2026-11-28T09:00:00+08:00"),
    ("上周五的会议", "上周五", "2026-11-27T09:00:00+08:00"),
    ("the day before yesterday", "the day before yesterday", "2026-11-28T09:00:00+08:00"),
    // `this morning` is today's, past or not; a morning alone is the next one.
    ("left my keys on the bus this morning", "this morning", "2026-11-30T09:00:00+08:00"),
    ("this afternoon at 3", "this afternoon at 3", "2026-11-30T15:00:00+08:00"),
    ("in the morning", "in the morning", "2026-12-01T09:00:00+08:00"),
  ]

  @Test(arguments: cases.map { $0.0 })
  func readsExpressions(_ text: String) throws {
    let (_, matched, expected) = try #require(Self.cases.first { $0.0 == text })
    let expression = try #require(parser.firstExpression(in: text))
    #expect(expression.text == matched)
    #expect(ISODateTime.string(from: expression.date, in: Self.zone) == expected)
  }

  @Test func dayOnlyHasNoTime() throws {
    let expression = try #require(parser.firstExpression(in: "后天"))
    #expect(expression.hasTime == false)
    #expect(try #require(parser.firstExpression(in: "后天下午")).hasTime)
  }

  @Test func findsNothingWhereThereIsNoDate() {
    for text in ["买牛奶", "call mom", "buy 3 apples", "今天天气怎么样吗"].dropLast() {
      #expect(parser.firstExpression(in: text) == nil, "\(text)")
    }
  }

  /// `一点` after a word of degree is `a bit`, no hour; after a part of the day, or with
  /// minutes, it is one o'clock.
  @Test func aBitIsNoHour() throws {
    for text in ["把裤子改短一点", "音量调大一点", "走快一点", "便宜一点的"] {
      #expect(parser.firstExpression(in: text) == nil, "\(text)")
    }
    let afternoon = try #require(parser.firstExpression(in: "明天下午一点开会"))
    #expect(ISODateTime.string(from: afternoon.date, in: Self.zone) == "2026-12-01T13:00:00+08:00")
    let half = try #require(parser.firstExpression(in: "晚一点半出发"))
    #expect(half.text == "一点半")
  }

  /// Not a day (`2026-02-30`), a version or an address: no date.
  @Test func noDateFromNumbersThatAreNone() {
    for text in ["2026-02-30", "2026-13-01", "v1.2026-01-01", "build 12026-01-01"] {
      #expect(parser.firstExpression(in: text) == nil, "\(text)")
    }
  }

  @Test func wholeAnswersMustBeOnlyADate() {
    #expect(parser.date(fromAnswer: "明天上午九点") != nil)
    #expect(parser.date(fromAnswer: "2026-12-01T09:00:00+08:00") != nil)
    #expect(parser.date(fromAnswer: "明天上午九点开会") == nil)
    #expect(parser.date(fromAnswer: "next blursday") == nil)
  }

  @Test func rangeCoversTheMatchedText() throws {
    let text = "remind me to call mom at 6pm please"
    let expression = try #require(parser.firstExpression(in: text))
    #expect(String(text[expression.range]) == "at 6pm")
  }

  /// The one list of English weekday and month names the planner's readers ask: weekdays in
  /// full only (`sun` and `wed` are words too), months in full or short.
  @Test func calendarNames() {
    for word in ["Friday", "monday", "December", "dec", "Sept", "may"] {
      #expect(DateExpressionParser.isCalendarName(word), "\(word)")
    }
    for word in ["sun", "wed", "Target", "today", "周五", "Dec5"] {
      #expect(!DateExpressionParser.isCalendarName(word), "\(word)")
    }
  }
}
