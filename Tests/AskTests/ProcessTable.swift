import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The machine's processes as /proc shows them: what the tests of sandboxed children look for,
/// since a child in its own PID namespace reports a pid that is not the machine's.
enum ProcessTable {
  /// The command lines of every process (NUL between arguments).
  static func commandLines() -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
      FileManager.default.contents(atPath: "/proc/\(pid)/cmdline").map {
        String(decoding: $0, as: UTF8.self)
      }
    }
  }

  /// The live processes whose environment holds `variable` (`NAME=value`).
  static func withVariable(_ variable: String) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { pid_t($0) }.filter { pid in
      guard let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
        environ.split(separator: 0).contains(where: { Data($0) == Data(variable.utf8) }),
        let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }
  }
}
