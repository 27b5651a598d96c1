import MCPClient
import WebServing

/// What can be attached to a request, for every face that offers a choice (the terminal UI's
/// `@` completion, the web page's picker): each resource every MCP server that offers them
/// lists (at most 500), and the servers that could not list theirs.
enum Attachables {
  static let most = 500

  static func list(_ hub: MCPHub?) async -> (items: [Attachable], problems: [String]) {
    guard let hub else { return ([], []) }
    var items: [Attachable] = []
    var problems: [String] = []
    for status in await hub.status() where status.offers.contains("resources") {
      do {
        let listed = try await hub.resources(of: status.name)
        items += listed.resources.map {
          Attachable(
            server: status.name, uri: $0.uri, name: $0.title ?? $0.name, mimeType: $0.mimeType)
        }
      } catch {
        problems.append("could not list the resources of MCP server \(status.name): \(error)")
      }
      if items.count >= most { break }
    }
    return (Array(items.prefix(most)), problems)
  }
}
