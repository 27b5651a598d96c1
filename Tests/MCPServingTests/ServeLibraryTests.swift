import Foundation
import SkillKit
import Testing

@testable import MCPServing

/// The handler's resources and prompts over an in-memory library: the protocol's errors for
/// what a library refuses, bounds on what a client sends, and a server without one.
@Suite struct ServeLibraryTests {
  /// Three resources, one prompt, a page size of 2 the library applies itself.
  struct Library: ServeLibrary {
    let items = ["mem://a", "mem://b", "mem://c"]

    func resources(after cursor: String?, limit: Int) async throws -> (
      resources: [ServedResource], next: String?
    ) {
      let start =
        try cursor.map {
          guard let index = items.firstIndex(of: $0) else {
            throw ServeLibraryError.unknownCursor($0)
          }
          return index + 1
        } ?? 0
      let page = items[start..<min(start + 2, items.count)]
      return (
        page.map {
          ServedResource(uri: $0, name: $0, title: nil, description: nil, mimeType: "text/plain")
        }, start + 2 < items.count ? page.last : nil
      )
    }

    func templates() -> [ServedResource.Template] { [] }

    func read(_ uri: String) async throws -> [ServedResource.Content] {
      guard items.contains(uri) else { throw ServeLibraryError.notFound(uri) }
      return [ServedResource.Content(uri: uri, mimeType: "text/plain", text: "text of \(uri)")]
    }

    func prompts() async throws -> [ServedPrompt] {
      [ServedPrompt(name: "p", title: nil, description: "a prompt", arguments: [])]
    }

    func prompt(_ name: String, arguments: [String: String]) async throws -> [ServedPrompt.Message]
    {
      guard name == "p" else { throw ServeLibraryError.notFound(name) }
      guard arguments.isEmpty else { throw ServeLibraryError.invalid("p takes no arguments") }
      return [ServedPrompt.Message(role: "user", text: "hello")]
    }
  }

  func handler(_ wire: MCPServeHandlerTests.Wire, library: (any ServeLibrary)?) -> MCPServeHandler {
    MCPServeHandler(
      version: "test", skills: { [] },
      start: { _, _ in throw CancellationError() }, library: library,
      send: { wire.sink.yield($0) })
  }

  @Test func resourcesAndPromptsAnswerInTheProtocolsShapes() async throws {
    let wire = MCPServeHandlerTests.Wire()
    let handler = handler(wire, library: Library())
    await handler.handle(
      #"{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{\#(MCPServeHandlerTests.modern)}}"#
    )
    let discovered = try await wire.answer(to: 1).0["result"]?["capabilities"]
    #expect(discovered?["resources"] != nil && discovered?["prompts"] != nil)

    func send(_ id: Int, _ method: String, _ params: String) async throws -> JSONValue {
      await handler.handle(
        #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{\#(params)\#(params.isEmpty ? "" : ",")\#(MCPServeHandlerTests.modern)}}"#
      )
      return try await wire.answer(to: id).0
    }
    let first = try await send(2, "resources/list", "")
    #expect(first["result"]?["resources"]?.arrayValue?.count == 2)
    #expect(first["result"]?["nextCursor"] == "mem://b")
    #expect(first["result"]?["cacheScope"] == "private" && first["result"]?["ttlMs"] == 0)
    let last = try await send(3, "resources/list", #""cursor":"mem://b""#)
    #expect(last["result"]?["resources"]?.arrayValue?.map { $0["uri"] } == ["mem://c"])
    #expect(last["result"]?["nextCursor"] == nil)
    #expect(try await send(4, "resources/list", #""cursor":"bogus""#)["error"]?["code"] == -32602)

    let read = try await send(5, "resources/read", #""uri":"mem://a""#)
    #expect(read["result"]?["contents"]?.arrayValue?.first?["text"] == "text of mem://a")
    #expect(read["result"]?["resultType"] == "complete")
    #expect(try await send(6, "resources/read", #""uri":"mem://z""#)["error"]?["code"] == -32002)
    #expect(try await send(7, "resources/read", "")["error"]?["code"] == -32602, "no uri")
    let long = String(repeating: "x", count: 5000)
    #expect(
      try await send(8, "resources/read", #""uri":"\#(long)""#)["error"]?["message"]?.stringValue?
        .contains("at most 4096 bytes") == true)
    #expect(try await send(9, "resources/read", #""uri":7"#)["error"]?["code"] == -32602)

    let prompt = try await send(10, "prompts/get", #""name":"p""#)
    #expect(
      prompt["result"]?["messages"]?.arrayValue?.first?["content"]?["text"] == "hello")
    #expect(try await send(11, "prompts/get", #""name":"q""#)["error"]?["code"] == -32602)
    #expect(
      try await send(12, "prompts/get", #""name":"p","arguments":{"a":"b"}"#)["error"]?[
        "message"] == "Invalid params: p takes no arguments")
    #expect(
      try await send(13, "prompts/get", #""name":"p","arguments":{"a":1}"#)["error"]?["code"]
        == -32602, "argument values are strings")
  }

  @Test func aServerWithoutALibraryOffersNone() async throws {
    let wire = MCPServeHandlerTests.Wire()
    let handler = handler(wire, library: nil)
    await handler.handle(
      #"{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{\#(MCPServeHandlerTests.modern)}}"#
    )
    #expect(try await wire.answer(to: 1).0["result"]?["capabilities"]?["resources"] == nil)
    await handler.handle(
      #"{"jsonrpc":"2.0","id":2,"method":"resources/list","params":{\#(MCPServeHandlerTests.modern)}}"#
    )
    #expect(try await wire.answer(to: 2).0["error"]?["code"] == -32601)
  }
}
