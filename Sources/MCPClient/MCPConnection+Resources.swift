import Foundation
import SkillKit

/// What a server offers beyond tools: resources (listed page by page, read by URI, URI
/// templates) and prompts (listed, filled in with arguments). Every listing and every read
/// is bounded: a server that pages forever or sends more than `maxReadBytes` is stopped
/// there with an error that says so.
extension MCPConnection {
  /// The most pages one listing follows.
  public static let maxPages = 100
  /// The most items one listing keeps.
  static let maxListed = 10_000
  /// The most bytes one read keeps (its parts together, decoded).
  public static let maxReadBytes = 8 * 1024 * 1024
  /// The most parts one read keeps.
  static let maxReadParts = 256

  /// Every resource the server lists (the first `pages` pages of them).
  public func listResources(timeout: Duration, pages: Int = maxPages) async throws
    -> [MCPResource]
  {
    try await listAll(
      "resources/list", key: "resources", timeout: timeout, pages: pages, MCPResource.init)
  }

  /// Every URI template the server lists.
  public func listResourceTemplates(timeout: Duration) async throws -> [MCPResource.Template] {
    try await listAll(
      "resources/templates/list", key: "resourceTemplates", timeout: timeout,
      MCPResource.Template.init)
  }

  /// Every prompt the server lists.
  public func listPrompts(timeout: Duration) async throws -> [MCPPrompt] {
    try await listAll("prompts/list", key: "prompts", timeout: timeout, MCPPrompt.init)
  }

  /// Every skill the server serves (`skills/list`): the entries that keep the extension's
  /// rules, and for each one that does not, why.
  public func listSkills(timeout: Duration) async throws -> (
    skills: [MCPSkillEntry], problems: [String]
  ) {
    var problems: [String] = []
    let skills = try await listAll("skills/list", key: "skills", timeout: timeout) { item in
      do {
        return try MCPSkillEntry(item)
      } catch {
        if problems.count < 20 { problems.append("\(error)") }
        return nil
      }
    }
    return (skills, problems)
  }

  /// `resources/read` of `uri`: its parts, text or bytes. The server may ask the person
  /// first (input-required, 2026-07-28).
  public func readResource(_ uri: String, timeout: Duration, elicit: Elicit? = nil) async throws
    -> [MCPResource.Content]
  {
    let result = try await requestAnsweringInput(
      "resources/read", params: ["uri": .string(uri)], about: uri, timeout: timeout,
      progress: nil, elicit: elicit)
    guard let items = result["contents"]?.arrayValue else {
      throw MCPError.protocolViolation("resources/read of \(uri) returned no contents array")
    }
    guard items.count <= Self.maxReadParts else {
      throw MCPError.protocolViolation(
        "resources/read of \(uri) returned \(items.count) parts; ask reads at most \(Self.maxReadParts)"
      )
    }
    var parts: [MCPResource.Content] = []
    var total = 0
    for item in items {
      let part = try MCPResource.Content(item, asked: uri)
      total += part.byteCount
      guard total <= Self.maxReadBytes else {
        throw MCPError.protocolViolation(
          "resources/read of \(uri) returned more than \(Self.maxReadBytes >> 20) MiB; ask reads"
            + " at most that much of one resource")
      }
      parts.append(part)
    }
    return parts
  }

  /// `prompts/get`: the prompt `name` filled in with `arguments` (strings, as the protocol
  /// says), as messages.
  public func getPrompt(
    _ name: String, arguments: [String: String], timeout: Duration, elicit: Elicit? = nil
  ) async throws -> (description: String?, messages: [MCPPrompt.Message]) {
    let result = try await requestAnsweringInput(
      "prompts/get",
      params: [
        "name": .string(name), "arguments": .object(arguments.mapValues(JSONValue.string)),
      ], about: name, timeout: timeout, progress: nil, elicit: elicit)
    guard let items = result["messages"]?.arrayValue else {
      throw MCPError.protocolViolation("prompts/get of \(name) returned no messages array")
    }
    guard items.count <= Self.maxReadParts else {
      throw MCPError.protocolViolation(
        "prompts/get of \(name) returned \(items.count) messages; ask takes at most \(Self.maxReadParts)"
      )
    }
    return (
      result["description"]?.stringValue.map { String($0.prefix(MCPResource.maxDescription)) },
      items.map(MCPPrompt.Message.init)
    )
  }

  /// Every item of a paged listing under `key`, made by `make` (items it refuses are
  /// skipped): at most `pages` (≤ `maxPages`) pages and `maxListed` items; a cursor given
  /// twice is a loop and ends the listing with an error.
  func listAll<Item>(
    _ method: String, key: String, timeout: Duration, pages: Int = maxPages,
    _ make: (JSONValue) -> Item?,
    lastPage: ((JSONValue) -> Void)? = nil
  ) async throws -> [Item] {
    var items: [Item] = []
    var cursor: String?
    var seen: Set<String> = []
    for index in 0..<min(pages, Self.maxPages) {
      let params: JSONValue? = cursor.map { ["cursor": .string($0)] }
      let page = try await request(method, params: params, timeout: timeout)
      guard case .array(let listed)? = page[key] else {
        throw MCPError.protocolViolation("\(method) returned no \(key) array")
      }
      for item in listed where items.count < Self.maxListed {
        if let made = make(item) { items.append(made) }
      }
      guard let next = page["nextCursor"]?.stringValue, !next.isEmpty,
        items.count < Self.maxListed, index + 1 < pages
      else {
        if index + 1 == Self.maxPages, page["nextCursor"]?.stringValue?.isEmpty == false {
          throw MCPError.protocolViolation(
            "\(method) went on past \(Self.maxPages) pages; ask lists at most that many")
        }
        lastPage?(page)
        return items
      }
      guard seen.insert(next).inserted else {
        throw MCPError.protocolViolation(
          "\(method) gave the cursor \(next.prefix(40)) twice (a listing that never ends)")
      }
      cursor = next
    }
    return items
  }
}
