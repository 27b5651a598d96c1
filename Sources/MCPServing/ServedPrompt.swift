import SkillKit

/// A prompt as `ask mcp serve` offers it.
public struct ServedPrompt: Sendable, Hashable {
  /// Its name.
  public var name: String
  /// Its title for people.
  public var title: String?
  /// What it is for.
  public var description: String
  /// Its arguments.
  public var arguments: [Argument]

  /// A prompt.
  public init(name: String, title: String?, description: String, arguments: [Argument]) {
    self.name = name
    self.title = title
    self.description = description
    self.arguments = arguments
  }

  /// One argument of a prompt.
  public struct Argument: Sendable, Hashable {
    /// Its name.
    public var name: String
    /// What it means.
    public var description: String
    /// Whether the prompt needs it.
    public var required: Bool

    /// An argument.
    public init(name: String, description: String, required: Bool) {
      self.name = name
      self.description = description
      self.required = required
    }
  }

  /// One message of a filled-in prompt.
  public typealias Message = TextMessage
}
