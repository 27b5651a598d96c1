import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// Declared skills through the real binary with real scripts: progress, results, failures,
/// timeouts, cancels, hostile output, process groups, bad skill files and hot reload.
@Suite(.serialized)
struct AskDeclaredSkillTests {
  let home: TemporaryHome
  var skills: String { home.path + "/skills" }

  init() throws {
    home = try TemporaryHome()
    try FileManager.default.createDirectory(
      atPath: home.path + "/skills", withIntermediateDirectories: true)
  }

  /// Writes `script` (Python) next to a skill file declaring `id` that runs it.
  func declare(
    _ id: String, script: String,
    schema: String = #"{"type":"object","properties":{"text":{"type":"string"}}}"#,
    level: String = "normal", timeout: Double = 10, file: String? = nil
  ) throws {
    let name = file ?? id
    try script.write(toFile: "\(skills)/\(name).py", atomically: true, encoding: .utf8)
    let declaration = """
      {"id": "\(id)", "description": "Test skill \(id).", "input_schema": \(schema),
       "permission_level": "\(level)",
       "run": {"command": ["python3", "\(name).py"], "timeout_s": \(timeout)}}
      """
    try declaration.write(toFile: "\(skills)/\(name).json", atomically: true, encoding: .utf8)
  }

  func call(_ id: String, _ input: String = "{}", stdin: [String] = []) async throws
    -> AskProcess.Finished
  {
    try await AskProcess.run(
      ["call", id, "--json", "--input", input], home: home.path, stdin: stdin)
  }

  /// Whether `pid` still runs (a zombie — dead, waiting for a parent to reap it — does not).
  static func alive(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 || errno == EPERM else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
  }

  @Test func progressAndAJSONResultReachTheStream() async throws {
    try declare(
      "notes.search",
      script: """
        import json, sys
        query = json.load(sys.stdin)["text"]
        print(json.dumps({"progress": 0.4, "step": "正在索引"}), file=sys.stderr, flush=True)
        print("a plain stderr line", file=sys.stderr, flush=True)
        print(json.dumps({"summary": "2 notes", "content": "found " + query, "data": {"hits": 2}}))
        """)
    let run = try await call("notes.search", #"{"text":"会议"}"#)
    #expect(run.status == 0, "\(run.stdout.suffix(800))")
    let progress = run.events(ofType: "tool_progress")
    #expect(progress.contains { $0["step"] == "正在索引" && $0["fraction"] == 0.4 }, "\(progress)")
    let result = try #require(run.events(ofType: "tool_result").first)
    #expect(result["status"] == "success")
    #expect(result["content"] == "found 会议")
    #expect(result["summary"] == "2 notes")
    #expect(result["data"]?["hits"] == 2)
    let audit = try await AskProcess.run(["audit", "--json"], home: home.path)
    #expect(audit.stdout.contains("notes.search"), "the call was audited")
  }

  @Test func plainTextIsTheResultAndBadInputNeverRuns() async throws {
    try declare(
      "text.upper",
      script: "import json,sys; print(json.load(sys.stdin)['text'].upper())",
      schema:
        #"{"type":"object","properties":{"text":{"type":"string","maxLength":5}},"required":["text"],"additionalProperties":false}"#
    )
    let ok = try await call("text.upper", #"{"text":"abc"}"#)
    #expect(ok.status == 0)
    #expect(ok.events(ofType: "tool_result").first?["content"] == "ABC")
    let bad = try await call("text.upper", #"{"text":"abcdefgh"}"#)
    #expect(bad.status == 1)
    #expect(
      bad.stdout.contains("text: expected at most 5 characters, got 8"), "\(bad.stdout.suffix(600))"
    )
  }

  struct Hostile: Sendable, CustomTestStringConvertible {
    var name: String
    var script: String
    var timeout: Double
    var expect: String
    var testDescription: String { name }
  }

  static let hostile: [Hostile] = [
    Hostile(
      name: "exit code",
      script: "import sys; print('boom: disk full', file=sys.stderr); sys.exit(3)",
      timeout: 10, expect: "exited with code 3: boom: disk full"),
    Hostile(
      name: "50 MB of output",
      script: "import sys\nfor _ in range(50): sys.stdout.write('x' * (1 << 20))",
      timeout: 30, expect: "printed more than 1024 KiB on stdout"),
    Hostile(
      name: "invalid UTF-8", script: "import sys; sys.stdout.buffer.write(b'\\xff\\xfe bad')",
      timeout: 10, expect: "not UTF-8"),
    Hostile(
      name: "no output, stdin never read", script: "import time; time.sleep(0.1)", timeout: 10,
      expect: "exited without printing a result"),
    Hostile(
      name: "timeout", script: "import time; time.sleep(60)", timeout: 1,
      expect: "ran longer than its timeout (1 s)"),
  ]

  @Test(arguments: hostile)
  func aHostileScriptIsAClearFailure(_ scenario: Hostile) async throws {
    try declare("hostile.one", script: scenario.script, timeout: scenario.timeout)
    let clock = ContinuousClock()
    let started = clock.now
    let run = try await call("hostile.one", #"{"text":"x"}"#)
    #expect(run.status == 1, "\(scenario.name): \(run.stdout.suffix(600))")
    let result = try #require(run.events(ofType: "tool_result").first)
    #expect(result["status"] == "error")
    let content = result["content"]?.stringValue ?? ""
    #expect(content.contains(scenario.expect), "\(scenario.name): \(content)")
    #expect(clock.now - started < .seconds(20))
  }

  /// A script and the child it forked (same process group) are both gone when the call
  /// ends: after a normal exit, and after a cancel.
  @Test func noProcessOutlivesItsCall() async throws {
    let pids = home.path + "/pids"
    try declare(
      "spawn.child",
      script: """
        import json, os, subprocess, sys, time
        mode = json.load(sys.stdin)["text"]
        child = subprocess.Popen(["sleep", "120"])
        with open(\(String(reflecting: pids)), "w") as f:
            f.write("%d %d" % (os.getpid(), child.pid))
        print(json.dumps({"progress": 0.1, "step": "started"}), file=sys.stderr, flush=True)
        if mode == "wait":
            time.sleep(120)
        print("left a child behind")
        """)
    let finished = try await call("spawn.child", #"{"text":"exit"}"#)
    #expect(finished.status == 0, "\(finished.stdout.suffix(500))")
    let exited = try String(contentsOfFile: pids, encoding: .utf8).split(separator: " ").compactMap
    { Int32($0) }
    #expect(exited.count == 2)
    for pid in exited { #expect(!Self.alive(pid), "pid \(pid) outlived the call") }

    try FileManager.default.removeItem(atPath: pids)
    let ask = try AskProcess(
      ["call", "spawn.child", "--json", "--input", #"{"text":"wait"}"#], home: home.path)
    _ = try await ask.waitForLine(containing: "\"step\":\"started\"")
    let clock = ContinuousClock()
    let cancelledAt = clock.now
    ask.send(#"{"type":"cancel"}"#)
    let cancelled = try await ask.finish()
    // Alone this takes ~0.1 s; the bound only catches a hang (the kill grace is 0.5 s), since
    // a loaded two-core machine delays when this test sees the exit.
    let took = clock.now - cancelledAt
    print("AskDeclaredSkillTests: cancel → exit in \(took)")
    #expect(took < .seconds(10), "the call ended promptly: \(took)")
    #expect(cancelled.status == 130, "\(cancelled.stdout.suffix(500))")
    #expect(cancelled.events(ofType: "tool_result").first?["status"] == "cancelled")
    let waited = try String(contentsOfFile: pids, encoding: .utf8).split(separator: " ").compactMap
    { Int32($0) }
    for pid in waited { #expect(!Self.alive(pid), "pid \(pid) outlived the cancel") }
  }

  @Test func badSkillFilesAreNamedAndTheOthersKeepWorking() async throws {
    try declare("good.one", script: "print('fine')")
    let files: [(String, String, String)] = [
      ("broken.json", "{not json", "broken.json: not valid JSON"),
      (
        "schema.json",
        #"{"id":"bad.schema","description":"d","input_schema":{"type":"text"},"run":{"command":["python3"]}}"#,
        "input_schema.type: expected a type name"
      ),
      (
        "level.json",
        #"{"id":"bad.level","description":"d","permission_level":"root","run":{"command":["python3"]}}"#,
        #"permission_level: "root" is not a permission level"#
      ),
      (
        "missing.json", #"{"id":"bad.missing","description":"d","run":{"command":["./nope.sh"]}}"#,
        "nope.sh does not exist"
      ),
      (
        "noexec.json", #"{"id":"bad.noexec","description":"d","run":{"command":["./plain.txt"]}}"#,
        "plain.txt is not executable"
      ),
      (
        "nopath.json",
        #"{"id":"bad.nopath","description":"d","run":{"command":["no-such-tool-xyz"]}}"#,
        #""no-such-tool-xyz" is not on PATH"#
      ),
      (
        "clash.json", #"{"id":"time.now","description":"d","run":{"command":["python3"]}}"#,
        "time.now clashes with the built-in skill time.now"
      ),
      ("norun.json", #"{"id":"bad.norun","description":"d"}"#, "run: required"),
    ]
    try "x".write(toFile: "\(skills)/plain.txt", atomically: true, encoding: .utf8)
    for (name, text, _) in files {
      try text.write(toFile: "\(skills)/\(name)", atomically: true, encoding: .utf8)
    }
    let check = try await AskProcess.run(["skills", "check"], home: home.path)
    #expect(check.status == 1)
    for (_, _, expected) in files {
      #expect(
        (check.stdout + check.stderr).contains(expected),
        "\(expected) in:\n\(check.stdout)\(check.stderr)")
    }
    let run = try await call("good.one")
    #expect(run.status == 0, "\(run.stdout.suffix(500))")
    let problems = run.events(ofType: "system").filter { $0["subtype"] == "skills_problem" }
    #expect(problems.count >= files.count, "each problem is reported: \(problems.count)")
  }

  /// A skill file added, edited into something invalid, or deleted while a run goes on takes
  /// effect at the next model turn: here the running skill's own script does it.
  @Test func skillFilesChangedDuringARunTakeEffectAtTheNextTurn() async throws {
    try declare("keep.me", script: "print('kept')")
    let newSkill =
      #"{"id":"fresh.one","description":"Added during the run.","run":{"command":["python3","-c","print(1)"]}}"#
    try declare(
      "change.skills",
      script: """
        import json, os, sys
        folder = os.path.dirname(os.path.abspath(__file__))
        with open(os.path.join(folder, "fresh.json"), "w") as f:
            f.write(\(String(reflecting: newSkill)))
        with open(os.path.join(folder, "keep.me.json"), "w") as f:
            f.write("{ broken")
        print("changed")
        """)
    let run = try await call("change.skills")
    #expect(run.status == 0, "\(run.stdout.suffix(800))")
    let system = run.events(ofType: "system")
    let changed = try #require(system.first { $0["subtype"] == "skills_changed" }, "\(system)")
    #expect(changed["added"] == ["fresh.one"])
    #expect(changed["removed"] == [], "the broken file keeps its last good version")
    let problem = system.first { $0["subtype"] == "skills_problem" }?["message"]?.stringValue ?? ""
    #expect(
      problem.contains("keep.me.json: not valid JSON") && problem.contains("last good version"),
      "\(problem)")
    // The next process sees the new skill; it declared no level, so it asks first.
    let denied = try await call("fresh.one")
    #expect(denied.status == 1, "no answer (stdin closed) denies it")
    #expect(denied.events(ofType: "permission_request").first?["level"] == "userConfirmation")
    let allowed = try await call(
      "fresh.one",
      stdin: [#"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#])
    #expect(allowed.status == 0, "\(allowed.stdout.suffix(500))")
    try FileManager.default.removeItem(atPath: "\(skills)/fresh.json")
    let gone = try await call("fresh.one")
    #expect(gone.status == 2, "a deleted skill is gone: \(gone.stdout)\(gone.stderr)")
  }

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
  @Test func nestedSchemasGetFormsInLineModeAndTheirSchemasInNDJSON() async throws {
    try declare(
      "meeting.plan", script: "import sys; print(sys.stdin.read().strip())",
      schema: Self.meetingSchema)
    let answers = [
      "Paris", "99", "7", "Review", "yes", "Ann", "host", "yes", "Bo", "/remove", "no",
      "minutes before", "15",
    ]
    let run = try await AskProcess.run(
      ["call", "meeting.plan"], home: home.path, stdin: answers)
    #expect(run.status == 0, "\(run.stdout.suffix(1200))")
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
    let project = home.path + "/project"
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
