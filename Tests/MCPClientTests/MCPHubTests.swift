import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import MCPClient

/// The hub against the hostile fault server (Tests/Fixtures/mcp_fault_server.py): levels
/// from hints and config, a crash and the restart at the next call, the stateless envelope.
@Suite struct MCPHubTests {
  let directory: String

  init() throws {
    directory = NSTemporaryDirectory() + "mcp-hub-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  func hub(_ extra: String = "", timeout: Int = 5, backoff: Duration = .zero) throws -> MCPHub {
    let script = ReplayServer.script(from: #filePath, named: "mcp_fault_server.py")
    let json =
      #"{"mcpServers": {"fault": {"command": "python3", "args": ["\#(script)"], "timeout_s": \#(timeout)\#(extra)}}}"#
    let configs = try MCPServerConfig.parse(Data(json.utf8), file: directory + "/mcp.json")
    return MCPHub(
      configs: configs, environment: ProcessInfo.processInfo.environment,
      logDirectory: directory,
      sandbox: SandboxPolicy(mode: .workspace).confined(to: directory), restartBackoff: backoff)
  }

  func levels(_ hub: MCPHub) async -> [String: PermissionLevel] {
    let snapshot = await hub.snapshot()
    var out: [String: PermissionLevel] = [:]
    for descriptor in snapshot.registry.descriptors {
      out[descriptor.id] = descriptor.permissionLevel
    }
    return out
  }

  @Test func hintsChooseTheDefaultAndTheConfigDecides() async throws {
    let plain = try hub()
    let hinted = await levels(plain)
    #expect(hinted["mcp.fault.slow"] == .normal, "readOnlyHint: true")
    #expect(hinted["mcp.fault.write"] == .userConfirmation, "no hint: asks")
    await plain.stopAll()

    // A read-only claim does not lower the level the user set.
    let strict = try hub(#", "permission_level": "userConfirmation""#)
    #expect(await levels(strict)["mcp.fault.slow"] == .userConfirmation)
    await strict.stopAll()
    let system = try hub(#", "permission_level": "systemAccess""#)
    #expect(await levels(system)["mcp.fault.slow"] == .systemAccess)
    await system.stopAll()
    // The user may also trust a server more than its hints ask for.
    let trusting = try hub(#", "permission_level": "normal""#)
    #expect(await levels(trusting)["mcp.fault.write"] == .normal)
    await trusting.stopAll()
  }

  /// A tool's input fields keep the order the server wrote its properties in (required first),
  /// not the order of their names.
  @Test func aToolsFieldsKeepTheOrderTheServerWrote() async throws {
    let hub = try hub(#", "env": {"MCP_FAULT_ORDERED": "1"}"#)
    let snapshot = await hub.snapshot()
    let pressure = try #require(
      snapshot.registry.descriptors.first { $0.id == "mcp.fault.pressure" },
      "\(snapshot.registry.descriptors.map(\.id))")
    #expect(pressure.inputFields.map(\.name) == ["systolic", "diastolic", "arm"])
    await hub.stopAll()
  }

  @Test func aCrashedServerIsStartedAgainAtTheNextCall() async throws {
    let hub = try hub()
    _ = await hub.snapshot()
    await #expect(throws: SkillError.self) {
      _ = try await hub.call(
        server: "fault", tool: "crash", arguments: [:], progress: { _, _, _ in })
    }
    let result = try await hub.call(
      server: "fault", tool: "write", arguments: ["text": "abcd"], progress: { _, _, _ in })
    #expect(result["structuredContent"]?["written"] == 4, "a new process answered")
    await hub.stopAll()
  }

  @Test func withinTheBackoffTheCallSaysWhenItIsTriedAgain() async throws {
    let hub = try hub(backoff: .seconds(3600))
    _ = await hub.snapshot()
    await #expect(throws: SkillError.self) {
      _ = try await hub.call(
        server: "fault", tool: "crash", arguments: [:], progress: { _, _, _ in })
    }
    do {
      _ = try await hub.call(
        server: "fault", tool: "write", arguments: [:], progress: { _, _, _ in })
      Issue.record("a call within the backoff ran")
    } catch let error as SkillError {
      #expect(error.message.contains("is not running"), "\(error)")
      #expect(error.fix?.contains("started again at the next call") == true)
    }
  }

  /// A server that never answers `server/discover` (an older one that ignores unknown
  /// methods) still gets the handshake once the probe gives up.
  @Test func aServerSilentOnDiscoverGetsTheHandshake() async throws {
    let hub = try hub(#", "env": {"MCP_FAULT_IGNORE_UNKNOWN": "1"}"#, timeout: 1)
    let status = await hub.status()
    #expect(status.first?.state == "ready", "\(status)")
    #expect(status.first?.protocolVersion == "2025-11-25")
    await hub.stopAll()
  }

  @Test func theStatelessEnvelopeCarriesVersionCapabilitiesAndClient() {
    let params = MCPConnection.envelope(["name": "x", "_meta": ["progressToken": "t"]])
    let meta = params["_meta"]
    #expect(meta?["progressToken"] == "t", "the call's own _meta is kept")
    #expect(meta?["io.modelcontextprotocol/protocolVersion"] == "2026-07-28")
    #expect(meta?["io.modelcontextprotocol/clientCapabilities"]?["elicitation"]?["form"] != nil)
    #expect(meta?["io.modelcontextprotocol/clientInfo"]?["name"] == "ask")
    #expect(params["name"] == "x")
  }

  @Test func headerValuesThatWouldNotSurviveAreBase64() {
    #expect(HTTPLink.headerValue("get_time") == "get_time")
    #expect(HTTPLink.headerValue("天气") == "=?base64?5aSp5rCU?=")
    #expect(HTTPLink.headerValue(" edge") == "=?base64?IGVkZ2U=?=")
    #expect(HTTPLink.headerValue("a\r\nX-Injected: 1").hasPrefix("=?base64?"))
  }

  @Test func aPinnedProtocolVersionMustBeOneAskSpeaks() throws {
    let good = #"{"mcpServers": {"a": {"command": "x", "protocol_version": "2025-06-18"}}}"#
    #expect(
      try MCPServerConfig.parse(Data(good.utf8), file: "m.json").first?.protocolVersion
        == "2025-06-18")
    let bad = #"{"mcpServers": {"a": {"command": "x", "protocol_version": "2024-11-05"}}}"#
    do {
      _ = try MCPServerConfig.parse(Data(bad.utf8), file: "m.json")
      Issue.record("an unknown version was accepted")
    } catch let error as MCPConfigError {
      #expect(error.path == "mcpServers.a.protocol_version")
      #expect(error.message.contains("2026-07-28") && error.message.contains("2024-11-05"))
    }
  }
}
