import AgentTestSupport
import Foundation
import SQLiteStore
import SkillKit
import Testing

/// `ask` against real HTTP: the replay server speaking both providers' wire formats.
@Suite(.serialized)
struct AskProviderTests {
  let home: TemporaryHome
  let server: ReplayServer

  init() throws {
    home = try TemporaryHome()
    server = try ReplayServer(script: ReplayServer.script(from: #filePath))
  }

  var anthropicURL: String { server.baseURL.absoluteString }
  var openAIURL: String { server.baseURL.absoluteString + "/v1" }

  @Test func partialMessagesArriveAsTheSlowStreamIsGenerated() async throws {
    let ask = try AskProcess(
      ["--json", "--model", "anthropic/slow", "--base-url", anthropicURL, "hi"], home: home.path)
    ask.closeInput()
    let finished = try await ask.finish()
    #expect(finished.status == 0, "\(finished.stdout)\(finished.stderr)")
    let arrivals = ask.linesWithArrival.filter { $0.1.contains(#""type":"partial_message""#) }.map(
      \.0)
    #expect(arrivals.count == 20)
    guard let first = arrivals.first, let last = arrivals.last else { return }
    #expect(last - first > .milliseconds(1200), "the server spaces 20 deltas 100 ms apart")
    let burst = arrivals.filter { last - $0 < .milliseconds(150) }.count
    #expect(burst <= 3, "not one burst at the end: \(burst) arrived in the last 150 ms")
  }

  @Test func aToolCallFromAnthropicRunsTheSkill() async throws {
    let finished = try await AskProcess.run(
      ["--json", "--model", "anthropic/tool", "--base-url", anthropicURL, "提醒我明天九点开会"],
      home: home.path,
      stdin: [
        #"{"type":"permission_response","request_id":"perm-1","decision":"allow_once","kind":"authorization"}"#,
        #"{"type":"permission_response","request_id":"perm-2","decision":"allow_once"}"#,
      ])
    #expect(finished.status == 0, "\(finished.stdout)")
    let use = try #require(finished.events(ofType: "tool_use").first)
    #expect(use["name"] == "reminder.create", "skill ids, never wire names, reach the user")
    #expect(finished.events(ofType: "tool_result").first?["status"] == "success")
    #expect(finished.events(ofType: "result").first?["num_turns"] == 2)
    let database = try SQLiteDatabase(path: home.database)
    let rows = try await database.query("SELECT title FROM reminders")
    #expect(rows.first?.first?.text == "开会")
    let bodies = try server.requests().compactMap { $0["body"] }
    let second = try #require(
      bodies.first {
        $0["messages"]?.arrayValue?.last?["content"]?.arrayValue?.first?["type"] == "tool_result"
      })
    let results = second["messages"]?.arrayValue?.last?["content"]?.arrayValue
    #expect(results?.first?["tool_use_id"] == "toolu_01A")
    #expect(bodies.count == 2, "two turns; no title request runs after the answer")
  }

  @Test func aStreamThatEndsEarlyFailsAndItsCallIsAnsweredNotRun() async throws {
    let finished = try await AskProcess.run(
      ["--json", "--model", "anthropic/drop", "--base-url", anthropicURL, "x"], home: home.path)
    #expect(finished.status == 1)
    let result = try #require(finished.events(ofType: "result").first)
    #expect(result["error"]?["message"] == "The model's stream ended early.")
    let uses = finished.events(ofType: "tool_use")
    let answers = finished.events(ofType: "tool_result")
    #expect(uses.map { $0["id"] } == ["toolu_drop"])
    #expect(answers.map { $0["tool_use_id"] } == ["toolu_drop"])
    #expect(answers.first?["status"] == "error")
    #expect(finished.events(ofType: "permission_request").isEmpty, "nothing was about to run")
  }

  @Test func malformedToolArgumentsGoBackToTheModel() async throws {
    let finished = try await AskProcess.run(
      ["--json", "--model", "anthropic/badjson", "--base-url", anthropicURL, "x"], home: home.path)
    #expect(finished.status == 0)
    let answer = try #require(finished.events(ofType: "tool_result").first)
    #expect(answer["status"] == "error")
    #expect(
      answer["content"]?.stringValue?.hasPrefix("invalid input: the arguments are not valid JSON")
        == true)
    #expect(finished.events(ofType: "result").first?["text"] == "Sorry, my arguments were broken.")
  }

  @Test func openAICompatibleServersWorkWithoutAKey() async throws {
    let finished = try await AskProcess.run(
      ["--json", "--model", "openai/text", "--base-url", openAIURL, "hi"], home: home.path,
      environment: ["OPENAI_API_KEY": ""])
    #expect(finished.status == 0, "\(finished.stdout)\(finished.stderr)")
    #expect(
      finished.events(ofType: "result").first?["text"] == "Hello from an OpenAI-compatible server.")
    #expect(
      finished.events(ofType: "result").first?["total_cost_usd"] == .null, "unknown price is null")
  }

  @Test func knownModelsAreCostedPerTurnAndPerRun() async throws {
    let finished = try await AskProcess.run(
      ["--json", "--model", "anthropic/claude-sonnet-4-5", "--base-url", anthropicURL, "hi"],
      home: home.path)
    let cost = try #require(finished.events(ofType: "result").first?["total_cost_usd"]?.doubleValue)
    let perMillion: Double = 120 * 3 + 12 * 15 + 10 * 3.75 + 50 * 0.3
    let expected = perMillion / 1_000_000
    #expect(abs(cost - expected) < 1e-12)
    #expect(finished.events(ofType: "assistant").first?["cost_usd"]?.doubleValue == cost)
  }

  @Test func keysNeverLeaveTheProcess() async throws {
    let key = "sk-ant-very-secret-key-0042"
    let finished = try await AskProcess.run(
      ["--json", "--model", "anthropic/notfound", "--base-url", anthropicURL, "hi"],
      home: home.path, environment: ["ANTHROPIC_API_KEY": key])
    #expect(finished.status == 1)
    #expect(finished.events(ofType: "result").first?["error"]?["code"] == "model_not_found")
    #expect(!finished.stdout.contains(key) && !finished.stderr.contains(key))
    let database = try Data(contentsOf: URL(fileURLWithPath: home.database))
    #expect(database.range(of: Data(key.utf8)) == nil)
    #expect(try server.requests().last?["headers"]?["x-api-key"]?.stringValue == key)
    let doctor = try await AskProcess.run(
      ["doctor", "--model", "anthropic/x", "--base-url", anthropicURL], home: home.path,
      environment: ["ANTHROPIC_API_KEY": key])
    #expect(doctor.stdout.contains("ANTHROPIC_API_KEY: present"))
    #expect(!doctor.stdout.contains(key))
  }

  /// Doctor says whether the endpoint serves the model, and what it offers that is close.
  @Test func doctorChecksTheModelAgainstTheServersList() async throws {
    let listed = try await AskProcess.run(
      ["doctor", "--json", "--model", "anthropic/tool", "--base-url", anthropicURL],
      home: home.path, environment: ["ANTHROPIC_API_KEY": "k"])
    #expect(listed.events.first?["endpoint"]?["ok"] == true)
    #expect(
      listed.events.first?["endpoint"]?["value"]?.stringValue?.contains("serves tool") == true)
    let misspelled = try await AskProcess.run(
      ["doctor", "--json", "--model", "anthropic/tol", "--base-url", anthropicURL],
      home: home.path, environment: ["ANTHROPIC_API_KEY": "k"])
    let endpoint = try #require(misspelled.events.first?["endpoint"])
    #expect(endpoint["ok"] == false)
    #expect(endpoint["value"]?.stringValue?.contains("tol is not among the") == true, "\(endpoint)")
    #expect(endpoint["value"]?.stringValue?.contains("close: tool") == true, "\(endpoint)")
    #expect(misspelled.status != 0)
  }

  @Test func settingsComeFromFlagsThenEnvironmentThenTheConfigFile() async throws {
    try Data(#"{"model":"openai/text","base_url":"\#(openAIURL)"}"#.utf8)
      .write(to: URL(fileURLWithPath: home.path + "/config.json"))
    let fromFile = try await AskProcess.run(["--json", "hi"], home: home.path)
    #expect(fromFile.events(ofType: "system").first?["model"] == "openai/text")
    let fromEnvironment = try await AskProcess.run(
      ["--json", "hi"], home: home.path,
      environment: ["ASK_MODEL": "anthropic/text", "ANTHROPIC_BASE_URL": anthropicURL])
    #expect(fromEnvironment.events(ofType: "system").first?["model"] == "anthropic/text")
    let fromFlag = try await AskProcess.run(
      ["--json", "--model", "offline", "现在几点"], home: home.path,
      environment: ["ASK_MODEL": "anthropic/text"])
    #expect(fromFlag.events(ofType: "system").first?["model"] == "offline")
    let doctor = try await AskProcess.run(["doctor", "--json"], home: home.path)
    let report = try #require(doctor.events.first)
    #expect(report["model"]?["value"] == "openai/text (config file)")
    #expect(report["endpoint"]?["ok"] == true)
    #expect(doctor.status == 0)
  }

  @Test func badSettingsAreClearErrors() async throws {
    let noKey = try await AskProcess.run(
      ["--model", "anthropic/claude-sonnet-4-5", "hi"], home: home.path,
      environment: ["ANTHROPIC_API_KEY": ""])
    #expect(noKey.status == 2)
    #expect(noKey.stderr.contains("ANTHROPIC_API_KEY is not set"))
    let badModel = try await AskProcess.run(["--model", "gemini/pro", "hi"], home: home.path)
    #expect(badModel.status == 2)
    let badURL = try await AskProcess.run(
      ["--model", "openai/x", "--base-url", "localhost:11434", "hi"], home: home.path)
    #expect(badURL.stderr.contains("is not an http(s) URL"))
    try Data(#"{"model":"offline","api_key":"sk-x"}"#.utf8)
      .write(to: URL(fileURLWithPath: home.path + "/config.json"))
    let badFile = try await AskProcess.run(["hi"], home: home.path)
    #expect(badFile.status == 2)
    #expect(badFile.stderr.contains("unknown setting \"api_key\""))
  }

  @Test func doctorReportsAnUnreachableEndpoint() async throws {
    let finished = try await AskProcess.run(
      ["doctor", "--model", "openai/x", "--base-url", "http://127.0.0.1:9/v1"], home: home.path)
    #expect(finished.status == 1)
    #expect(finished.stdout.contains("✗ endpoint"))
  }
}
