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
      })
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

  /// The server asks in its one language: a Chinese server names the skill in Chinese and
  /// says every word of the question in Chinese; an English one in English.
  @Test func theQuestionIsInTheServersLanguage() async {
    #expect(ServeWords.wording.problems(untranslated: ServeWords.untranslated) == [])
    for language in [UserLanguage.english, .chinese] {
      let asked = Mutex<(String, JSONValue)>(("", .null))
      let prompter = ServePrompter(
        ask: { message, schema in
          asked.withLock { $0 = (message, schema) }
          return .decline
        }, language: language)
      let skill = SkillDescriptor(
        id: "todo.add", displayName: "添加待办", description: "", permissionLevel: .userConfirmation,
        localizedDisplayNames: ["en": "Add todo"])
      let request = PermissionRequest(
        requestID: "perm-1", kind: .confirmation, toolUseID: "t", skill: skill, input: [:],
        summary: "x", reason: "")
      _ = await prompter.decide(request)
      let (message, schema) = asked.withLock { $0 }
      if language == .english {
        #expect(message == "ask: may Add todo (todo.add) run? x.")
        #expect(!message.contains("添加待办"))
      } else {
        #expect(message == "ask：允许添加待办（todo.add）运行吗？x。")
        #expect(schema["properties"]?["decision"]?["title"] == "决定")
      }
    }
  }

  /// A tool is titled in the server's language; its description is the one the model reads.
  @Test func aToolIsTitledInTheServersLanguage() {
    let skill = SkillDescriptor(
      id: "todo.add", displayName: "添加待办", description: "Adds a todo.",
      localizedDisplayNames: ["en": "Add todo"], localizedDescriptions: ["zh": "添加待办事项。"])
    let english = ServeWire.tool(skill, language: .english)
    #expect(english["title"] == "Add todo" && english["annotations"]?["title"] == "Add todo")
    #expect(english["description"] == "Adds a todo.")
    let chinese = ServeWire.tool(skill, language: .chinese)
    #expect(chinese["title"] == "添加待办" && chinese["description"] == "Adds a todo.")
  }
}
