/// Text from outside — a model, a skill, a server, a file — made safe to show: every control
/// character becomes a visible stand-in, so nothing it contains can move the cursor, clear a
/// line, set the clipboard (OSC 52), retitle the window or reorder what is read.
///
/// C0 controls become their Control Pictures (`ESC` → `␛`, `CR` → `␍`), DEL → `␡`, C1
/// controls and bidirectional overrides become `<U+XXXX>`. Newlines are kept when
/// `keepingNewlines` (multi-line output) and shown as `␤` otherwise; tabs become a space.
public enum VisibleText {
  /// `text` with every control made visible.
  public static func escaped(_ text: String, keepingNewlines: Bool = true) -> String {
    guard text.unicodeScalars.contains(where: { needsEscape($0, keepingNewlines) }) else {
      return text
    }
    var output = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar, keepingNewlines) else {
        output.append(scalar)
        continue
      }
      switch scalar.value {
      case 0x09: output.append(" ")
      case 0x0A: output.append("\u{2424}")
      case 0x00...0x1F: output.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F: output.append("\u{2421}")
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        output.append(
          contentsOf: "<U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)>"
            .unicodeScalars)
      }
    }
    return String(output)
  }

  /// True for scalars a terminal would act on rather than show.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  private static func needsEscape(_ scalar: Unicode.Scalar, _ keepingNewlines: Bool) -> Bool {
    if scalar == "\n" { return !keepingNewlines }
    return isControl(scalar)
  }
}
