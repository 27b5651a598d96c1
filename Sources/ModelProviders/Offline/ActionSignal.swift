import SkillKit

/// The action a request asks for and the action a skill does, as families of verbs in both
/// languages — scored apart from the object, so "which reminders do I have" is never taken for
/// "complete a reminder", and "show the calendar" not for "export the calendar".
enum ActionSignal {
  enum Family: String, Sendable, CaseIterable {
    case show, create, complete, delete, search, export, importing, edit, run, convert
  }

  /// Verbs people say, per family (English words are matched as whole words).
  static let requestVerbs: [Family: [String]] = [
    .show: [
      "show", "list", "display", "view", "see", "read", "open", "get", "cat", "列出", "查看", "看看",
      "显示",
      "有哪些", "有什么", "读取", "打开",
    ],
    .create: [
      "create", "add", "new", "make", "schedule", "book", "write", "put", "hire", "rent", "reserve",
      "order", "buy", "purchase", "添加", "创建", "新建",
      "安排", "写入", "记一", "记个", "记下", "记录", "加个", "加一个", "预订", "报名", "购买",
    ],
    .complete: ["complete", "finish", "finished", "done", "mark", "完成", "做完", "标记"],
    .delete: ["delete", "remove", "cancel", "drop", "erase", "删除", "删掉", "取消", "移除"],
    .search: ["search", "find", "grep", "look for", "搜索", "查找", "寻找"],
    .export: ["export", "导出"],
    .importing: ["import", "导入"],
    .edit: [
      "edit", "replace", "change", "update", "modify", "rename", "修改", "替换", "改成", "改为",
      "编辑",
    ],
    .run: ["run", "execute", "运行", "执行"],
    .convert: ["convert", "换算", "转换"],
  ]

  /// Every verb of `requestVerbs`, in both languages, as said and as a term of the ranking
  /// (`schedule` matches as `schedul`): the one catalogue the planner's other rules ask whether
  /// a word is a verb of asking.
  static let allRequestVerbs = Set(
    requestVerbs.values.joined().flatMap { [$0] + TextTokenizer.terms($0) })

  /// Whether `description` opens with a verb of one of `families`, as a description says it —
  /// in its third person (`Books…`, `Adds…`: the tokenizer keeps a word of four letters whole)
  /// or, in Chinese, as its first two characters (`预订…`).
  static func opens(_ description: String, with families: [Family]) -> Bool {
    let opening = description.split(whereSeparator: { !$0.isLetter }).first
    guard let verb = opening.flatMap({ TextTokenizer.terms(String($0)).first }) else {
      return false
    }
    return families.contains { family in
      (openingTerms[family] ?? []).contains(verb)
    }
  }

  /// The terms of each family's verbs as a description opens with them (`opens`).
  private static let openingTerms = requestVerbs.mapValues { verbs in
    Set(verbs.flatMap { TextTokenizer.terms($0) + TextTokenizer.terms($0 + "s") })
  }

  /// Words in a skill's id that say its action (`calendar.list_events` → list → show).
  static let skillVerbs: [String: Family] = [
    "list": .show, "show": .show, "get": .show, "read": .show, "view": .show, "status": .show,
    "diff": .show, "log": .show, "now": .show, "create": .create, "add": .create,
    "new": .create, "write": .create, "complete": .complete, "done": .complete,
    "delete": .delete, "remove": .delete, "search": .search, "find": .search, "grep": .search,
    "glob": .search, "export": .export, "import": .importing, "edit": .edit,
    "update": .edit, "run": .run, "exec": .run, "convert": .convert,
  ]

  /// The family a request asks for: the verb said first. A request that is a noun, a colon and
  /// its content (`todo: buy printer ink`, `备忘：…`) asks to create what the noun names — the
  /// content's own verbs (`todo: finish the report`) are not the request's.
  static func requested(_ text: String) -> Family? {
    if let head = text.range(
      of: #"^\s*[\p{L}-]{1,16}\s*[:：]\s*\S"#, options: .regularExpression)
    {
      let label = String(text[head].dropLast())
      return requested(in: label) ?? .create
    }
    return requested(in: text)
  }

  /// The family of the verb said first in `text`.
  private static func requested(in text: String) -> Family? {
    var best: (position: String.Index, family: Family)?
    for (family, verbs) in requestVerbs {
      for verb in verbs {
        guard let range = ParameterFiller.wordRange(of: verb, in: text) else { continue }
        if best == nil || range.lowerBound < best!.position { best = (range.lowerBound, family) }
      }
    }
    return best?.family
  }

  /// The family of what a skill does, from its id; nil when its id names no known verb.
  static func performed(by skill: SkillDescriptor) -> Family? {
    let words = TextTokenizer.identifierWords(
      skill.id.split(separator: ".").last.map(String.init) ?? "")
    return words.lazy.compactMap { skillVerbs[$0] }.first
  }
}
