import AgentCore
import Foundation
import SkillKit
import Synchronization
import Testing

@testable import MCPServing

/// The question an MCP client's user sees for a file change carries its diff.
struct ServePrompterTests {
  @Test func aFileChangeIsAskedAboutWithItsDiff() async {
    let asked = Mutex<String>("")
    let prompter = ServePrompter(
      ask: { message, _ in
        asked.withLock { $0 = message }
        return .accept(["decision": "allow_once"])
      }, allowances: SessionAllowances())
    var skill = SkillDescriptor(
      id: "files.edit", displayName: "编辑文件", description: "", permissionLevel: .userConfirmation)
    skill.workspaceUse = .writes
    let diff = "--- a/x.txt\n+++ b/x.txt\n@@ -1,1 +1,1 @@\n-old\n+new\n"
    let request = PermissionRequest(
      requestID: "perm-1", kind: .confirmation, toolUseID: "t", skill: skill, input: [:],
      summary: "edit x.txt", reason: "level userConfirmation: needs your confirmation",
      preview: SkillPreview(path: "x.txt", diff: diff, added: 1, removed: 1, basis: "3:1"))
    let answer = await prompter.decide(request)
    #expect(answer.decision == .allowOnce)
    let message = asked.withLock { $0 }
    #expect(message.contains("x.txt +1 −1\n--- a/x.txt"), "\(message)")
    #expect(message.contains("-old\n+new"))
  }
}
