/// A terminal colour.
public enum TerminalColor: Sendable, Hashable {
  case `default`
  /// The 16 basic colours (0–15).
  case basic(UInt8)
  /// The 256-colour palette.
  case indexed(UInt8)
  case rgb(UInt8, UInt8, UInt8)
}

/// How a cell is drawn.
public struct CellStyle: Sendable, Hashable {
  /// The text colour.
  public var foreground: TerminalColor
  /// The background colour.
  public var background: TerminalColor
  /// Bold.
  public var bold: Bool
  /// Faint.
  public var dim: Bool
  /// Italic.
  public var italic: Bool
  /// Underlined.
  public var underline: Bool
  /// Foreground and background swapped.
  public var reverse: Bool

  /// A style; plain by default.
  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default, bold: Bool = false,
    dim: Bool = false, italic: Bool = false, underline: Bool = false, reverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.reverse = reverse
  }

  /// The terminal's default.
  public static let plain = CellStyle()
  /// Bold text.
  public static let bold = CellStyle(bold: true)
  /// Faint text: details, hints.
  public static let dim = CellStyle(dim: true)
  /// Names of skills and the prompt mark.
  public static let accent = CellStyle(foreground: .indexed(39), bold: true)
  /// Calls that succeeded.
  public static let success = CellStyle(foreground: .indexed(34))
  /// Denials, cancellations, warnings.
  public static let warning = CellStyle(foreground: .indexed(214), bold: true)
  /// Failures.
  public static let error = CellStyle(foreground: .indexed(196), bold: true)
  /// Code in Markdown.
  public static let code = CellStyle(foreground: .indexed(180))
  /// Links in Markdown.
  public static let link = CellStyle(foreground: .indexed(75), underline: true)
  /// The status bar.
  public static let statusBar = CellStyle(foreground: .indexed(255), background: .indexed(236))
  /// The selected row.
  public static let selection = CellStyle(reverse: true)
}

/// What colours the terminal can show.
public enum ColorMode: Sendable, Hashable {
  /// `NO_COLOR`: attributes (bold, reverse) only.
  case none
  case basic16
  case palette256
  case trueColor

  /// From the environment: `NO_COLOR`, `COLORTERM`, `TERM`.
  public static func detect(_ environment: [String: String]) -> ColorMode {
    if let value = environment["NO_COLOR"], !value.isEmpty { return .none }
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    if colorTerm.contains("truecolor") || colorTerm.contains("24bit") { return .trueColor }
    let term = environment["TERM"] ?? ""
    if term.contains("256color") { return .palette256 }
    if term == "dumb" { return .none }
    return .basic16
  }
}
