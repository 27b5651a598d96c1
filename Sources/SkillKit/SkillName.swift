/// The Agent Skills naming rule, shared by SKILL.md folders and skills a server serves.
public enum SkillName {
  /// 1-64 of a-z, 0-9 and hyphens, no hyphen at either end or twice in a row.
  public static func isValid(_ name: String) -> Bool {
    guard (1...64).contains(name.count), !name.hasPrefix("-"), !name.hasSuffix("-"),
      !name.contains("--")
    else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
  }
}
