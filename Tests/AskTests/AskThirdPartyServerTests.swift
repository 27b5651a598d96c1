import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// `ask` against a server nobody on this project wrote: LiteLLM's proxy (from PyPI, installed
/// by scripts/test-peers.sh), in front of the fault server's Anthropic-format backend. Its
/// `/v1/messages` passes the Anthropic wire format through; its `/v1/chat/completions`
/// translates the OpenAI format — so both of ask's wire formats meet a third-party
/// implementation, streaming and the whole tool loop included.
@Suite(.serialized)
struct AskThirdPartyServerTests {
  static let masterKey = "sk-litellm-test-key"

  /// The venv's python with LiteLLM, or nil (the test then fails, saying how to install it).
  static var litellm: String? {
    testVenvProgram("litellm", variable: "ASK_TEST_VENV", defaultName: "test-venv")
  }

  @Test func bothWireFormatsWorkThroughTheLiteLLMProxy() async throws {
    guard let litellm = Self.litellm else {
      let message: Comment =
        "LiteLLM's proxy is not installed: run scripts/test.sh, or scripts/test-peers.sh (a venv from PyPI), then swift test"
      Issue.record(message)
      return
    }
    let backend = try ReplayServer(
      script: ReplayServer.script(from: #filePath, named: "fault_server.py"))
    let home = try TemporaryHome()
    let proxy = try LiteLLMProxy(binary: litellm, backendPort: backend.port, key: Self.masterKey)
    do {
      try await exercise(proxy, home: home)
    } catch {
      await proxy.stop()
      throw error
    }
    await proxy.stop()
  }

  func exercise(_ proxy: LiteLLMProxy, home: TemporaryHome) async throws {
    try await proxy.waitUntilReady()

    let environment = ["ANTHROPIC_API_KEY": Self.masterKey, "OPENAI_API_KEY": Self.masterKey]
    for api in ["anthropic", "openai"] {
      let base = "http://127.0.0.1:\(proxy.port)" + (api == "openai" ? "/v1" : "")
      // Streaming: the answer arrives as partial messages, which add up to it; usage
      // reported. (How many depends on how the bytes arrive: what one read holds is handed on
      // as one piece — LiteLLM's Anthropic-format endpoint, or a loaded machine, can deliver
      // the five tokens sent 200 ms apart in one read.)
      let slow = try await AskProcess.run(
        ["--json", "--model", "\(api)/slow", "--base-url", base, "count for me"],
        home: home.path, environment: environment)
      #expect(slow.status == 0, "\(api): \(slow.stdout.suffix(800))")
      let pieces = slow.events(ofType: "partial_message").compactMap { $0["text"]?.stringValue }
      #expect(!pieces.isEmpty, "\(api): streamed")
      #expect(pieces.joined() == "t0 t1 t2 t3 t4 ", "\(api): the pieces are the whole answer")
      let result = slow.events(ofType: "result").first
      #expect(result?["text"] == "t0 t1 t2 t3 t4 ", "\(api)")
      #expect((result?["usage"]?["output_tokens"]?.intValue ?? 0) > 0, "\(api): usage reported")
      // The tool loop, behind a backend that validates strictly: call, result, answer.
      let loop = try await AskProcess.run(
        ["--json", "--model", "\(api)/strict", "--base-url", base, "what time is it"],
        home: home.path, environment: environment)
      #expect(loop.status == 0, "\(api): \(loop.stdout.suffix(800))")
      #expect(loop.events(ofType: "tool_use").first?["name"] == "time.now", "\(api)")
      #expect(loop.events(ofType: "tool_result").count == 1, "\(api)")
      #expect(loop.events(ofType: "result").first?["text"] == "done", "\(api)")
      #expect(loop.events(ofType: "result").first?["num_turns"] == 2, "\(api)")
      // A key the proxy does not know: without a database LiteLLM answers 400 "No connected
      // db." rather than 401; whatever it says reaches the user as it said it.
      let refused = try await AskProcess.run(
        ["--json", "--model", "\(api)/slow", "--base-url", base, "hi"], home: home.path,
        environment: ["ANTHROPIC_API_KEY": "sk-wrong", "OPENAI_API_KEY": "sk-wrong"])
      #expect(refused.status == 1)
      let refusal = refused.events(ofType: "result").first?["error"]?["message"]?.stringValue
      #expect(refusal?.contains("HTTP 400: No connected db") == true, "\(api): \(refusal ?? "")")
    }
    let doctor = try await AskProcess.run(
      ["doctor", "--model", "openai/strict", "--base-url", "http://127.0.0.1:\(proxy.port)/v1"],
      home: home.path, environment: environment)
    #expect(doctor.stdout.contains("serves strict"), "\(doctor.stdout)")
  }
}

/// One LiteLLM proxy process on a free loopback port, with a config naming the backend.
final class LiteLLMProxy: Sendable {
  let port: Int
  private let process: Process
  private let directory: String

  init(binary: String, backendPort: Int, key: String) throws {
    directory = NSTemporaryDirectory() + "litellm-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let models = [("strict", "strict"), ("slow", "slow-5-200")].map { name, backendModel in
      """
        - model_name: \(name)
          litellm_params:
            model: anthropic/\(backendModel)
            api_base: http://127.0.0.1:\(backendPort)
            api_key: sk-backend
      """
    }
    let config =
      "model_list:\n" + models.joined(separator: "\n")
      + "\ngeneral_settings:\n  master_key: \(key)\n"
    try config.write(toFile: directory + "/config.yaml", atomically: true, encoding: .utf8)
    port = try LoopbackPort.free()
    process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = [
      "--config", directory + "/config.yaml", "--host", "127.0.0.1", "--port", "\(port)",
    ]
    var environment = ProcessInfo.processInfo.environment
    // No network here: the bundled price map, no telemetry.
    environment["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"
    environment["LITELLM_TELEMETRY"] = "False"
    process.environment = environment
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    guard FileManager.default.createFile(atPath: directory + "/proxy.log", contents: nil),
      let log = FileHandle(forWritingAtPath: directory + "/proxy.log")
    else { throw CocoaError(.fileWriteUnknown) }
    process.standardOutput = log
    process.standardError = process.standardOutput
    process.standardInput = FileHandle.nullDevice
    try process.run()
  }

  /// Until `/health/liveliness` answers 200, at most 300 s: LiteLLM takes seconds to start
  /// alone, and took 120 s in a clean-clone CI run while the rest of the suite started beside
  /// it on two cores (its log showed the first 200 at the deadline).
  func waitUntilReady() async throws {
    let deadline = ContinuousClock.now + .seconds(300)
    while ContinuousClock.now < deadline {
      guard process.isRunning else { break }
      if let answer = try? await AskFaultTests.fetchStatus(
        "http://127.0.0.1:\(port)/health/liveliness"), answer == 200
      {
        return
      }
      try await Task.sleep(for: .milliseconds(200))
    }
    let log = (try? String(contentsOfFile: directory + "/proxy.log", encoding: .utf8)) ?? ""
    Issue.record("LiteLLM did not start:\n\(log.suffix(2000))")
    throw CancellationError()
  }

  /// SIGINT (uvicorn's clean shutdown), then SIGKILL after 5 s: LiteLLM can sit on SIGTERM.
  /// Waits asleep, never blocking a thread of the shared pool: a blocked pool thread stalls
  /// every other test on a two-core machine (it once made a 10 ms cancel measure 5 s).
  func stop() async {
    let pid = process.processIdentifier
    if process.isRunning { kill(pid, SIGINT) }
    let deadline = ContinuousClock.now + .seconds(5)
    while process.isRunning, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(20))
    }
    if process.isRunning { kill(pid, SIGKILL) }
    let killed = ContinuousClock.now + .seconds(10)
    while process.isRunning, ContinuousClock.now < killed {
      try? await Task.sleep(for: .milliseconds(20))
    }
    if process.isRunning { Issue.record("LiteLLM (pid \(pid)) outlived SIGKILL by 10 s") }
    try? FileManager.default.removeItem(atPath: directory)
  }
}
