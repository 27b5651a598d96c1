import AgentCore
import SkillKit

/// A `/command` answered by the agent itself, without the model.
struct LocalCommand: Sendable {
  let name: String

  /// A command when `request` starts with `/` and a letter; nil otherwise.
  init?(_ request: String) {
    guard request.hasPrefix("/"), let first = request.dropFirst().first, first.isLetter else {
      return nil
    }
    name = String(request.split(separator: " ").first ?? "")
  }

  /// What the command prints.
  func output(registry: SkillRegistry, language: UserLanguage) -> String {
    switch name {
    case "/skills":
      return registry.descriptors.map { skill in
        "\(skill.id) — \(skill.displayName(in: language.rawValue)) [\(skill.permissionLevel.rawValue)]"
      }.joined(separator: "\n")
    case "/help":
      return language == .chinese
        ? "本地命令：/skills 列出技能，/help 显示帮助；/服务器:提示 参数=值… 填写 MCP 服务器的提示模板后发送。其他内容会交给智能体处理。"
        : "Local commands: /skills lists the skills, /help shows this; /SERVER:PROMPT ARG=VALUE… sends an MCP server's prompt, filled in. Anything else goes to the agent."
    default:
      return language == .chinese
        ? "未知命令 \(name)。可用：/skills、/help。"
        : "Unknown command \(name). Available: /skills, /help."
    }
  }
}
