import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// The NDJSON protocol as a contract: the real output validated against
/// `docs/protocol/schemas` by the `jsonschema` package (scripts/test.sh does the same for every
/// end-to-end run of the suite), and bad stdin lines answered with `protocol_error`.
@Suite(.serialized)
struct AskProtocolTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
  static let schemas = root + "/docs/protocol/schemas"
  static let validator = ReplayServer.script(from: #filePath, named: "protocol_validator.py")

  /// Runs the validator over `lines`; its exit status and what it printed.
  func validate(_ lines: [String], stdinMessages: Bool = false) async throws -> (Int32, String) {
    let python = try #require(
      AskMCPTests.python,
      "the test peers are not installed: run scripts/test.sh or scripts/test-peers.sh")
    let file = home.path + "/lines-\(UUID().uuidString).ndjson"
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: file, atomically: true, encoding: .utf8)
    let arguments =
      [Self.validator, Self.schemas] + (stdinMessages ? ["--stdin-messages"] : []) + [file]
    return try await AskProcess.capture(python, arguments)
  }

  static func lines(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").map(String.init)
  }

  @Test func everyRunStartsWithTheProtocolVersionAndFitsTheSchemas() async throws {
    let asked = try await AskProcess.run(
      ["--json", "明天上午九点提醒我开会"], home: home.path,
      stdin: [
        #"{"type":"permission_response","request_id":"perm-1","decision":"allow_once","kind":"authorization"}"#,
        #"{"type":"permission_response","request_id":"perm-2","decision":"allow_once"}"#,
      ])
    let added = try await AskProcess.run(
      ["--json", "--permission-mode", "auto", "添加待办"], home: home.path,
      stdin: [#"{"type":"input_response","request_id":"input-1","values":{"title":"买牛奶"}}"#])
    let listed = try await AskProcess.run(["--json", "我有哪些待办"], home: home.path)
    for run in [asked, added, listed] {
      let first = try #require(run.events.first)
      #expect(first["type"] == "session")
      #expect(first["protocol_version"]?.stringValue == "1.0")
    }
    #expect(added.events(ofType: "input_request").count == 1)
    let all = [asked, added, listed].flatMap { Self.lines($0.stdout) }
    let (status, report) = try await validate(all)
    #expect(status == 0, "\(report)")
    #expect(report.contains("validated \(all.count) lines"), "\(report)")
  }

  @Test func aFailureBeforeAnyRunIsAVersionedErrorEvent() async throws {
    let run = try await AskProcess.run(["--json", "--no-such-flag"], home: home.path)
    #expect(run.status == 2)
    let event = try #require(run.events.first)
    #expect(event["type"] == "error")
    #expect(event["protocol_version"]?.stringValue == "1.0")
    let (status, report) = try await validate(Self.lines(run.stdout))
    #expect(status == 0, "\(report)")
  }

  /// Each bad line gets a `protocol_error` naming its line number and what is wrong, and the
  /// run goes on to its answer.
  @Test func badStdinLinesAreProtocolErrorsAndTheRunGoesOn() async throws {
    let run = try await AskProcess.run(
      ["--json", "现在几点"], home: home.path,
      stdin: [
        "not json", #"{"type":"bogus"}"#, #"{"type":"permission_response","decision":"maybe"}"#,
        #"{"type":"cancel_tool"}"#, "[1,2]",
      ])
    let errors = run.events(ofType: "error")
    #expect(errors.map { $0["code"]?.stringValue } == Array(repeating: "protocol_error", count: 5))
    #expect(errors.map { $0["line"]?.intValue } == [1, 2, 3, 4, 5])
    let messages = errors.compactMap { $0["message"]?.stringValue }
    #expect(messages[0].contains("not a JSON object"))
    #expect(messages[1].contains("unknown type \"bogus\""))
    #expect(messages[2].contains("\"decision\" must be one of"))
    #expect(messages[3].contains("needs \"tool_use_id\""))
    #expect(run.events(ofType: "result").first?["subtype"] == "success")
    #expect(run.status == 0)
    let (status, report) = try await validate(Self.lines(run.stdout))
    #expect(status == 0, "\(report)")
  }

  /// The stdin examples of the docs (docs/protocol.md, docs/cli.md) fit the stdin schemas;
  /// lines the reader refuses do not.
  @Test func theDocumentedStdinMessagesFitTheirSchemas() async throws {
    let readme =
      try String(contentsOfFile: Self.root + "/docs/cli.md", encoding: .utf8)
      + String(contentsOfFile: Self.root + "/docs/protocol.md", encoding: .utf8)
    let kinds = [
      "permission_response", "input_response", "cancel", "cancel_tool", "pause", "resume",
    ]
    let documented = readme.split(separator: "\n").map(String.init).filter { line in
      kinds.contains { line.hasPrefix(#"{"type":""# + $0 + #"""#) }
    }
    #expect(documented.count >= 18, "the stdin blocks of the docs: \(documented)")
    let (status, report) = try await validate(documented, stdinMessages: true)
    #expect(status == 0, "\(report)")
    for bad in [
      #"{"type":"permission_response","decision":"allow_once"}"#,
      #"{"type":"permission_response","request_id":"perm-1","decision":"maybe"}"#,
      #"{"type":"input_response","request_id":"input-1"}"#, #"{"type":"cancel_tool"}"#,
    ] {
      let (refused, why) = try await validate([bad], stdinMessages: true)
      #expect(refused == 1, "\(bad) should not fit: \(why)")
    }
  }

  /// The schemas are strict enough to notice a change: a field added, a field dropped, a
  /// value of the wrong type, an event type nobody documented.
  @Test func theSchemasRefuseWhatTheyDoNotDocument() async throws {
    let run = try await AskProcess.run(["--json", "现在几点"], home: home.path)
    let result = try #require(Self.lines(run.stdout).last { $0.contains(#""type":"result""#) })
    var object = try #require(JSONValue.parse(result).objectValue)
    var extra = object
    extra["surprise"] = 1
    var missing = object
    missing["num_turns"] = nil
    object["duration_ms"] = "fast"
    for bad in [extra, missing, object, ["type": "no_such_event"]] {
      let (status, report) = try await validate([JSONValue.object(bad).jsonString])
      #expect(status == 1, "\(report)")
    }
  }
}
