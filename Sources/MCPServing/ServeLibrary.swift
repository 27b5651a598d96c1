import SkillKit

/// What `ask mcp serve` offers besides its tools: resources to read (read-only, listed a page
/// at a time) and prompts. The handler speaks the protocol; a library says what there is.
public protocol ServeLibrary: Sendable {
  /// Up to `limit` resources after `cursor` (nil: from the start), and the cursor of the
  /// next page (nil on the last). Throws `ServeLibraryError.unknownCursor` for a cursor it
  /// did not give.
  func resources(after cursor: String?, limit: Int) async throws -> (
    resources: [ServedResource], next: String?
  )
  /// The URI templates it reads.
  func templates() -> [ServedResource.Template]
  /// What `uri` holds; `ServeLibraryError.notFound` when it names nothing.
  func read(_ uri: String) async throws -> [ServedResource.Content]
  /// The prompts it offers.
  func prompts() async throws -> [ServedPrompt]
  /// The prompt `name` filled in with `arguments`; `ServeLibraryError.notFound` when there is
  /// no such prompt, `.invalid` when the arguments do not fit it.
  func prompt(_ name: String, arguments: [String: String]) async throws -> [ServedPrompt.Message]
  /// Whether it publishes skills under the Skills extension (`io.modelcontextprotocol/skills`).
  var publishesSkills: Bool { get }
  /// The skills it publishes: each a `Skill` entry of the extension (`uri`, `frontmatter`,
  /// `resources` with digests), its files readable as resources.
  func skills() async throws -> [JSONValue]
}

extension ServeLibrary {
  /// By default a library publishes no skills.
  public var publishesSkills: Bool { false }
  /// By default a library publishes no skills.
  public func skills() async throws -> [JSONValue] { [] }
}

/// Why a library could not answer, in words for the client.
public enum ServeLibraryError: Error, Sendable, Equatable {
  /// No resource or prompt by that name.
  case notFound(String)
  /// A cursor the library did not give.
  case unknownCursor(String)
  /// Arguments or a URI that do not fit what they name.
  case invalid(String)
}
