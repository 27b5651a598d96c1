import SkillKit

/// Skill ids for MCP tools: `mcp.<server>.<tool>`, each part lowercased with anything outside
/// `a-z 0-9 _ -` turned into `_` (camelCase gains `_` before each capital), distinct even when
/// two tool names fold to the same part.
public enum MCPNames {
  /// `name` as a skill-id part: lower case, letters, digits and `_` only.
  public static func part(_ name: String) -> String {
    var out = ""
    var previousLower = false
    for scalar in name.unicodeScalars {
      if ("A"..."Z").contains(scalar) {
        if previousLower { out += "_" }
        out += String(scalar).lowercased()
        previousLower = false
      } else if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
        || scalar == "-"
      {
        out.unicodeScalars.append(scalar)
        previousLower = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
      } else {
        out += "_"
        previousLower = false
      }
    }
    return out.isEmpty ? "_" : String(out.prefix(64))
  }

  /// Ids for `tools` of `server`, in order, made unique with a numeric suffix.
  public static func ids(server: String, tools: [String]) -> [String] {
    var seen: Set<String> = []
    return tools.map { tool in
      let base = "mcp.\(part(server)).\(part(tool))"
      var id = base
      var suffix = 2
      while !seen.insert(id).inserted {
        id = "\(base)_\(suffix)"
        suffix += 1
      }
      return id
    }
  }
}
