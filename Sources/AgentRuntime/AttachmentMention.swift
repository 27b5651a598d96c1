import SkillKit

/// An `@mcp://SERVER/URI` word in a request: a server's resource to read and attach.
struct AttachmentMention: Sendable, Hashable {
  let server: String
  let uri: String

  /// The most attachments one request reads.
  static let maxPerRequest = 8

  /// The mention `mcp://SERVER/URI` (without the `@`), or nil when it is not one.
  init?(_ reference: String) {
    guard reference.hasPrefix("mcp://") else { return nil }
    let rest = reference.dropFirst("mcp://".count)
    guard let slash = rest.firstIndex(of: "/"), slash != rest.startIndex,
      rest.index(after: slash) != rest.endIndex
    else { return nil }
    server = String(rest[..<slash])
    uri = String(rest[rest.index(after: slash)...])
  }

  /// `mcp://SERVER/URI`, as written.
  var reference: String { "mcp://\(server)/\(uri)" }

  /// Every `@mcp://…` word of `request`, in order, each once.
  static func all(in request: String) -> [AttachmentMention] {
    var found: [AttachmentMention] = []
    for word in request.split(whereSeparator: \.isWhitespace) where word.hasPrefix("@mcp://") {
      guard let mention = AttachmentMention(String(word.dropFirst())), !found.contains(mention)
      else { continue }
      found.append(mention)
    }
    return found
  }
}
