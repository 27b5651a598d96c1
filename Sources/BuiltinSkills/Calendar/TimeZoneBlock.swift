import Foundation

/// A VTIMEZONE for an IANA zone over a span of time: each offset change in it as its own
/// STANDARD or DAYLIGHT sub-component, so readers need no rule of their own.
enum TimeZoneBlock {
  static let maxTransitions = 400

  static func lines(_ id: String, from: Date, to: Date) -> [String] {
    guard let zone = TimeZone(identifier: id) else { return [] }
    let begin = from.addingTimeInterval(-366 * 86_400)
    let finish = to.addingTimeInterval(366 * 86_400)
    var lines = ["BEGIN:VTIMEZONE", "TZID:" + id]
    func part(_ at: Date, from before: Int, to after: Int, daylight: Bool) {
      let kind = daylight ? "DAYLIGHT" : "STANDARD"
      lines += [
        "BEGIN:" + kind,
        "DTSTART:" + DateValue.local(at, TimeZone(secondsFromGMT: before) ?? .gmt),
        "TZOFFSETFROM:" + DateValue.offsetText(before), "TZOFFSETTO:" + DateValue.offsetText(after),
        "END:" + kind,
      ]
    }
    let first = zone.secondsFromGMT(for: begin)
    part(begin, from: first, to: first, daylight: zone.isDaylightSavingTime(for: begin))
    var cursor = begin
    var count = 0
    while count < maxTransitions, let next = zone.nextDaylightSavingTimeTransition(after: cursor),
      next <= finish
    {
      part(
        next, from: zone.secondsFromGMT(for: next.addingTimeInterval(-1)),
        to: zone.secondsFromGMT(for: next), daylight: zone.isDaylightSavingTime(for: next))
      cursor = next
      count += 1
    }
    lines.append("END:VTIMEZONE")
    return lines
  }
}
