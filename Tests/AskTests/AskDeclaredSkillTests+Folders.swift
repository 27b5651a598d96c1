import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// SKILL.md folders, forms for nested schemas and the project folder's trust rules, with the
/// same temporary home and helpers as the script-skill tests.
extension AskDeclaredSkillTests {
  /// A SKILL.md folder: discovered, offered by name and description only, activated by a
  /// call (its body comes back), its files read on request and only inside it; with `run`
  /// it is a script skill.
  @Test func skillFoldersAreDiscoveredActivatedAndReadInsideOnly() async throws {
    let folder = "\(skills)/meeting-notes"
    try FileManager.default.createDirectory(
      atPath: folder + "/references", withIntermediateDirectories: true)
    try """
    ---
    name: meeting-notes
    description: Writes meeting notes in the team's format. Use for minutes.
    metadata:
      display-name: 会议纪要
    ---
    # How to write minutes
    SECRET-BODY-MARKER: follow references/format.md.
    """.write(toFile: folder + "/SKILL.md", atomically: true, encoding: .utf8)
    try "Date, attendees, decisions.".write(
      toFile: folder + "/references/format.md", atomically: true, encoding: .utf8)
    let listed = try await AskProcess.run(["skills", "--json"], home: home.path)
    let entry = try #require(listed.events.first { $0["id"] == "meeting-notes" })
    #expect(entry["display_name"] == "会议纪要")
    #expect(entry["source"] == .string(folder + "/SKILL.md"))
    #expect(
      !listed.stdout.contains("SECRET-BODY-MARKER"), "the body is not offered before activation")
    let activated = try await call("meeting-notes")
    #expect(activated.status == 0, "\(activated.stdout.suffix(500))")
    let body = activated.events(ofType: "tool_result").first?["content"]?.stringValue ?? ""
    #expect(body.contains("SECRET-BODY-MARKER") && body.contains("- references/format.md"))
    let read = try await call("meeting-notes", #"{"file":"references/format.md"}"#)
    #expect(read.events(ofType: "tool_result").first?["content"] == "Date, attendees, decisions.")
    let escape = try await call("meeting-notes", #"{"file":"../../ask.sqlite"}"#)
    #expect(escape.status == 1)
    #expect(escape.stdout.contains("is not a path inside the skill's folder"))

    let counter = "\(skills)/word-count"
    try FileManager.default.createDirectory(atPath: counter, withIntermediateDirectories: true)
    try """
    ---
    name: word-count
    description: Counts words.
    permission-level: normal
    input-schema: {"type": "object", "properties": {"text": {"type": "string"}},
      "required": ["text"]}
    run:
      command: ["python3", "-c", "import json,sys; print(len(json.load(sys.stdin)['text'].split()))"]
      timeout_s: 5
    ---
    """.write(toFile: counter + "/SKILL.md", atomically: true, encoding: .utf8)
    let counted = try await call("word-count", #"{"text":"one two three"}"#)
    #expect(
      counted.events(ofType: "tool_result").first?["content"] == "3",
      "\(counted.stdout.suffix(400))")
    try "---\nname: word-count\ndescription: [unclosed\n---\n".write(
      toFile: counter + "/SKILL.md", atomically: true, encoding: .utf8)
    let check = try await AskProcess.run(["skills", "check"], home: home.path)
    #expect(check.status == 1)
    #expect(
      check.stdout.contains("word-count/SKILL.md: front matter line 3, key \"description\""),
      "\(check.stdout)")
  }

  static let meetingSchema = #"""
    {"type": "object", "required": ["title", "place"], "properties": {
      "title": {"type": "string"},
      "place": {"type": "object", "required": ["city"], "properties": {
        "city": {"type": "string"}, "room": {"type": "integer", "minimum": 1, "maximum": 40}}},
      "attendees": {"type": "array", "items": {"type": "object", "properties": {
        "name": {"type": "string"}, "role": {"enum": ["host", "guest"]}}}},
      "reminder": {"oneOf": [{"title": "minutes before", "type": "integer", "minimum": 0},
                             {"title": "at a time", "type": "string", "format": "date-time"}]}}}
    """#

  /// Missing nested input is asked for row by row in line mode (objects by path, array items
  /// added and removed, the variant first), checked as typed; NDJSON carries each field's schema.
  /// Fields come in the order the file wrote them, required first: title, place, attendees,
  /// reminder.
  @Test func nestedSchemasGetFormsInLineModeAndTheirSchemasInNDJSON() async throws {
    try declare(
      "meeting.plan", script: "import sys; print(sys.stdin.read().strip())",
      schema: Self.meetingSchema)
    let answers = [
      "Review", "Paris", "99", "7", "yes", "Ann", "host", "yes", "Bo", "/remove", "no",
      "minutes before", "15",
    ]
    let run = try await AskProcess.run(
      ["call", "meeting.plan"], home: home.path, stdin: answers)
    #expect(run.status == 0, "\(run.stdout.suffix(1200))")
    #expect(run.stdout.contains("needs: title, place, attendees, reminder"), "as written")
    #expect(run.stdout.contains("! expected at most 40, got 99"), "checked as typed")
    #expect(run.stdout.contains("+ add an item to attendees?"))
    #expect(run.stdout.contains("reminder (pick one: minutes before/at a time"))
    #expect(
      run.stdout.contains(
        #"{"attendees":[{"name":"Ann","role":"host"}],"place":{"city":"Paris","room":7},"reminder":15,"title":"Review"}"#
      ), "\(run.stdout.suffix(1200))")

    let json = try await call(
      "meeting.plan", "{}",
      stdin: [
        #"{"type":"input_response","request_id":"input-1","values":{"title":"T","place":{"city":"Oslo"}}}"#
      ])
    #expect(json.status == 0, "\(json.stdout.suffix(800))")
    let request = try #require(json.events(ofType: "input_request").first)
    let place = request["fields"]?.arrayValue?.first { $0["name"] == "place" }
    #expect(place?["type"] == "object")
    #expect(place?["schema"]?["properties"]?["room"]?["maximum"] == 40)
    #expect(
      json.events(ofType: "tool_result").first?["content"]
        == #"{"place":{"city":"Oslo"},"title":"T"}"#)
  }

  /// Skills that came with a project (its `.ask/skills`) ask before every call, whatever level
  /// they declare; no script is given the model keys.
  @Test func projectSkillsAskFirstAndScriptsGetNoKeys() async throws {
    // A checkout outside the data directory: a workspace inside it is refused by the sandbox.
    let checkout = try TemporaryHome()
    let project = checkout.path + "/project"
    try FileManager.default.createDirectory(
      atPath: project + "/.ask/skills", withIntermediateDirectories: true)
    let script =
      "import os; print('key ' + ('present' if 'ANTHROPIC_API_KEY' in os.environ else 'absent'))"
    try
      #"{"id":"proj.tool","description":"d","permission_level":"normal","run":{"command":["python3","-c","\#(script)"]}}"#
      .write(toFile: project + "/.ask/skills/tool.json", atomically: true, encoding: .utf8)
    let denied = try await AskProcess.run(
      ["call", "proj.tool", "--json"], home: home.path, directory: project)
    #expect(denied.status == 1, "stdin closed: the confirmation is denied")
    #expect(denied.events(ofType: "permission_request").first?["level"] == "userConfirmation")
    let allowed = try await AskProcess.run(
      ["call", "proj.tool", "--json"], home: home.path,
      stdin: [#"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#],
      environment: ["ANTHROPIC_API_KEY": "sk-must-not-leak"], directory: project)
    #expect(allowed.status == 0, "\(allowed.stdout.suffix(500))")
    #expect(allowed.events(ofType: "tool_result").first?["content"] == "key absent")
    // The same file in the user's own folder is trusted as declared.
    try FileManager.default.copyItem(
      atPath: project + "/.ask/skills/tool.json", toPath: skills + "/tool.json")
    try FileManager.default.removeItem(atPath: project + "/.ask/skills/tool.json")
    let own = try await call("proj.tool")
    #expect(own.status == 0)
    #expect(own.events(ofType: "permission_request").isEmpty)
  }
}
