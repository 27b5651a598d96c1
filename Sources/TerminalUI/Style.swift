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
  public var foreground: TerminalColor
  public var background: TerminalColor
  public var bold: Bool
  public var dim: Bool
  public var italic: Bool
  public var underline: Bool
  public var reverse: Bool

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

  public static let plain = CellStyle()
  public static let bold = CellStyle(bold: true)
  public static let dim = CellStyle(dim: true)
  public static let accent = CellStyle(foreground: .indexed(39), bold: true)
  public static let success = CellStyle(foreground: .indexed(34))
  public static let warning = CellStyle(foreground: .indexed(214), bold: true)
  public static let error = CellStyle(foreground: .indexed(196), bold: true)
  public static let code = CellStyle(foreground: .indexed(180))
  public static let link = CellStyle(foreground: .indexed(75), underline: true)
  public static let statusBar = CellStyle(foreground: .indexed(255), background: .indexed(236))
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
