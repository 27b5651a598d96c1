import Foundation

/// Maps skill ids (`reminder.create`) to the tool names providers accept
/// (`^[a-zA-Z0-9_-]{1,64}$`) and back, without collisions.
///
/// Invalid characters become `_`; a name that is taken, or too long, gets a short stable
/// hash suffix. Names are only ever decoded through the same codec, so the mapping is
/// exact for the tools of a request.
public struct ToolNameCodec: Sendable {
  private var wireByID: [String: String] = [:]
  private var idByWire: [String: String] = [:]

  /// A codec for the tools named after `skillIDs`.
  public init(skillIDs: [String]) {
    for id in skillIDs where wireByID[id] == nil {
      var name = Self.sanitize(id)
      if name.count > 64 || idByWire[name] != nil {
        let suffix = "_" + Self.hash(id)
        name = String(name.prefix(64 - suffix.count)) + suffix
      }
      var attempt = 2
      let base = name
      while idByWire[name] != nil {
        let suffix = "_\(attempt)"
        name = String(base.prefix(64 - suffix.count)) + suffix
        attempt += 1
      }
      wireByID[id] = name
      idByWire[name] = id
    }
  }

  /// The provider-facing name of a skill.
  public func wireName(for skillID: String) -> String {
    wireByID[skillID] ?? Self.sanitize(skillID)
  }

  /// The skill id behind a name the model used; unknown names come back unchanged so the
  /// agent can answer "no skill named …".
  public func skillID(for wireName: String) -> String {
    idByWire[wireName] ?? wireName
  }

  /// Replaces characters outside `[a-zA-Z0-9_-]` with `_`; empty becomes `tool`.
  public static func sanitize(_ text: String) -> String {
    let mapped = String(
      text.map { character -> Character in
        character.isASCII
          && (character.isLetter || character.isNumber || character == "_" || character == "-")
          ? character : "_"
      })
    return mapped.isEmpty ? "tool" : mapped
  }

  /// Eight hex digits of FNV-1a: stable across runs and machines.
  static func hash(_ text: String) -> String {
    var value: UInt32 = 2_166_136_261
    for byte in text.utf8 {
      value ^= UInt32(byte)
      value = value &* 16_777_619
    }
    return String(format: "%08x", value)
  }
}
