import AgentCore

/// Every word the line-mode CLI and the `ask` commands show, by key.
enum CLIWord: String, CaseIterable, Sendable {
  case thinking, stepNow, authChange, trySuggestions
  case none
  case cancelled, costUnknown, statusDone, statusCancelled, statusFailed, turns, tokens
  case authorizationQuestion, authorizationKeys, confirmQuestion, confirmKeys
  case samplingQuestion, samplingKeys
  case sandboxQuestion, sandboxKeys
  case endOfInputDeny, answerWithALetter, noChange, moreDiff
  case formNeeds, formAsks, optional, removable, endOfInputCancel
  case cancelledNotice, why, decisionLine, resultLine, candidate, milliseconds
  case doctorModel, doctorBaseURL, doctorKey, doctorTimeZone, doctorDataDirectory
  case doctorDatabase, doctorConfiguration, doctorAuthorizations, doctorSkills
  case doctorSkillFile, doctorEndpoint, doctorMCP, doctorEmbeddings
  case embeddingsLoaded, embeddingsMissing, embeddingsOff
  case doctorGlossary, glossaryInstalled, glossaryMissing, glossaryOff
  case doctorSandbox, sandboxReady, sandboxOff, sandboxMissing, sandboxBroken, sandboxFix
  case sandboxDefaultSource
  case doctorAllGood, doctorOneProblem, doctorProblems, doctorSays
  case present, absent, createdOnFirstUse, noneNeeded, builtIn, fromFiles, offlineEndpoint
  case tools, authorized, denied, notDetermined, databaseState, databaseCreated, postgresState
  case abilitiesTitle, abilitiesContext, abilitiesHint, abilitiesGroup
  case skillSource, skillBuiltIn, skillFromMCP, skillRequired, skillDefault, skillExample
  case skillNeeds, skillDisabled, skillLeavesSandbox, skillServerFailed, skillServerFix
  case undoCannotRestore, undoKeptNewer, undoChangedSince, undoRestored, undoRemoved
  case undoNothing, undoNothingInSession, undoNoSession, undoWaitsForRun, undoTakesNumber
  case undoFailed
  case skillServerUntrustedFix, skillFix, skillUnknown, skillDescription, skillDuration, skillSchema
}

/// The CLI's catalogue, English and Chinese.
enum CLIWords {
  // swift-format-ignore
  static let wording = Wording<CLIWord>([
    .thinking: ("(thinking) ", "（思考）"),
    .stepNow: ("  … {step}{percent} {elapsed}", "  … 正在{step}{percent} {elapsed}"),
    .authChange: ("  authorization {capability}: {previous} → {status}", "  权限「{capability}」：{previous} → {status}"),
    .trySuggestions: ("Try next: ", "接下来可以试试："),
    .none: ("none", "无"),
    .cancelled: ("⊘ cancelled.", "⊘ 本次操作已取消。"),
    .costUnknown: ("cost unknown", "费用未知"),
    .statusDone: ("done", "完成"),
    .statusCancelled: ("cancelled", "已取消"),
    .statusFailed: ("failed", "失败"),
    .turns: ("{count} turns", "{count} 轮"),
    .tokens: ("{count} tokens", "{count} 词元"),
    .authorizationQuestion: ("? Authorization: {name} ({skill}) needs access to {capability}.", "? 授权请求：{name}（{skill}）需要「{capability}」权限。"),
    .sandboxQuestion: ("? Leave the sandbox: {name} ({skill}) asks for {capability}.", "? 离开沙箱：{name}（{skill}）请求 {capability}。"),
    .sandboxKeys: ("  [y] allow once  [s] this session  [a] always  [n] deny  [x] deny and stop › ", "  [y] 允许一次  [s] 本次会话允许  [a] 总是允许  [n] 拒绝  [x] 拒绝并停止 › "),
    .authorizationKeys: ("  [y] allow  [n] deny  [x] deny and stop › ", "  [y] 允许  [n] 拒绝  [x] 拒绝并停止 › "),
    .samplingQuestion: ("? Let the model answer: {summary}", "? 让模型回答：{summary}"),
    .samplingKeys: ("  [y] allow once  [n] deny › ", "  [y] 允许一次  [n] 拒绝 › "),
    .confirmQuestion: ("? Confirm: {summary}", "? 确认执行：{summary}"),
    .confirmKeys: ("  [y] allow once  [s] this session  [a] always  [n] deny  [x] deny and stop  [e] edit › ", "  [y] 允许一次  [s] 本次会话允许  [a] 总是允许  [n] 拒绝  [x] 拒绝并停止  [e] 修改参数 › "),
    .endOfInputDeny: ("  (end of input: treated as deny)", "  （输入已结束，视为拒绝）"),
    .answerWithALetter: ("  Please answer with one of the letters shown.", "  请按提示输入一个字母。"),
    .noChange: ("  {path}: no change", "  {path}：内容不变"),
    .moreDiff: ("  │ … ({count} more lines; the whole diff is in ask --json)", "  │ …（还有 {count} 行；完整差异见 ask --json）"),
    .formNeeds: ("? {name} needs: {fields}", "? {name} 需要补充：{fields}"),
    .formAsks: ("  asks: {message}", "  问题：{message}"),
    .optional: (", optional: Enter skips", "，可选，回车跳过"),
    .removable: (", /remove drops this item", "，/remove 删除此项"),
    .endOfInputCancel: ("  (end of input: cancelled)", "  （输入已结束，已取消）"),
    .cancelledNotice: ("cancelled", "已取消"),
    .why: ("  ({reason})", "  （{reason}）"),
    .decisionLine: ("  {mark} {skill}: {reason}", "  {mark} {skill}：{reason}"),
    .resultLine: ("{mark} {skill} · {summary} ({ms} ms)", "{mark} {skill} · {summary}（{ms} 毫秒）"),
    .candidate: ("{name} ({id}) {score}", "{name}（{id}）{score}"),
    .milliseconds: ("{count} ms", "{count} 毫秒"),
    .doctorModel: ("model", "模型"),
    .doctorBaseURL: ("base URL", "服务地址"),
    .doctorKey: ("API key", "API 密钥"),
    .doctorTimeZone: ("time zone", "时区"),
    .doctorDataDirectory: ("data directory", "数据目录"),
    .doctorDatabase: ("database", "数据库"),
    .doctorConfiguration: ("configuration", "配置"),
    .doctorAuthorizations: ("authorizations", "系统权限"),
    .doctorSkills: ("skills", "技能"),
    .doctorSkillFile: ("skill file", "技能文件"),
    .doctorEndpoint: ("endpoint", "模型端点"),
    .doctorMCP: ("mcp {name}", "MCP {name}"),
    .doctorAllGood: ("No problems found.", "一切正常。"),
    .doctorOneProblem: ("1 problem found; its fix is above.", "发现 1 个问题，修复方法见上。"),
    .doctorProblems: ("{count} problems found; each fix is above.", "发现 {count} 个问题，修复方法见上。"),
    .doctorSays: ("says:", "提示："),
    .present: ("present", "已设置"),
    .absent: ("absent", "未设置"),
    .createdOnFirstUse: ("created on first use", "首次使用时创建"),
    .doctorEmbeddings: ("embeddings", "语义模型"),
    .doctorGlossary: ("glossary", "中英词典"),
    .doctorSandbox: ("sandbox", "沙箱"),
    .sandboxDefaultSource: ("default", "默认"),
    .sandboxReady: ("{mode} ({source}): {summary}; bubblewrap at {path}",
      "{mode}（{source}）：{summary}；bubblewrap 位于 {path}"),
    .sandboxOff: ("off ({source}): commands, skill scripts, hooks and MCP servers run with your whole authority",
      "已关闭（{source}）：命令、技能脚本、钩子和 MCP 服务器以你的全部权限运行"),
    .sandboxMissing: ("{mode} ({source}), but bubblewrap (bwrap) is not installed: nothing that ask starts can run",
      "{mode}（{source}），但没有安装 bubblewrap（bwrap）：ask 启动的任何进程都无法运行"),
    .sandboxBroken: ("{mode} ({source}), but {path} cannot set up a sandbox here: {reason}",
      "{mode}（{source}），但 {path} 在这里无法建立沙箱：{reason}"),
    .sandboxFix: ("apt-get install bubblewrap on a kernel that allows user namespaces; or run with --sandbox off (commands then run with your whole authority)",
      "在允许用户命名空间的内核上 apt-get install bubblewrap；或使用 --sandbox off（命令将以你的全部权限运行）"),
    .embeddingsLoaded: ("{identity}, {dimension} dimensions, at {path}: the planner ranks by meaning and words",
      "{identity}，{dimension} 维，位于 {path}：规划器按语义和词语排序"),
    .embeddingsMissing: ("not installed at {path}: the planner ranks by words alone; scripts/install-embeddings.sh installs it",
      "未安装（{path}）：规划器只按词语排序；运行 scripts/install-embeddings.sh 安装"),
    .embeddingsOff: ("off (ASK_EMBEDDINGS=off): the planner ranks by words alone", "已关闭（ASK_EMBEDDINGS=off）：规划器只按词语排序"),
    .glossaryInstalled: ("CC-CEDICT at {path}: Chinese requests also reach skills described in English",
      "CC-CEDICT，位于 {path}：中文请求也能匹配只有英文描述的技能"),
    .glossaryMissing: ("not installed at {path}: the planner reads Chinese with its own short table; scripts/install-glossary.sh installs it",
      "未安装（{path}）：规划器只用内置的小词表理解中文；运行 scripts/install-glossary.sh 安装"),
    .glossaryOff: ("off (ASK_GLOSSARY=off): the planner reads Chinese with its own short table", "已关闭（ASK_GLOSSARY=off）：规划器只用内置的小词表理解中文"),
    .noneNeeded: ("none needed", "无需任何权限"),
    .builtIn: ("built-in", "个内置"),
    .fromFiles: ("from files", "个来自文件"),
    .offlineEndpoint: ("none needed: the offline planner runs on this machine", "无需端点：离线规划器在本机运行"),
    .tools: ("{count} tools", "{count} 个工具"),
    .authorized: ("authorized", "已授权"),
    .denied: ("denied", "已拒绝"),
    .notDetermined: ("notDetermined", "未决定"),
    .databaseState: ("{path} (integrity {integrity}, schema {version} of {latest})", "{path}（完整性 {integrity}，schema {version}/{latest}）"),
    .databaseCreated: ("{path} (integrity {integrity}, schema {version} of {latest}, created now)", "{path}（完整性 {integrity}，schema {version}/{latest}，刚刚创建）"),
    .postgresState: ("PostgreSQL {server} at {url} (reachable, schema {version} of {latest})", "PostgreSQL {server}，{url}（可连接，schema {version}/{latest}）"),
    .abilitiesTitle: ("What ask can do — {count} skills:", "ask 能做什么 — {count} 个技能："),
    .abilitiesContext: ("model {model} · workspace {workspace} · permission mode {mode}", "模型 {model} · 工作区 {workspace} · 权限模式 {mode}"),
    .abilitiesHint: ("Run: ask \"<request>\"   (ask --help lists every command)", "用法：ask \"<请求>\"   （ask --help 列出所有命令）"),
    .abilitiesGroup: ("  {title}: {names} — e.g. “{example}”", "  {title}：{names} — 例如“{example}”"),
    .undoCannotRestore: ("cannot restore {name} as it was before {skill}: {reason}", "无法把 {name} 恢复到 {skill} 之前的样子：{reason}"),
    .undoKeptNewer: ("kept: a newer change to {name} was not undone", "保留：{name} 有更新的改动没有撤销"),
    .undoChangedSince: ("{name} changed since {skill} wrote it; not overwritten (ask undo --force restores it anyway)", "{name} 在 {skill} 写入后又被改过，没有覆盖（ask undo --force 仍会恢复它）"),
    .undoRestored: ("restored {name} as it was before {skill}", "已把 {name} 恢复到 {skill} 之前的样子"),
    .undoRemoved: ("removed {name}, which {skill} created", "已删除 {skill} 创建的 {name}"),
    .undoNothing: ("nothing to undo: no session has a file change that is not undone", "没有可撤销的：没有会话有未撤销的文件改动"),
    .undoNothingInSession: ("nothing to undo in session {id}", "会话 {id} 中没有可撤销的"),
    .undoNoSession: ("no session to undo in", "没有可撤销的会话"),
    .undoWaitsForRun: ("/undo waits for the run to end (Esc cancels it)", "/undo 要等运行结束（Esc 可取消运行）"),
    .undoTakesNumber: ("/undo takes a number of calls, e.g. /undo 2", "/undo 后面跟调用的次数，例如 /undo 2"),
    .undoFailed: ("undo failed: {error}", "撤销失败：{error}"),
    .skillSource: ("source: {source}", "来源：{source}"),
    .skillBuiltIn: ("built in", "内置"),
    .skillFromMCP: ("MCP server {name}", "MCP 服务器 {name}"),
    .skillRequired: ("required", "必填"),
    .skillDefault: ("default {value}", "默认 {value}"),
    .skillExample: ("e.g. “{example}”", "例如“{example}”"),
    .skillNeeds: ("needs: {list}", "需要授权：{list}"),
    .skillDisabled: ("(disabled)", "（已停用）"),
    .skillLeavesSandbox: ("asks to leave its sandbox: {list}", "要求离开沙箱：{list}"),
    .skillServerFailed: ("✗ MCP server {name} ({state}): {error}", "✗ MCP 服务器 {name}（{state}）：{error}"),
    .skillFix: ("fix: {fix}", "解决：{fix}"),
    .skillServerFix: ("`ask mcp test {name}` says why (its log: {log}); correct or disable its entry in {config}, or list without servers: ask skills --no-mcp", "`ask mcp test {name}` 会说明原因（日志：{log}）；修改或停用 {config} 中它的条目，或不启动服务器列出：ask skills --no-mcp"),
    .skillServerUntrustedFix: ("read {config}, then run `ask mcp trust`", "先阅读 {config}，再运行 `ask mcp trust`"),
    .skillUnknown: ("ask: no skill \"{id}\"; the skills are: {list}", "ask：没有技能“{id}”；现有技能：{list}"),
    .skillDescription: ("description: {text}", "说明：{text}"),
    .skillDuration: ("estimated duration: {seconds} s · icon: {icon}", "预计用时：{seconds} 秒 · 图标：{icon}"),
    .skillSchema: ("input schema:", "输入结构："),
  ])

  /// Keys whose Chinese text needs no Chinese.
  static let untranslated: Set<CLIWord> = [.doctorMCP, .why, .decisionLine, .candidate]
}

/// The CLI's words in one language.
struct CLIText: Sendable {
  let language: UserLanguage

  init(_ language: UserLanguage) {
    self.language = language
  }

  func callAsFunction(_ key: CLIWord, _ values: [String: String] = [:]) -> String {
    CLIWords.wording(key, language, values)
  }

  /// An authorization's status in words.
  func status(_ status: AuthorizationStatus) -> String {
    switch status {
    case .authorized: return self(.authorized)
    case .denied: return self(.denied)
    case .notDetermined: return self(.notDetermined)
    }
  }
}
