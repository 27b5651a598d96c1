import Foundation

/// Which sessions a list or a search looks at; every condition given must hold.
public struct SessionFilter: Sendable, Hashable {
  /// Tags the session must carry (all of them).
  public var tags: [String]
  /// The folder the session works in, or one above it.
  public var workspace: String?
  /// The model the session runs with.
  public var model: String?
  /// Only sessions written to at or after this time.
  public var since: Date?

  /// A filter; with no conditions it lets every session through.
  public init(
    tags: [String] = [], workspace: String? = nil, model: String? = nil, since: Date? = nil
  ) {
    self.tags = tags
    self.workspace = workspace.map(Self.folder)
    self.model = model
    self.since = since
  }

  /// True when nothing is filtered.
  public var isEmpty: Bool { tags.isEmpty && workspace == nil && model == nil && since == nil }

  /// Whether `session` passes (what every store's SQL says too).
  public func admits(_ session: SessionInfo) -> Bool {
    if let model, session.model != model { return false }
    if let since, session.updatedAt < since { return false }
    if let workspace, !Self.isWithin(session.workingDirectory, workspace) { return false }
    return tags.allSatisfy(session.tags.contains)
  }

  /// `path` without a trailing slash (`/` stays `/`).
  static func folder(_ path: String) -> String {
    var path = path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }

  /// Whether `path` is `folder` or inside it.
  public static func isWithin(_ path: String, _ folder: String) -> Bool {
    path == folder || folder == "/" || path.hasPrefix(folder + "/")
  }

  /// The `LIKE` pattern of the folders inside `folder`.
  public static func likeInside(_ folder: String) -> String {
    (folder == "/" ? "" : likeEscaped(folder)) + "/%"
  }

  /// `text` with `%`, `_` and `\` escaped for `LIKE … ESCAPE '\'`.
  public static func likeEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
