import AgentCore
import SkillKit

/// What the built-in skills say when a call cannot be done, and how to fix it, in English
/// and Chinese. The words follow the run's language (`SkillLanguage.current`), so helpers
/// deep inside a skill say them too; the model reads them as well, in either language.
enum BuiltinProblem: String, CaseIterable, Sendable {
  case required, rangeBackwards, endBeforeStart, icsTooBig, doesNotExist, icsUnreadable
  case noEvent, noTodo, noReminder, noMatch, manyMatches, alreadyPassed, isFolder, notRegular
  case tooBig, binary, notUTF8, changedSinceApproved, checkpointFailed, noWorkspace
  case offsetPastEnd, oldStringEmpty, sameStrings, editMissingFile, notFound, manyFound
  case notFolder, absolutePattern, climbingPattern, badRegex, notFileOrFolder, timedOut
  case folderBecameLink, fileBecameLink, grewWhileRead, cannotDo
  case event, todo, reminder, folderOf, open, read, write, writeIn, replace, remove, create

  // The fixes.
  case fixRangeBackwards, fixEndBeforeStart, fixIcsTooBig, fixGlobLists, fixNothingImported
  case fixListIDs, fixListOpen, fixSayID, fixFuture, fixGiveFile, fixReadPart, fixOnlyText
  case fixIconv, fixAskAgain, fixWorkspace, fixOffset, fixCreateWithWrite, fixCopyExactly
  case fixMoreContext, fixGiveFolder, fixRelative, fixSetPath, fixRegex, fixCwd, fixTimeout

  // swift-format-ignore
  static let wording = Wording<BuiltinProblem>([
    .required: ("{field} is required", "缺少 {field}"),
    .rangeBackwards: ("the range ends before it starts", "时间范围的结束早于开始"),
    .endBeforeStart: ("the event would end ({end}) before it starts ({start})", "日程的结束时间（{end}）早于开始时间（{start}）"),
    .icsTooBig: ("{path} is {size}, over the {limit} an .ics import takes", "{path} 有 {size}，超过 .ics 导入的上限 {limit}"),
    .doesNotExist: ("{path} does not exist", "{path} 不存在"),
    .icsUnreadable: ("{path}: {failure}", "{path}：{failure}"),
    .noEvent: ("no event #{id}", "没有日程 #{id}"),
    .noTodo: ("no todo #{id}", "没有待办 #{id}"),
    .noReminder: ("no reminder #{id}", "没有提醒 #{id}"),
    .noMatch: ("no open {noun} matches \"{reference}\"", "没有与「{reference}」匹配的未完成{noun}"),
    .manyMatches: ("\"{reference}\" matches {count} {noun}s: {list}", "「{reference}」匹配到 {count} 条{noun}：{list}"),
    .alreadyPassed: ("{time} has already passed", "{time} 已经过去了"),
    .isFolder: ("{path} is a folder", "{path} 是文件夹"),
    .notRegular: ("{path} is not a regular file (a device, socket or pipe)", "{path} 不是普通文件（是设备、套接字或管道）"),
    .tooBig: ("{path} is {size}, over the {limit} limit", "{path} 有 {size}，超过上限 {limit}"),
    .binary: ("{path} is {type} ({size}), not text", "{path} 是 {type}（{size}），不是文本"),
    .notUTF8: ("{path} is not valid UTF-8 (first bad byte at offset {offset}, {size})", "{path} 不是有效的 UTF-8（第一个错误字节在偏移 {offset}，共 {size}）"),
    .changedSinceApproved: ("the file changed since you approved this edit ({path})", "你批准这次修改之后，文件又变了（{path}）"),
    .checkpointFailed: ("not written: the undo checkpoint of {path} could not be saved: {error}", "没有写入：无法保存 {path} 的撤销检查点：{error}"),
    .noWorkspace: ("this call has no workspace", "这次调用没有工作区"),
    .offsetPastEnd: ("{path} has {count} lines; offset {offset} is past its end", "{path} 只有 {count} 行；偏移 {offset} 超出了末尾"),
    .oldStringEmpty: ("old_string is required and must not be empty", "old_string 必填且不能为空"),
    .sameStrings: ("old_string and new_string are the same: nothing would change", "old_string 与 new_string 相同：不会有任何改变"),
    .editMissingFile: ("{path} does not exist", "{path} 不存在"),
    .notFound: ("old_string does not occur in {path}", "{path} 中找不到 old_string"),
    .manyFound: ("old_string occurs {count} times in {path}", "old_string 在 {path} 中出现了 {count} 次"),
    .notFolder: ("{path} is not a folder", "{path} 不是文件夹"),
    .absolutePattern: ("the pattern {pattern} is absolute", "模式 {pattern} 是绝对路径"),
    .climbingPattern: ("the pattern {pattern} climbs out with ..", "模式 {pattern} 用 .. 跳出了文件夹"),
    .badRegex: ("{error}", "正则表达式无效：{error}"),
    .notFileOrFolder: ("{path} is not a file or folder", "{path} 既不是文件也不是文件夹"),
    .timedOut: ("timed out after {seconds} s; the command and everything it started were ended", "{seconds} 秒后超时；命令及其启动的所有进程都已结束"),
    .folderBecameLink: ("the folder of {path} changed into a link after it was checked; nothing was written", "{path} 所在文件夹在检查后变成了链接；没有写入任何内容"),
    .fileBecameLink: ("{path} changed into a link after it was checked; not read", "{path} 在检查后变成了链接；没有读取"),
    .grewWhileRead: ("{path} grew past the {limit} limit while read", "{path} 在读取时增长超过了上限 {limit}"),
    .cannotDo: ("cannot {action} {path}: {reason}", "无法{action} {path}：{reason}"),
    .event: ("event", "日程"),
    .todo: ("todo", "待办"),
    .reminder: ("reminder", "提醒"),
    .folderOf: ("the folder of {path}", "{path} 所在的文件夹"),
    .open: ("open", "打开"),
    .read: ("read", "读取"),
    .write: ("write", "写入"),
    .writeIn: ("write in", "写入"),
    .replace: ("replace", "替换"),
    .remove: ("remove", "删除"),
    .create: ("create", "创建"),
    .fixRangeBackwards: ("give a to after the from", "请让 to 晚于 from"),
    .fixEndBeforeStart: ("give an end after the start, or a duration", "请给出晚于开始的结束时间，或给出时长"),
    .fixIcsTooBig: ("split the file, or export a shorter range from the other program", "请拆分文件，或从原程序导出更短的时间范围"),
    .fixGlobLists: ("files.glob lists the files", "files.glob 可以列出文件"),
    .fixNothingImported: ("nothing was imported", "没有导入任何内容"),
    .fixListIDs: ("run {skill} to see the ids", "运行 {skill} 查看编号"),
    .fixListOpen: ("run {skill} to see the open ones", "运行 {skill} 查看未完成的条目"),
    .fixSayID: ("say the id, e.g. #{id}", "请说出编号，例如 #{id}"),
    .fixFuture: ("give a time in the future", "请给出将来的时间"),
    .fixGiveFile: ("give the path of a file (files.glob lists them)", "请给出文件的路径（files.glob 可以列出文件）"),
    .fixReadPart: ("read part of it with offset and limit through shell.run (head, sed -n)", "用 shell.run（head、sed -n）按偏移和行数读取其中一部分"),
    .fixOnlyText: ("only text files can be read or edited", "只能读取或编辑文本文件"),
    .fixIconv: ("convert it to UTF-8 first (iconv)", "请先转换为 UTF-8（iconv）"),
    .fixAskAgain: ("ask again to see the change against the file as it is now", "请重新提问，按文件现在的内容查看修改"),
    .fixWorkspace: ("run ask with --workspace DIR (default: the current folder)", "用 --workspace DIR 运行 ask（默认是当前文件夹）"),
    .fixOffset: ("use an offset of at most {max}", "偏移最多为 {max}"),
    .fixCreateWithWrite: ("create it with files.write", "请先用 files.write 创建它"),
    .fixCopyExactly: ("read the file with files.read and copy the text exactly, whitespace included", "先用 files.read 读取文件，再一字不差地复制文本（包括空白）"),
    .fixMoreContext: ("include more surrounding text so it occurs once, or set replace_all", "请包含更多上下文使它只出现一次，或设置 replace_all"),
    .fixGiveFolder: ("give a folder", "请给出一个文件夹"),
    .fixRelative: ("give it relative to the folder (path)", "请给出相对于文件夹（path）的模式"),
    .fixSetPath: ("set path instead", "请改为设置 path"),
    .fixRegex: ("check the brackets and escapes (POSIX ERE)", "请检查括号和转义（POSIX ERE）"),
    .fixCwd: ("give a folder as cwd", "请把 cwd 设为一个文件夹"),
    .fixTimeout: ("raise timeout (at most {max} s) or run something shorter", "调大 timeout（最多 {max} 秒），或运行更短的命令"),
  ])

  /// Keys whose Chinese text needs no Chinese.
  static let untranslated: Set<BuiltinProblem> = [.icsUnreadable]

  /// The words of this key in the current call's language, with `values` filled in.
  func text(_ values: [String: String] = [:]) -> String {
    Self.wording(self, UserLanguage(rawValue: SkillLanguage.current) ?? .english, values)
  }

  /// The failure this key names, with the fix `fix` names (filled in with `fixValues`).
  func error(
    _ values: [String: String] = [:], fix: BuiltinProblem? = nil,
    _ fixValues: [String: String] = [:]
  ) -> SkillError {
    SkillError(text(values), fix: fix?.text(fixValues))
  }

  /// "cannot open X: reason", with the action (`.open`, `.read`…) in the current language.
  static func cannot(_ action: BuiltinProblem, _ path: String, _ reason: String) -> SkillError {
    cannotDo.error(["action": action.text(), "path": path, "reason": reason])
  }

  /// "the folder of X" in the current language.
  static func folder(of path: String) -> String {
    folderOf.text(["path": path])
  }
}
