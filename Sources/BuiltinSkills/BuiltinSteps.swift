import AgentCore
import SkillKit

/// The steps the built-in skills report while they run, in English and Chinese: the card and
/// the transcript show them in the run's language (`SkillContext.language`).
enum BuiltinStep: String, CaseIterable, Sendable {
  case readEvents, writeEvent, readFile, writeEvents, findEvent, deleteEvent, secondsLeft
  case saveCheckpoint, writeFile, findFiles, searchFiles
  case writeTodo, readTodos, findTodo, markDone, readClock
  case checkTime, writeReminder, readReminders, findReminder

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
  ])

  /// The answer's words in `language` (`en` or `zh`), with `values` filled in.
  func text(_ language: String, _ values: [String: String] = [:]) -> String {
    var text = Self.wording(self, UserLanguage(rawValue: language) ?? .english, values)
    // "1 todos" reads "1 todo": the one plural English needs.
    if language != "zh", values["count"] == "1", text.hasSuffix("s") { text.removeLast() }
    return text
  }
}

extension SkillContext {
  /// `answer` in the run's language.
  func say(_ answer: BuiltinAnswer, _ values: [String: String] = [:]) -> String {
    answer.text(language, values)
  }
}
