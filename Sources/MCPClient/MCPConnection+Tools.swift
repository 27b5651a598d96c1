import Foundation
import SkillKit

/// The tools of a server: listing them (page by page, with the stateless revision's
/// freshness), calling one (progress, the server's questions, input-required rounds).
extension MCPConnection {
  /// Every tool, page by page (at most 100 pages, 10,000 tools); the last page's `ttlMs` says
  /// how long the listing holds (2026-07-28).
  public func listTools(timeout: Duration) async throws -> [Tool] {
    var ttl = 0
    propertyOrders.removeAll()
    let tools = try await listAll(
      "tools/list", key: "tools", timeout: timeout,
      { item -> Tool? in
        guard let name = item["name"]?.stringValue, !name.isEmpty else { return nil }
        return Tool(
          name: name,
          title: item["title"]?.stringValue ?? item["annotations"]?["title"]?.stringValue,
          description: item["description"]?.stringValue ?? "",
          inputSchema: item["inputSchema"] ?? ["type": "object"],
          outputSchema: item["outputSchema"],
          readOnly: item["annotations"]?["readOnlyHint"]?.boolValue ?? false,
          destructive: item["annotations"]?["destructiveHint"]?.boolValue ?? true,
          propertyOrder: propertyOrders[name])
      }, lastPage: { ttl = min(max($0["ttlMs"]?.intValue ?? 0, 0), 86_400_000) })
    listed = (.now, .milliseconds(ttl))
    return tools
  }

  /// `tools/call` with a progress token; cancelling the caller sends `notifications/cancelled`
  /// (or drops the HTTP response stream). An input-required result (2026-07-28) is answered
  /// through `elicit` and the call is made again with the answers, as that revision says.
  public func callTool(
    _ name: String, arguments: JSONValue, timeout: Duration, progress report: @escaping Progress,
    elicit: Elicit? = nil
  ) async throws -> JSONValue {
    try await requestAnsweringInput(
      "tools/call", params: ["name": .string(name), "arguments": arguments], about: name,
      timeout: timeout, progress: report, elicit: elicit)
  }

  /// Whether the tools may have changed since the last call of this: the server said so
  /// (`notifications/tools/list_changed`), or, stateless, the last listing is stale.
  public func takeToolsChanged() -> Bool {
    defer { toolsChanged = false }
    if isModern, let listed, ContinuousClock.now - listed.at >= listed.ttl { return true }
    return toolsChanged
  }
}
