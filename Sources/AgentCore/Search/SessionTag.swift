/// A tag a person puts on a session: 1 to 64 characters (Unicode scalars) with no space, no
/// control character and none of the ASCII punctuation a shell or a list would read
/// (`! " $ % & ' ( ) * , ; < = > ? @ [ \ ] ^ ` { | } ~`): letters and digits of any script,
/// `- _ . : / + #`, marks and symbols — so it reads the same everywhere it is shown and needs
/// no quoting on a command line.
public enum SessionTag {
  /// The longest tag, in characters.
  public static let maxLength = 64
  /// The most tags on one session.
  public static let maxPerSession = 32

  /// `text` as a tag, or an error that says what is wrong with it.
  public static func validated(_ text: String) throws(SessionError) -> String {
    guard !text.isEmpty else { throw SessionError("a tag cannot be empty") }
    let length = text.unicodeScalars.count
    guard length <= maxLength else {
      throw SessionError(
        "tag \"\(VisibleText.escaped(String(text.prefix(40)), keepingNewlines: false))…\" is "
          + "\(length) characters; a tag has at most \(maxLength)")
    }
    for scalar in text.unicodeScalars where !allowed(scalar) {
      let shown = VisibleText.escaped(String(text.prefix(80)), keepingNewlines: false)
      let what =
        VisibleText.isControl(scalar)
        ? "a control character" : scalar.properties.isWhitespace ? "a space" : "\"\(scalar)\""
      throw SessionError(
        "tag \"\(shown)\" has \(what); a tag is letters, digits and - _ . : / + # "
          + "(use dashes for spaces)")
    }
    return text
  }

  /// The ASCII punctuation a tag may not hold.
  static let refused = Set("!\"$%&'()*,;<=>?@[\\]^`{|}~".unicodeScalars)

  private static func allowed(_ scalar: Unicode.Scalar) -> Bool {
    !VisibleText.isControl(scalar) && !scalar.properties.isWhitespace && !refused.contains(scalar)
  }

  /// The tags of session `id` after adding and removing, or the refusal when it would carry
  /// more than `maxPerSession` (what every store checks before it writes).
  public static func retagged(
    _ current: [String], adding: [String], removing: [String], session id: String
  ) throws(SessionError) -> [String] {
    let after = Set(current).union(adding).subtracting(removing)
    guard after.count <= maxPerSession else {
      throw SessionError(
        "session \(id) would carry \(after.count) tags; a session has at most "
          + "\(maxPerSession): remove some with ask sessions untag")
    }
    return after.sorted()
  }
}
