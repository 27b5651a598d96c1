import Foundation

/// Start-up: `ask --version` against the smallest programs that start the same way, and the
/// terminal UI's first frame with a fresh and an existing data directory.
enum StartupBenchmark {
  struct Row {
    var name: String
    var median: Double
    var max: Double
    /// The row this one is compared with, by name.
    var baseline: String?
  }

  /// Median and max wall time of `runs` runs of `command` (spawned directly, output to
  /// /dev/null, waited for), in seconds.
  static func wall(_ command: [String], runs: Int) throws -> (median: Double, max: Double) {
    var times: [Double] = []
    for _ in 0..<runs {
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      let argv = command.map { strdup($0) } + [nil]
      defer { for pointer in argv { free(pointer) } }
      var pid: pid_t = 0
      let start = ContinuousClock.now
      let status = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
      guard status == 0 else {
        throw BenchProcess.Failure(description: "cannot start \(command[0]): \(status)")
      }
      var exit: Int32 = 0
      waitpid(pid, &exit, 0)
      times.append(BenchProcess.seconds(since: start))
    }
    times.sort()
    return (times[times.count / 2], times.last ?? 0)
  }

  /// Seconds until the terminal UI drew `marker`, through `first_frame.py` on a pseudo-terminal.
  static func firstFrame(helper: String, home: String, fresh: Bool, runs: Int) throws -> (
    median: Double, max: Double
  ) {
    let ask = try BenchProcess.askBinary()
    var times: [Double] = []
    for _ in 0..<runs {
      if fresh, FileManager.default.fileExists(atPath: home) {
        try FileManager.default.removeItem(atPath: home)
      }
      let output = try BenchProcess.measure(
        "/usr/bin/env", ["python3", helper, "Reminders", ask],
        environment: ["ASK_HOME": home, "TERM": "xterm-256color", "LANG": "C.UTF-8"]
      ).output.trimmingCharacters(in: .whitespacesAndNewlines)
      guard let seconds = Double(output) else {
        throw BenchProcess.Failure(description: "first_frame.py printed \(output)")
      }
      times.append(seconds)
    }
    times.sort()
    return (times[times.count / 2], times.last ?? 0)
  }

  static func run(helper: String) throws -> [Row] {
    let ask = try BenchProcess.askBinary()
    let home = NSTemporaryDirectory() + "ask-bench-startup-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: home) }
    var rows: [Row] = []
    let version = try wall([ask, "--version"], runs: 21)
    let python = try wall(["/usr/bin/python3", "-S", "-c", "pass"], runs: 21)
    let truth = try wall(["/bin/true"], runs: 21)
    rows.append(Row(name: "baseline: /bin/true", median: truth.median, max: truth.max))
    rows.append(
      Row(name: "baseline: python3 -S -c pass", median: python.median, max: python.max))
    rows.append(
      Row(
        name: "ask --version", median: version.median, max: version.max,
        baseline: "baseline: python3 -S -c pass"))
    let fresh = try firstFrame(helper: helper, home: home, fresh: true, runs: 7)
    rows.append(
      Row(
        name: "first terminal-UI frame, fresh data directory", median: fresh.median,
        max: fresh.max, baseline: "ask --version"))
    let existing = try firstFrame(helper: helper, home: home, fresh: false, runs: 7)
    rows.append(
      Row(
        name: "first terminal-UI frame, existing data directory", median: existing.median,
        max: existing.max, baseline: "ask --version"))
    return rows
  }

  static func table(_ rows: [Row]) -> String {
    var lines = [
      "| start-up (wall time from fork) | median | max | vs baseline |",
      "| --- | --- | --- | --- |",
    ]
    for row in rows {
      let ratio =
        row.baseline.flatMap { name in rows.first { $0.name == name } }.map {
          String(
            format: "%.1f× %@", row.median / $0.median,
            $0.name.replacingOccurrences(of: "baseline: ", with: ""))
        } ?? "–"
      lines.append(
        "| \(row.name) | \(String(format: "%.1f", row.median * 1000)) ms | "
          + "\(String(format: "%.1f", row.max * 1000)) ms | \(ratio) |")
    }
    return lines.joined(separator: "\n")
  }

  /// The ratios for `--summary`.
  static func summary(_ rows: [Row]) -> [String: Double] {
    var summary: [String: Double] = [:]
    for row in rows {
      guard let name = row.baseline, let baseline = rows.first(where: { $0.name == name }) else {
        continue
      }
      summary["startup.\(row.name).over_baseline"] = row.median / baseline.median
    }
    return summary
  }
}
