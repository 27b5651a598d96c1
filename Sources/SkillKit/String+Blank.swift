extension StringProtocol {
  /// True when the text holds only JSON's whitespace (space, tab, CR, LF) or nothing. It stops
  /// at the first other byte: a message of megabytes costs nothing here, where Foundation's
  /// `trimmingCharacters(in:)` copies the whole of it (125 ms for 4 MiB on Linux).
  public var isBlankLine: Bool {
    utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
  }
}
