import AgentCore

/// Words the terminal UI shows, in English and Chinese.
struct Labels {
  let zh: Bool

  init(_ language: UserLanguage) {
    zh = language == .chinese
  }

  func stage(_ stage: AgentStage) -> String {
    switch stage {
    case .idle: return zh ? "就绪" : "ready"
    case .parsingIntent: return zh ? "正在理解" : "understanding"
    case .matchingSkill(let candidates):
      let names = candidates.prefix(3).map(\.skillID).joined(separator: ", ")
      return (zh ? "匹配技能" : "matching skills") + (names.isEmpty ? "" : ": \(names)")
    case .awaitingPermission(let skill):
      return (zh ? "等待你的授权：" : "waiting for your approval: ") + skill.id
    case .executing(let skill, _): return (zh ? "正在执行 " : "running ") + skill.id
    case .awaitingUserInput(let skill, _):
      return (zh ? "等待补充参数：" : "waiting for your input: ") + skill.id
    case .completed: return zh ? "完成" : "done"
    case .failed: return zh ? "失败" : "failed"
    case .cancelled: return zh ? "已取消" : "cancelled"
    case .paused: return zh ? "已暂停" : "paused"
    }
  }

  var inputHint: String { zh ? "输入请求，Enter 发送 · ? 帮助" : "type a request, Enter sends · ? help" }
  var running: String { zh ? "运行中，Esc 取消" : "running — Esc cancels" }
  var older: String { zh ? "↑ 更早的消息（PgUp）" : "↑ older messages (PgUp)" }

  var help: [String] {
    zh
      ? [
        "按键", "Enter 发送（运行中则排队）", "Esc 取消当前调用或运行", "Ctrl-C 退出", "PgUp/PgDn、滚轮 滚动",
        "Tab 选择卡片，空输入时 Enter 展开/折叠", "Ctrl-N 新会话 · Ctrl-O 会话列表 · Ctrl-P 暂停/继续",
        "授权卡片：y 允许一次 · s 本次会话 · a 总是 · n 拒绝 · x 拒绝并停止 · e 修改参数 · ↑↓ 滚动差异",
        "/undo [N] 撤销最近 N 次调用对文件的修改", "任意键关闭帮助",
      ]
      : [
        "Keys", "Enter sends (queued while a run is going)", "Esc cancels the running call or run",
        "Ctrl-C quits", "PgUp/PgDn, mouse wheel scroll",
        "Tab focuses a card; Enter on empty input expands it",
        "Ctrl-N new session · Ctrl-O sessions · Ctrl-P pause/resume",
        "Permission card: y allow once · s session · a always · n deny · x deny and stop · e edit"
          + " · ↑↓ scroll the diff",
        "/undo [N] restores the files the newest N calls changed",
        "Any key closes this help",
      ]
  }
}
