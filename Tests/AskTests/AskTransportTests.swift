import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// `ask` on real HTTP: waiting on a slow stream costs next to no CPU, and requests satisfy a
/// server that validates them strictly, in both wire formats.
@Suite(.serialized)
struct AskTransportTests {
  let server: ReplayServer
  let home: TemporaryHome

  init() throws {
    server = try ReplayServer(
      script: ReplayServer.script(from: #filePath, named: "fault_server.py"))
    home = try TemporaryHome()
  }

  func arguments(_ api: String, _ model: String, _ extra: [String] = []) -> [String] {
    let base = "http://127.0.0.1:\(server.port)" + (api == "openai" ? "/v1" : "")
    return ["--json", "--model", "\(api)/\(model)", "--base-url", base] + extra + [
      "what time is it"
    ]
  }

  let environment = ["ANTHROPIC_API_KEY": "sk-test", "OPENAI_API_KEY": "sk-test"]

  /// Goal ≤ 0.02 (BENCHMARKS.md measures it precisely); the bound here is generous for a
  /// shared machine, and far below the ~0.85 of a core FoundationNetworking burned.
  @Test(arguments: ["anthropic", "openai"])
  func waitingOnASlowStreamCostsAlmostNoCPU(_ api: String) async throws {
    let ask = try AskProcess(
      arguments(api, "slow-400-400"), home: home.path, environment: environment)
    ask.closeInput()
    // A fixed window from the second token: the stream has 398 more tokens (159 s) to go, so
    // the process is waiting on it throughout, however late a loaded machine shows its lines
    // (in CI the suite's start once delayed them by the whole 20 s of a 50-token stream). The
    // run is interrupted after the window, so the long stream costs nothing.
    _ = try await ask.waitForLine(containing: "t1 ")
    let clock = ContinuousClock()
    let start = clock.now
    guard let cpuStart = ask.cpuSeconds() else {
      Issue.record("no /proc/PID/stat here")
      return
    }
    try await Task.sleep(for: .milliseconds(1500))
    let wall = clock.now - start
    guard let cpuEnd = ask.cpuSeconds() else {
      let early = try await ask.finish()
      let why = "\(early.stdout.suffix(600)) \(early.stderr.suffix(300))"
      Issue.record("ask ended before the measurement window closed (\(early.status)): \(why)")
      return
    }
    let cpu = cpuEnd - cpuStart
    let seconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18
    let ratio = cpu / seconds
    print("AskTransportTests \(api): \(cpu) s CPU in \(seconds) s waiting — ratio \(ratio)")
    #expect(ratio < 0.15, "CPU \(cpu) s in \(seconds) s of waiting")
    // The rest of the stream is not waited for (the slow stream's whole answer is tested in
    // AskProviderTests): Ctrl-C (SIGINT) cancels the run, which still ends with its result.
    kill(ask.process.processIdentifier, SIGINT)
    let finished = try await ask.finish()
    #expect(
      finished.events(ofType: "result").first?["subtype"] == "cancelled",
      "\(finished.stdout.suffix(400))")
  }

  /// A strict server (no nulls, string content, max_tokens, tool results that answer calls)
  /// accepts both turns of a tool loop, with every tool_choice form.
  @Test(arguments: ["anthropic", "openai"])
  func aStrictServerAcceptsEveryTurnOfAToolLoop(_ api: String) async throws {
    for choice in [nil, "auto", "required", "time.now"] as [String?] {
      let extra = choice.map { ["--tool-choice", $0] } ?? []
      let run = try await AskProcess.run(
        arguments(api, "strict", extra), home: home.path, environment: environment)
      let label = "\(api) tool_choice \(choice ?? "default")"
      #expect(run.status == 0, "\(label): \(run.stdout.suffix(600))")
      #expect(run.events(ofType: "tool_result").count == 1, "\(label)")
      #expect(run.events(ofType: "result").first?["text"] == "done", "\(label)")
    }
  }

  @Test func aKeyWithALineBreakIsNamedNotSent() async throws {
    let run = try await AskProcess.run(
      arguments("openai", "ok"), home: home.path,
      environment: ["OPENAI_API_KEY": "sk-test-123\n"])
    #expect(run.status == 2)
    #expect(
      (run.stdout + run.stderr).contains("OPENAI_API_KEY holds a line break"), "\(run.stdout)")
    #expect(!(run.stdout + run.stderr).contains("sk-test-123"))
    let counts = try await AskFaultTests.fetch("http://127.0.0.1:\(server.port)/__counts")
    #expect(counts["openai/ok"] == nil, "nothing was sent")
  }

  @Test func anUnknownTransportIsAUsageError() async throws {
    let run = try await AskProcess.run(
      arguments("openai", "ok"), home: home.path,
      environment: ["OPENAI_API_KEY": "sk-test", "ASK_HTTP_TRANSPORT": "pigeon"])
    #expect(run.status == 2)
    #expect(
      (run.stdout + run.stderr).contains("ASK_HTTP_TRANSPORT=pigeon is not a transport"),
      "\(run.stdout)")
  }
}
