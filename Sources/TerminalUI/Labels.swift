import AgentBridge
import AgentCore
import Foundation
import SkillKit

/// Every word the terminal UI shows, by key (the catalogue is `TUIWords.wording`).
public enum TUIWord: String, CaseIterable, Sendable {
  case inputHint, running, older
  case helpTitle, helpEnter, helpEsc, helpQuit, helpScroll, helpCards, helpSessions
  case helpPermission, helpUndo, helpAbilities, helpClose
  case stepNow, waiting, commandNotUndoable, outputFolded, outputViewer, parallel
  case trySuggestions
  case authorizationTitle, sandboxTitle, samplingTitle
  case noChange, diffCut, diffWindow, diffFolded
  case formHeading, formKeys, formKeysItem
  case queuedCount, costUnknown, tokens, sessionsTitle, noSessions
  case queuedNotice, cancellingNotice, pausedNotice, cancelledNotice
  case abilitiesKeys
  case permissionKeysNotice
}

/// The terminal UI's catalogue, English and Chinese.
public enum TUIWords {
  // swift-format-ignore
  public static let wording = Wording<TUIWord>([
    .inputHint: ("type a request, Enter sends · ? help", "输入请求，Enter 发送 · ? 帮助"),
    .running: ("running — Esc cancels", "运行中，Esc 取消"),
    .older: ("↑ older messages (PgUp)", "↑ 更早的消息（PgUp）"),
    .helpTitle: ("Keys", "按键"),
    .helpEnter: ("Enter sends (queued while a run is going)", "Enter 发送（运行中则排队）"),
    .helpEsc: ("Esc cancels the running call or run", "Esc 取消当前调用或运行"),
    .helpQuit: ("Ctrl-C quits", "Ctrl-C 退出"),
    .helpScroll: ("PgUp/PgDn, mouse wheel scroll", "PgUp/PgDn、滚轮 滚动"),
    .helpCards: ("Tab focuses a card; Enter on empty input expands it", "Tab 选择卡片，空输入时 Enter 展开/折叠"),
    .helpSessions: ("Ctrl-N new session · Ctrl-O sessions · Ctrl-P pause/resume", "Ctrl-N 新会话 · Ctrl-O 会话列表 · Ctrl-P 暂停/继续"),
    .helpPermission: (
      "Permission card: y allow once · s session · a always · n deny · x deny and stop · e edit · ↑↓ scroll the diff",
      "授权卡片：y 允许一次 · s 本次会话 · a 总是 · n 拒绝 · x 拒绝并停止 · e 修改参数 · ↑↓ 滚动差异"
    ),
    .helpUndo: ("/undo [N] restores the files the newest N calls changed", "/undo [N] 撤销最近 N 次调用对文件的修改"),
    .helpAbilities: ("? on empty input brings back what the agent can do (↑↓ and Enter pick an example)", "输入为空时按 ? 重新显示能力面板（↑↓ 和 Enter 选择示例）"),
    .helpClose: ("Any key closes this help", "任意键关闭帮助"),
    .stepNow: ("{step}", "正在{step}"),
    .waiting: ("waiting", "等待"),
    .commandNotUndoable: ("    ask undo restores the workspace files it changed; nothing else it did", "    ask undo 能恢复它改动的工作区文件；它做的其他事无法撤销"),
    .outputFolded: ("… {count} more lines (Enter shows them all)", "……还有 {count} 行（Enter 查看全部）"),
    .outputViewer: ("{name} — showing lines {first}–{last} of {count} · ↑↓ PgUp PgDn scroll · Esc closes", "{name} — 第 {first}–{last} 行，共 {count} 行 · ↑↓ PgUp PgDn 滚动 · Esc 关闭"),
    .parallel: ("  ⇉ {count} calls in parallel", "  ⇉ 并行执行 {count} 个调用"),
    .trySuggestions: ("try: ", "试试："),
    .authorizationTitle: ("Authorization: {skill} needs access to {capability}", "授权请求：{skill} 需要「{capability}」权限"),
    .sandboxTitle: ("Leave the sandbox: {skill} asks for {capability}", "离开沙箱：{skill} 请求 {capability}"),
    .samplingTitle: ("Let the model answer: {skill} asks the model to write", "让模型回答：{skill} 请模型写一段回复"),
    .noChange: ("    no change", "    内容不变"),
    .diffFolded: ("  │ … {count} more lines of the diff (all of it is in the result)", "  │ … 还有 {count} 行差异（完整内容在结果中）"),
    .diffCut: (" (diff cut)", "（差异过长，已截断）"),
    .diffWindow: ("  │ lines {first}–{last} of {count} · ↑↓ PgUp PgDn scroll{cut}", "  │ 第 {first}–{last} 行，共 {count} 行 · ↑↓ PgUp PgDn 滚动{cut}"),
    .formHeading: ("{title} needs some details", "{title} 需要补充参数"),
    .formKeys: ("  Enter next · Tab skips optional · Esc declines · Ctrl-X cancels the run", "  Enter 下一项 · Tab 跳过可选项 · Esc 放弃 · Ctrl-X 取消运行"),
    .formKeysItem: (" · Ctrl-D removes this item", " · Ctrl-D 删除此项"),
    .queuedCount: ("{count} queued ", "排队 {count} 条 "),
    .costUnknown: ("cost n/a", "费用未知"),
    .tokens: ("{count} tok", "{count} 词元"),
    .sessionsTitle: ("Sessions (↑↓ choose, Enter opens, Esc closes)", "会话（↑↓ 选择，Enter 打开，Esc 关闭）"),
    .noSessions: ("no sessions yet", "还没有会话"),
    .queuedNotice: ("queued: sent when the current run ends", "已排队：运行结束后发送"),
    .cancellingNotice: ("cancelling…", "正在取消…"),
    .pausedNotice: ("paused — Ctrl-P resumes", "已暂停（Ctrl-P 继续）"),
    .cancelledNotice: ("cancelled", "已取消"),
    .abilitiesKeys: ("↑↓ choose an example · Enter puts it in the input · or just type · Esc folds this, ? brings it back", "↑↓ 选择示例 · Enter 填入输入框 · 或直接输入 · Esc 收起，? 重新显示"),
    .permissionKeysNotice: ("y allow once · s session · a always · n deny · x deny and stop · e edit", "y 允许一次 · s 本次会话 · a 总是允许 · n 拒绝 · x 拒绝并停止 · e 修改参数"),
  ])

  /// Keys whose Chinese text is the same as any language's (a format, key names).
  public static let untranslated: Set<TUIWord> = [.stepNow]
}

/// Words the terminal UI shows, in the one language of the session.
struct Labels {
  let language: UserLanguage
  /// The time now, when date-times are shown relative to it.
  var now: Date?
  /// The person's time zone.
  var timeZone = TimeZone.current

  init(_ language: UserLanguage) {
    self.language = language
  }

  var zh: Bool { language == .chinese }

  func callAsFunction(_ key: TUIWord, _ values: [String: String] = [:]) -> String {
    TUIWords.wording(key, language, values)
  }

  /// A value as a person reads it: a date-time as `tomorrow 09:00 (Fri)` followed by its
  /// exact value; anything else as it is.
  func shown(_ value: JSONValue) -> String {
    let text = value.displayText
    guard let now, case .string(let raw) = value, let date = ISODateTime.date(from: raw) else {
      return text
    }
    let people = PeopleTime.relative(date, now: now, zone: timeZone, language: language)
    return "\(people) · \(raw)"
  }

  /// A word every face shows alike (`FaceWords`).
  func callAsFunction(_ key: FaceWord, _ values: [String: String] = [:]) -> String {
    FaceWords.wording(key, language, values)
  }

  /// Where the run is, in the words every face uses (`StageWords`).
  func stage(_ stage: AgentStage) -> String {
    StageWords.phrase(stage, in: language)
  }

  /// A card's state in words.
  func card(_ status: ToolCard.Status) -> String {
    FaceWords.card(status, language)
  }

  /// A card in one line: name, state or step, summary, time.
  func summaryLine(_ card: ToolCard) -> String {
    switch card.status {
    case .pending: return "\(card.displayName) · \(self.card(.pending))"
    case .running:
      let percent = card.fraction.map { " \(Int($0 * 100))%" } ?? ""
      let step = card.step.map { self(.stepNow, ["step": $0]) } ?? self.card(.running)
      return "\(card.displayName) · \(step)\(percent) · \(ToolCard.seconds(card.elapsedSeconds))"
    default:
      let time = card.durationMs.map { " · \($0) ms" } ?? ""
      let summary = card.summary.map { " · \($0)" } ?? ""
      return "\(card.displayName) · \(self.card(card.status))\(summary)\(time)"
    }
  }

  var inputHint: String { self(.inputHint) }
  var running: String { self(.running) }
  var older: String { self(.older) }

  var help: [String] {
    [
      .helpTitle, .helpEnter, .helpEsc, .helpQuit, .helpScroll, .helpCards, .helpSessions,
      .helpPermission, .helpUndo, .helpAbilities, .helpClose,
    ].map { self($0) }
  }
}
