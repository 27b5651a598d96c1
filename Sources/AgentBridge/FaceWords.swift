import AgentCore

/// The words every face shows alike — the terminal UI, the web page, `ask` in a pipe: the
/// abilities panel's headings, a call's state, the answers to a question. One catalogue, so
/// the faces never disagree.
public enum FaceWord: String, CaseIterable, Sendable {
  case abilitiesTitle, abilitiesModel, abilitiesNone
  case levelNormal, levelConfirm, levelSystem
  case areaReminders, areaTodos, areaCalendar, areaFiles, areaShell, areaTime, areaOther
  case sourceFiles, sourceMCP, mcpNotStarted
  case cardPending, cardRunning, cardCompleted, cardFailed, cardDenied, cardCancelled
  case allow, allowOnce, allowSession, allowAlways, deny, denyAndStop, edit
  case untitledSession
}

/// The faces' shared catalogue, English and Chinese.
public enum FaceWords {
  // swift-format-ignore
  public static let wording = Wording<FaceWord>([
    .abilitiesTitle: ("What I can do — {count} skills", "我能做什么 — {count} 个技能"),
    .abilitiesModel: ("model {model} · workspace {workspace} · permission mode {mode}", "模型 {model} · 工作区 {workspace} · 权限模式 {mode}"),
    .abilitiesNone: ("no skills yet — `ask skills check` and README: Skills from files", "还没有技能 —— 见 `ask skills check` 与 README 的「技能文件」"),
    .levelNormal: ("runs", "直接运行"),
    .levelConfirm: ("asks first", "先询问"),
    .levelSystem: ("needs access", "需要系统权限"),
    .areaReminders: ("Reminders", "提醒"),
    .areaTodos: ("Todos", "待办"),
    .areaCalendar: ("Calendar", "日历"),
    .areaFiles: ("Files", "文件"),
    .areaShell: ("Shell", "命令行"),
    .areaTime: ("Time", "时间"),
    .areaOther: ("Other", "其他"),
    .sourceFiles: ("From files", "来自文件"),
    .sourceMCP: ("MCP server {name}", "MCP 服务器 {name}"),
    .mcpNotStarted: ("its tools are listed when it starts, at the first request", "首次请求时启动并列出它的工具"),
    .cardPending: ("waiting", "等待中"),
    .cardRunning: ("running", "运行中"),
    .cardCompleted: ("completed", "已完成"),
    .cardFailed: ("failed", "失败"),
    .cardDenied: ("denied", "已拒绝"),
    .cardCancelled: ("cancelled", "已取消"),
    .allow: ("allow", "允许"),
    .allowOnce: ("allow once", "允许一次"),
    .allowSession: ("this session", "本次会话"),
    .allowAlways: ("always", "总是允许"),
    .deny: ("deny", "拒绝"),
    .denyAndStop: ("deny and stop", "拒绝并停止"),
    .edit: ("edit", "修改参数"),
    .untitledSession: ("New session", "新会话"),
  ])

  /// Every word in `language`, by key: what a web page is given.
  public static func table(_ language: UserLanguage) -> [String: String] {
    var table: [String: String] = [:]
    for key in FaceWord.allCases { table[key.rawValue] = wording(key, language) }
    return table
  }

  /// A call's state in words.
  public static func card(_ status: ToolCard.Status, _ language: UserLanguage) -> String {
    switch status {
    case .pending: return wording(.cardPending, language)
    case .running: return wording(.cardRunning, language)
    case .completed: return wording(.cardCompleted, language)
    case .failed: return wording(.cardFailed, language)
    case .denied: return wording(.cardDenied, language)
    case .cancelled: return wording(.cardCancelled, language)
    }
  }
}
