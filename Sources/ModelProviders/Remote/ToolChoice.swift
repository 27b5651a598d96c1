/// Whether and which tool the model must call: `auto` (it decides), `required` (some tool),
/// `none`, or one skill by id. Some servers only call tools when told to.
public enum ToolChoice: Sendable, Hashable {
  case auto
  case required
  case none
  case skill(String)

  /// `auto`, `required`, `none`, or a skill id; nil for anything else.
  public init?(_ text: String) {
    switch text {
    case "auto": self = .auto
    case "required": self = .required
    case "none": self = ToolChoice.none
    default:
      let valid =
        !text.isEmpty && text.utf8.count <= 128
        && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
      guard valid else { return nil }
      self = .skill(text)
    }
  }
}
