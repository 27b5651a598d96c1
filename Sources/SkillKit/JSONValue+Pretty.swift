extension JSONValue {
  /// The value as indented JSON (two spaces per level, keys sorted), each line starting with
  /// `indent`: for people reading a schema.
  public func prettyString(indent: String = "") -> String {
    indent + pretty(level: indent)
  }

  private func pretty(level: String) -> String {
    let inner = level + "  "
    switch self {
    case .array(let items) where !items.isEmpty:
      return "[\n" + items.map { inner + $0.pretty(level: inner) }.joined(separator: ",\n")
        + "\n" + level + "]"
    case .object(let members) where !members.isEmpty:
      return "{\n"
        + members.keys.sorted().map { key in
          inner + JSONValue.string(key).jsonString + ": " + members[key]!.pretty(level: inner)
        }.joined(separator: ",\n") + "\n" + level + "}"
    default:
      return jsonString
    }
  }
}
