import AgentCore
import AgentTestSupport
import BuiltinSkills
import Foundation
import LocalFileSystem
import SQLiteStore
import SkillKit

/// Issue 13's figures: `files.grep` against `grep -rnI` on the same trees (one we generate,
/// one we did not: /usr/include), the delay from a line a command prints to its
/// `local_command_output` event through the real `ask`, and importing 10,000 events.
enum WorkspaceBenchmark {
  struct GrepRow {
    var tree: String
    var pattern: String
    var ours: Double
    var grep: Double
    var matches: Int
    var grepMatches: Int
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  /// `files.grep` in process (the skill as `ask` runs it) against `grep -rnI -E`, 3 rounds
  /// each after a warm-up (the page cache is warm for both).
  static func grep(tree: String, name: String, pattern: String, ignoreCase: Bool = false)
    async throws -> GrepRow
  {
    var context = SkillContext(
      toolUseID: "bench", startedAt: Date(), timeZone: .gmt, uptime: { .zero }, sink: { _ in })
    context.workspace = WorkspaceAccess(root: tree, fileSystem: SystemFileSystem())
    let input = SkillInput([
      "pattern": .string(pattern), "max_matches": .integer(FileGrepSkill.maxMatches),
      "ignore_case": .bool(ignoreCase),
    ])
    var ours: [Double] = []
    var matches = 0
    for round in 0..<4 {
      let start = ContinuousClock.now
      let result = try await FileGrepSkill().execute(input, context: context)
      if round > 0 { ours.append(BenchProcess.seconds(since: start)) }
      matches = result.data?["matches"]?.intValue ?? -1
    }
    var theirs: [Double] = []
    var grepMatches = 0
    for round in 0..<4 {
      let measured = try BenchProcess.measure(
        "/usr/bin/grep", ["-rnI", "-E"] + (ignoreCase ? ["-i"] : []) + [pattern, tree],
        environment: ["LC_ALL": "C"])
      if round > 0 { theirs.append(measured.wall) }
      grepMatches = measured.output.split(separator: "\n").count
    }
    return GrepRow(
      tree: name, pattern: pattern, ours: median(ours), grep: median(theirs), matches: matches,
      grepMatches: grepMatches)
  }

  /// A tree of `megabytes` of text in 1,000 files, one line in 2,000 with `TODO` (every answer stays under the 256 KiB output cap, so both sides scan everything).
  static func makeTree(megabytes: Int) throws -> String {
    let root = NSTemporaryDirectory() + "bench-tree-\(UUID().uuidString.prefix(8))"
    var random = SeededRandom(seed: 13)
    let words = [
      "alpha", "beta", "gamma", "delta", "skill", "agent", "permission", "workspace", "value",
      "return", "func", "let", "struct", "import", "cancel", "stream",
    ]
    let perFile = megabytes * 1024
    for file in 0..<1000 {
      var text = ""
      var line = 0
      while text.utf8.count < perFile {
        line += 1
        var parts: [String] = []
        for _ in 0..<(6 + Int(random.next() % 8)) { parts.append(words[Int(random.next() % 16)]) }
        if random.next() % 2000 == 0 { parts.insert("TODO", at: 2) }
        if random.next() % 1000 == 0 { parts.append("id=\(random.next() % 100_000)") }
        text += parts.joined(separator: " ") + "\n"
      }
      let folder = "\(root)/dir\(file % 20)"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try text.write(toFile: "\(folder)/file\(file).txt", atomically: false, encoding: .utf8)
    }
    return root
  }

  static func grepTable(megabytes: Int) async throws -> String {
    let own = try makeTree(megabytes: megabytes)
    defer { try? FileManager.default.removeItem(atPath: own) }
    var rows: [GrepRow] = []
    for (pattern, folded) in [("TODO", false), ("id=[0-9]+5$", false), ("todo skill", true)] {
      rows.append(
        try await grep(
          tree: own, name: "generated \(megabytes) MB", pattern: pattern, ignoreCase: folded))
    }
    if FileManager.default.fileExists(atPath: "/usr/include") {
      for (pattern, folded) in [
        ("deprecated", false), ("^#define [A-Z_]+_VERSION\\b", false),
        ("copyright \\(c\\) 2019", true),
      ] {
        rows.append(
          try await grep(
            tree: "/usr/include", name: "/usr/include", pattern: pattern, ignoreCase: folded))
      }
    }
    var lines = [
      "files.grep vs grep -rnI -E (same run, warm cache, median of 3)",
      "| tree | pattern | files.grep | grep -rnI | ratio | matches (ours / grep) |",
      "|---|---|---|---|---|---|",
    ]
    for row in rows {
      lines.append(
        "| \(row.tree) | `\(row.pattern)` | \(String(format: "%.0f ms", row.ours * 1000)) | "
          + "\(String(format: "%.0f ms", row.grep * 1000)) | "
          + "\(String(format: "%.2f×", row.ours / max(row.grep, 1e-9))) | "
          + "\(row.matches) / \(row.grepMatches) |")
    }
    return lines.joined(separator: "\n")
  }

  /// The delay from a line printed by a command (its wall-clock time in the line) to the
  /// `local_command_output` event that carries it on `ask --json`'s stdout.
  static func outputLatency(lines: Int) throws -> String {
    let home = NSTemporaryDirectory() + "bench-shell-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let script =
      "import time\nfor i in range(\(lines)):\n    print(time.time_ns(), flush=True)\n"
      + "    time.sleep(0.005)\n"
    let input: JSONValue = ["command": .string("python3 -u -c '\(script)'"), "timeout": 60]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try BenchProcess.askBinary())
    process.arguments = [
      "call", "shell.run", "--json", "--permission-mode", "bypass", "--workspace", home,
      "--input", input.jsonString,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["ASK_HOME"] = home
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    var delays: [Double] = []
    var pending = Data()
    while true {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      var now = timespec()
      clock_gettime(CLOCK_REALTIME, &now)
      let arrived = Double(now.tv_sec) * 1e9 + Double(now.tv_nsec)
      pending.append(chunk)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
        pending = Data(pending[pending.index(after: newline)...])
        guard line.contains("local_command_output"),
          let event = try? JSONValue.parse(line),
          let printed = event["output"]?.stringValue.flatMap(Double.init)
        else { continue }
        delays.append((arrived - printed) / 1e6)
      }
    }
    while process.isRunning { usleep(5_000) }
    let sorted = delays.sorted()
    guard !sorted.isEmpty else { return "shell output latency: no local_command_output events" }
    let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    return """
      shell.run live output: a printed line to its local_command_output event (ask --json)
      | lines | median | p99 | max |
      |---|---|---|---|
      | \(sorted.count) of \(lines) | \(String(format: "%.2f ms", sorted[sorted.count / 2])) | \(String(format: "%.2f ms", p99)) | \(String(format: "%.2f ms", sorted.last ?? 0)) |
      """
  }

  /// Importing 10,000 events: an .ics the `icalendar` package wrote (when `python` has it)
  /// and our own export of the same events; icalendar's own parse is the baseline.
  static func importTable(python: String?, events: Int) async throws -> String {
    let folder = NSTemporaryDirectory() + "bench-ics-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var lines = [
      "calendar.import of \(events) events (parse + SQLite upsert; icalendar's parse alone as the baseline)",
      "| file | size | parse | parse + store | icalendar parse | ratio (parse) |",
      "|---|---|---|---|---|---|",
    ]
    var files: [(String, String)] = []
    if let python {
      let peer = folder + "/peer.ics"
      let writer = """
        import icalendar, sys
        from datetime import datetime, timedelta
        from zoneinfo import ZoneInfo
        cal = icalendar.Calendar(); cal.add('prodid', '-//bench//'); cal.add('version', '2.0')
        zone = ZoneInfo('Europe/Berlin'); base = datetime(2026, 1, 1, 9, tzinfo=zone)
        for i in range(\(events)):
            e = icalendar.Event(); e.add('uid', f'{i}@bench'); e.add('summary', f'Event {i}, room {i % 7}')
            e.add('dtstamp', base); e.add('dtstart', base + timedelta(hours=i)); e.add('dtend', base + timedelta(hours=i, minutes=45))
            e.add('location', 'Building B; floor 2'); e.add('description', 'Agenda\\nline two')
            cal.add_component(e)
        cal.add_missing_timezones()
        open(sys.argv[1], 'wb').write(cal.to_ical())
        """
      let made = try BenchProcess.measure(python, ["-c", writer, peer], environment: [:])
      if made.wall > 0, FileManager.default.fileExists(atPath: peer) {
        files.append(("written by icalendar", peer))
      }
    }
    let now = Date()
    let own = (0..<events).map { index in
      CalendarEvent(
        uid: "\(index)@own", title: "Event \(index), room \(index % 7)",
        start: now.addingTimeInterval(Double(index) * 3600),
        end: now.addingTimeInterval(Double(index) * 3600 + 2700), timeZone: "Europe/Berlin",
        location: "Building B; floor 2", notes: "Agenda\nline two", createdAt: now)
    }
    let ownPath = folder + "/own.ics"
    try ICalendar.write(own, stamp: now).write(toFile: ownPath, atomically: true, encoding: .utf8)
    files.append(("our export", ownPath))
    for (name, path) in files {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      var parses: [Double] = []
      var stores: [Double] = []
      for round in 0..<3 {
        let start = ContinuousClock.now
        let reading = try ICalendar.read(text, zone: .gmt, now: now)
        parses.append(BenchProcess.seconds(since: start))
        guard reading.events.count == events else {
          throw BenchProcess.Failure(
            description: "\(name): read \(reading.events.count) of \(events) events; skipped "
              + reading.skipped.prefix(3).joined(separator: "; "))
        }
        let database = try SQLiteDatabase(path: "\(folder)/store\(round)-\(name.count).sqlite")
        let repository = SQLiteCalendarRepository(database: database)
        let stored = ContinuousClock.now
        _ = try await repository.importEvents(reading.events)
        stores.append(parses.last! + BenchProcess.seconds(since: stored))
      }
      var baseline = Double.nan
      if let python {
        let parse = try BenchProcess.measure(
          python,
          [
            "-c",
            "import icalendar, sys, time\ndata = open(sys.argv[1], 'rb').read()\n"
              + "t = time.perf_counter(); icalendar.Calendar.from_ical(data)\n"
              + "print(time.perf_counter() - t)",
            path,
          ], environment: [:])
        baseline = Double(parse.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan
      }
      let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      lines.append(
        "| \(name) | \(FileIO.sizeText(size)) | \(String(format: "%.0f ms", median(parses) * 1000)) | "
          + "\(String(format: "%.0f ms", median(stores) * 1000)) | "
          + "\(baseline.isNaN ? "n/a" : String(format: "%.0f ms", baseline * 1000)) | "
          + "\(baseline.isNaN ? "n/a" : String(format: "%.2f×", median(parses) / baseline)) |")
    }
    return lines.joined(separator: "\n")
  }
}
