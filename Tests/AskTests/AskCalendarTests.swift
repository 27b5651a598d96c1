import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// The calendar through the real binary: offline requests, and `.ics` round trips checked by
/// the `icalendar` package (our export parsed by it, a file it wrote imported by us).
@Suite(.serialized)
struct AskCalendarTests {
  let home: TemporaryHome
  let workspace: String

  static let allowOnce =
    #"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#

  init() throws {
    home = try TemporaryHome()
    workspace = home.path + "/ws"
    try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
  }

  var peer: String { ReplayServer.script(from: #filePath, named: "ics_peer.py") }

  /// Runs the `icalendar` peer; nil (with an issue) when the test peers are missing.
  func icalendar(_ command: String, _ file: String) async throws -> [JSONValue]? {
    guard let python = AskMCPTests.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return nil
    }
    let run = try await AskProcess.run(
      [peer, command, file], home: home.path, executable: python)
    #expect(run.status == 0, "icalendar \(command): \(run.stderr)")
    return run.events
  }

  /// Calendar skills are systemAccess: each call is confirmed (one allow-once answer).
  func ask(_ arguments: [String], stdin: [String] = [Self.allowOnce]) async throws
    -> AskProcess.Finished
  {
    try await AskProcess.run(
      arguments + ["--workspace", workspace], home: home.path, stdin: stdin)
  }

  func call(_ skill: String, _ input: JSONValue, stdin: [String] = [Self.allowOnce]) async throws
    -> JSONValue
  {
    let run = try await ask(["call", skill, "--json", "--input", input.jsonString], stdin: stdin)
    return try #require(run.events(ofType: "tool_result").first, "\(run.stdout)\(run.stderr)")
  }

  @Test func offlineRequestsCreateAndListEvents() async throws {
    #expect(try await AskProcess.run(["auth", "grant", "calendar"], home: home.path).status == 0)
    // The clock is pinned to Monday 2026-11-30 10:00 in Shanghai.
    let created = try await ask(["--json", "明天下午三点到四点和王总开会"], stdin: [Self.allowOnce])
    let use = try #require(created.events(ofType: "tool_use").first)
    #expect(use["name"] == "calendar.create_event")
    #expect(use["input"]?["start"] == "2026-12-01T15:00:00+08:00")
    #expect(use["input"]?["end"] == "2026-12-01T16:00:00+08:00")
    #expect(use["input"]?["title"]?.stringValue?.contains("王总") == true)
    #expect(created.events(ofType: "tool_result").first?["status"] == "success")

    _ = try await call(
      "calendar.create_event",
      ["title": "Planning", "start": "2026-12-08T09:30:00+08:00", "duration_minutes": 90])
    let listed = try await ask(["--json", "what's on my calendar next week"])
    let list = try #require(listed.events(ofType: "tool_use").first)
    #expect(list["name"] == "calendar.list_events")
    #expect(list["input"]?["from"] == "2026-12-07T00:00:00+08:00")
    #expect(list["input"]?["to"] == "2026-12-14T00:00:00+08:00")
    let content = listed.events(ofType: "tool_result").first?["content"]?.stringValue ?? ""
    #expect(content.contains("2026-12-08 09:30–11:00 (Tue) Planning"), "\(content)")
    #expect(!content.contains("王总"), "tomorrow's meeting is not next week")

    let tomorrow = try await ask(["--json", "我明天有什么安排"])
    #expect(
      tomorrow.events(ofType: "tool_result").first?["content"]?.stringValue?.contains("王总")
        == true)
  }

  @Test func deletingAsksAndAnEndBeforeTheStartIsRefused() async throws {
    #expect(try await AskProcess.run(["auth", "grant", "calendar"], home: home.path).status == 0)
    _ = try await call(
      "calendar.create_event", ["title": "Dentist", "start": "2026-12-02T16:00:00+08:00"])
    let refused = try await call(
      "calendar.create_event",
      [
        "title": "Backwards", "start": "2026-12-02T16:00:00+08:00",
        "end": "2026-12-02T15:00:00+08:00",
      ])
    #expect(refused["content"]?.stringValue?.contains("before it starts") == true)
    let kept = try await ask(
      ["call", "calendar.delete_event", "--json", "--input", #"{"event":"dentist"}"#],
      stdin: [#"{"type":"permission_response","request_id":"perm-1","decision":"deny"}"#])
    #expect(kept.events(ofType: "permission_request").count == 1)
    let deleted = try await call(
      "calendar.delete_event", ["event": "dentist"], stdin: [Self.allowOnce])
    #expect(deleted["content"]?.stringValue?.contains("Deleted event #1 \"Dentist\"") == true)
    let empty = try await call(
      "calendar.list_events",
      ["from": "2026-12-01T00:00:00+08:00", "to": "2026-12-10T00:00:00+08:00"])
    #expect(empty["content"]?.stringValue?.hasPrefix("No events") == true)
  }

  /// Our export read by icalendar: every field as we stored it, TZIDs with their VTIMEZONE,
  /// escapes, all-day dates, lines folded at 75 octets.
  @Test func icalendarReadsOurExport() async throws {
    #expect(try await AskProcess.run(["auth", "grant", "calendar"], home: home.path).status == 0)
    let title = "Review, part 1; notes\\here — " + String(repeating: "长标题", count: 20)
    _ = try await call(
      "calendar.create_event",
      [
        "title": .string(title), "start": "2026-12-02T15:00:00+08:00",
        "end": "2026-12-02T16:30:00+08:00", "location": "Room 3, Building B",
        "notes": "line one\nline two",
      ])
    _ = try await call(
      "calendar.create_event",
      ["title": "Holiday", "start": "2026-12-24T00:00:00+08:00", "all_day": true])
    let exported = try await call(
      "calendar.export", ["path": "out/cal.ics"], stdin: [Self.allowOnce])
    #expect(exported["status"] == "success", "\(exported)")
    let file = workspace + "/out/cal.ics"
    let raw = try #require(FileManager.default.contents(atPath: file))
    for line in raw.split(separator: UInt8(ascii: "\n")) {
      #expect(line.count <= 76, "a line of \(line.count) octets (with its CR)")
      #expect(line.last == UInt8(ascii: "\r"), "CRLF line ends")
    }
    guard let events = try await icalendar("read", file) else { return }
    let meeting = try #require(events.first { $0["summary"]?.stringValue == title })
    #expect(meeting["tzid"] == "Asia/Shanghai")
    #expect(meeting["start"] == "2026-12-02T15:00:00+08:00")
    #expect(meeting["end"] == "2026-12-02T16:30:00+08:00")
    #expect(meeting["location"] == "Room 3, Building B")
    #expect(meeting["description"] == "line one\nline two")
    #expect(meeting["has_dtstamp"] == true)
    let holiday = try #require(events.first { $0["summary"] == "Holiday" })
    #expect(holiday["all_day"] == true)
    #expect(holiday["start"] == "2026-12-24")
    #expect(holiday["end"] == "2026-12-25")
    #expect(events.last?["timezones"] == ["Asia/Shanghai"])
  }

  /// A file icalendar wrote, imported: times across a DST change, UTC and all-day kept; a
  /// VTODO skipped with its reason; RRULE, X- properties and the VALARM kept and written
  /// back; importing it again updates instead of duplicating.
  @Test func aFileIcalendarWroteImportsAndRoundTrips() async throws {
    #expect(try await AskProcess.run(["auth", "grant", "calendar"], home: home.path).status == 0)
    let file = workspace + "/peer.ics"
    guard try await icalendar("write", file) != nil else { return }
    let imported = try await call("calendar.import", ["path": "peer.ics"], stdin: [Self.allowOnce])
    #expect(imported["data"]?["read"] == 4, "\(imported)")
    #expect(imported["data"]?["added"] == 4)
    #expect(imported["data"]?["skipped"] == 1)
    #expect(imported["content"]?.stringValue?.contains("VTODO is not an event") == true)
    let again = try await call("calendar.import", ["path": "peer.ics"], stdin: [Self.allowOnce])
    #expect(again["data"]?["added"] == 0)
    #expect(again["data"]?["updated"] == 4)

    let listed = try await call(
      "calendar.list_events",
      ["from": "2026-10-01T00:00:00+08:00", "to": "2027-01-01T00:00:00+08:00"])
    let events = listed["data"]?.arrayValue ?? []
    // The weekly standup (COUNT=4) is listed at each of its four dates.
    #expect(events.count == 7, "\(listed)")
    let standups = events.filter { $0["uid"] == "weekly@peer" }.compactMap {
      $0["start"]?.stringValue
    }
    #expect(
      standups == [
        "2026-12-01T16:00:00+08:00", "2026-12-08T16:00:00+08:00", "2026-12-15T16:00:00+08:00",
        "2026-12-22T16:00:00+08:00",
      ])
    let berlin = try #require(events.first { $0["uid"] == "berlin@peer" })
    // 01:30 CEST and 03:30 CET on the night the clocks go back: three hours apart.
    #expect(berlin["start"] == "2026-10-25T07:30:00+08:00")
    #expect(berlin["end"] == "2026-10-25T10:30:00+08:00")
    #expect(berlin["title"] == "Review, part 1; notes\\here")
    #expect(berlin["notes"] == "line one\nline two")
    let weekly = try #require(events.first { $0["uid"] == "weekly@peer" })
    #expect(weekly["end"] == "2026-12-01T16:15:00+08:00", "DURATION PT15M")
    let holiday = try #require(events.first { $0["uid"] == "allday@peer" })
    #expect(holiday["all_day"] == true)

    let exported = try await call(
      "calendar.export", ["path": "back.ics"], stdin: [Self.allowOnce])
    #expect(exported["status"] == "success")
    guard let back = try await icalendar("read", workspace + "/back.ics") else { return }
    let standup = try #require(back.first { $0["uid"] == "weekly@peer" })
    #expect(standup["rrule"] == "FREQ=WEEKLY;COUNT=4")
    #expect(standup["x_peer_color"] == "teal")
    #expect(standup["alarms"] == 1)
    #expect(standup["start_utc"] == "2026-12-01T08:00:00+00:00")
    let call = try #require(back.first { $0["uid"] == "utc@peer" })
    #expect(call["start_utc"] == "2026-12-03T01:00:00+00:00")
    let allDay = try #require(back.first { $0["uid"] == "allday@peer" })
    #expect(allDay["start"] == "2026-12-24")
    #expect(allDay["end"] == "2026-12-27")
  }

  @Test func brokenAndHugeFilesAreRefusedAndNothingIsImported() async throws {
    #expect(try await AskProcess.run(["auth", "grant", "calendar"], home: home.path).status == 0)
    let cases: [(String, String, String)] = [
      ("plain.ics", "hello\n", "does not start with BEGIN:VCALENDAR"),
      (
        "open.ics", "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:20261202T100000Z\r\n",
        "never closed"
      ),
      (
        "crossed.ics",
        "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nEND:VTODO\r\nEND:VCALENDAR\r\n",
        "closes BEGIN:VEVENT"
      ),
    ]
    for (name, text, reason) in cases {
      try Data(text.utf8).write(to: URL(fileURLWithPath: workspace + "/" + name))
      let result = try await call(
        "calendar.import", ["path": .string(name)], stdin: [Self.allowOnce])
      #expect(result["status"] == "error", "\(name)")
      #expect(result["content"]?.stringValue?.contains(reason) == true, "\(name): \(result)")
    }
    // Bad events are skipped one by one, with the line and the reason; good ones go in.
    let mixed = """
      BEGIN:VCALENDAR\r
      X-WR-TIMEZONE:Europe/Paris\r
      BEGIN:VEVENT\r
      UID:good\r
      DTSTART;TZID=Romance Standard Time:20261202T100000\r
      SUMMARY:Outlook zone\r
      END:VEVENT\r
      BEGIN:VEVENT\r
      UID:bad-date\r
      DTSTART:2026-12-02\r
      END:VEVENT\r
      BEGIN:VEVENT\r
      UID:no-start\r
      SUMMARY:x\r
      END:VEVENT\r
      END:VCALENDAR\r

      """
    try Data(mixed.utf8).write(to: URL(fileURLWithPath: workspace + "/mixed.ics"))
    let partly = try await call("calendar.import", ["path": "mixed.ics"], stdin: [Self.allowOnce])
    #expect(partly["data"]?["read"] == 1, "\(partly)")
    #expect(partly["data"]?["skipped"] == 2)
    let reasons = partly["data"]?["reasons"]?.arrayValue?.compactMap(\.stringValue) ?? []
    #expect(reasons.contains { $0.contains("line 8") && $0.contains("not a date") }, "\(reasons)")
    #expect(reasons.contains { $0.contains("without DTSTART") }, "\(reasons)")

    let huge = FileManager.default.createFile(atPath: workspace + "/huge.ics", contents: nil)
    #expect(huge)
    let handle = try #require(FileHandle(forWritingAtPath: workspace + "/huge.ics"))
    try handle.truncate(atOffset: 64 << 20)
    try handle.close()
    let big = try await call("calendar.import", ["path": "huge.ics"], stdin: [Self.allowOnce])
    #expect(
      big["content"]?.stringValue?.contains("over the 16 MB an .ics import takes") == true, "\(big)"
    )
    let all = try await call(
      "calendar.list_events",
      ["from": "2020-01-01T00:00:00+08:00", "to": "2030-01-01T00:00:00+08:00"])
    #expect(all["data"]?.arrayValue?.count == 1, "only the one good event")
  }
}
