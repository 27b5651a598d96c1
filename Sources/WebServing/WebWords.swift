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
  case authorizeTitle, sandboxTitle, samplingTitle, allowTitle, sandboxOff, sandboxed
  case notANumber, notJSON, newTitle, confirmDelete
  case decidedByYou, decidedByRule, decidedByMode, decidedByHook, decidedBySandbox, decisionNote
  case runDone, runCancelled, runFailed, sandboxStatus, sandboxStatusOff
  case panelKeys, declaration, close, source, examples, inputSchema, fields, required
  case today, yesterday, tomorrow
  case search, searchPlaceholder, filters, tagFilter, workspaceFilter, modelFilter, sinceFilter
  case untilFilter, apply, clear, moreResults, backToSessions, searchSummary, searchCapped
  case noHits, tags, tagsTitle, tagsPrompt, permissions, permissionsTitle, permissionsIntro
  case letsRun, decidesBeside, expiredGrants, grantProblems, revoke, confirmRevoke, revoked
  case madeAt, madeBy, expiresAt, expiredAt, whereLabel, audit, auditTitle, skillFilter
  case decisionFilter, decidedByFilter, sessionFilter, anyOption, whenColumn, whyColumn
  case outcomeColumn, noCalls, olderCalls, openSession
  case modeDefault, modePlan, modeAuto, modeBypass, modeDeny, sandboxNote
  case authorizedNote, deniedNote, heldBy
  case attach, attachTitle, attachIntro, noAttachments, attachFilter
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
    .samplingTitle: ("Let the model answer {name}?", "让模型回答「{name}」吗？"),
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
    .search: ("Search", "搜索"),
    .searchPlaceholder: ("Search all sessions…", "搜索所有会话……"),
    .filters: ("Filters", "筛选"),
    .tagFilter: ("Tag", "标签"),
    .workspaceFilter: ("Folder", "文件夹"),
    .modelFilter: ("Model", "模型"),
    .sinceFilter: ("Since", "起始"),
    .untilFilter: ("Until", "截止"),
    .apply: ("Apply", "应用"),
    .clear: ("Clear", "清除"),
    .moreResults: ("More results…", "更多结果……"),
    .backToSessions: ("Back to the sessions", "返回会话列表"),
    .searchSummary: ("{count} matching events", "{count} 个匹配的事件"),
    .searchCapped: ("more match than are ranked (the newest {limit}): add words or filters", "匹配太多，只对最新的 {limit} 个排序：请加词或筛选"),
    .noHits: ("Nothing found", "没有找到"),
    .tags: ("Tags", "标签"),
    .tagsTitle: ("Tag this session", "给这个会话加标签"),
    .tagsPrompt: ("Tags, separated by spaces (a leading - removes one)", "标签，用空格分隔（前面加 - 表示删除）"),
    .permissions: ("Permissions", "权限"),
    .permissionsTitle: ("What lets calls run without asking", "哪些授权让调用无需询问即可运行"),
    .permissionsIntro: ("Rules, this session's allowances, system authorizations, the mode and the sandbox. Revoke one and the next call that needed it asks again.", "规则、会话许可、系统授权、模式和沙箱。撤销后，下一个需要它的调用会重新询问。"),
    .letsRun: ("Lets calls run without asking", "让调用无需询问即可运行"),
    .decidesBeside: ("Decides beside them", "同时起作用的"),
    .expiredGrants: ("Expired (match nothing)", "已过期（不再匹配）"),
    .grantProblems: ("Rows that could not be read", "无法读取的行"),
    .revoke: ("Revoke", "撤销"),
    .confirmRevoke: ("Revoke {id}?", "撤销 {id} 吗？"),
    .revoked: ("Revoked {id}", "已撤销 {id}"),
    .madeAt: ("made {time}", "创建于 {time}"),
    .madeBy: ("by {maker}", "由 {maker}"),
    .expiresAt: ("expires {time}", "{time} 过期"),
    .expiredAt: ("expired {time}", "已于 {time} 过期"),
    .whereLabel: ("where: {place}", "位置：{place}"),
    .audit: ("Audit", "审计"),
    .auditTitle: ("Every call and what decided it", "每次调用以及由什么决定"),
    .skillFilter: ("Skill", "技能"),
    .decisionFilter: ("Decision", "决定"),
    .decidedByFilter: ("Decided by", "决定者"),
    .sessionFilter: ("Session", "会话"),
    .anyOption: ("any", "任意"),
    .whenColumn: ("When", "时间"),
    .whyColumn: ("Rule or answer", "规则或回答"),
    .outcomeColumn: ("Outcome", "结果"),
    .noCalls: ("No calls", "没有调用"),
    .olderCalls: ("Older calls…", "更早的调用……"),
    .openSession: ("Open the session", "打开会话"),
    .modeDefault: ("asks whenever a skill's level or a rule says so", "技能的级别或规则要求时询问"),
    .modePlan: ("nothing runs: a run only shows what it would do", "什么都不运行：只显示将要做什么"),
    .modeAuto: ("normal and userConfirmation skills run without asking", "普通和需确认的技能无需询问即可运行"),
    .modeBypass: ("every call runs without asking (still audited)", "每个调用都无需询问即可运行（仍记入审计）"),
    .modeDeny: ("whatever would ask is denied", "凡需询问的一律拒绝"),
    .sandboxNote: ("what a command a call starts may reach; leaving it asks", "调用启动的命令能触及的范围；超出范围会询问"),
    .authorizedNote: ("skills that need {capability} may run (a call still needs a rule, the mode or an answer)", "需要 {capability} 的技能可以运行（每次调用仍需规则、模式或回答）"),
    .deniedNote: ("skills that need {capability} are refused", "需要 {capability} 的技能会被拒绝"),
    .heldBy: ("held by the run of process {pid} on {host}", "由 {host} 上进程 {pid} 的运行持有"),
    .attach: ("Attach", "附加"),
    .attachTitle: ("Attach a resource of an MCP server", "附加 MCP 服务器的资源"),
    .attachIntro: ("A chosen resource goes into the message as @mcp://…: it is read through the permission gate, shown, and sent with the message.", "选中的资源以 @mcp://… 写入消息：它会经过权限关卡读取、显示，并随消息发送。"),
    .noAttachments: ("No MCP server lists resources.", "没有 MCP 服务器列出资源。"),
    .attachFilter: ("Filter", "筛选"),
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
