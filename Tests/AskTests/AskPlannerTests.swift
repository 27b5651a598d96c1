import AgentTestSupport
import Foundation
import SkillKit
import Testing

/// The offline planner learns from this user's answers in the audit log; `ask planner`
/// shows it and `ask planner forget` clears it.
@Suite(.serialized)
struct AskPlannerTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  @Test func aValueTheUserKeepsEditingIsProposedUntilForgotten() async throws {
    let edited =
      #"{"type":"permission_response","request_id":"perm-1","decision":"allow_once","input":{"priority":"high"}}"#
    for item in ["一", "二", "三"] {
      let run = try await AskProcess.run(
        ["--json", "添加待办 任务\(item)"], home: home.path, stdin: [edited])
      #expect(run.events(ofType: "tool_result").first?["status"] == "success")
    }
    let status = try await AskProcess.run(["planner", "--json"], home: home.path)
    #expect(
      status.events.first?["usual_values"]?["todo.add"]?["priority"] == "high", "\(status.stdout)")
    let deny = #"{"type":"permission_response","request_id":"perm-1","decision":"deny"}"#
    let proposed = try await AskProcess.run(["--json", "添加待办 买菜"], home: home.path, stdin: [deny])
    #expect(proposed.events(ofType: "tool_use").first?["input"]?["priority"] == "high")
    #expect(proposed.stdout.contains("按你以往的修改：priority high"))
    #expect(try await AskProcess.run(["planner", "forget"], home: home.path).status == 0)
    let plain = try await AskProcess.run(["--json", "添加待办 买菜"], home: home.path, stdin: [deny])
    #expect(plain.events(ofType: "tool_use").first?["input"]?["priority"] == nil)
    let usage = try await AskProcess.run(["planner", "remember"], home: home.path)
    #expect(usage.status == 2)
    for (name, value) in [("ASK_TOOL_LIMIT", "0"), ("ASK_TOP_K", "lots")] {
      let bad = try await AskProcess.run(["现在几点"], home: home.path, environment: [name: value])
      #expect(bad.status == 2, "\(name)=\(value)")
      #expect(bad.stderr.contains("\(name) takes a whole number"))
    }
  }
}
