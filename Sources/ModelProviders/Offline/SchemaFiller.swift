import AgentCore
import Foundation
import SkillKit

/// Fills fields of skills the planner has never seen, from what their schemas say they take:
/// `format` (`date`, `time`, `email`, `uri`), names and descriptions that say time zone, URL or
/// e-mail, booleans named by their words. It fills only what it finds in the request; the rest
/// is left for the form.
struct SchemaFiller: Sendable {
  let dates: DateExpressionParser
  /// Chinese words in English, for a state said in Chinese (`静音`: mute).
  var glossary: ChineseGlossary? = nil

  /// IANA zones for city and country names people say (either language).
  static let places: [(words: [String], zone: String)] = [
    (["东京", "tokyo", "日本", "japan"], "Asia/Tokyo"),
    (["北京", "上海", "中国", "beijing", "shanghai", "china"], "Asia/Shanghai"),
    (["香港", "hong kong"], "Asia/Hong_Kong"), (["台北", "taipei"], "Asia/Taipei"),
    (["首尔", "seoul", "韩国", "korea"], "Asia/Seoul"), (["新加坡", "singapore"], "Asia/Singapore"),
    (["纽约", "new york", "nyc"], "America/New_York"),
    (["洛杉矶", "旧金山", "los angeles", "san francisco", "seattle", "西雅图"], "America/Los_Angeles"),
    (["芝加哥", "chicago"], "America/Chicago"), (["多伦多", "toronto"], "America/Toronto"),
    (["伦敦", "london", "英国"], "Europe/London"), (["巴黎", "paris", "法国"], "Europe/Paris"),
    (["柏林", "berlin", "德国", "germany"], "Europe/Berlin"), (["莫斯科", "moscow"], "Europe/Moscow"),
    (["迪拜", "dubai"], "Asia/Dubai"),
    (["孟买", "新德里", "mumbai", "delhi", "印度", "india"], "Asia/Kolkata"),
    (["悉尼", "sydney"], "Australia/Sydney"), (["utc", "gmt", "格林尼治"], "UTC"),
  ]

  /// JSON Schema formats a request writes as one token: an e-mail address, a URL, an IPv4 or
  /// IPv6 address, a UUID, a host name with a dot. The IPv6 pattern finds candidates; the
  /// system's parser decides (`firstValue(ofFormat:in:)`): `2001:db8::1`, not `12:30:45`.
  static let formatPatterns: [String: String] = [
    "email": #"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}"#,
    "uri": #"https?://[^\s"'<>，。]+"#,
    "ipv4":
      #"(?<![0-9.])(?:(?:25[0-5]|2[0-4][0-9]|1?[0-9]?[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1?[0-9]?[0-9])(?![0-9.]*[0-9])"#,
    "ipv6":
      #"(?<![0-9A-Fa-f:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![0-9A-Fa-f:])"#,
    "uuid": #"\b[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\b"#,
    "hostname":
      #"(?<![\w@.-])(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![\w.-]*[\w])"#,
  ]

  func fill(_ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor) {
    for field in skill.inputFields where values[field.name] == nil {
      let format = field.declaredSchema?.format ?? field.schema.format
      let words = (field.name + " " + field.description).lowercased()
      if format == "date" || format == "time" || isClockTime(field) {
        fillDate(field, format: format, &text, &values)
      } else if format == "email" || field.name.lowercased().contains("email") {
        take("email", field, &text, &values)
      } else if format == "uri" || format == "url" || words.contains("url")
        || field.name.lowercased().contains("link")
      {
        take("uri", field, &text, &values)
      } else if let format, Self.formatPatterns[format] != nil {
        take(format, field, &text, &values)
      } else if Self.isHost(field) {
        takeHost(field, &text, &values)
      }
    }
    fillDurations(&text, &values, skill)
    fillTimeZones(&text, &values, skill)
    fillSwitches(text, &values, skill)
    fillBooleans(text, &values, skill)
  }

  /// A length of time said (`一个半小时`, `半小时`, `90 minutes`, `2 hours`, `8h`, `45秒`, `an hour`)
  /// in seconds, and where it was said. A Chinese unit may run on into the next word (`练了一个小时
  /// 小提琴`); an English one ends its word (`2 hotels` is no length).
  static func duration(in text: String) -> (seconds: Double, range: Range<String.Index>)? {
    // `一个半小时`, `六个半小时`: so many hours and a half.
    if let range = text.range(
      of: "[一二两三四五六七八九十]{1,3}个半(小时|钟头)", options: .regularExpression),
      let hours = ChineseNumerals.value(String(text[range].prefix { $0 != "个" }))
    {
      return ((Double(hours) + 0.5) * 3600, range)
    }
    if let range = text.range(of: "半(个)?(小时|钟头)", options: .regularExpression) {
      return (1800, range)
    }
    // `an hour and a half`, `half an hour`, `an hour`, `a minute`: one unit said in words.
    if let range = text.range(
      of: #"(?i)\b(?:an?|one)\s+hour\s+and\s+a\s+half\b"#, options: .regularExpression)
    {
      return (5400, range)
    }
    if let range = text.range(of: #"(?i)\bhalf\s+an\s+hour\b"#, options: .regularExpression) {
      return (1800, range)
    }
    if let range = text.range(
      of: #"(?i)\b(?:an?|one)\s+(hour|minute|second)\b"#, options: .regularExpression)
    {
      let said = text[range].lowercased()
      return (said.hasSuffix("hour") ? 3600 : said.hasSuffix("minute") ? 60 : 1, range)
    }
    guard
      let range = text.range(
        of:
          "(\(ParameterFiller.signedNumber)|[一二两三四五六七八九十]{1,3})"
          + #"\s*(个)?\s*(小时|钟头|分钟|秒钟|秒|hours?|hrs?|h|minutes?|mins?|seconds?|secs?)(?![A-Za-z])"#,
        options: [.regularExpression, .caseInsensitive])
    else { return nil }
    let said = String(text[range]).lowercased()
    let digits = said.prefix {
      $0.isNumber || $0 == "." || $0 == "-" || "一二两三四五六七八九十".contains($0)
    }
    guard
      let amount = Double(String(digits))
        ?? ChineseNumerals.value(String(digits)).map(Double.init)
    else { return nil }
    let unit: Double
    if said.contains("小时") || said.contains("钟头") || said.contains("h") && !said.contains("sec") {
      unit = said.contains("min") ? 60 : 3600
    } else if said.contains("分") || said.contains("min") {
      unit = 60
    } else {
      unit = 1
    }
    return (amount * unit, range)
  }

  /// A field for a length of time (`format: duration`, a name with minutes, seconds, hours or
  /// duration, or a number whose description counts in one: "Seconds to wait first") takes a
  /// duration said, in its unit (ISO 8601 for the format).
  private func fillDurations(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor
  ) {
    guard
      let field = skill.inputFields.first(where: { field in
        let format = field.declaredSchema?.format ?? field.schema.format
        return values[field.name] == nil
          && (format == "duration" || Self.timeUnit(of: field) != nil)
      }), let (seconds, range) = Self.duration(in: text)
    else { return }
    let format = field.declaredSchema?.format ?? field.schema.format
    let value: JSONValue
    // A length past what an integer holds (a request can say any number of digits) is never
    // converted with a trap: a number stays a number (validation names the field and range).
    if format == "duration" {
      guard let whole = Int(exactly: seconds.rounded()) else {
        // No duration to write: the words are taken (no other field gets them) and the field
        // is left for the form.
        text = ParameterFiller.removing(range, from: text)
        return
      }
      value = .string("PT\(whole)S")
    } else {
      let amount = seconds / (Self.timeUnit(of: field) ?? 60)
      value =
        field.type == .integer
        ? Int(exactly: amount.rounded()).map(JSONValue.integer) ?? .number(amount)
        : .number(amount)
    }
    values[field.name] = value
    text = ParameterFiller.removing(range, from: text)
  }

  /// The seconds in the unit of time a field counts in: by its name (`duration_minutes`,
  /// `timeout_seconds`; a `duration` alone in minutes), else by the words of a number field's
  /// description (`Seconds to hold it`, `时长（分钟）`); nil for a field that is no length of time.
  static func timeUnit(of field: InputField) -> Double? {
    let name = field.name.lowercased()
    if name.contains("second") { return 1 }
    if name.contains("hour") { return 3600 }
    if name.contains("minute") || name.contains("duration") { return 60 }
    guard field.type == .integer || field.type == .number else { return nil }
    let words = Set(FieldWords.description(of: field))
    for (cues, seconds) in [
      (["seconds", "second", "secs"], 1.0), (["minutes", "minute", "mins"], 60),
      (["hours", "hour"], 3600),
    ] where cues.contains(where: words.contains) {
      return seconds
    }
    for (cue, seconds) in [("秒", 1.0), ("分钟", 60), ("小时", 3600)]
    where field.description.contains(cue) {
      return seconds
    }
    return nil
  }

  /// Whether `text` names a place or an IANA zone (`东京`, `New York`, `Europe/Berlin`).
  static func namesAZone(_ text: String) -> Bool {
    if let range = text.range(
      of: #"\b[A-Z][A-Za-z_]+/[A-Z][A-Za-z_]+\b"#, options: .regularExpression),
      TimeZone(identifier: String(text[range])) != nil
    {
      return true
    }
    return places.contains { place in
      place.words.contains { ParameterFiller.wordRange(of: $0, in: text) != nil }
    }
  }

  /// Whether `skill` has a field that takes a time zone.
  static func takesAZone(_ skill: SkillDescriptor) -> Bool {
    skill.inputFields.contains { field in
      let name = field.name.lowercased()
      return name.contains("timezone") || name.contains("time_zone") || name == "tz"
        || field.description.lowercased().contains("iana")
    }
  }

  /// A field that takes a typed value (a time zone, an e-mail address, a URL, a date or a
  /// time written as text): never the leftover words of a request.
  static func isTyped(_ field: InputField) -> Bool {
    let format = field.declaredSchema?.format ?? field.schema.format
    let name = field.name.lowercased()
    let words = TextTokenizer.identifierWords(field.name)
    // Paths and identifiers are never the leftover words either (`repo_path`, `issue_id`).
    let pathOrID = ["path", "dir", "directory", "folder", "file", "id", "uuid"]
    if let last = words.last, pathOrID.contains(last) { return true }
    return ["date", "time", "email", "uri", "url", "duration"].contains(format ?? "")
      || formatPatterns[format ?? ""] != nil || isHost(field)
      || name.contains("timezone") || name.contains("time_zone") || name == "tz"
      || name.contains("email") || name.contains("url") || name == "time"
      || field.description.lowercased().contains("iana") || field.description.contains("HH:MM")
  }

  /// A field that takes a time of day as text (`HH:MM`).
  private func isClockTime(_ field: InputField) -> Bool {
    guard field.type == .string else { return false }
    return field.name.lowercased() == "time" || field.description.contains("HH:MM")
  }

  private func fillDate(
    _ field: InputField, format: String?, _ text: inout String, _ values: inout [String: JSONValue]
  ) {
    guard let expression = dates.firstExpression(in: text) else { return }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = dates.timeZone
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: expression.date)
    if format == "date" {
      values[field.name] = .string(
        String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0))
    } else {
      guard expression.hasTime else { return }
      let hour = Self.hourAsWritten(expression.text, parsed: parts.hour ?? 0)
      // `format: time` is RFC 3339's full-time: seconds and the offset (the request's zone).
      values[field.name] = .string(
        format == "time"
          ? String(format: "%02d:%02d:%02d", hour, parts.minute ?? 0, parts.second ?? 0)
            + Self.offset(dates.timeZone, at: expression.date)
          : String(format: "%02d:%02d", hour, parts.minute ?? 0))
    }
    text = ParameterFiller.removing(expression.range, from: text)
  }

  /// A time of day as the request wrote it: `6:45` with no `am`/`pm` or part of the day is
  /// 06:45 — the date parser reads it as the next 6:45 to come (18:45 at ten in the morning),
  /// which is right for a moment, not for a clock time (an alarm, a wake-up call).
  static func hourAsWritten(_ said: String, parsed: Int) -> Int {
    let lower = said.lowercased()
    let periods = [
      "am", "pm", "a.m", "p.m", "morning", "afternoon", "evening", "night", "tonight", "noon",
      "上午", "下午", "早", "晚", "凌晨", "中午", "傍晚", "夜",
    ]
    guard !periods.contains(where: lower.contains),
      let range = lower.range(
        of: #"\d{1,2}(?=:\d{2})|(?<=\bat )\d{1,2}\b|[0-9零〇一二两三四五六七八九十]{1,3}(?=[点點时])"#,
        options: .regularExpression),
      let written = Int(lower[range]) ?? ChineseNumerals.value(String(lower[range])),
      written < 12, parsed == written + 12
    else { return parsed }
    return written
  }

  /// `+08:00`, `-05:30`, `Z`: the offset of `zone` at `date`.
  static func offset(_ zone: TimeZone, at date: Date) -> String {
    let seconds = zone.secondsFromGMT(for: date)
    guard seconds != 0 else { return "Z" }
    let minutes = abs(seconds) / 60
    return (seconds < 0 ? "-" : "+") + String(format: "%02d:%02d", minutes / 60, minutes % 60)
  }

  /// Where `text` first writes a value of `format` (one of `formatPatterns`), if it does.
  static func firstValue(ofFormat format: String, in text: String) -> Range<String.Index>? {
    guard let pattern = formatPatterns[format] else { return nil }
    var start = text.startIndex
    while let range = text.range(
      of: pattern, options: .regularExpression, range: start..<text.endIndex)
    {
      if format != "ipv6" || isIPv6(String(text[range])) { return range }
      guard range.upperBound < text.endIndex else { return nil }
      start = text.index(after: range.lowerBound)
    }
    return nil
  }

  private static func isIPv6(_ candidate: String) -> Bool {
    var address = in6_addr()
    return candidate.withCString { inet_pton(AF_INET6, $0, &address) } == 1
  }

  /// A field for a machine on the network by its name, with no format (`host`, `server`,
  /// "Host name or IP address").
  static func isHost(_ field: InputField) -> Bool {
    guard field.type == .string else { return false }
    let about = field.description.lowercased()
    return TextTokenizer.identifierWords(field.name).last.map {
      ["host", "hostname", "server", "domain"].contains($0)
    } ?? false
      || ["host name", "hostname", "ip address", "domain name", "主机", "域名"]
        .contains { about.contains($0) }
  }

  /// The first host the request writes: an IPv4 or IPv6 address, a name with a dot
  /// (`db.internal`), or `localhost`.
  private func takeHost(
    _ field: InputField, _ text: inout String, _ values: inout [String: JSONValue]
  ) {
    let found =
      ["ipv4", "ipv6", "hostname"].compactMap { Self.firstValue(ofFormat: $0, in: text) }
      + [
        text.range(
          of: #"(?<![\w.-])localhost(?![\w.-])"#, options: [.regularExpression, .caseInsensitive])
      ].compactMap { $0 }
    guard let range = found.min(by: { $0.lowerBound < $1.lowerBound }) else { return }
    values[field.name] = .string(String(text[range]))
    text = ParameterFiller.removing(range, from: text)
  }

  /// Puts the first value of `format` the request writes into `field`, and takes it out.
  private func take(
    _ format: String, _ field: InputField, _ text: inout String,
    _ values: inout [String: JSONValue]
  ) {
    guard let range = Self.firstValue(ofFormat: format, in: text) else { return }
    values[field.name] = .string(String(text[range]))
    text = ParameterFiller.removing(range, from: text)
  }

  /// Fields that take a time zone get, in declared order, the zones the request names: IANA
  /// ids as written (`Europe/Berlin`), or places (`东京` → `Asia/Tokyo`), in the order said.
  private func fillTimeZones(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor
  ) {
    let fields = skill.inputFields.filter { field in
      let name = field.name.lowercased()
      return values[field.name] == nil && field.type == .string
        && (name.contains("timezone") || name.contains("time_zone") || name == "tz"
          || field.description.lowercased().contains("iana"))
    }
    guard !fields.isEmpty else { return }
    var found: [(position: String.Index, zone: String, range: Range<String.Index>)] = []
    var searchStart = text.startIndex
    while let range = text.range(
      of: #"\b[A-Z][A-Za-z_]+/[A-Z][A-Za-z_]+(/[A-Z][A-Za-z_]+)?\b"#, options: .regularExpression,
      range: searchStart..<text.endIndex)
    {
      if TimeZone(identifier: String(text[range])) != nil {
        found.append((range.lowerBound, String(text[range]), range))
      }
      searchStart = range.upperBound
    }
    for (words, zone) in Self.places {
      for word in words {
        if let range = ParameterFiller.wordRange(of: word, in: text),
          !found.contains(where: { $0.range.overlaps(range) })
        {
          found.append((range.lowerBound, zone, range))
          break
        }
      }
    }
    found.sort { $0.position < $1.position }
    // A target (`to_zone`, `target_timezone`) takes the last place said, the others the first
    // ones in order (`15:00 Berlin time to Sydney`): fields come required first, not as said.
    let targets = fields.filter(Self.isTarget)
    let sources = fields.filter { !Self.isTarget($0) }
    var assigned:
      [(
        field: InputField, match: (position: String.Index, zone: String, range: Range<String.Index>)
      )] =
        Array(zip(sources, found))
    if let target = targets.first, let last = found.last,
      !assigned.contains(where: { $0.match.range == last.range })
    {
      assigned.append((target, last))
    }
    for (field, match) in assigned {
      // A field that takes a city as well keeps the place as the request wrote it (`Tokyo`).
      let city = field.description.lowercased().contains("city")
      values[field.name] = .string(
        city && !text[match.range].contains("/") ? String(text[match.range]) : match.zone)
    }
    for match in assigned.map(\.match).sorted(by: { $0.position > $1.position }) {
      text = ParameterFiller.removing(match.range, from: text)
    }
  }

  /// Whether `field` is where something goes to (`to_zone`, `target_timezone`, `destination`).
  static func isTarget(_ field: InputField) -> Bool {
    TextTokenizer.identifierWords(field.name).contains {
      ["to", "target", "dest", "destination", "into", "output"].contains($0)
    }
  }
}
