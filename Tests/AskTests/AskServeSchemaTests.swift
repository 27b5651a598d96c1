import AgentTestSupport
import Foundation
import Testing

/// `/api/openapi.json` checked against the real server's answers by schemathesis (PyPI),
/// every check on every operation (coverage, fuzzing and stateful phases, a fixed seed):
/// statuses, content types, response schemas, schema-valid data accepted and invalid data
/// rejected, methods not listed refused with `Allow`, no 5xx. The event stream is left out
/// (it never ends; AskServeTests reads it), and `Tests/Fixtures/schemathesis.toml` says why a
/// schema-valid new session can still be refused.
@Suite(.serialized)
struct AskServeSchemaTests {
  @Test func theOpenAPIDocumentMatchesTheServer() async throws {
    guard
      let schemathesis = testVenvProgram(
        "schemathesis", variable: "ASK_BROWSER_VENV", defaultName: "browser-venv")
    else {
      Issue.record("schemathesis is missing: run scripts/test.sh or scripts/test-peers.sh")
      return
    }
    let home = try TemporaryHome()
    let server = try await ServeClient.start(home: home.path)
    let config = ReplayServer.script(from: #filePath, named: "schemathesis.toml")
    let run = try AskProcess(
      [
        "--no-color", "--config-file", config, "run",
        "http://\(server.host)/api/openapi.json", "-H", "Authorization: Bearer \(server.token)",
        "--exclude-path", "/api/sessions/{id}/stream", "--max-examples", "25", "--seed", "17",
        "--workers", "1", "--request-timeout", "20",
      ], home: home.path, executable: schemathesis)
    let finished = try await run.finish(timeout: .seconds(400))
    // The failures section, each line cut short (generated bodies can be a megabyte).
    let failures = finished.stdout.components(separatedBy: "FAILURES").dropFirst().joined()
      .split(separator: "\n").map { $0.prefix(300) }.prefix(80).joined(separator: "\n")
    #expect(finished.status == 0, "\(failures)\n\(finished.stderr.suffix(1000))")
    #expect(finished.stdout.contains("22 selected"), "every operation but the stream")
    let stopped = try await server.stop()
    #expect(stopped.status == 0, "\(stopped.stderr)")
  }
}
