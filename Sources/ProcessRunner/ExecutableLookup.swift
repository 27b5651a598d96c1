import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds a command on PATH.
public enum ExecutableLookup {
  /// The full path of the executable `name` on `PATH`; nil when there is none.
  public static func onPath(_ name: String) -> String? {
    // getenv, not ProcessInfo's environment: that builds a dictionary of every variable on
    // each call, and a catalog of 10,000 skills asks 10,000 times.
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
