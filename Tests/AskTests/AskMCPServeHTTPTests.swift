import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// `ask mcp serve --http`: the same server over Streamable HTTP, driven by the official MCP
/// Python SDK's HTTP client in both eras, and by raw requests for what a client must not get
/// away with (no token, another Host or Origin, an unknown session, headers that contradict
/// the body).
@Suite(.serialized)
struct AskMCPServeHTTPTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  /// A running `ask mcp serve --http --port 0`, its URL (with the token) and port.
  func serve() async throws -> (AskProcess, url: String, port: UInt16) {
    let server = try AskProcess(["mcp", "serve", "--http", "--port", "0"], home: home.path)
    let line = try await server.waitForLine(containing: "http://127.0.0.1:")
    let url = try #require(line.split(separator: " ").last.map(String.init), "\(line)")
    let port = try #require(
      UInt16(url.split(separator: ":")[2].prefix { $0.isNumber }), "a port in \(url)")
    #expect(url.contains("/mcp?token="), "\(url)")
    return (server, url, port)
  }

  func client(_ script: String, _ arguments: [String]) async throws -> [JSONValue] {
    guard let python = AskMCPTests.python else {
      Issue.record("the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
      return []
    }
    let run = try await AskProcess.run(
      [ReplayServer.script(from: #filePath, named: script)] + arguments, home: home.path,
      executable: python, timeout: .seconds(90))
    #expect(run.status == 0, "\(run.stdout)\(run.stderr.suffix(1500))")
    return run.stdout.split(separator: "\n").compactMap { try? JSONValue.parse(String($0)) }
  }

  @Test func theSDKsHTTPClientCallsReadsAndIsAskedInBothEras() async throws {
    let (server, url, _) = try await serve()
    let allow = #"[{"action":"accept","content":{"decision":"allow_once"}}]"#
    for (mode, version) in [("auto", "2026-07-28"), ("legacy", "2025-11-25")] {
      let lines = try await client(
        "mcp_serve_client.py", [mode, "todo.add", #"{"title":"buy milk"}"#, allow, "--", url])
      func event(_ name: String) -> JSONValue? { lines.first { $0["event"]?.stringValue == name } }
      #expect(event("protocol")?["version"] == .string(version), "\(lines)")
      let question = try #require(event("elicit"), "the gate asked over HTTP: \(lines)")
      #expect(question["message"]?.stringValue?.contains("todo.add") == true)
      #expect(event("progress") != nil, "progress on the call's event stream: \(lines)")
      #expect(event("result")?["structured"]?["title"] == "buy milk", "\(lines)")

      let library = try await client("mcp_serve_library_client.py", [mode, "--", url])
      let uris = library.first { $0["event"] == "resources" }?["uris"]?.arrayValue ?? []
      #expect(uris.contains("ask://audit") && uris.contains("ask://skills/todo.add"))
      let audit = library.first { $0["event"] == "read" && $0["uri"] == "ask://audit" }
      #expect(audit?["text"]?.stringValue?.contains(#""skill":"todo.add""#) == true)
    }
    kill(server.pid, SIGTERM)
    let ended = try await server.finish()
    #expect(ended.status == 0, "\(ended.stderr.suffix(600))")
    #expect(ended.stderr.contains("stopping (signal 15)"))
    let audit = try await AskProcess.run(["audit", "--json"], home: home.path)
    #expect(
      audit.events.filter { $0["skill"] == "todo.add" && $0["decided_by"] == "user" }.count == 2,
      "both calls were decided by the person's answer: \(audit.stdout.suffix(800))")
  }

  @Test func whatAClientMustNotGetAwayWith() async throws {
    let (server, url, port) = try await serve()
    let token = String(url.split(separator: "=").last ?? "")
    let bearer = ["Authorization": "Bearer \(token)"]
    let discover =
      #"{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"#

    let anonymous = try await RawHTTPClient.request(port: port, "POST", "/mcp", body: discover)
    #expect(
      anonymous.hasPrefix("HTTP/1.0 401") || anonymous.hasPrefix("HTTP/1.1 401"), "\(anonymous)")
    let foreign = try await RawHTTPClient.request(
      port: port, "POST", "/mcp", body: discover,
      headers: bearer.merging(["Origin": "http://evil.example"]) { $1 })
    #expect(foreign.contains(" 403 ") && foreign.contains("bad_origin"), "\(foreign)")
    let rebinding = try RawHTTPClient(port: port)
    rebinding.send(
      "POST /mcp HTTP/1.0\r\nHost: evil.example:\(port)\r\nAuthorization: Bearer \(token)\r\n"
        + "Content-Length: \(discover.utf8.count)\r\n\r\n\(discover)")
    let rebound = try await rebinding.read(until: "\u{0}")
    #expect(rebound.contains(" 403 ") && rebound.contains("bad_host"), "\(rebound)")

    let fine = try await RawHTTPClient.request(
      port: port, "POST", "/mcp", body: discover, headers: bearer)
    #expect(fine.contains(" 200 ") && fine.contains("supportedVersions"), "\(fine)")
    let mismatch = try await RawHTTPClient.request(
      port: port, "POST", "/mcp", body: discover,
      headers: bearer.merging(["Mcp-Method": "tools/call"]) { $1 })
    #expect(mismatch.contains(" 400 ") && mismatch.contains("-32001"), "\(mismatch)")
    let versions = try await RawHTTPClient.request(
      port: port, "POST", "/mcp", body: discover,
      headers: bearer.merging(["MCP-Protocol-Version": "2025-06-18"]) { $1 })
    #expect(versions.contains(" 400 ") && versions.contains("Header mismatch"), "\(versions)")

    let list = #"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#
    let sessionless = try await RawHTTPClient.request(
      port: port, "POST", "/mcp", body: list, headers: bearer)
    #expect(
      sessionless.contains(" 400 ") && sessionless.contains("send initialize first"),
      "\(sessionless)")
    let unknown = try await RawHTTPClient.request(
      port: port, "POST", "/mcp", body: list,
      headers: bearer.merging(["Mcp-Session-Id": "no-such-session"]) { $1 })
    #expect(unknown.contains(" 404 "), "\(unknown)")
    let batch = try await RawHTTPClient.request(
      port: port, "POST", "/mcp", body: "[\(discover)]", headers: bearer)
    #expect(batch.contains(" 400 ") && batch.contains("-32700"), "\(batch)")
    let get = try await RawHTTPClient.request(port: port, "GET", "/mcp", headers: bearer)
    #expect(get.contains(" 405 ") && get.contains("Allow: POST, DELETE"), "\(get)")
    let elsewhere = try await RawHTTPClient.request(port: port, "POST", "/api", headers: bearer)
    #expect(elsewhere.contains(" 404 "), "\(elsewhere)")

    // A handshake session: made by initialize, named by what follows, ended by DELETE.
    let initialize =
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#
    let made = try await RawHTTPClient.request(
      port: port, "POST", "/mcp", body: initialize, headers: bearer)
    let session = try #require(
      made.split(separator: "\r\n").first { $0.lowercased().hasPrefix("mcp-session-id: ") }
        .map { String($0.dropFirst(16)) }, "\(made)")
    let named = bearer.merging(["Mcp-Session-Id": session]) { $1 }
    let tools = try await RawHTTPClient.request(
      port: port, "POST", "/mcp", body: list, headers: named)
    #expect(tools.contains(" 200 ") && tools.contains("todo.add"), "\(tools.prefix(300))")
    let deleted = try await RawHTTPClient.request(port: port, "DELETE", "/mcp", headers: named)
    #expect(deleted.contains(" 200 "), "\(deleted)")
    let gone = try await RawHTTPClient.request(
      port: port, "POST", "/mcp", body: list, headers: named)
    #expect(gone.contains(" 404 "), "\(gone)")
    kill(server.pid, SIGTERM)
    #expect(try await server.finish().status == 0)
  }

  /// At most 64 handshake sessions are kept: the 65th ends the one idle longest — not the
  /// oldest, when that one was used since.
  @Test func theSixtyFifthSessionEndsTheOneIdleLongest() async throws {
    let (server, url, port) = try await serve()
    let bearer = ["Authorization": "Bearer \(url.split(separator: "=").last ?? "")"]
    let initialize =
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#
    let list = #"{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}"#
    func open() async throws -> String {
      let made = try await RawHTTPClient.request(
        port: port, "POST", "/mcp", body: initialize, headers: bearer)
      return try #require(
        made.split(separator: "\r\n").first { $0.lowercased().hasPrefix("mcp-session-id: ") }
          .map { String($0.dropFirst(16)) }, "\(made.prefix(300))")
    }
    func status(_ session: String) async throws -> String {
      let answer = try await RawHTTPClient.request(
        port: port, "POST", "/mcp", body: list,
        headers: bearer.merging(["Mcp-Session-Id": session]) { $1 })
      return String(answer.split(separator: " ").dropFirst().first ?? "")
    }
    var sessions: [String] = []
    for _ in 0..<64 { sessions.append(try await open()) }
    #expect(Set(sessions).count == 64)
    // The first is used again: the second is now the one idle longest.
    #expect(try await status(sessions[0]) == "200")
    let newest = try await open()
    #expect(try await status(sessions[1]) == "404", "the session idle longest was ended")
    #expect(try await status(sessions[0]) == "200")
    #expect(try await status(sessions[2]) == "200")
    #expect(try await status(newest) == "200")
    kill(server.pid, SIGTERM)
    #expect(try await server.finish().status == 0)
  }

  @Test func theAddressFlagsGoWithHTTP() async throws {
    let stray = try await AskProcess.run(["mcp", "serve", "--port", "9"], home: home.path)
    #expect(stray.status == 2)
    #expect(stray.stderr.contains("--host and --port go with --http"), "\(stray.stderr)")
    let bad = try await AskProcess.run(["mcp", "serve", "--http", "--port", "x"], home: home.path)
    #expect(bad.status == 2)
  }

  /// Two clients sending the same request id at once each get their own answer (the
  /// endpoint gives every request an id of its own); closing a call's event stream cancels
  /// the call; a body past the limit is refused before it is read.
  @Test func clientsNeverSeeEachOthersAnswersAndAClosedStreamCancels() async throws {
    let server = try AskProcess(
      ["mcp", "serve", "--http", "--port", "0", "--permission-mode", "bypass"], home: home.path)
    let line = try await server.waitForLine(containing: "http://127.0.0.1:")
    let url = String(line.split(separator: " ").last ?? "")
    let port = try #require(UInt16(url.split(separator: ":")[2].prefix { $0.isNumber }))
    let token = String(url.split(separator: "=").last ?? "")
    let meta =
      #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}"#
    func call(_ command: String) -> String {
      #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"shell.run","arguments":{"command":"\#(command)"},\#(meta)}}"#
    }
    let headers = ["Authorization": "Bearer \(token)"]
    async let slow = RawHTTPClient.request(
      port: port, "POST", "/mcp", body: call("sleep 1; echo slow-answer"), headers: headers)
    async let quick = RawHTTPClient.request(
      port: port, "POST", "/mcp", body: call("echo quick-answer"), headers: headers)
    let (slowAnswer, quickAnswer) = try await (slow, quick)
    #expect(
      slowAnswer.contains("slow-answer") && !slowAnswer.contains("quick-answer"), "\(slowAnswer)")
    #expect(quickAnswer.contains("quick-answer") && !quickAnswer.contains("slow-answer"))
    #expect(slowAnswer.contains(#""id":1"#), "the client's own id comes back")

    // An event stream closed mid-call: the call is cancelled, not left running.
    let streaming = try RawHTTPClient(port: port)
    let body = call("sleep 30; echo never")
    streaming.send(
      "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAuthorization: Bearer \(token)\r\n"
        + "Accept: application/json, text/event-stream\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
        + body)
    _ = try await streaming.read(until: "text/event-stream")
    streaming.closeNow()
    let deadline = ContinuousClock.now + .seconds(20)
    var outcome: String?
    // Until the call's end is recorded (a start row alone reads as "interrupted").
    while ContinuousClock.now < deadline, outcome != "cancelled" {
      let audit = try await AskProcess.run(["audit", "--json"], home: home.path)
      outcome =
        audit.events.first {
          $0["input"]?["command"]?.stringValue?.hasPrefix("sleep 30") == true
            && $0["outcome"] != nil
            && $0["outcome"] != .null
        }?["outcome"]?.stringValue
      if outcome != "cancelled" { try await Task.sleep(for: .milliseconds(100)) }
    }
    #expect(outcome == "cancelled", "the closed stream's call ended cancelled, not after 30 s")

    // A session's call answered as JSON and cancelled by notifications/cancelled: the
    // handler answers a cancelled request with nothing, so the endpoint ends it (-32800).
    let initialize =
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#
    let made = try await RawHTTPClient.request(
      port: port, "POST", "/mcp", body: initialize, headers: headers)
    let session = try #require(
      made.split(separator: "\r\n").first { $0.lowercased().hasPrefix("mcp-session-id: ") }
        .map { String($0.dropFirst(16)) }, "\(made)")
    let named = headers.merging(["Mcp-Session-Id": session]) { $1 }
    let waiting = Task {
      try await RawHTTPClient.request(
        port: port, "POST", "/mcp",
        body:
          #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"shell.run","arguments":{"command":"sleep 29; echo never as JSON"}}}"#,
        headers: named)
    }
    let started = ContinuousClock.now
    var answered: String?
    while answered == nil, ContinuousClock.now - started < .seconds(20) {
      // Until the call is running (its start is audited), then cancel it. Its command is its
      // own: the streamed call above ran "sleep 30; echo never", whose row would be found at
      // once and the cancel sent before this request reached the server (it was, under load).
      let audit = try await AskProcess.run(["audit", "--json"], home: home.path)
      if audit.events.contains(where: {
        $0["input"]?["command"] == "sleep 29; echo never as JSON"
      }) {
        _ = try await RawHTTPClient.request(
          port: port, "POST", "/mcp",
          body:
            #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7}}"#,
          headers: named)
        answered = try await waiting.value
      } else {
        try await Task.sleep(for: .milliseconds(50))
      }
    }
    #expect(answered?.contains("-32800") == true, "\(answered ?? "no answer")")
    #expect(ContinuousClock.now - started < .seconds(20), "ended by the cancel, not the sleep")

    let huge = String(repeating: "x", count: (1 << 20) + 10)
    let refused = try await RawHTTPClient.request(
      port: port, "POST", "/mcp", body: huge, headers: headers)
    #expect(refused.contains(" 413 "), "\(refused.prefix(200))")
    kill(server.pid, SIGTERM)
    #expect(try await server.finish().status == 0)
  }
}
