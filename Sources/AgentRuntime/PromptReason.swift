import AgentCore
import SkillKit

/// Why a confirmation is asked, as the permission card says it to the user, in their language.
/// The decision and the audit log keep the policy's own words (`level userConfirmation: needs
/// your confirmation`), which programs read.
enum PromptReason {
  static func text(
    _ step: DecisionStep, reason: String, level: PermissionLevel, language: UserLanguage
  ) -> String {
    guard language == .chinese else { return reason }
    switch step {
    case .level:
      return "该技能的级别为「\(levelName(level))」：运行前需要你确认"
    case .askRule:
      let rule =
        reason.hasPrefix("rule: ask ") ? String(reason.dropFirst("rule: ask ".count)) : reason
      return "权限规则要求先询问：\(rule)"
    default:
      return reason
    }
  }

  static func levelName(_ level: PermissionLevel) -> String {
    switch level {
    case .normal: return "普通"
    case .userConfirmation: return "需确认"
    case .systemAccess: return "系统级"
    }
  }
}
