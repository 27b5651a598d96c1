import Foundation

/// A recognised piece of a date expression, found by `DatePatterns`.
enum DatePart: Sendable, Hashable {
  /// Parts of the day, with their default hour.
  enum Period: Sendable, Hashable {
    case earlyMorning, morning, noon, afternoon, evening

    var defaultHour: Int {
      switch self {
      case .earlyMorning: return 6
      case .morning: return 9
      case .noon: return 12
      case .afternoon: return 15
      case .evening: return 20
      }
    }
  }

  /// Which week a weekday is in: the upcoming one, this calendar week, or `n` weeks on.
  enum Week: Sendable, Hashable {
    case upcoming
    case shift(Int)
  }

  case dayOffset(Int)
  /// `weekday` is 1 for Monday … 7 for Sunday.
  case weekday(Int, Week)
  case monthDay(month: Int, day: Int)
  /// A date with its year (`1990-06-15`): that day, never moved to the next year.
  case calendarDay(year: Int, month: Int, day: Int)
  case period(Period)
  /// `isPM` nil when neither am nor pm was said.
  case time(hour: Int, minute: Int, isPM: Bool?)
  /// A relative time: `半小时后`, `in 10 minutes`.
  case offset(seconds: Double)
}

/// A part and where it stands in the text (UTF-16 offsets).
struct LocatedPart: Sendable, Hashable {
  var part: DatePart
  var range: NSRange
}
