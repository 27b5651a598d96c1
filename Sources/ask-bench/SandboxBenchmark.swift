import BuiltinSkills
import Foundation
import LocalFileSystem
import ProcessRunner
import SkillKit

/// Issue 33's figures: what the sandbox costs a command (`shell.run` of `true` under
/// `bwrap` against the same call with `--sandbox off`, alternated in one run), and what the
/// before/after workspace snapshot that makes a command undoable costs at 10,000 files (ours)
/// and on /usr/include (not ours), beside `find` walking the same tree for its metadata and
/// `cat` reading every byte of it.
enum SandboxBenchmark {
  static func table(rounds: Int) async throws -> String {
    let workspace = NSTemporaryDirectory() + "bench-sandbox-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: workspace) }
    var sandboxed: [Double] = []
    var plain: [Double] = []
    for round in 0..<(rounds + 3) {
      for mode in [SandboxPolicy.Mode.workspace, .off] {
        var context = SkillContext(
          toolUseID: "bench", startedAt: Date(), timeZone: .gmt, uptime: { .zero }, sink: { _ in })
        context.workspace = WorkspaceAccess(root: workspace, fileSystem: SystemFileSystem())
        context.sandbox = SandboxPolicy(mode: mode)
        let start = ContinuousClock.now
        let result = try await ShellRunSkill().execute(
          SkillInput(["command": "true"]), context: context)
        let seconds = BenchProcess.seconds(since: start)
        guard result.data?["exit_code"] == 0 else {
          throw BenchError("shell.run true failed (\(mode.rawValue)): \(result.content)")
        }
        if round >= 3 { mode == .off ? plain.append(seconds) : sandboxed.append(seconds) }
      }
    }
    // The floor: bwrap alone making a sandbox for /bin/true, and /bin/true alone.
    var bare: [Double] = []
    var plainTrue: [Double] = []
    for round in 0..<(rounds + 3) {
      let bwrap = try BenchProcess.measure(
        "/usr/bin/bwrap", ["--ro-bind", "/", "/", "--unshare-all", "--", "/bin/true"],
        environment: [:])
      let alone = try BenchProcess.measure("/bin/true", [], environment: [:])
      if round >= 3 {
        bare.append(bwrap.wall)
        plainTrue.append(alone.wall)
      }
    }
    func ms(_ value: Double) -> String { String(format: "%.2f ms", value * 1000) }
    var rows = """
      | shell.run `true` (\(rounds) calls each, alternated) | median | p99 |
      | --- | --- | --- |
      | sandboxed (bwrap, workspace policy) | \(ms(percentile(sandboxed, 0.5))) | \(ms(percentile(sandboxed, 0.99))) |
      | --sandbox off | \(ms(percentile(plain, 0.5))) | \(ms(percentile(plain, 0.99))) |
      | floor: `bwrap --unshare-all true` alone | \(ms(percentile(bare, 0.5))) | \(ms(percentile(bare, 0.99))) |
      | floor: `/bin/true` alone | \(ms(percentile(plainTrue, 0.5))) | \(ms(percentile(plainTrue, 0.99))) |
      | ratio sandboxed / off | \(String(format: "%.2f×", percentile(sandboxed, 0.5) / percentile(plain, 0.5))) | \(String(format: "%.2f×", percentile(sandboxed, 0.99) / percentile(plain, 0.99))) |

      | workspace snapshot (before + after, median of 5) | files | kept | snapshot | next command's | find (metadata) | cat (every byte) |
      | --- | --- | --- | --- | --- | --- | --- |

      """
    let tree = try makeTree(files: WorkspaceSnapshot.maxFiles, bytes: 1024)
    defer { try? FileManager.default.removeItem(atPath: tree) }
    for (name, root) in [
      ("10,000 files of 1 KiB (ours)", tree), ("/usr/include (not ours)", "/usr/include"),
    ] {
      var snapshot: [Double] = []
      var again: [Double] = []
      var files = 0
      var kept = 0
      for _ in 0..<6 {
        let start = ContinuousClock.now
        let before = WorkspaceSnapshot(root: root)
        let changes = before.changes(to: WorkspaceSnapshot(root: root, keepBytes: false))
        snapshot.append(BenchProcess.seconds(since: start))
        guard changes.isEmpty else { throw BenchError("\(root) changed while measured") }
        files = before.entries.count
        kept = before.entries.values.reduce(0) { $0 + ($1.bytes?.count ?? 0) }
        // The next command's snapshot, from what the last one carried (nothing changed).
        let after = WorkspaceSnapshot(root: root, keepBytes: false)
        let carried = before.carried(to: after)
        let next = ContinuousClock.now
        let second = WorkspaceSnapshot(root: root, known: carried)
        _ = second.changes(to: WorkspaceSnapshot(root: root, keepBytes: false))
        again.append(BenchProcess.seconds(since: next))
      }
      let find = try (0..<6).map { _ in
        try BenchProcess.measure(
          "/usr/bin/find",
          [root, "-name", ".git", "-prune", "-o", "-type", "f", "-printf", "%s %C@ %T@ %i\\n"],
          environment: ["LC_ALL": "C"]
        ).wall
      }
      let cat = try (0..<6).map { _ in
        try BenchProcess.measure(
          "/bin/sh", ["-c", "find \"$0\" -type f -exec cat {} + > /dev/null", root],
          environment: ["LC_ALL": "C"]
        ).wall
      }
      rows +=
        "| \(name) | \(files) | \(FileIO.sizeText(kept)) | \(ms(percentile(Array(snapshot.dropFirst()), 0.5))) | "
        + "\(ms(percentile(Array(again.dropFirst()), 0.5))) | "
        + "\(ms(percentile(Array(find.dropFirst()), 0.5))) | \(ms(percentile(Array(cat.dropFirst()), 0.5))) |\n"
    }
    return rows
  }

  static func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p + 0.5))]
  }

  static func makeTree(files: Int, bytes: Int) throws -> String {
    let root = NSTemporaryDirectory() + "bench-snapshot-\(UUID().uuidString.prefix(8))"
    let line = Array(repeating: UInt8(ascii: "x"), count: bytes)
    for index in 0..<files {
      let folder = root + "/d\(index / 100)"
      if index % 100 == 0 {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
      guard FileManager.default.createFile(atPath: folder + "/f\(index).txt", contents: Data(line))
      else { throw BenchError("could not write the snapshot tree in \(root)") }
    }
    return root
  }
}
