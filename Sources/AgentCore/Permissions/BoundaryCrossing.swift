/// A path of a call that leaves what the workspace lets a skill touch without a rule: outside
/// the workspace, inside a repository's `.git/` for a skill that writes, or not resolvable.
public struct BoundaryCrossing: Sendable, Hashable {
  /// How a path relates to the workspace: outside it, inside `.git/` for a writer, or unresolvable.
  public enum Kind: Sendable, Hashable {
    case outside
    case gitInternal
    /// The path cannot be resolved (a loop of links, a NUL byte): never allowed.
    case unresolvable(String)
  }

  /// The input field that holds the path.
  public var field: String
  /// The path with every existing link followed: what a rule must name.
  public var resolved: String
  /// How the path crosses the workspace's boundary.
  public var kind: Kind

  /// A crossing by `field`, whose value resolves to `resolved`.
  public init(field: String, resolved: String, kind: Kind) {
    self.field = field
    self.resolved = resolved
    self.kind = kind
  }

  /// Why the call is refused, and the rule that would allow it.
  public func refusal(skill: String, workspace: String) -> String {
    let rule = "ask permissions add allow '\(skill)(\(field): \(resolved))'"
    switch kind {
    case .outside:
      return "\(resolved) is outside the workspace \(workspace); to allow it: \(rule)"
    case .gitInternal:
      return "\(resolved) is inside a .git folder, read-only without a rule; to allow it: \(rule)"
    case .unresolvable(let reason):
      return reason
    }
  }
}
