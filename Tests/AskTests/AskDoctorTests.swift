import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// `ask doctor` through the real binary: each problem it can check, printed with its fix;
/// `--errors` prints the catalogue and its Markdown is docs/troubleshooting.md.
@Suite(.serialized)
struct AskDoctorTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  func doctor(_ arguments: [String] = [], environment: [String: String] = [:]) async throws
    -> (status: Int32, report: JSONValue)
  {
    let run = try await AskProcess.run(
      ["doctor", "--json"] + arguments, home: home.path, environment: environment)
    let report = try JSONValue.parse(run.stdout)
    return (run.status, report)
  }

  static func problems(_ report: JSONValue) -> [String: String] {
    var found: [String: String] = [:]
    for check in report["checks"]?.arrayValue ?? [] where check["ok"] == false {
      found[check["name"]?.stringValue ?? "?"] = check["problem"]?["code"]?.stringValue
    }
    return found
  }

  @Test func aHealthyMachineHasNoProblems() async throws {
    let (status, report) = try await doctor()
    #expect(status == 0, "\(report)")
    #expect(report["ok"] == true)
    let names = (report["checks"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
    #expect(
      names == [
        "model", "time zone", "embeddings", "glossary", "sandbox", "data directory", "database",
        "authorizations", "skills", "endpoint",
      ])
    #expect(
      report["database"]?["value"]?.stringValue?.contains("integrity ok, schema 8 of 8") == true)
    let text = try await AskProcess.run(["doctor"], home: home.path)
    #expect(text.stdout.hasSuffix("No problems found.\n"), "\(text.stdout)")
  }

  @Test func aBrokenDatabaseIsNamedWithItsFixAndLeftAsItWas() async throws {
    let garbage = Data(repeating: 0x41, count: 4096)
    try garbage.write(to: URL(fileURLWithPath: home.database))
    let (status, report) = try await doctor()
    #expect(status == 1)
    #expect(Self.problems(report) == ["database": "storage"])
    #expect(
      report["database"]?["problem"]?["message"]?.stringValue?.contains("not a database") == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: home.database)) == garbage)
    let text = try await AskProcess.run(["doctor"], home: home.path)
    #expect(text.stdout.contains("✗ database"))
    #expect(text.stdout.contains("↳ Check the file and its permissions"), "\(text.stdout)")
  }

  @Test func aMissingKeyIsAProblemOnlyWhereTheEndpointNeedsIt() async throws {
    let (status, report) = try await doctor(
      ["--model", "anthropic/claude-sonnet-4-5"], environment: ["ANTHROPIC_API_KEY": ""])
    #expect(status == 1)
    #expect(Self.problems(report)["API key"] == "missing_key")
    #expect(report["api_key"]?["problem"]?["fix"]?.stringValue?.contains("--model offline") == true)
  }

  /// A capability the user denied is a problem — the skills that need it cannot run — with
  /// the command that grants it; granting it clears the problem.
  @Test func aDeniedAuthorizationIsReportedWithTheCommandThatGrantsIt() async throws {
    let revoked = try await AskProcess.run(["auth", "revoke", "calendar"], home: home.path)
    #expect(revoked.status == 0, "\(revoked.stdout)\(revoked.stderr)")
    let (status, report) = try await doctor()
    #expect(status == 1)
    #expect(Self.problems(report) == ["authorizations": "authorization_denied"], "\(report)")
    let text = try await AskProcess.run(["doctor"], home: home.path)
    #expect(text.stdout.contains("ask auth grant calendar"), "\(text.stdout)")
    _ = try await AskProcess.run(["auth", "grant", "calendar"], home: home.path)
    let (after, _) = try await doctor()
    #expect(after == 0)
  }

  @Test func anUnreachableServerAndAnInvalidSkillFileAreBothReported() async throws {
    try #"{"mcpServers": {"gone": {"command": "/nonexistent/mcp-server", "timeout_s": 3}}}"#.write(
      toFile: home.path + "/mcp.json", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: home.path + "/skills", withIntermediateDirectories: true)
    try #"{"id": 3}"#.write(
      toFile: home.path + "/skills/bad.json", atomically: true, encoding: .utf8)
    let (status, report) = try await doctor()
    #expect(status == 1)
    #expect(
      Self.problems(report) == [
        "mcp gone": "mcp_server_failed", "skill file": "skill_file_invalid",
      ])
    let server = report["mcp_gone"]?["problem"]?["message"]?.stringValue ?? ""
    #expect(server.contains("/nonexistent/mcp-server"), "\(server)")
    #expect(report["skill_file"]?["value"]?.stringValue == home.path + "/skills/bad.json")
  }

  @Test func aChineseReportHasNoEnglishLabels() async throws {
    let run = try await AskProcess.run(["doctor", "--lang", "zh"], home: home.path)
    #expect(run.status == 0)
    let labels = run.stdout.split(separator: "\n").compactMap { line in
      line.hasPrefix("✓ ") ? line.dropFirst(2).split(separator: " ").first.map(String.init) : nil
    }
    #expect(
      labels == ["模型", "时区", "语义模型", "中英词典", "沙箱", "数据目录", "数据库", "系统权限", "技能", "模型端点"],
      "\(run.stdout)")
    for english in ["integrity", "created", "built-in", "none needed", "No problems"] {
      #expect(!run.stdout.contains(english), "\(english) in: \(run.stdout)")
    }
    // ASK_LANG chooses the same when there is no --lang.
    let chosen = try await AskProcess.run(
      ["doctor"], home: home.path, environment: ["ASK_LANG": "zh"])
    #expect(chosen.stdout.hasSuffix("一切正常。\n"), "\(chosen.stdout)")
  }

  @Test func theErrorCatalogueIsPrintedAndItsMarkdownIsTheTroubleshootingPage() async throws {
    let listed = try await AskProcess.run(["doctor", "--errors", "--json"], home: home.path)
    let codes = listed.events.compactMap { $0["code"]?.stringValue }
    #expect(codes.count >= 29)
    #expect(codes.contains("permission_denied") && codes.contains("mcp_server_failed"))
    #expect(listed.events.allSatisfy { $0["situation"] != nil && $0["fix"] != nil })
    let chinese = try await AskProcess.run(["doctor", "--errors", "--lang", "zh"], home: home.path)
    #expect(chinese.stdout.contains("empty_request — 请求为空"), "\(chinese.stdout.prefix(300))")
    let markdown = try await AskProcess.run(["doctor", "--errors", "--markdown"], home: home.path)
    let page = try String(
      contentsOfFile: AskProtocolTests.root + "/docs/troubleshooting.md", encoding: .utf8)
    #expect(markdown.stdout == page)
  }
}
