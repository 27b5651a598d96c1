/// One way a value fails its schema, with the path to the offending part.
public struct SchemaViolation: Sendable, Hashable, CustomStringConvertible {
  /// Where the violation is: `dueDate`, `tags[2]`, or empty for the whole value.
  public var path: String
  /// What was expected and what was found, without the path.
  public var message: String
  /// True when the violation is a required field that is absent.
  public var isMissingField: Bool

  /// A violation at `path`.
  public init(path: String, message: String, isMissingField: Bool = false) {
    self.path = path
    self.message = message
    self.isMissingField = isMissingField
  }

  /// `path: message`, or just the message at the root.
  public var description: String {
    path.isEmpty ? message : "\(path): \(message)"
  }
}
