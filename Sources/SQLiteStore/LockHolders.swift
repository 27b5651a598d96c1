import Foundation

/// Which other processes have a database file open — who may hold its lock — for errors that
/// say what to do. Linux only (`/proc`); elsewhere it finds nobody, and the error says so.
enum LockHolders {
  /// At most this many processes are looked at, so a crowded machine costs a bounded time.
  static let maxProcesses = 4096

  /// "pid 123 (ask)" for each process other than this one with `path` (or its `-wal` /
  /// `-shm`) open.
  static func describe(_ path: String) -> [String] {
    let fileManager = FileManager.default
    let targets = Set(
      [path, path + "-wal", path + "-shm"].map { URL(fileURLWithPath: $0).standardized.path })
    guard let entries = try? fileManager.contentsOfDirectory(atPath: "/proc") else { return [] }
    let me = ProcessInfo.processInfo.processIdentifier
    var holders: [String] = []
    for entry in entries.prefix(maxProcesses) {
      guard let pid = Int32(entry), pid != me else { continue }
      let fdDirectory = "/proc/\(entry)/fd"
      guard let fds = try? fileManager.contentsOfDirectory(atPath: fdDirectory) else { continue }
      let holds = fds.contains { fd in
        (try? fileManager.destinationOfSymbolicLink(atPath: "\(fdDirectory)/\(fd)"))
          .map(targets.contains) ?? false
      }
      guard holds else { continue }
      let name =
        (try? String(contentsOfFile: "/proc/\(entry)/comm", encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
      holders.append("pid \(pid) (\(name))")
    }
    return holders
  }

  /// The reason of a "locked" error: who holds the file and what to do.
  static func lockedReason(_ path: String, waitedMs: Int) -> String {
    let holders = describe(path)
    let who =
      holders.isEmpty
      ? "another process holds its lock"
      : "held by \(holders.prefix(5).joined(separator: ", "))"
    return
      "the database is locked (\(who)); waited \(waitedMs) ms. Let that run finish or stop it, "
      + "or raise ASK_BUSY_TIMEOUT_MS"
  }
}
