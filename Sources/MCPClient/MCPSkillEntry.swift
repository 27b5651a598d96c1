import Foundation
import SkillKit

/// A skill a server serves under the Skills extension (`io.modelcontextprotocol/skills`), as
/// `skills/list` gives it: the URI of its SKILL.md, its front matter, and the manifest of its
/// files with their SHA-256 digests. What the person approves is the `pin`, one digest of all
/// of that: a changed file, front matter or file list is a changed skill.
public struct MCPSkillEntry: Sendable, Hashable {
  /// The extension's identifier in a server's capabilities.
  public static let extensionID = "io.modelcontextprotocol/skills"
  /// The most files of one skill, and the most bytes of them together.
  static let maxFiles = 512
  static let maxBytes = 16 * 1024 * 1024

  /// The URI of its SKILL.md.
  public var uri: String
  /// Its name (the last segment of its path, as the front matter says).
  public var name: String
  /// What it does and when to use it.
  public var description: String
  /// The files, each with its digest (`sha256:` and 64 hex digits) and size; nil for a skill
  /// whose content is generated ("dynamic") and so cannot be pinned.
  public var files: [File]?
  /// The digest of the whole entry that an approval binds to.
  public var pin: String

  /// One file of a skill.
  public struct File: Sendable, Hashable {
    /// Its resource URI.
    public var uri: String
    /// `sha256:` and 64 lowercase hex digits of its raw bytes.
    public var digest: String
    /// Its length in bytes.
    public var size: Int
  }

  /// Why an entry is not a skill ask can offer.
  public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with it.
    public var description: String
  }

  /// The folder URI its files are under: the SKILL.md URI without `/SKILL.md`.
  public var root: String { String(uri.dropLast("/SKILL.md".count)) }

  /// An entry as the server sent it, checked against the extension's rules.
  init(_ item: JSONValue) throws {
    guard let uri = item["uri"]?.stringValue, uri.utf8.count <= MCPResource.maxShortText,
      uri.hasSuffix("/SKILL.md")
    else {
      throw Problem(description: "an entry whose uri is not the URI of a SKILL.md")
    }
    guard case .object(let front)? = item["frontmatter"],
      let name = front["name"]?.stringValue, let description = front["description"]?.stringValue
    else { throw Problem(description: "\(uri): the front matter has no name and description") }
    let segments = uri.dropLast("/SKILL.md".count).split(separator: "/")
    guard SkillName.isValid(name), segments.last.map(String.init) == name else {
      throw Problem(
        description: "\(uri): its name \"\(name.prefix(64))\" is not a skill name or not the"
          + " last segment of its path")
    }
    guard (1...1024).contains(description.count) else {
      throw Problem(description: "\(uri): its description is not 1-1024 characters")
    }
    self.uri = uri
    self.name = name
    self.description = description
    let root = String(uri.dropLast("/SKILL.md".count))
    switch item["resources"] {
    case .string("dynamic")?:
      files = nil
    case .array(let listed)?:
      guard listed.count <= Self.maxFiles else {
        throw Problem(description: "\(uri): more than \(Self.maxFiles) files")
      }
      var files: [File] = []
      var total = 0
      for file in listed {
        guard let fileURI = file["uri"]?.stringValue, fileURI.hasPrefix(root + "/"),
          let digest = file["digest"]?.stringValue, Self.isDigest(digest),
          let size = file["size"]?.intValue, size >= 0
        else {
          throw Problem(
            description: "\(uri): a file of its manifest is not {uri under the skill, digest"
              + " sha256:HEX, size}")
        }
        total += size
        files.append(File(uri: fileURI, digest: digest, size: size))
      }
      guard files.contains(where: { $0.uri == uri }) else {
        throw Problem(description: "\(uri): its manifest does not list SKILL.md")
      }
      guard Set(files.map(\.uri)).count == files.count, total <= Self.maxBytes else {
        throw Problem(description: "\(uri): its manifest lists a file twice or over 16 MiB")
      }
      self.files = files
    default:
      throw Problem(description: "\(uri): resources is neither a manifest nor \"dynamic\"")
    }
    let pinned: JSONValue = [
      "uri": .string(uri), "frontmatter": .object(front), "resources": item["resources"] ?? .null,
    ]
    pin = "sha256:" + SHA256(of: pinned.jsonString).hex
  }

  static func isDigest(_ text: String) -> Bool {
    guard text.hasPrefix("sha256:") else { return false }
    let hex = text.dropFirst(7)
    return hex.count == 64
      && hex.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
  }

  /// `bytes` checked against the manifest's entry for `fileURI`: its size and digest.
  func verify(_ bytes: Data, of fileURI: String) throws {
    guard let file = files?.first(where: { $0.uri == fileURI }) else {
      throw SkillError("\(fileURI) is not a file of skill \(name)")
    }
    let digest = "sha256:" + SHA256(of: bytes).hex
    guard bytes.count == file.size, digest == file.digest else {
      throw SkillError(
        "\(fileURI) does not match the digest you approved (\(bytes.count) bytes, \(digest.prefix(19))…,"
          + " approved \(file.size) bytes, \(file.digest.prefix(19))…); it is not loaded",
        fix: "The server changed the skill or lies about it; `ask mcp skills SERVER` shows it")
    }
  }
}
