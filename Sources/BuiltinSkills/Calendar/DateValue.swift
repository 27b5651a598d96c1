import Foundation

/// iCalendar DATE, DATE-TIME, UTC-OFFSET and DURATION values.
enum DateValue {
  struct Parsed {
    var date: Date
    var isDate: Bool
    /// The IANA zone the value was written in (nil: UTC).
    var zone: String?
  }

  private static func calendar(_ zone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar
  }

  /// `20261202`, `20261202T150000`, `20261202T150000Z`; a floating time is read in `floating`.
  static func parse(_ text: String, isDate: Bool, zone: TimeZone?, floating: TimeZone) -> Parsed? {
    let digits = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= digits.count else { return nil }
      var value = 0
      for byte in digits[range] {
        guard (48...57).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8),
      (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    if isDate || digits.count == 8 {
      guard digits.count == 8 else { return nil }
      let used = zone ?? floating
      let wall = Self.wall(year, month, day, 0, 0, 0)
      return Parsed(date: instant(wall: wall, in: used), isDate: true, zone: used.identifier)
    }
    guard digits.count >= 15, digits[8] == UInt8(ascii: "T"), let hour = number(9..<11),
      let minute = number(11..<13), let second = number(13..<15), hour < 24, minute < 60,
      second <= 60
    else { return nil }
    let utc = digits.count == 16 && digits[15] == UInt8(ascii: "Z")
    guard digits.count == 15 || utc else { return nil }
    let used = utc ? TimeZone.gmt : (zone ?? floating)
    let wall = Self.wall(year, month, day, hour, minute, min(second, 59))
    return Parsed(
      date: utc ? wall : instant(wall: wall, in: used), isDate: false,
      zone: utc ? nil : used.identifier)
  }

  /// A wall-clock time read as UTC, by arithmetic (days from the civil date), no Calendar.
  static func wall(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int)
    -> Date
  {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return Date(
      timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
  }

  /// The instant a wall-clock time names in `zone` (`wall` is that time read as UTC). RFC 5545
  /// §3.3.5: a time that occurs twice (clocks going back) is its first occurrence; one that
  /// does not occur (clocks going forward) is read with the offset before the gap.
  static func instant(wall: Date, in zone: TimeZone) -> Date {
    let before = zone.secondsFromGMT(for: wall.addingTimeInterval(-86_400))
    let after = zone.secondsFromGMT(for: wall.addingTimeInterval(86_400))
    let candidates = Set([before, after]).map { wall.addingTimeInterval(-Double($0)) }
      .filter { candidate in
        let offset = zone.secondsFromGMT(for: candidate)
        return candidate.addingTimeInterval(Double(offset)) == wall
      }
    return candidates.min() ?? wall.addingTimeInterval(-Double(before))
  }

  /// Whether `date` is what its wall-clock time in `zone` reads back as (false for the second
  /// occurrence of a repeated hour, which must then be written in UTC).
  static func survivesLocal(_ date: Date, _ zone: TimeZone) -> Bool {
    let wall = date.addingTimeInterval(Double(zone.secondsFromGMT(for: date)))
    return instant(wall: wall, in: zone) == date
  }

  /// `+0800`, `-0530`, `+013045` in seconds.
  static func offset(_ text: String) -> Int? {
    let scalars = Array(text.utf8)
    guard scalars.count == 5 || scalars.count == 7,
      scalars[0] == UInt8(ascii: "+") || scalars[0] == UInt8(ascii: "-"),
      let value = Int(String(decoding: scalars[1...], as: UTF8.self))
    else { return nil }
    let hours = scalars.count == 5 ? value / 100 : value / 10_000
    let minutes = scalars.count == 5 ? value % 100 : (value / 100) % 100
    let seconds = scalars.count == 5 ? 0 : value % 100
    let total = hours * 3600 + minutes * 60 + seconds
    return scalars[0] == UInt8(ascii: "-") ? -total : total
  }

  /// `P1D`, `PT1H30M`, `-PT15M`, `P2W` in seconds.
  static func duration(_ text: String) -> TimeInterval? {
    var scalars = Substring(text.uppercased())
    var sign = 1.0
    if scalars.first == "-" || scalars.first == "+" {
      sign = scalars.first == "-" ? -1 : 1
      scalars = scalars.dropFirst()
    }
    guard scalars.first == "P" else { return nil }
    scalars = scalars.dropFirst()
    var total = 0.0
    var digits = ""
    var inTime = false
    var any = false
    for character in scalars {
      if character.isNumber {
        digits.append(character)
        continue
      }
      if character == "T" {
        inTime = true
        continue
      }
      guard let value = Double(digits) else { return nil }
      digits = ""
      any = true
      switch (character, inTime) {
      case ("W", false): total += value * 604_800
      case ("D", false): total += value * 86_400
      case ("H", true): total += value * 3600
      case ("M", true): total += value * 60
      case ("S", true): total += value
      default: return nil
      }
    }
    guard digits.isEmpty, any, total <= 366 * 86_400 * 10 else { return nil }
    return sign * total
  }

  static func utc(_ date: Date) -> String { local(date, .gmt) + "Z" }

  static func local(_ date: Date, _ zone: TimeZone) -> String {
    let parts = calendar(zone).dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: date)
    return String(
      format: "%04d%02d%02dT%02d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
      parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
  }

  static func day(_ date: Date, _ zone: TimeZone) -> String {
    String(local(date, zone).prefix(8))
  }

  static func offsetText(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let value = abs(seconds)
    let base = String(format: "%@%02d%02d", sign, value / 3600, (value / 60) % 60)
    return value % 60 == 0 ? base : base + String(format: "%02d", value % 60)
  }
}
