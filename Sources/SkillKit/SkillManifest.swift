import Foundation

/// A JSON file that enables and disables registered skills:
/// `{"skills": [{"id": "todo.add", "enabled": false}]}`.
public struct SkillManifest: Sendable, Hashable {
  /// One entry of the manifest.
  public struct Entry: Sendable, Hashable {
    /// The skill.
    public var id: String
    /// False turns it off.
    public var enabled: Bool
  }

  /// A manifest that could not be read or applied; names the file and the entry.
  public struct ManifestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The manifest file.
    public var file: String
    /// The entry with the problem, if one.
    public var entry: String?
    /// What is wrong.
    public var reason: String

    /// A problem of the manifest.
    public init(file: String, entry: String?, reason: String) {
      self.file = file
      self.entry = entry
      self.reason = reason
    }

    /// `file: entry: reason`.
    public var description: String {
      [file, entry, reason].compactMap { $0 }.joined(separator: ": ")
    }
  }

  /// The entries, in order.
  public var entries: [Entry]

  /// A manifest of `entries`.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// Parses manifest JSON; errors name `file` and the entry (`skills[2]`).
  public static func parse(_ data: Data, file: String) throws -> SkillManifest {
    let root: JSONValue
    do {
      root = try JSONValue.parse(data)
    } catch {
      throw ManifestError(file: file, entry: nil, reason: "not valid JSON")
    }
    guard let list = root["skills"]?.arrayValue else {
      throw ManifestError(
        file: file, entry: nil, reason: "expected an object with a \"skills\" array")
    }
    var entries: [Entry] = []
    var seen: Set<String> = []
    for (index, item) in list.enumerated() {
      let label = "skills[\(index)]"
      guard let id = item["id"]?.stringValue else {
        throw ManifestError(file: file, entry: label, reason: "missing string \"id\"")
      }
      let enabledValue = item["enabled"] ?? .bool(true)
      guard let enabled = enabledValue.boolValue else {
        throw ManifestError(
          file: file, entry: "\(label) (\(id))", reason: "\"enabled\" must be true or false")
      }
      guard seen.insert(id).inserted else {
        throw ManifestError(file: file, entry: "\(label) (\(id))", reason: "listed twice")
      }
      entries.append(Entry(id: id, enabled: enabled))
    }
    return SkillManifest(entries: entries)
  }

  /// Applies the entries to `registry`; an unknown id names its entry and changes nothing.
  public func apply(to registry: inout SkillRegistry, file: String) throws {
    var updated = registry
    for (index, entry) in entries.enumerated() {
      do {
        try updated.setEnabled(entry.enabled, for: entry.id)
      } catch {
        throw ManifestError(
          file: file, entry: "skills[\(index)] (\(entry.id))",
          reason: "no registered skill has this id")
      }
    }
    registry = updated
  }
}
