extension SandboxWidening {
  /// The most paths one declaration may name to write or read.
  public static let maxPaths = 32

  /// A declaration's `"sandbox": {"network": true, "write": ["~/.cache/foo"], "read": […]}`.
  /// Paths are absolute or start with `~/` (the home folder); `..` is refused (a link is
  /// resolved and checked again when the sandbox is made). Throws the reason, naming the key.
  public static func parse(_ value: JSONValue, home: String?) throws(Problem) -> SandboxWidening {
    guard case .object(let members) = value else {
      throw Problem(
        key: "", reason: "expected {\"network\": true|false, \"write\": […], \"read\": […]}")
    }
    if let unknown = members.keys.sorted().first(where: {
      !["network", "write", "read"].contains($0)
    }) {
      throw Problem(key: unknown, reason: "unknown key; the sandbox takes network, write and read")
    }
    var widening = SandboxWidening()
    if let network = members["network"] {
      guard case .bool(let flag) = network else {
        throw Problem(key: "network", reason: "expected true or false")
      }
      widening.network = flag
    }
    widening.write = try paths(members["write"], key: "write", home: home)
    widening.read = try paths(members["read"], key: "read", home: home)
    return widening
  }

  /// What is wrong with a declaration's sandbox, and under which key.
  public struct Problem: Error, Sendable, Hashable {
    /// `network`, `write`, `read`, or empty for the whole value.
    public var key: String
    /// Why.
    public var reason: String
  }

  private static func paths(_ value: JSONValue?, key: String, home: String?) throws(Problem)
    -> [String]
  {
    guard let value else { return [] }
    guard case .array(let items) = value, items.count <= maxPaths else {
      throw Problem(key: key, reason: "expected an array of at most \(maxPaths) paths")
    }
    var paths: [String] = []
    for item in items {
      guard case .string(let text) = item, !text.isEmpty, text.utf8.count <= 4096,
        !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
      else {
        throw Problem(
          key: key, reason: "expected paths (non-empty strings without control characters)")
      }
      var path = text
      if text == "~" || text.hasPrefix("~/") {
        guard let home else {
          throw Problem(key: key, reason: "\(text) names the home folder, and HOME is not set")
        }
        path = home + text.dropFirst()
      }
      guard path.hasPrefix("/") else {
        throw Problem(key: key, reason: "\(text) is not absolute; give /… or ~/…")
      }
      guard !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else {
        throw Problem(key: key, reason: "\(text) has . or .. in it; give the folder itself")
      }
      while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
      paths.append(path)
    }
    return paths
  }
}
