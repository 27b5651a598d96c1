import SkillKit

/// The steps the built-in skills report while they run, in English and Chinese: the card and
/// the transcript show them in the run's language (`SkillContext.language`).
enum BuiltinStep: String, CaseIterable, Sendable {
  case readEvents, writeEvent, readFile, writeEvents, findEvent, deleteEvent, secondsLeft
  case saveCheckpoint, writeFile, findFiles, searchFiles
  case writeTodo, readTodos, findTodo, markDone, readClock
  case checkTime, writeReminder, readReminders, findReminder

  // swift-format-ignore
  static let table: [BuiltinStep: (en: String, zh: String)] = [
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
  ]

  /// The step's words in `language` (`en` or `zh`), with `values` filled in.
  func text(_ language: String, _ values: [String: String] = [:]) -> String {
    guard let pair = Self.table[self] else { return rawValue }
    var text = language == "zh" ? pair.zh : pair.en
    for (name, value) in values { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
    return text
  }
}

extension SkillContext {
  /// Reports `step` in the run's language.
  func step(_ step: BuiltinStep, _ values: [String: String] = [:]) {
    self.step(step.text(language, values))
  }
}
