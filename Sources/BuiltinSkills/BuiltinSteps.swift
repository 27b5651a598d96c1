import AgentCore
import SkillKit

/// The steps the built-in skills report while they run, in English and Chinese: the card and
/// the transcript show them in the run's language (`SkillContext.language`).
enum BuiltinStep: String, CaseIterable, Sendable {
  case readEvents, writeEvent, readFile, writeEvents, findEvent, deleteEvent, secondsLeft
  case saveCheckpoint, writeFile, findFiles, searchFiles
  case writeTodo, readTodos, findTodo, markDone, readClock
  case checkTime, writeReminder, readReminders, findReminder, runCommand

  // swift-format-ignore
  static let wording = Wording<BuiltinStep>([
    .readEvents: ("reading the calendar", "读取日程"),
    .writeEvent: ("writing the event", "写入日程"),
    .readFile: ("reading {path}", "读取 {path}"),
    .writeEvents: ("writing {count} events", "写入 {count} 个日程"),
    .findEvent: ("finding the event", "查找日程"),
    .deleteEvent: ("deleting the event", "删除日程"),
    .secondsLeft: ("{seconds} s left", "还剩 {seconds} 秒"),
    .saveCheckpoint: ("saving a checkpoint", "保存检查点"),
    .writeFile: ("writing {path}", "写入 {path}"),
    .findFiles: ("finding {pattern}", "查找 {pattern}"),
    .searchFiles: ("searching for {pattern}", "搜索 {pattern}"),
    .writeTodo: ("writing the todo", "写入待办"),
    .readTodos: ("reading the todos", "读取待办"),
    .findTodo: ("finding the todo", "查找待办"),
    .markDone: ("marking it done", "标记完成"),
    .readClock: ("reading the clock", "读取时钟"),
    .checkTime: ("checking the time", "检查时间"),
    .writeReminder: ("writing the reminder", "写入提醒"),
    .readReminders: ("reading the reminders", "读取提醒"),
    .findReminder: ("finding the reminder", "查找提醒"),
    .runCommand: ("running {command}", "运行 {command}"),
  ])

  /// The step's words in `language` (`en` or `zh`), with `values` filled in.
  func text(_ language: String, _ values: [String: String] = [:]) -> String {
    Self.wording(self, UserLanguage(rawValue: language) ?? .english, values)
  }
}

extension SkillContext {
  /// Reports `step` in the run's language.
  func step(_ step: BuiltinStep, _ values: [String: String] = [:]) {
    self.step(step.text(language, values))
  }
}

/// What the todo and reminder skills answer, in English and Chinese: the offline planner shows
/// the answer as it is, and the card its summary. Every form keeps `#id`, which later steps
/// and suggestions read.
enum BuiltinAnswer: String, CaseIterable, Sendable {
  case todoAdded, todoSummary, todoDue, noTodos, todoCount, todoCompleted, todoDone
  case reminderCreated, reminderSummary, noReminders, reminderCount, reminderCompleted
  case reminderDone
  case eventAdded, eventPlace, eventDeleted, eventDeletedSummary, eventsWritten
  case eventsWrittenSummary, eventsRead, eventsKept, eventsReadSummary, moreSkipped, noEvents
  case eventsSummary, allDay, countedDown, secondsSummary, high, normal, low, priorityNote
  case fileCreated, fileEdited, fileWritten, fileCreatedSummary, fileEditedSummary
  case fileWrittenSummary, fileEmpty, fileLinesSummary, noFilesMatch, moreFiles, filesSummary
  case noMatches, matchesSummary, exitCode, endedBySignal, noOutput, linesSummary
  case filesChangedSummary

  // swift-format-ignore
  static let wording = Wording<BuiltinAnswer>([
    .todoAdded: ("Added todo #{id} \"{title}\" ({priority}){due}.", "已添加待办 #{id}「{title}」（{priority}）{due}。"),
    .todoSummary: ("Todo #{id} {title}{due}", "待办 #{id} {title}{due}"),
    .todoDue: (" · due {date}", " · 截止 {date}"),
    .noTodos: ("No todos.", "没有待办。"),
    .todoCount: ("{count} todos", "{count} 条待办"),
    .todoCompleted: ("Completed todo #{id} \"{title}\".", "已完成待办 #{id}「{title}」。"),
    .todoDone: ("Done: #{id} {title}", "已完成：#{id} {title}"),
    .reminderCreated: ("Created reminder #{id} \"{title}\" for {when}.", "已创建提醒 #{id}「{title}」，时间 {when}。"),
    .reminderSummary: ("Reminder #{id} {title} · {when}", "提醒 #{id} {title} · {when}"),
    .noReminders: ("No reminders.", "没有提醒。"),
    .reminderCount: ("{count} reminders", "{count} 条提醒"),
    .reminderCompleted: ("Completed reminder #{id} \"{title}\".", "已完成提醒 #{id}「{title}」。"),
    .reminderDone: ("Done: #{id} {title}", "已完成：#{id} {title}"),
    .eventAdded: ("Added event #{id} \"{title}\" {when}{place}.", "已添加日程 #{id}「{title}」{when}{place}。"),
    .eventPlace: (" at {location}", "，地点 {location}"),
    .eventDeleted: ("Deleted event #{id} \"{title}\" ({when}).", "已删除日程 #{id}「{title}」（{when}）。"),
    .eventDeletedSummary: ("deleted #{id} {title}", "已删除 #{id} {title}"),
    .eventsWritten: ("Wrote {count} events to {path}.", "已把 {count} 个日程写入 {path}。"),
    .eventsWrittenSummary: ("{count} events → {path}", "{count} 个日程 → {path}"),
    .eventsRead: ("Read {count} events from {path}: {added} new, {updated} updated; skipped {skipped}.", "从 {path} 读取了 {count} 个日程：新增 {added}，更新 {updated}；跳过 {skipped}。"),
    .eventsKept: ("{count} events kept properties ask does not show (repeat rules, attendees, alarms); they are written back on export.", "{count} 个日程带有 ask 不显示的属性（重复规则、参与者、闹钟），导出时会原样写回。"),
    .eventsReadSummary: ("{count} read · {skipped} skipped", "读取 {count} · 跳过 {skipped}"),
    .moreSkipped: ("… {count} more", "…… 另有 {count} 条"),
    .noEvents: ("No events from {range}.", "{range} 没有日程。"),
    .eventsSummary: ("{count} events · {range}", "{count} 个日程 · {range}"),
    .allDay: ("all day", "全天"),
    .high: ("high", "高"),
    .normal: ("normal", "普通"),
    .low: ("low", "低"),
    .priorityNote: ("({priority})", "（{priority}）"),
    .countedDown: ("Counted down {count} seconds.", "已倒数 {count} 秒。"),
    .secondsSummary: ("{count} s", "{count} 秒"),
    .fileCreated: ("Created {path}: {lines} lines, +{added} −{removed}.", "已创建 {path}：{lines} 行，+{added} −{removed}。"),
    .fileEdited: ("Edited {path}: {lines} lines, +{added} −{removed}.", "已编辑 {path}：{lines} 行，+{added} −{removed}。"),
    .fileWritten: ("Wrote {path}: {lines} lines, +{added} −{removed}.", "已写入 {path}：{lines} 行，+{added} −{removed}。"),
    .fileCreatedSummary: ("created {path} +{added} −{removed}", "已创建 {path} +{added} −{removed}"),
    .fileEditedSummary: ("edited {path} +{added} −{removed}", "已编辑 {path} +{added} −{removed}"),
    .fileWrittenSummary: ("wrote {path} +{added} −{removed}", "已写入 {path} +{added} −{removed}"),
    .fileEmpty: ("({path} is empty)", "（{path} 是空文件）"),
    .fileLinesSummary: ("{path} · lines {first}–{last} of {count}", "{path} · 第 {first}–{last} 行，共 {count} 行"),
    .noFilesMatch: ("No files match {pattern}.", "没有与 {pattern} 匹配的文件。"),
    .moreFiles: ("… {count} more not shown: narrow the pattern", "…… 还有 {count} 个没有列出：请缩小模式"),
    .filesSummary: ("{pattern}: {count} files", "{pattern}：{count} 个文件"),
    .noMatches: ("No matches for {pattern}.", "没有与 {pattern} 匹配的内容。"),
    .matchesSummary: ("{count} matching lines in {matched} of {files} files", "{files} 个文件中有 {matched} 个匹配，共 {count} 行"),
    .exitCode: ("exit code {code}", "退出码 {code}"),
    .endedBySignal: ("ended by signal {signal}", "被信号 {signal} 结束"),
    .noOutput: (" (no output)", "（没有输出）"),
    .linesSummary: ("{ending} · {count} lines", "{ending} · {count} 行"),
    .filesChangedSummary: ("{summary} · files changed: {count}", "{summary} · 改动文件：{count}"),
  ])

  /// Keys whose Chinese text needs no Chinese: formats.
  static let untranslated: Set<BuiltinAnswer> = [.priorityNote]

  /// The nouns whose English plural is one `s` more, after a count.
  static let pluralNouns = [
    "todo", "reminder", "event", "second", "line", "file", "matching line",
  ]

  /// `text` with "1 todos" read "1 todo": the one plural English needs, after a count of one
  /// (a "1" that is a number of its own, not the end of "11").
  static func singular(_ text: String) -> String {
    var result = text
    for noun in pluralNouns {
      let plural = "1 \(noun)s"
      var searched = result.startIndex
      while let found = result.range(of: plural, range: searched..<result.endIndex) {
        let standsAlone =
          found.lowerBound == result.startIndex
          || !result[result.index(before: found.lowerBound)].isNumber
        let wordEnds =
          found.upperBound == result.endIndex || !result[found.upperBound].isLetter
        if standsAlone && wordEnds {
          result.replaceSubrange(found, with: "1 \(noun)")
          searched = result.index(found.lowerBound, offsetBy: plural.count - 1)
        } else {
          searched = found.upperBound
        }
      }
    }
    return result
  }

  /// The answer's words in `language` (`en` or `zh`), with `values` filled in.
  func text(_ language: String, _ values: [String: String] = [:]) -> String {
    let text = Self.wording(self, UserLanguage(rawValue: language) ?? .english, values)
    return language == "zh" ? text : Self.singular(text)
  }
}

extension SkillContext {
  /// `answer` in the run's language.
  func say(_ answer: BuiltinAnswer, _ values: [String: String] = [:]) -> String {
    answer.text(language, values)
  }
}
