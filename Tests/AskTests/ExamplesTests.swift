import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// The library's examples (Examples/, built with the package) run and do what they say.
struct ExamplesTests {
  static func run(_ name: String, _ arguments: [String] = []) async throws -> (Int32, String) {
    let binary =
      URL(fileURLWithPath: AskProcess.binary).deletingLastPathComponent().path
      + "/" + name
    var environment = ProcessInfo.processInfo.environment
    environment["TZ"] = "Asia/Shanghai"
    return try await AskProcess.capture(binary, arguments, environment: environment)
  }

  @Test func aSkillDeclaredInSwiftRunsWithTheOfflinePlanner() async throws {
    let (status, output) = try await Self.run("example-declare-skill", ["greet", "Ada"])
    #expect(status == 0, "\(output)")
    let events = output.split(separator: "\n").compactMap { try? JSONValue.parse(String($0)) }
    #expect(events.count == output.split(separator: "\n").count, "every line is an event")
    let use = try #require(events.first { $0["type"] == "tool_use" })
    #expect(use["name"] == "greet.person")
    #expect(use["input"]?["name"] == "Ada")
    let result = try #require(events.first { $0["type"] == "tool_result" })
    #expect(result["content"] == "Hello, Ada!")
    #expect(events.last { $0["type"] == "result" }?["subtype"] == "success")
  }

  @Test func promptsAreAnsweredFromCode() async throws {
    let (status, output) = try await Self.run("example-answer-prompts", ["add a todo buy milk"])
    #expect(status == 0, "\(output)")
    #expect(output.contains("allow_once by user: code: short todo titles are fine"), "\(output)")
    #expect(output.contains("success: Added todo #1 \"buy milk\""))
    let (_, denied) = try await Self.run("example-answer-prompts", ["mark todo 1 as done"])
    #expect(denied.contains("deny by user: code: only todo.add is allowed"), "\(denied)")
  }

  @Test func theBridgeDrivesCardsOverARealStore() async throws {
    let (status, output) = try await Self.run("example-drive-bridge", ["what time is it"])
    #expect(status == 0, "\(output)")
    #expect(output.contains("card call_1_1: Current time [completed]"), "\(output)")
    #expect(output.contains("stored: "), "\(output)")
  }
}
