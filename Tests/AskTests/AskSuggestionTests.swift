import AgentTestSupport
import Foundation
import Testing

/// Suggestions after a run name only items that exist.
@Suite(.serialized)
struct AskSuggestionTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  func suggestions(_ request: String) async throws -> [String] {
    let run = try await AskProcess.run(
      ["--json", "--permission-mode", "auto", request], home: home.path)
    return run.events(ofType: "prompt_suggestion").first?["suggestions"]?.arrayValue?.compactMap {
      $0.stringValue
    } ?? []
  }

  @Test func aSuggestionNamesTheItemTheRunMadeNotAnExamplesNumber() async throws {
    let first = try await suggestions("add a todo buy milk")
    #expect(first.contains("mark todo 1 as done"), "\(first)")
    #expect(!first.contains { $0.contains("todo 2") })
    let chinese = try await suggestions("添加待办 打扫房间")
    #expect(chinese.contains("完成待办 2"), "\(chinese)")
    #expect(chinese.allSatisfy { !$0.contains("待办 3") })
  }

  @Test func withoutAKnownItemNoNumberedSuggestionIsMade() async throws {
    // The todo list is empty: there is nothing to complete, so nothing like "完成待办 2".
    let listed = try await suggestions("列出待办")
    #expect(!listed.isEmpty)
    #expect(!listed.contains { $0.hasPrefix("完成待办") }, "\(listed)")
  }
}
