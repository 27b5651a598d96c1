import Foundation

/// Validated input for one skill call, with typed accessors.
public struct SkillInput: Sendable, Hashable {
  /// The raw members, exactly as validated.
  public var values: [String: JSONValue]

  /// Input with `values`.
  public init(_ values: [String: JSONValue]) {
    self.values = values
  }

  /// The string member `name`, trimmed; nil when absent or empty.
  public func string(_ name: String) -> String? {
    guard let text = values[name]?.stringValue?.trimmingCharacters(in: .whitespacesAndNewlines),
      !text.isEmpty
    else { return nil }
    return text
  }

  /// The integer member `name`.
  public func int(_ name: String) -> Int? {
    values[name]?.intValue
  }

  /// The numeric member `name`.
  public func double(_ name: String) -> Double? {
    values[name]?.doubleValue
  }

  /// The boolean member `name`.
  public func bool(_ name: String) -> Bool? {
    values[name]?.boolValue
  }

  /// The ISO 8601 date-time member `name`.
  public func date(_ name: String) -> Date? {
    values[name]?.stringValue.flatMap(ISODateTime.date(from:))
  }
}
