#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path glob matched segment by segment: `*`, `?` and `[…]` within one segment (fnmatch),
/// `**` for any number of segments, zero included. Used for `files.glob`, the grep filter and
/// `.gitignore` lines.
struct PathGlob: Sendable, Hashable {
  let segments: [String]

  init(_ pattern: String) {
    segments = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
  }

  init(segments: [String]) {
    self.segments = segments
  }

  /// True when `path` (relative, `/`-separated) matches.
  func matches(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    return Self.match(segments[...], parts[...])
  }

  /// True when some path below `folder` could match: a walk prunes folders that cannot.
  func mayMatchBelow(_ folder: String) -> Bool {
    let parts = folder.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    var pattern = segments[...]
    for part in parts {
      guard let first = pattern.first else { return false }
      if first == "**" { return true }
      if !Self.segment(first, part) { return false }
      pattern = pattern.dropFirst()
    }
    return !pattern.isEmpty
  }

  private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      let rest = pattern.dropFirst()
      if rest.isEmpty { return true }
      var tail = path
      while true {
        if match(rest, tail) { return true }
        guard !tail.isEmpty else { return false }
        tail = tail.dropFirst()
      }
    }
    guard let name = path.first, segment(first, name) else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  static func segment(_ pattern: String, _ name: String) -> Bool {
    if !pattern.contains(where: { "*?[\\".contains($0) }) { return pattern == name }
    return fnmatch(pattern, name, 0) == 0
  }
}
