import DeclaredSkills
import Foundation
import ProcessRunner
import SkillKit

/// Issue 11's figures: loading and validating 1,000 declared skills, a snapshot per model
/// turn, and the overhead of a declared skill call over running its script by hand.
enum SkillCatalogBenchmark {
  /// `count` declared skills, one file each, in `folder`.
  static func writeDeclarations(count: Int, into folder: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for index in 0..<count {
      let declaration = """
        {"id": "bench.skill\(index)", "display_name": "Skill \(index)",
         "description": "Benchmark skill number \(index): looks things up.",
         "examples": ["look up item \(index)"],
         "input_schema": {"type": "object", "properties": {
           "query": {"type": "string", "minLength": 1, "maxLength": 200},
           "limit": {"type": "integer", "minimum": 1, "maximum": 50, "default": 10},
           "tags": {"type": "array", "items": {"type": "string"}, "uniqueItems": true},
           "when": {"type": "string", "format": "date-time"},
           "mode": {"enum": ["fast", "full"]}},
           "required": ["query"], "additionalProperties": false},
         "permission_level": "normal",
         "run": {"command": ["python3", "-c", "print(1)"], "timeout_s": 5}}
        """
      try declaration.write(
        toFile: "\(folder)/skill\(index).json", atomically: true, encoding: .utf8)
    }
  }

  /// The release `ask` with `count` declared skills in its data directory: listing them, and
  /// answering a first request offline (loading them, then building the planner's index),
  /// next to `ask --version`; the median of 3 runs each.
  static func startupTable(count: Int) throws -> String {
    let home = NSTemporaryDirectory() + "bench-home-\(UUID().uuidString.prefix(8))"
    defer { try? FileManager.default.removeItem(atPath: home) }
    try writeDeclarations(count: count, into: home + "/skills")
    let ask = try BenchProcess.askBinary()
    func median(_ arguments: [String]) throws -> Double {
      let walls = try (0..<3).map { _ in
        try BenchProcess.measure(ask, arguments, environment: ["ASK_HOME": home]).wall
      }
      return walls.sorted()[1]
    }
    let version = try median(["--version"])
    let list = try median(["skills", "--json"])
    let answer = try median(["--json", "what time is it"])
    let row = { (name: String, seconds: Double) in
      "| \(name) | \(String(format: "%.0f", seconds * 1000)) ms | \(String(format: "%.0f", (seconds - version) / Double(count) * 1e6)) µs |"
    }
    return [
      "| ask with \(count) declared skills (median of 3) | wall | per skill, over ask --version |",
      "| --- | --- | --- |",
      "| baseline: ask --version (reads no skill) | \(String(format: "%.0f", version * 1000)) ms | – |",
      row("ask skills --json (load, validate, list)", list),
      row(
        "ask --json \"what time is it\" (load, first planning turn builds the index, answer)",
        answer),
    ].joined(separator: "\n")
  }

  static func table(count: Int) async throws -> String {
    let folder = NSTemporaryDirectory() + "bench-skills-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeDeclarations(count: count, into: folder)
    let clock = ContinuousClock()
    var loads: [Duration] = []
    var state = SkillCatalogState(base: [], folders: [folder])
    for run in 0..<5 {
      var fresh = SkillCatalogState(base: [], folders: [folder])
      let start = clock.now
      let snapshot = fresh.snapshot()
      loads.append(clock.now - start)
      precondition(snapshot.registry.descriptors.count == count, "all \(count) loaded")
      if run == 0 { state = fresh }
    }
    var snapshots: [Duration] = []
    for _ in 0..<200 {
      let start = clock.now
      _ = state.snapshot()
      snapshots.append(clock.now - start)
    }
    var changed: [Duration] = []
    for round in 0..<20 {
      let path = "\(folder)/skill\(round).json"
      let text = try String(contentsOfFile: path, encoding: .utf8)
      try text.replacingOccurrences(of: "looks things up", with: "looks things up \(round)")
        .write(toFile: path, atomically: true, encoding: .utf8)
      let start = clock.now
      let snapshot = state.snapshot()
      changed.append(clock.now - start)
      precondition(snapshot.registry.descriptors.count == count)
    }
    // The same script: by hand (spawned directly), and as a declared skill.
    let argv = ["/usr/bin/env", "python3", "-c", "import sys; sys.stdin.read(); print('ok')"]
    var direct: [Duration] = []
    var declared: [Duration] = []
    let skill = ScriptSkill(
      descriptor: SkillDescriptor(id: "bench.run", displayName: "run", description: "d"),
      run: ScriptRun(
        command: argv, directory: folder, timeout: .seconds(10), environment: [:]))
    let context = SkillContext(
      toolUseID: "bench", startedAt: Date(), timeZone: .current,
      uptime: { ContinuousClock.now - ContinuousClock.now }, sink: { _ in })
    for _ in 0..<20 {
      var start = clock.now
      _ = try await ChildProcess.run(
        ChildProcessRequest(arguments: argv, input: Data("{}\n".utf8)))
      direct.append(clock.now - start)
      start = clock.now
      _ = try await skill.execute(SkillInput([:]), context: context)
      declared.append(clock.now - start)
    }
    func median(_ values: [Duration]) -> Double {
      let sorted = values.sorted()
      let middle = sorted[sorted.count / 2]
      return Double(middle.components.seconds) * 1000
        + Double(middle.components.attoseconds) / 1e15
    }
    let row = { (name: String, values: [Duration], goal: String) in
      "| \(name) | \(String(format: "%.3f", median(values))) ms | \(goal) |"
    }
    return [
      "| declared skills (\(count) files) | median | goal |", "| --- | --- | --- |",
      row("load + validate all at start-up (5 runs)", loads, "≤ 100 ms"),
      row("snapshot per model turn, nothing changed (200 runs)", snapshots, "≤ 1 ms"),
      row("snapshot after one file changed (20 runs)", changed, "—"),
      row("python3 script spawned directly (20 runs)", direct, "baseline"),
      row("the same script as a declared skill call (20 runs)", declared, "≈ baseline"),
    ].joined(separator: "\n")
  }
}
