/// A tag a person puts on a session: 1 to 64 characters of letters, digits, marks and
/// `- _ . : / + #` — no spaces and no control characters, so it reads the same everywhere it
/// is shown and needs no quoting on a command line.
public enum SessionTag {
  /// The longest tag, in characters.
  public static let maxLength = 64
  /// The most tags on one session.
  public static let maxPerSession = 32

  /// `text` as a tag, or an error that says what is wrong with it.
  public static func validated(_ text: String) throws(SessionError) -> String {
    guard !text.isEmpty else { throw SessionError("a tag cannot be empty") }
    guard text.count <= maxLength else {
      throw SessionError(
        "tag \"\(VisibleText.escaped(String(text.prefix(40))))…\" is \(text.count) characters; "
          + "a tag has at most \(maxLength)")
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

  private static func allowed(_ scalar: Unicode.Scalar) -> Bool {
    if VisibleText.isControl(scalar) { return false }
    let properties = scalar.properties
    if properties.isAlphabetic || properties.numericType != nil { return true }
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber: return true
    default: return "-_.:/+#".unicodeScalars.contains(scalar)
    }
  }
}
