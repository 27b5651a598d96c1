import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// A project's `.ask/mcp.json`: its servers start only once `ask mcp trust` approved the file
/// as it is, and trust shows what approving lets them reach.
extension AskMCPTests {
  /// A project's `.ask/mcp.json` came with a checkout: its servers are listed, not started,
  /// until `ask mcp trust` approves the file as it is — and again after any change.
  @Test func projectServersStartOnlyOnceTheirFileIsApproved() async throws {
    let project = outside.path + "/checkout"
    try FileManager.default.createDirectory(
      atPath: project + "/.ask", withIntermediateDirectories: true)
    let file = project + "/.ask/mcp.json"
    try #"{"mcpServers": {\#(faultServer())}}"#.write(
      toFile: file, atomically: true, encoding: .utf8)
    let before = try await AskProcess.run(
      ["mcp", "list", "--json"], home: home.path, directory: project)
    #expect(before.events.first?["state"] == "untrusted", "\(before.stdout)")
    #expect(!FileManager.default.fileExists(atPath: faultLog), "the server never started")
    let call = try await AskProcess.run(
      ["call", "mcp.fault.slow", "--json"], home: home.path, directory: project)
    #expect(call.status != 0)
    #expect(call.stdout.contains("which you have not approved"), "\(call.stdout.suffix(600))")

    let trust = try await AskProcess.run(["mcp", "trust"], home: home.path, directory: project)
    #expect(trust.status == 0, "\(trust.stderr)")
    #expect(trust.stdout.contains("fault: python3"))
    #expect(
      trust.stdout.contains("leaves its sandbox: write \(outside.path)"),
      "what approving widens is shown: \(trust.stdout)")
    let after = try await AskProcess.run(
      ["mcp", "list", "--json"], home: home.path, directory: project)
    #expect(after.events.first?["state"] == "ready", "\(after.stdout)")

    try (try String(contentsOfFile: file, encoding: .utf8)).replacingOccurrences(
      of: "\"timeout_s\": 3", with: "\"timeout_s\": 4"
    ).write(toFile: file, atomically: true, encoding: .utf8)
    let changed = try await AskProcess.run(
      ["mcp", "list", "--json"], home: home.path, directory: project)
    #expect(changed.events.first?["state"] == "untrusted", "a changed file needs trust again")
  }
}
