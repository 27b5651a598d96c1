import Foundation
import Synchronization

/// Finds date and time parts in Chinese and English text with a table of patterns.
struct DatePatterns: @unchecked Sendable {
  private typealias Reader = @Sendable ([String?]) -> [DatePart]
  private let rules: [(NSRegularExpression, Reader)]

  /// One compiled table and the lock it is matched under: on Linux a compiled expression
  /// keeps its match state (ICU), so one must not be used by two threads at once.
  private final class Slot: Sendable {
    let table = DatePatterns()
    let lock = Mutex(())
  }

  /// The tables, compiled once for the process (compiling them again for every text read was
  /// most of what planning cost with many skills) — one per core, so that threads reading
  /// dates at once (an index of 10,000 skills built on every core) do not queue on one lock.
  private static let slots: [Slot] =
    (0..<max(1, min(8, ProcessInfo.processInfo.activeProcessorCount)))
    .map { _ in Slot() }
  private static let turn = Atomic<UInt>(0)

  /// `parts(in:)` of a shared table: the first free one, else the next in turn.
  static func sharedParts(in text: String) -> [LocatedPart] {
    for slot in slots {
      if let parts = slot.lock.withLockIfAvailable({ _ in slot.table.parts(in: text) }) {
        return parts
      }
    }
    let slot = slots[Int(turn.wrappingAdd(1, ordering: .relaxed).oldValue % UInt(slots.count))]
    return slot.lock.withLock { _ in slot.table.parts(in: text) }
  }

  private static let cnNumber = "[0-9零〇一二两三四五六七八九十]{1,3}"
  private static let englishCounts: [String: Double] = [
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30,
    "forty-five": 45, "half an": 0.5, "half a": 0.5,
  ]
  private static let weekdays: [String: Int] = [
    "monday": 1, "mon": 1, "tuesday": 2, "tue": 2, "tues": 2, "wednesday": 3, "wed": 3,
    "thursday": 4, "thu": 4, "thur": 4, "thurs": 4, "friday": 5, "fri": 5, "saturday": 6,
    "sat": 6, "sunday": 7, "sun": 7,
    "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "日": 7, "天": 7, "七": 7,
    "1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7,
  ]
  private static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]
  private static let monthNames: Set<String> = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december", "sept",
  ]

  /// Whether `word` names a day of the week in full (`Friday`; `sun` and `wed` are words too)
  /// or a month in full or short (`December`, `dec`).
  static func isCalendarName(_ word: String) -> Bool {
    let lower = word.lowercased()
    guard lower.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
    return (lower.hasSuffix("day") && weekdays[lower] != nil) || months.contains(lower)
      || monthNames.contains(lower)
  }

  private init() {
    let n = Self.cnNumber
    let weekdayNames =
      "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    let shortWeekdays = "mon|tues?|wed|thu(?:rs?)?|fri|sat|sun"
    let monthNames =
      "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
      + "|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
    let englishCount =
      "\\d+(?:\\.\\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen"
      + "|twenty|thirty|forty-five|half an?"
    let rules: [(String, Reader)] = [
      // 半小时后, 10分钟后, 两个小时后, 一个半小时后, 三天后
      (
        "(\(n)|半)(?:个)?(半)?(小时|钟头|分钟|分|天|周|星期)(?:之|以)?后",
        { groups in
          let count = groups[1] == "半" ? 0.5 : Double(ChineseNumerals.value(groups[1] ?? "") ?? 0)
          let half = groups[2] == nil ? 0 : 0.5
          return [.offset(seconds: (count + half) * Self.unitSeconds(groups[3] ?? ""))]
        }
      ),
      (
        "\\bin\\s+(\(englishCount))\\s*(minutes?|mins?|hours?|hrs?|days?|weeks?)\\b",
        { groups in
          let word = (groups[1] ?? "").lowercased()
          let count = Double(word) ?? Self.englishCounts[word] ?? 0
          return [.offset(seconds: count * Self.unitSeconds(groups[2] ?? ""))]
        }
      ),
      ("\\bin\\s+half\\s+an\\s+hour\\b", { _ in [.offset(seconds: 1800)] }),
      (
        "\\b(\(englishCount))\\s*(minutes?|mins?|hours?|hrs?|days?|weeks?)\\s+from\\s+now\\b",
        { groups in
          let word = (groups[1] ?? "").lowercased()
          let count = Double(word) ?? Self.englishCounts[word] ?? 0
          return [.offset(seconds: count * Self.unitSeconds(groups[2] ?? ""))]
        }
      ),
      // Day words.
      ("大后天", { _ in [.dayOffset(3)] }),
      ("后天", { _ in [.dayOffset(2)] }),
      ("明天|明日", { _ in [.dayOffset(1)] }),
      ("今天|今日", { _ in [.dayOffset(0)] }),
      // Days past: a log, a count, a history asks about them (`昨天走了多少步`).
      ("大前天", { _ in [.dayOffset(-3)] }),
      ("前天", { _ in [.dayOffset(-2)] }),
      ("昨晚|昨夜", { _ in [.dayOffset(-1), .period(.evening)] }),
      ("昨天|昨日", { _ in [.dayOffset(-1)] }),
      ("\\b(?:the\\s+)?day\\s+before\\s+yesterday\\b", { _ in [.dayOffset(-2)] }),
      ("\\byesterday\\b", { _ in [.dayOffset(-1)] }),
      ("\\blast\\s+night\\b", { _ in [.dayOffset(-1), .period(.evening)] }),
      ("今晚|今夜", { _ in [.dayOffset(0), .period(.evening)] }),
      ("明晚", { _ in [.dayOffset(1), .period(.evening)] }),
      ("明早|明晨", { _ in [.dayOffset(1), .period(.morning)] }),
      ("今早", { _ in [.dayOffset(0), .period(.morning)] }),
      ("\\b(?:the\\s+)?day\\s+after\\s+tomorrow\\b", { _ in [.dayOffset(2)] }),
      ("\\btomorrow\\b", { _ in [.dayOffset(1)] }),
      ("\\btoday\\b", { _ in [.dayOffset(0)] }),
      ("\\btonight\\b", { _ in [.dayOffset(0), .period(.evening)] }),
      // Weekdays.
      (
        "(下下|下个|下|上上|上个|上|这个|这|本)?(?:周|星期|礼拜)([一二三四五六日天1-7])",
        { groups in
          let week: DatePart.Week
          switch groups[1] {
          case "下下": week = .shift(2)
          case "下", "下个": week = .shift(1)
          case "上", "上个": week = .shift(-1)
          case "上上": week = .shift(-2)
          case "这", "这个", "本": week = .shift(0)
          default: week = .upcoming
          }
          return [.weekday(Self.weekdays[groups[2] ?? ""] ?? 1, week)]
        }
      ),
      (
        "\\b(?:(next|this|coming|on|last)\\s+)?(\(weekdayNames))\\b",
        { groups in
          [.weekday(Self.weekdays[groups[2]?.lowercased() ?? ""] ?? 1, Self.week(groups[1]))]
        }
      ),
      (
        "\\b(next|this|coming|on|last)\\s+(\(shortWeekdays))\\b",
        { groups in
          [.weekday(Self.weekdays[groups[2]?.lowercased() ?? ""] ?? 1, Self.week(groups[1]))]
        }
      ),
      // A whole date with its year, written out (`1990-06-15`, `2027/3/1`, `2027年3月1日`).
      (
        "(?<![\\d.:/-])(\\d{4})[-/](\\d{1,2})[-/](\\d{1,2})(?![\\d])",
        { groups in Self.calendarDay(groups[1], groups[2], groups[3]) }
      ),
      (
        "(?<!\\d)(\\d{4})年(\\d{1,2})月(\\d{1,2})[日号]",
        { groups in Self.calendarDay(groups[1], groups[2], groups[3]) }
      ),
      // Month and day.
      (
        "(\(n))月(\(n))[日号]",
        { groups in
          guard let month = ChineseNumerals.value(groups[1] ?? ""),
            let day = ChineseNumerals.value(groups[2] ?? "")
          else { return [] }
          return [.monthDay(month: month, day: day)]
        }
      ),
      (
        "\\b(?:on\\s+)?(\(monthNames))\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b",
        { groups in
          Self.monthDay(monthName: groups[1], day: groups[2])
        }
      ),
      (
        "\\b(?:on\\s+)?(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(\(monthNames))\\b",
        { groups in
          Self.monthDay(monthName: groups[2], day: groups[1])
        }
      ),
      // Parts of the day.
      ("凌晨|清晨|半夜", { _ in [.period(.earlyMorning)] }),
      ("早上|早晨|上午", { _ in [.period(.morning)] }),
      ("中午", { _ in [.period(.noon)] }),
      ("下午|午后|傍晚", { _ in [.period(.afternoon)] }),
      ("晚上|夜里|夜间", { _ in [.period(.evening)] }),
      // `this morning` is today's, past or not (`left my keys on the bus this morning`); a
      // morning alone is the next one.
      ("\\bthis\\s+morning\\b", { _ in [.dayOffset(0), .period(.morning)] }),
      ("\\bthis\\s+afternoon\\b", { _ in [.dayOffset(0), .period(.afternoon)] }),
      ("\\bthis\\s+(?:evening|night)\\b", { _ in [.dayOffset(0), .period(.evening)] }),
      ("\\b(?:in\\s+the\\s+)?morning\\b", { _ in [.period(.morning)] }),
      ("\\b(?:in\\s+the\\s+)?afternoon\\b", { _ in [.period(.afternoon)] }),
      ("\\b(?:in\\s+the\\s+)?(?:evening|night)\\b", { _ in [.period(.evening)] }),
      ("\\b(?:at\\s+)?(?:noon|midday)\\b", { _ in [.time(hour: 12, minute: 0, isPM: true)] }),
      (
        "\\b(?:at\\s+)?midnight\\b",
        { _ in [.dayOffset(1), .time(hour: 0, minute: 0, isPM: false)] }
      ),
      // Clock times. `一点` after a word of degree is `a bit`, no hour (`改小一点`, `快一点`, `晚一点
      // 提醒我`), unless minutes follow.
      (
        "(?!(?<=[大小多少快慢早晚高低长短好轻重松紧宜远近亮暗深浅热冷贵强弱])一点(?!钟|半|一刻|三刻|[0-9零一二两三四五六七八九十]+分))"
          + "(\(n))[点時时](?:钟)?(?:(半)|(一刻)|(三刻)|(\(n))分?)?",
        { groups in
          guard let hour = ChineseNumerals.value(groups[1] ?? "") else { return [] }
          var minute = 0
          if groups[2] != nil { minute = 30 }
          if groups[3] != nil { minute = 15 }
          if groups[4] != nil { minute = 45 }
          if let text = groups[5] { minute = ChineseNumerals.value(text) ?? 0 }
          return [.time(hour: hour, minute: minute, isPM: nil)]
        }
      ),
      (
        "(?:\\bat\\s+|@\\s*)?\\b(\\d{1,2})(?:[:.](\\d{2}))?\\s*([ap])\\.?m\\.?(?![a-z])",
        { groups in
          [
            .time(
              hour: Int(groups[1] ?? "") ?? 0, minute: Int(groups[2] ?? "") ?? 0,
              isPM: groups[3]?.lowercased() == "p")
          ]
        }
      ),
      (
        "(?:\\bat\\s+|@\\s*)?(?<![0-9])(\\d{1,2})[:：](\\d{2})(?![0-9])",
        { groups in
          [.time(hour: Int(groups[1] ?? "") ?? 0, minute: Int(groups[2] ?? "") ?? 0, isPM: nil)]
        }
      ),
      (
        "\\bat\\s+(\\d{1,2})(?:\\s*o'?clock)?\\b(?![:.]\\d)",
        { groups in [.time(hour: Int(groups[1] ?? "") ?? 0, minute: 0, isPM: nil)] }
      ),
      (
        "\\b(\\d{1,2})\\s*o'?clock\\b",
        { groups in [.time(hour: Int(groups[1] ?? "") ?? 0, minute: 0, isPM: nil)] }
      ),
      // `Friday night from 6 for 4 hours`: a start said as a bare hour, before how long or
      // the end of the sentence (not `from 3 to 5`, a range, nor `from 2 files`).
      (
        "\\bfrom\\s+(\\d{1,2})(?=\\s+(?:for|until|till|on)\\b|\\s*(?:$|[,.;!?]))",
        { groups in [.time(hour: Int(groups[1] ?? "") ?? 0, minute: 0, isPM: nil)] }
      ),
    ]
    self.rules = rules.compactMap { pattern, reader in
      guard
        let regex = try? NSRegularExpression(
          pattern: pattern, options: [.caseInsensitive])
      else {
        assertionFailure("invalid date pattern \(pattern)")
        return nil
      }
      return (regex, reader)
    }
  }

  /// Every part found in `text`; overlapping matches keep the earlier, longer one.
  private func parts(in text: String) -> [LocatedPart] {
    let nsText = text as NSString
    var found: [LocatedPart] = []
    var taken: [NSRange] = []
    for (regex, reader) in rules {
      for match in regex.matches(in: text, range: NSRange(location: 0, length: nsText.length)) {
        let range = match.range
        if taken.contains(where: { NSIntersectionRange($0, range).length > 0 }) { continue }
        let groups = (0..<match.numberOfRanges).map { index -> String? in
          let groupRange = match.range(at: index)
          return groupRange.location == NSNotFound ? nil : nsText.substring(with: groupRange)
        }
        let parts = reader(groups)
        guard !parts.isEmpty else { continue }
        taken.append(range)
        found.append(contentsOf: parts.map { LocatedPart(part: $0, range: range) })
      }
    }
    return found.sorted { $0.range.location < $1.range.location }
  }

  private static func unitSeconds(_ unit: String) -> Double {
    let lower = unit.lowercased()
    if lower.hasPrefix("min") || lower.hasPrefix("分") { return 60 }
    if lower.hasPrefix("h") || lower == "小时" || lower == "钟头" { return 3600 }
    if lower.hasPrefix("d") || lower == "天" { return 86400 }
    return 7 * 86400
  }

  private static func week(_ qualifier: String?) -> DatePart.Week {
    switch qualifier?.lowercased() {
    case "next": return .shift(1)
    case "this": return .shift(0)
    case "last": return .shift(-1)
    default: return .upcoming
    }
  }

  private static func calendarDay(_ year: String?, _ month: String?, _ day: String?)
    -> [DatePart]
  {
    guard let year = year.flatMap({ Int($0) }), let month = month.flatMap({ Int($0) }),
      let day = day.flatMap({ Int($0) })
    else { return [] }
    return [.calendarDay(year: year, month: month, day: day)]
  }

  private static func monthDay(monthName: String?, day: String?) -> [DatePart] {
    let prefix = String((monthName ?? "").lowercased().prefix(3))
    guard let index = months.firstIndex(of: prefix), let day = Int(day ?? "") else { return [] }
    return [.monthDay(month: index + 1, day: day)]
  }
}
