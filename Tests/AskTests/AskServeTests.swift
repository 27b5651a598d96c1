import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// `ask serve` through the real binary over real loopback HTTP: access checks, the session
/// API and its bad input, runs streamed as server-sent events with their sequence numbers,
/// resuming with Last-Event-ID, several clients on one session, limits, and shutdown.
@Suite(.serialized)
struct AskServeTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  /// A new session's id.
  func newSession(_ server: ServeClient, title: String = "t") async throws -> String {
    let created = try await server.json(
      "POST", "/api/sessions", ["title": .string(title)], expect: 201)
    return try #require(created["session"]?["id"]?.stringValue)
  }

  @Test func everyRequestNeedsTheTokenTheBoundHostAndNoForeignOrigin() async throws {
    let server = try await ServeClient.start(home: home.path)
    let bare = try await server.request("GET", "/api/sessions", authorized: false)
    #expect(bare.status == 401)
    #expect(bare.code == "unauthorized")
    let wrong = try await server.request(
      "GET", "/api/sessions", headers: ["Authorization": "Bearer 0123"], authorized: false)
    #expect(wrong.status == 401)
    // DNS rebinding: a foreign name that resolves to 127.0.0.1.
    let rebound = try await server.request(
      "GET", "/api/sessions", headers: ["Host": "attacker.example:\(server.port)"])
    #expect(rebound.status == 403)
    #expect(rebound.code == "bad_host")
    let foreign = try await server.request(
      "POST", "/api/sessions", body: "{}", headers: ["Origin": "http://attacker.example"])
    #expect(foreign.status == 403)
    #expect(foreign.code == "bad_origin")
    let own = try await server.request(
      "GET", "/api/sessions", headers: ["Origin": "http://\(server.host)"])
    #expect(own.status == 200)
    // The page: the URL's token becomes an HttpOnly, SameSite=Strict cookie and leaves the URL.
    let first = try await server.request("GET", "/?token=\(server.token)", authorized: false)
    #expect(first.status == 303)
    #expect(first.headers["location"] == "/")
    let cookie = try #require(first.headers["set-cookie"])
    #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
    let pair = String(cookie.prefix { $0 != ";" })
    let page = try await server.request("GET", "/", headers: ["Cookie": pair], authorized: false)
    #expect(page.status == 200)
    #expect(page.body.contains("<script src=\"/app.js\""))
    #expect(page.headers["content-security-policy"]?.contains("script-src 'self'") == true)
    let script = try await server.request(
      "GET", "/app.js", headers: ["Cookie": pair], authorized: false)
    #expect(script.status == 200 && script.body.contains("EventSource"))
    // The page's language and words are the catalogues', served before the script.
    #expect(script.body.hasPrefix("const ASK_LANGUAGE = \"en\";\nconst ASK_WORDS = "))
    #expect(script.body.contains("const ASK_STAGE_WORDS = "))
    #expect(script.body.contains(#""parsing_intent":"understanding the request""#))
    #expect(script.body.contains(#""awaiting_user_input":"waiting for your input: {skill}""#))
    let noCookie = try await server.request("GET", "/", authorized: false)
    #expect(noCookie.status == 401)
    #expect(!noCookie.body.contains("app.js"))
    let stopped = try await server.stop()
    #expect(stopped.status == 0, "\(stopped.stderr)")
  }

  @Test func sessionsAreCreatedListedRenamedForkedAndDeletedAndBadInputIsNamed() async throws {
    let server = try await ServeClient.start(home: home.path)
    let workspace = try TemporaryHome()
    let created = try await server.json(
      "POST", "/api/sessions", ["title": "first", "workspace": .string(workspace.path)],
      expect: 201)
    let id = try #require(created["session"]?["id"]?.stringValue)
    #expect(
      created["session"]?["workspace"]?.stringValue?.hasSuffix(
        URL(fileURLWithPath: workspace.path).lastPathComponent) == true)
    let second = try await newSession(server, title: "second")
    let listed = try await server.json("GET", "/api/sessions?limit=1")
    #expect(listed["sessions"]?.arrayValue?.count == 1)
    let cursor = try #require(listed["next_cursor"]?.stringValue)
    let rest = try await server.json("GET", "/api/sessions?before=\(cursor)")
    let ids = ([listed, rest].flatMap { $0["sessions"]?.arrayValue ?? [] }).compactMap {
      $0["id"]?.stringValue
    }
    #expect(Set(ids) == [id, second])
    let renamed = try await server.json("PATCH", "/api/sessions/\(id)", ["title": "renamed"])
    #expect(renamed["session"]?["title"] == "renamed")
    let forked = try await server.json("POST", "/api/sessions/\(id)/fork", [:], expect: 201)
    #expect(forked["session"]?["forked_from"]?.stringValue == id)
    try await server.json("DELETE", "/api/sessions/\(second)")
    let gone = try await server.request("GET", "/api/sessions/\(second)")
    #expect(gone.status == 404 && gone.code == "session_not_found")

    // Bad input: each a clear status and code, nothing changed.
    let cases: [(String, String, String?, Int, String)] = [
      ("POST", "/api/sessions", "{not json", 400, "bad_request"),
      ("POST", "/api/sessions", "[1]", 400, "bad_request"),
      ("POST", "/api/sessions", #"{"titel":"x"}"#, 400, "unknown_field"),
      ("POST", "/api/sessions", #"{"title":7}"#, 400, "bad_request"),
      ("POST", "/api/sessions", #"{"workspace":"/no/such/folder"}"#, 400, "bad_workspace"),
      ("PATCH", "/api/sessions/\(id)", #"{"title":""}"#, 400, "bad_request"),
      ("GET", "/api/sessions/nope0000", nil, 404, "session_not_found"),
      ("GET", "/api/sessions/..%2F..%2Fetc", nil, 404, "session_not_found"),
      ("GET", "/api/sessions/\(id)/events?limit=0", nil, 400, "bad_request"),
      ("GET", "/api/sessions/\(id)/events?after=-1", nil, 400, "bad_request"),
      ("POST", "/api/sessions/\(id)/messages", #"{"text":"   "}"#, 400, "bad_request"),
      (
        "POST", "/api/sessions/\(id)/prompts/perm-1", #"{"decision":"allow_once"}"#, 404,
        "prompt_not_found"
      ),
      ("POST", "/api/sessions/\(id)/cancel", nil, 409, "not_running"),
      ("PUT", "/api/sessions", "{}", 405, "method_not_allowed"),
      ("GET", "/api/nothing", nil, 404, "not_found"),
    ]
    for (method, path, body, status, code) in cases {
      let response = try await server.request(method, path, body: body)
      #expect(response.status == status, "\(method) \(path): \(response.body)")
      #expect(response.code == code, "\(method) \(path): \(response.body)")
      #expect(response.json?["error"]?["message"]?.stringValue?.isEmpty == false)
    }
    // A body past the documented 1 MiB limit.
    let huge = #"{"text":""# + String(repeating: "a", count: 1 << 20) + #""}"#
    let tooBig = try await server.request("POST", "/api/sessions/\(id)/messages", body: huge)
    #expect(tooBig.status == 413)
    let after = try await server.json("GET", "/api/sessions/\(id)")
    #expect(after["session"]?["title"] == "renamed")
    #expect(after["session"]?["event_count"] == 0)
    _ = try await server.stop()
  }

  @Test func aRunIsStreamedWithSequenceIDsAndItsPromptIsAnsweredOnce() async throws {
    let server = try await ServeClient.start(home: home.path)
    let id = try await newSession(server)
    let stream = try server.stream(id)
    try await stream.read { $0.contains { $0.type == "state" } }
    try await server.json(
      "POST", "/api/sessions/\(id)/messages", ["text": "add a todo buy milk"], expect: 202)
    let asked = try await stream.read { events in
      events.contains { $0.type == "prompts" && $0.data["permission"] != .null }
    }
    let prompt = try #require(
      asked.last { $0.type == "prompts" }?.data["permission"]?["request_id"]?.stringValue)
    // An answer that does not fit is refused and changes nothing; then one that does.
    let mismatch = try await server.request(
      "POST", "/api/sessions/\(id)/prompts/\(prompt)",
      body: #"{"decision":"allow_once","skill":"shell.run"}"#)
    #expect(mismatch.status == 422, "\(mismatch.body)")
    try await server.json(
      "POST", "/api/sessions/\(id)/prompts/\(prompt)", ["decision": "allow_once"])
    let again = try await server.request(
      "POST", "/api/sessions/\(id)/prompts/\(prompt)", body: #"{"decision":"deny"}"#)
    #expect(again.status == 409 && again.code == "prompt_closed", "\(again.status) \(again.body)")
    let events = try await stream.read { $0.contains { $0.type == "result" } }
    stream.close()
    let stored = events.filter { $0.id != nil }
    let ids = stored.compactMap(\.id)
    #expect(ids == Array(1...Int64(ids.count)), "ids in order, none twice: \(ids)")
    #expect(stored.first?.type == "user_message")
    #expect(
      stored.contains { $0.type == "permission_decision" && $0.data["decision"] == "allow_once" })
    #expect(stored.contains { $0.type == "tool_result" && $0.data["status"] == "success" })
    // (A prompt_suggestion may follow the result in the same read.)
    #expect(stored.last { $0.type == "result" }?.data["subtype"] == "success")
    // Live frames: the stage, the card through its states, the prompt closing.
    let cards = events.filter { $0.type == "card" }.compactMap {
      $0.data["card"]?["status"]?.stringValue
    }
    #expect(
      cards.first == "pending" && cards.contains("running") && cards.last == "completed", "\(cards)"
    )
    #expect(events.contains { $0.type == "stage" })
    #expect(events.contains { $0.type == "prompts" && $0.data["permission"] == .null })
    // The same events through the API, with the same sequence numbers and payloads.
    let page = try await server.json("GET", "/api/sessions/\(id)/events?after=0&limit=500")
    let paged = page["events"]?.arrayValue ?? []
    #expect(
      paged.compactMap { $0["sequence"]?.intValue.map(Int64.init) }.prefix(ids.count) == ids[...])
    for (event, entry) in zip(stored, paged) { #expect(event.data == entry["payload"]) }
    let card = page["cards"]?.objectValue?.values.first
    #expect(card?["status"] == "completed")
    // SSE payloads are `ask --json` payloads: the suite validates them against the schemas.
    AskProcess.protocolLog.record(
      stored.map { $0.data.jsonString }.joined(separator: "\n") + "\n")
    _ = try await server.stop()
  }

  @Test func aClientThatReconnectsWithLastEventIDGetsExactlyWhatItMissed() async throws {
    let server = try await ServeClient.start(home: home.path)
    let id = try await newSession(server)
    let first = try server.stream(id)
    try await first.read { $0.contains { $0.type == "state" } }
    try await server.json(
      "POST", "/api/sessions/\(id)/messages", ["text": "add a todo buy milk"], expect: 202)
    let seen = try await first.read { events in events.contains { $0.id != nil && $0.id! >= 3 } }
    first.close()
    let last = try #require(seen.compactMap(\.id).max())
    // Events happen while no client is connected: the prompt is answered meanwhile.
    let state = try await waitForPrompt(server, id)
    try await server.json(
      "POST", "/api/sessions/\(id)/prompts/\(state)", ["decision": "allow_once"])
    let second = try server.stream(id, lastEventID: last)
    let resumed = try await second.read { $0.contains { $0.type == "result" } }
    second.close()
    let ids = seen.compactMap(\.id) + resumed.compactMap(\.id)
    #expect(ids == Array(1...Int64(ids.count)), "nothing lost, nothing twice: \(ids)")
    let total = try await server.json("GET", "/api/sessions/\(id)")
    let lastStored = try #require(total["session"]?["last_sequence"]?.intValue)
    try #require(lastStored >= ids.count, "the session's last sequence: \(total)")
    // A reconnect from the very start replays the whole session from the store.
    let replay = try server.stream(id, lastEventID: 0)
    let all = try await replay.read { events in
      events.contains { $0.type == "state" }
    }
    replay.close()
    #expect(all.compactMap(\.id) == Array(1...Int64(lastStored)))
    _ = try await server.stop()
  }

  /// The open permission request's id, once the session shows one.
  func waitForPrompt(_ server: ServeClient, _ id: String) async throws -> String {
    var request: String?
    try await waitFor("the permission prompt to open", timeout: .seconds(20)) {
      let state = try await server.json("GET", "/api/sessions/\(id)/state")
      request = state["permission"]?["request_id"]?.stringValue
      return request != nil
    }
    return try #require(request)
  }

  @Test func aPromptAnsweredInOneClientClosesInTheOthersAndFormsTakeValues() async throws {
    let server = try await ServeClient.start(home: home.path)
    let id = try await newSession(server)
    let one = try server.stream(id)
    let two = try server.stream(id)
    for stream in [one, two] { try await stream.read { $0.contains { $0.type == "state" } } }
    try await server.json(
      "POST", "/api/sessions/\(id)/messages", ["text": "add a todo"], expect: 202)
    let form = try await one.read { events in
      events.contains { $0.type == "prompts" && $0.data["input"] != .null }
    }.last { $0.type == "prompts" }?.data["input"]
    let formID = try #require(form?["request_id"]?.stringValue)
    #expect(form?["fields"]?.arrayValue?.contains { $0["name"] == "title" } == true)
    try await server.json(
      "POST", "/api/sessions/\(id)/prompts/\(formID)", ["values": ["title": "buy bread"]])
    let asked = try await two.read { events in
      events.contains { $0.type == "prompts" && $0.data["permission"] != .null }
    }
    let prompt = try #require(
      asked.last { $0.type == "prompts" }?.data["permission"]?["request_id"]?.stringValue)
    // Denied with a message in the first client…
    try await server.json(
      "POST", "/api/sessions/\(id)/prompts/\(prompt)",
      ["decision": "deny", "message": "not today"])
    // …and closed in both.
    for stream in [one, two] {
      let events = try await stream.read { $0.contains { $0.type == "result" } }
      let prompts = events.filter { $0.type == "prompts" }
      #expect(prompts.last?.data["permission"] == .null)
      #expect(events.contains { $0.type == "tool_result" && $0.data["status"] == "denied" })
      stream.close()
    }
    let page = try await server.json("GET", "/api/sessions/\(id)/events?limit=500")
    let decision = page["events"]?.arrayValue?.first {
      $0["payload"]?["type"] == "permission_decision"
    }
    #expect(decision?["payload"]?["decision"] == "deny")
    _ = try await server.stop()
  }

  @Test func aRunIsPausedResumedAndOneOfItsCallsCancelled() async throws {
    let server = try await ServeClient.start(home: home.path, environment: ["ASK_DEMO_SKILLS": "1"])
    let id = try await newSession(server)
    let stream = try server.stream(id)
    try await stream.read { $0.contains { $0.type == "state" } }
    try await server.json(
      "POST", "/api/sessions/\(id)/messages", ["text": "count down 30 seconds"], expect: 202)
    let running = try await stream.read { events in
      events.contains { $0.type == "card" && $0.data["card"]?["status"] == "running" }
    }
    let call = try #require(
      running.last { $0.type == "card" }?.data["card"]?["id"]?.stringValue)
    #expect(try await server.json("POST", "/api/sessions/\(id)/pause")["paused"] == true)
    #expect(try await server.json("POST", "/api/sessions/\(id)/resume")["paused"] == false)
    let other = try await server.request(
      "POST", "/api/sessions/\(id)/cancel", body: #"{"tool_use_id":"call_nope"}"#)
    #expect(other.status == 409 && other.code == "call_not_running", "\(other.body)")
    try await server.json(
      "POST", "/api/sessions/\(id)/cancel", ["tool_use_id": .string(call)], expect: 202)
    let events = try await stream.read { $0.contains { $0.type == "result" } }
    stream.close()
    let result = events.last { $0.type == "tool_result" }
    #expect(result?.data["status"] == "cancelled", "\(result?.data.jsonString ?? "no result")")
    #expect(events.last { $0.type == "card" }?.data["card"]?["status"] == "cancelled")
    // The run is over: nothing left to cancel or pause.
    try await waitFor("the run to end", timeout: .seconds(20)) {
      try await server.json("GET", "/api/sessions/\(id)/state")["running"] == false
    }
    let late = try await server.request("POST", "/api/sessions/\(id)/pause")
    #expect(late.status == 409 && late.code == "not_running")
    // A link with the token to a path that is no page of ours sends the browser home.
    let odd = try await server.request(
      "GET", "/elsewhere?token=\(server.token)", authorized: false)
    #expect(odd.status == 303 && odd.headers["location"] == "/")
    _ = try await server.stop()
  }

  @Test func aClientCannotOpenUnboundedStreams() async throws {
    let server = try await ServeClient.start(home: home.path)
    let id = try await newSession(server)
    var streams: [EventStreamReader] = []
    for _ in 0..<16 {
      let stream = try server.stream(id)
      try await stream.read { $0.contains { $0.type == "state" } }
      streams.append(stream)
    }
    let refused = try await server.request("GET", "/api/sessions/\(id)/stream")
    #expect(refused.status == 429 && refused.code == "too_many_streams", "\(refused.body)")
    for stream in streams { stream.close() }
    // Closed streams are given back.
    try await waitFor("a stream can be opened again", timeout: .seconds(20)) {
      let stream = try server.stream(id)
      defer { stream.close() }
      let events = try await stream.read {
        $0.contains { $0.type == "state" } || $0.isEmpty == false
      }
      return events.contains { $0.type == "state" }
    }
    _ = try await server.stop()
  }

  @Test func sigtermCancelsTheRunDeniesItsPromptAndKeepsItsEvents() async throws {
    let server = try await ServeClient.start(home: home.path)
    let id = try await newSession(server)
    try await server.json(
      "POST", "/api/sessions/\(id)/messages", ["text": "add a todo buy milk"], expect: 202)
    _ = try await waitForPrompt(server, id)
    let stopped = try await server.stop()
    #expect(stopped.status == 0, "\(stopped.stderr)")
    // Restarted: the run's events are all there, ending in a cancelled result.
    let again = try await ServeClient.start(home: home.path)
    let page = try await again.json("GET", "/api/sessions/\(id)/events?limit=500")
    let types = page["events"]?.arrayValue?.compactMap { $0["payload"]?["type"]?.stringValue } ?? []
    #expect(types.first == "user_message")
    #expect(types.contains("permission_request"))
    let result = page["events"]?.arrayValue?.last { $0["payload"]?["type"] == "result" }
    #expect(result?["payload"]?["subtype"] == "cancelled", "\(types)")
    let todos = page["events"]?.arrayValue?.contains {
      $0["payload"]?["type"] == "tool_result" && $0["payload"]?["status"] == "success"
    }
    #expect(todos == false, "the denied call never ran")
    _ = try await again.stop()
  }

  @Test func aServerKilledMidRunLeavesASessionThatRunsAgain() async throws {
    let server = try await ServeClient.start(home: home.path)
    let id = try await newSession(server)
    try await server.json(
      "POST", "/api/sessions/\(id)/messages", ["text": "add a todo buy milk"], expect: 202)
    _ = try await waitForPrompt(server, id)
    kill(server.process.pid, SIGKILL)
    _ = try await server.process.finish()
    // The search index was written with the events: what was said before the kill is found.
    let found = try await AskProcess.run(
      ["sessions", "search", "buy milk", "--json"], home: home.path)
    #expect(
      found.events.contains { $0["type"] == "hit" && $0["session"]?.stringValue == id },
      "\(found.stdout)")
    let again = try await ServeClient.start(home: home.path)
    let stream = try again.stream(id, lastEventID: 0)
    try await stream.read { $0.contains { $0.type == "state" } }
    try await again.json(
      "POST", "/api/sessions/\(id)/messages", ["text": "what time is it"], expect: 202)
    let events = try await stream.read { $0.contains { $0.type == "result" } }
    stream.close()
    #expect(events.last { $0.type == "result" }?.data["subtype"] == "success")
    let ids = events.compactMap(\.id)
    #expect(ids == Array(1...Int64(ids.count)), "the new run's events follow the old ones: \(ids)")
    _ = try await again.stop()
  }
}
