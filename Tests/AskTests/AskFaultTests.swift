import AgentTestSupport
import Foundation
import SkillKit
import Synchronization
import Testing

/// `ask` against a hostile model server (Tests/Fixtures/fault_server.py), both wire formats:
/// every run ends with the right exit code, every tool call gets its result, and the key
/// never reaches another origin, the output or the database.
@Suite(.serialized)
struct AskFaultTests {
  static let key = "sk-fault-SECRET-1234567890"

  struct Scenario: Sendable, CustomTestStringConvertible {
    var model: String
    var status: Int32
    /// A word the output must contain.
    var expect: String?
    /// An outcome set by a size, not a clock (`oversized`): run with deadlines a loaded
    /// machine cannot reach first — a CI run once read under 8 MiB in the suite's 2 s idle
    /// limit and ended `no progress` instead of `stream_too_large`.
    var unhurried = false
    var testDescription: String { model }
  }

  static let scenarios: [Scenario] = [
    Scenario(model: "ok", status: 0, expect: "ok"),
    Scenario(model: "redirect-other", status: 1, expect: "redirect_refused"),
    Scenario(model: "redirect-307", status: 0, expect: "followed"),
    Scenario(model: "redirect-loop", status: 1, expect: "redirects"),
    Scenario(model: "hang-headers", status: 1, expect: "no progress"),
    Scenario(model: "drip", status: 1, expect: nil),
    Scenario(model: "ping-flood", status: 1, expect: "no progress"),
    Scenario(model: "oversized", status: 1, expect: "stream_too_large", unhurried: true),
    Scenario(model: "retry-inf", status: 1, expect: "rate_limited"),
    Scenario(model: "retry-huge", status: 1, expect: "rate_limited"),
    Scenario(model: "retry-nan", status: 1, expect: "rate_limited"),
    Scenario(model: "retry-neg", status: 1, expect: "rate_limited"),
    Scenario(model: "reset", status: 1, expect: nil),
    Scenario(model: "wrong-type", status: 1, expect: nil),
    Scenario(model: "bad-json", status: 1, expect: nil),
    Scenario(model: "tool-hang", status: 1, expect: nil),
    Scenario(model: "invalid-500", status: 1, expect: "expected a string"),
  ]

  let server: ReplayServer
  let home: TemporaryHome

  init() throws {
    server = try ReplayServer(
      script: ReplayServer.script(from: #filePath, named: "fault_server.py"))
    home = try TemporaryHome()
  }

  func arguments(_ api: String, _ model: String) -> [String] {
    let base = "http://127.0.0.1:\(server.port)" + (api == "openai" ? "/v1" : "")
    return ["--json", "--model", "\(api)/\(model)", "--base-url", base, "hello"]
  }

  var environment: [String: String] {
    [
      "ANTHROPIC_API_KEY": Self.key, "OPENAI_API_KEY": Self.key, "ASK_IDLE_TIMEOUT_S": "2",
      "ASK_REQUEST_TIMEOUT_S": "6",
    ]
  }

  /// `environment` with deadlines a loaded machine cannot reach first, for an outcome set by a
  /// size or a count, not a clock.
  var unhurriedEnvironment: [String: String] {
    environment.merging(["ASK_IDLE_TIMEOUT_S": "60", "ASK_REQUEST_TIMEOUT_S": "120"]) { $1 }
  }

  func check(_ run: AskProcess.Finished, _ scenario: Scenario, _ api: String) {
    let label = "\(api)/\(scenario.model)"
    #expect(run.status == scenario.status, "\(label): exit \(run.status)\n\(run.stdout)")
    if let word = scenario.expect {
      #expect(run.stdout.contains(word), "\(label): \(run.stdout.suffix(600))")
    }
    #expect(!run.stdout.contains("SECRET") && !run.stderr.contains("SECRET"), "\(label) leaked")
    let uses = Set(run.events(ofType: "tool_use").compactMap { $0["id"]?.stringValue })
    let results = Set(
      run.events(ofType: "tool_result").compactMap { $0["tool_use_id"]?.stringValue })
    #expect(uses == results, "\(label): every tool_use gets one tool_result")
    #expect(run.events(ofType: "result").count == 1, "\(label): one result")
  }

  @Test func everyFaultEndsCleanlyInBothWireFormats() async throws {
    let cases = Self.scenarios.flatMap { scenario in ["anthropic", "openai"].map { (scenario, $0) }
    }
    // Four at a time: the suite's other tests share these two cores.
    var runs: [(Scenario, String, AskProcess.Finished)] = []
    for batch in stride(from: 0, to: cases.count, by: 4) {
      let slice = cases[batch..<min(batch + 4, cases.count)]
      runs += try await withThrowingTaskGroup(of: (Scenario, String, AskProcess.Finished).self) {
        group in
        for (scenario, api) in slice {
          let environment = scenario.unhurried ? unhurriedEnvironment : self.environment
          group.addTask { [environment] in
            let run = try await AskProcess.run(
              arguments(api, scenario.model), home: home.path, environment: environment)
            return (scenario, api, run)
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
    }
    for (scenario, api, run) in runs { check(run, scenario, api) }
    // A 500 that blames the request is tried twice, not three times.
    let counts = try await Self.fetch("http://127.0.0.1:\(server.port)/__counts")
    #expect(counts["anthropic/invalid-500"] == 2)
    #expect(counts["openai/invalid-500"] == 2)
    #expect(counts["anthropic/reset"] == 3, "a transient failure still gets its three tries")
    // The other origin never saw a request, let alone the key.
    let other = try await Self.fetch("http://127.0.0.1:\(server.port)/__other")
    #expect(other.arrayValue?.isEmpty == true, "\(other)")
    let stored = try Data(contentsOf: URL(fileURLWithPath: home.database))
    #expect(!String(decoding: stored, as: UTF8.self).contains("SECRET"))
    let export = try await AskProcess.run(["audit", "export"], home: home.path)
    #expect(!export.stdout.contains("SECRET"))
  }

  /// A cancel ends a run stuck in any fault long before its timeouts would (the worst case
  /// is printed).
  @Test func aCancelEndsAStuckRunPromptly() async throws {
    let worst = Mutex(Duration.zero)
    for model in ["hang-headers", "drip", "ping-flood", "tool-hang"] {
      for api in ["anthropic", "openai"] {
        var environment = self.environment
        environment["ASK_IDLE_TIMEOUT_S"] = "60"
        // The suite's 6 s request deadline would end the run itself when a loaded machine is
        // slow to hand the test the first line (a full run once took over 6 s): only the
        // cancel may end it here.
        environment["ASK_REQUEST_TIMEOUT_S"] = "120"
        let ask = try AskProcess(arguments(api, model), home: home.path, environment: environment)
        _ = try await ask.waitForLine(containing: "parsing_intent")
        let clock = ContinuousClock()
        let sent = clock.now
        ask.send(#"{"type":"cancel"}"#)
        let run = try await ask.finish(timeout: .seconds(20))
        let took = clock.now - sent
        worst.withLock { $0 = max($0, took) }
        #expect(run.status == 130, "\(api)/\(model): \(run.stdout.suffix(400))")
        // Without the cancel the run would wait for the 60 s idle timeout. The usual time is
        // 10–20 ms (printed below); the bound is loose because a loaded machine once took
        // 5.03 s here (openai/tool-hang in a full run) — a lead worth following, not a
        // figure to assert on a shared machine.
        #expect(took < .seconds(15), "\(api)/\(model): cancel took \(took)")
      }
    }
    print("fault scenarios: worst time from cancel to the end of the run: \(worst.withLock { $0 })")
  }

  /// 10,000 calls in one message, cancelled at the first prompt: each gets one result and one
  /// audit row, written in one transaction (one per call took 67 s).
  /// Ten thousand calls are a count, not a clock: read with unhurried deadlines (a clean-clone
  /// CI once cut the 3 MB stream at the suite's 2 s idle limit, and every call was `not run`).
  @Test func cancellingTenThousandQueuedCallsIsQuickAndAudited() async throws {
    let ask = try AskProcess(
      arguments("anthropic", "many-calls"), home: home.path, environment: unhurriedEnvironment)
    _ = try await ask.waitForLine(containing: "permission_request", timeout: .seconds(60))
    let clock = ContinuousClock()
    let sent = clock.now
    ask.send(#"{"type":"cancel"}"#)
    let run = try await ask.finish(timeout: .seconds(120))
    let took = clock.now - sent
    print("10,000 queued calls: cancel to exit \(took)")
    #expect(run.status == 130)
    #expect(run.events(ofType: "tool_result").count == 10_000)
    let audit = try await AskProcess.run(["audit", "--json"], home: home.path)
    #expect(audit.events.count == 10_000)
    #expect(took < .seconds(30), "cancel took \(took)")
  }

  static func fetch(_ url: String) async throws -> JSONValue {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import sys,urllib.request; print(urllib.request.urlopen(sys.argv[1]).read().decode())", url,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = try await offThePool {
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return data
    }
    return try JSONValue.parse(data)
  }

  /// The HTTP status `url` answers with (nil when nothing answers within 2 s).
  static func fetchStatus(_ url: String) async throws -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import sys,urllib.request\ntry: print(urllib.request.urlopen(sys.argv[1], timeout=2).status)"
        + "\nexcept Exception as e: print(getattr(e, 'code', ''))",
      url,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = try await offThePool {
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return data
    }
    return Int(
      String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
