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

  func call(
    _ id: String, _ input: String = "{}", stdin: [String] = [], environment: [String: String] = [:]
  ) async throws -> AskProcess.Finished {
    try await AskProcess.run(
      ["call", id, "--json", "--input", input], home: home.path, stdin: stdin,
      environment: environment)
  }

  /// Without the sandbox: a test of the process-group guard alone (which `--sandbox off` relies
  /// on), whose script reports its pids or writes its own folder. Sandboxed, the PID namespace
  /// ends every process too and the folder is read-only (AskSandboxTests).
  static let unsandboxed = ["ASK_SANDBOX": "off"]

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
    // Only a hang fails this: the timeout script would sleep 60 s, and a loaded two-core machine
    // (CI, the suite's first minute) can take many seconds to start ask and Python.
    #expect(clock.now - started < .seconds(50), "\(scenario.name) took \(clock.now - started)")
  }

  /// A script and the child it forked (same process group) are both gone when the call
  /// ends: after a normal exit, and after a cancel.
  @Test func noProcessOutlivesItsCall() async throws {
    let pids = home.path + "/pids"
    // A timeout far beyond the cancel: on a loaded machine the "started" line can reach the
    // test seconds late, and the call must still be running when the cancel is sent.
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
        """, timeout: 100)
    let finished = try await call("spawn.child", #"{"text":"exit"}"#, environment: Self.unsandboxed)
    #expect(finished.status == 0, "\(finished.stdout.suffix(500))")
    let exited = try String(contentsOfFile: pids, encoding: .utf8).split(separator: " ").compactMap
    { Int32($0) }
    #expect(exited.count == 2)
    for pid in exited { #expect(!Self.alive(pid), "pid \(pid) outlived the call") }

    try FileManager.default.removeItem(atPath: pids)
    let ask = try AskProcess(
      ["call", "spawn.child", "--json", "--input", #"{"text":"wait"}"#], home: home.path,
      environment: Self.unsandboxed)
    _ = try await ask.waitForLine(containing: "\"step\":\"started\"")
    let clock = ContinuousClock()
    let cancelledAt = clock.now
    ask.send(#"{"type":"cancel"}"#)
    let cancelled = try await ask.finish()
    // Alone this takes ~0.1 s; the bound only catches a hang (the kill grace is 0.5 s), since
    // a loaded two-core machine delays when this test sees the exit.
    let took = clock.now - cancelledAt
    print("AskDeclaredSkillTests: cancel → exit in \(took)")
    // The script would run 120 s: well under that means the cancel ended it.
    #expect(took < .seconds(60), "the call ended promptly: \(took)")
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
    let run = try await call("change.skills", environment: Self.unsandboxed)
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
}
