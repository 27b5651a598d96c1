import AgentBridge
import AgentCore
import SkillKit

/// Every word the web page shows besides the faces' shared ones (`FaceWords`) and the stages
/// (`StageWords`): the page is served in one language, these filled in.
enum WebWord: String, CaseIterable, Sendable {
  case sessions, newSession, newSessionTitle, hideSessions, showSessions, moreSessions
  case rename, fork, forkTitle, delete, deleteTitle, conversation, olderEvents, sessionStart
  case calls, messagePlaceholder, message, send, cancel, cancelTitle, pause, pauseTitle, resume
  case permissionTitle, parameters, denyMessage, formTitle, formContinue, formSkip
  case couldNotLoadOlder, live, reconnecting, tokens, modelLabel, eventsCount
  case changeTo, outputLines, result, cancelCall, showAllLines
  case authorizeTitle, sandboxTitle, allowTitle, sandboxOff, sandboxed
  case notANumber, notJSON, newTitle, confirmDelete
  case decidedByYou, decidedByRule, decidedByMode, decidedByHook, decidedBySandbox, decisionNote
  case runDone, runCancelled, runFailed, sandboxStatus, sandboxStatusOff
  case panelKeys, declaration, close, source, examples, inputSchema, fields, required
  case today, yesterday, tomorrow
}

/// The web page's catalogue, English and Chinese.
enum WebWords {
  // swift-format-ignore
  static let wording = Wording<WebWord>([
    .sessions: ("Sessions", "会话"),
    .newSession: ("+ New", "+ 新会话"),
    .newSessionTitle: ("New session", "新建会话"),
    .hideSessions: ("Hide sessions", "隐藏会话列表"),
    .showSessions: ("Show sessions", "显示会话列表"),
    .moreSessions: ("More sessions…", "更多会话……"),
    .rename: ("Rename", "重命名"),
    .fork: ("Fork", "分叉"),
    .forkTitle: ("Fork at the last event", "从最后一个事件分叉出新会话"),
    .delete: ("Delete", "删除"),
    .deleteTitle: ("Delete this session", "删除这个会话"),
    .conversation: ("Conversation", "对话"),
    .olderEvents: ("Scroll up for older events", "向上滚动查看更早的事件"),
    .sessionStart: ("The start of this session", "会话从这里开始"),
    .calls: ("Calls", "调用"),
    .messagePlaceholder: ("Ask for something — Enter sends, Shift+Enter is a new line, Esc cancels a run", "想做什么？Enter 发送，Shift+Enter 换行，Esc 取消运行"),
    .message: ("Message", "消息"),
    .send: ("Send", "发送"),
    .cancel: ("Cancel", "取消"),
    .cancelTitle: ("Cancel the run (Esc)", "取消运行（Esc）"),
    .pause: ("Pause", "暂停"),
    .pauseTitle: ("Pause at the next call", "在下一个调用前暂停"),
    .resume: ("Resume", "继续"),
    .permissionTitle: ("Allow this call?", "允许这次调用吗？"),
    .parameters: ("Parameters", "参数"),
    .denyMessage: ("Message to the model", "给模型的话"),
    .formTitle: ("A few details", "补充几项信息"),
    .formContinue: ("Continue", "继续"),
    .formSkip: ("Skip", "跳过"),
    .couldNotLoadOlder: ("Could not load older events: {error}", "无法加载更早的事件：{error}"),
    .live: ("live", "已连接"),
    .reconnecting: ("reconnecting…", "正在重新连接……"),
    .tokens: ("{count} tokens", "{count} 词元"),
    .modelLabel: ("model {model}", "模型 {model}"),
    .eventsCount: ("{count} events · {time}", "{count} 个事件 · {time}"),
    .changeTo: ("Change to {path} (+{added} −{removed})", "对 {path} 的改动（+{added} −{removed}）"),
    .outputLines: ("Output ({count} lines)", "输出（{count} 行）"),
    .result: ("Result", "结果"),
    .cancelCall: ("Cancel call", "取消调用"),
    .showAllLines: ("Show all {count} lines", "显示全部 {count} 行"),
    .authorizeTitle: ("Authorize {name}?", "授权「{name}」吗？"),
    .sandboxTitle: ("Let {name} leave its sandbox ({capability})?", "允许「{name}」离开沙箱（{capability}）吗？"),
    .allowTitle: ("Allow {name}?", "允许「{name}」运行吗？"),
    .sandboxOff: ("Runs without a sandbox (--sandbox off): with your whole authority", "不在沙箱中运行（--sandbox off）：拥有你的全部权限"),
    .sandboxed: ("Runs sandboxed: {summary}", "在沙箱中运行：{summary}"),
    .notANumber: ("{name}: not a number", "{name}：不是数字"),
    .notJSON: ("{name}: not valid JSON", "{name}：不是有效的 JSON"),
    .newTitle: ("New title", "新标题"),
    .confirmDelete: ("Delete “{title}” and all its events?", "删除“{title}”及其全部事件吗？"),
    .decidedByYou: ("you", "你"),
    .decidedByRule: ("a rule", "规则"),
    .decidedByMode: ("the permission mode", "权限模式"),
    .decidedByHook: ("a hook", "钩子"),
    .decidedBySandbox: ("the sandbox", "沙箱"),
    .decisionNote: ("{decision} · {skill} ({by})", "{decision} · {skill}（{by}）"),
    .runDone: ("✓ done · {seconds} s", "✓ 完成 · {seconds} 秒"),
    .runCancelled: ("⊘ cancelled · {seconds} s", "⊘ 已取消 · {seconds} 秒"),
    .runFailed: ("✗ failed · {seconds} s", "✗ 失败 · {seconds} 秒"),
    .sandboxStatus: ("sandbox: {mode}", "沙箱：{mode}"),
    .sandboxStatusOff: ("sandbox off", "沙箱已关闭"),
    .panelKeys: ("↑↓ choose an example · Enter or a click puts it in the message box · or just type", "↑↓ 选择示例 · Enter 或点击填入输入框 · 或直接输入"),
    .declaration: ("Declaration", "完整声明"),
    .close: ("Close", "关闭"),
    .source: ("Source: {source}", "来源：{source}"),
    .examples: ("Examples", "示例"),
    .inputSchema: ("Input schema", "输入结构"),
    .fields: ("Parameters", "参数"),
    .required: ("required", "必填"),
    .today: ("today", "今天"),
    .yesterday: ("yesterday", "昨天"),
    .tomorrow: ("tomorrow", "明天"),
  ])

  /// Keys whose Chinese text needs no Chinese.
  static let untranslated: Set<WebWord> = [.decisionNote]

  /// The page's words in `language`: these, the faces' shared ones and the stages', by key.
  static func table(_ language: UserLanguage) -> JSONValue {
    var table: [String: JSONValue] = [:]
    for key in WebWord.allCases { table[key.rawValue] = .string(wording(key, language)) }
    for (key, text) in FaceWords.table(language) { table[key] = .string(text) }
    return .object(table)
  }
}
