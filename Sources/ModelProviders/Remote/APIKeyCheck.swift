/// Whether an API key can travel in an HTTP header as it is.
///
/// Foundation drops a header whose value holds a line break without a word, so a key read
/// from a file with its trailing newline would be sent as no key at all (and answered with
/// a puzzling 401). Such a key is refused, by name, before anything is sent.
public enum APIKeyCheck {
  /// What is wrong with `key` (read from `variable`), or nil when it is usable.
  public static func problem(_ key: String?, variable: String) -> String? {
    guard let key else { return nil }
    for (offset, scalar) in key.unicodeScalars.enumerated()
    where !(0x21...0x7E).contains(scalar.value) {
      let what =
        scalar == "\n" || scalar == "\r"
        ? "a line break" : scalar == " " || scalar == "\t" ? "a space" : "a character"
      return
        "\(variable) holds \(what) (U+\(String(scalar.value, radix: 16, uppercase: true))) at"
        + " position \(offset + 1); an API key is printable ASCII without spaces — remove it"
        + " (a key copied from a file often ends with a newline)"
    }
    return nil
  }
}
