import AgentCore
import Foundation
import SkillKit

/// `todo.add`: an item on the todo list, with an optional due date and a priority.
public struct TodoAddSkill: Skill {
  let repository: any TodoRepository

  /// The skill over `repository`.
  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// The skill's declaration: id, description, input schema and permission level.
  public let descriptor = SkillDescriptor(
    id: "todo.add",
    displayName: "添加待办",
    description:
      "Adds an item to the user's todo list, with an optional due date and a priority (low, "
      + "normal, high).",
    inputFields: [
      InputField(
        name: "title", type: .string, required: true, description: "What needs doing",
        minLength: 1, maxLength: 200),
      InputField(name: "due", type: .dateTime, description: "When it is due"),
      InputField(
        name: "priority", type: .enumeration, description: "How urgent it is",
        enumValues: ["low", "normal", "high"],
        enumAliases: [
          "high": ["高优先级", "高优", "紧急", "重要", "urgent", "important", "high priority", "asap"],
          "low": ["低优先级", "低优", "不急", "有空再", "low priority", "whenever", "someday"],
          "normal": ["普通", "一般", "normal priority"],
        ],
        defaultValue: "normal"),
    ],
    permissionLevel: .userConfirmation,
    estimatedDuration: 0.2,
    iconName: "checklist",
    examples: [
      "添加待办 买牛奶", "记一个待办：周五前交报告，高优先级", "待办事项加上 打扫房间", "把买菜加到待办清单",
      "add a todo buy milk", "add write the report to my todo list, high priority",
      "new task: clean the kitchen", "put call the bank on my to-do list",
    ], localizedDisplayNames: ["en": "Add todo"],
    localizedFieldDescriptions: BuiltinFieldWords.localized("todo.add"),
    localizedDescriptions: ["zh": "添加一条待办事项，可设截止时间和优先级。"])

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let title = input.string("title") else {
      throw BuiltinProblem.required.error(["field": "title"])
    }
    let priority = input.string("priority").flatMap(TodoPriority.init(rawValue:)) ?? .normal
    context.step(.writeTodo)
    let item = try await repository.addTodo(
      title: title, due: input.date("due"), priority: priority, createdAt: context.now)
    if let location = repository.location { context.persisted(path: location) }
    let due =
      item.due.map {
        context.say(
          .todoDue,
          ["date": DateText.shortWithWeekday($0, in: context.timeZone, language: context.language)])
      }
      ?? ""
    let values = [
      "id": "\(item.id)", "title": item.title,
      "priority": context.say(BuiltinAnswer(rawValue: item.priority.rawValue) ?? .normal),
      "due": due,
    ]
    return SkillResult(
      content: context.say(.todoAdded, values),
      data: TodoJSON.encode(item, timeZone: context.timeZone),
      summary: context.say(.todoSummary, values))
  }
}

/// `todo.list`: open (or all) todos, high priority first.
public struct TodoListSkill: Skill, ItemListing {
  let repository: any TodoRepository

  /// The titles of the open todos, for the planner.
  public func itemTitles(limit: Int) async throws -> [String] {
    try await repository.todos(includeCompleted: false).prefix(limit).map(\.title)
  }

  /// The skill over `repository`.
  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// The skill's declaration: id, description, input schema and permission level.
  public let descriptor = SkillDescriptor(
    id: "todo.list",
    displayName: "查看待办",
    description:
      "Lists the user's todo items, high priority first; completed ones only when asked.",
    inputFields: [
      InputField(
        name: "includeCompleted", type: .boolean, description: "Also list completed items",
        enumAliases: ["true": ListWords.includeCompleted], defaultValue: false)
    ],
    permissionLevel: .normal,
    estimatedDuration: 0.1,
    iconName: "list.bullet.rectangle",
    examples: [
      "我的待办有哪些", "列出待办", "查看待办清单", "还有什么没做", "show my todos", "list my todo list",
      "what's on my to-do list", "what tasks do I have",
    ], localizedDisplayNames: ["en": "List todos"],
    localizedFieldDescriptions: BuiltinFieldWords.localized("todo.list"),
    localizedDescriptions: ["zh": "列出我的待办清单。"])

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    context.step(.readTodos)
    let order: [TodoPriority: Int] = [.high: 0, .normal: 1, .low: 2]
    let items = try await repository.todos(
      includeCompleted: input.bool("includeCompleted") ?? false
    ).sorted { (order[$0.priority] ?? 1, $0.id) < (order[$1.priority] ?? 1, $1.id) }
    let lines = items.map { item in
      "\(item.isCompleted ? "[x]" : "[ ]") #\(item.id) \(item.title) "
        + context.say(
          .priorityNote,
          ["priority": context.say(BuiltinAnswer(rawValue: item.priority.rawValue) ?? .normal)])
        + (item.due.map {
          context.say(
            .todoDue,
            [
              "date": DateText.shortWithWeekday(
                $0, in: context.timeZone, language: context.language)
            ])
        } ?? "")
    }
    return SkillResult(
      content: lines.isEmpty ? context.say(.noTodos) : lines.joined(separator: "\n"),
      data: .array(items.map { TodoJSON.encode($0, timeZone: context.timeZone) }),
      summary: context.say(.todoCount, ["count": "\(items.count)"]))
  }
}

/// `todo.complete`: marks one todo done, by id or by words of its title.
public struct TodoCompleteSkill: Skill {
  let repository: any TodoRepository

  /// The skill over `repository`.
  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// The skill's declaration: id, description, input schema and permission level.
  public let descriptor = SkillDescriptor(
    id: "todo.complete",
    displayName: "完成待办",
    description:
      "Marks one todo item as done, chosen by its id (#3) or by words of its title.",
    inputFields: [
      InputField(
        name: "item", type: .string, required: true,
        description: "The todo's id (#3) or part of its title", minLength: 1,
        maxLength: 200)
    ],
    permissionLevel: .userConfirmation,
    estimatedDuration: 0.1,
    iconName: "checkmark.square",
    examples: [
      "完成待办 2", "买牛奶这个待办做完了", "把待办 3 标记为完成", "mark todo 2 as done",
      "complete the todo buy milk", "i finished the task clean the kitchen",
    ], localizedDisplayNames: ["en": "Complete todo"],
    localizedFieldDescriptions: BuiltinFieldWords.localized("todo.complete"),
    localizedDescriptions: ["zh": "把一条待办标记为已完成。"])

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let reference = input.string("item") else {
      throw BuiltinProblem.required.error(["field": "item"])
    }
    context.step(.findTodo)
    let open = try await repository.todos(includeCompleted: false)
    let id = try ItemMatcher.resolve(
      reference, among: open.map { ($0.id, $0.title) }, noun: .todo, listSkill: "todo.list")
    context.step(.markDone)
    guard let item = try await repository.completeTodo(id: id) else {
      throw BuiltinProblem.noTodo.error(["id": "\(id)"], fix: .fixListIDs, ["skill": "todo.list"])
    }
    if let location = repository.location { context.persisted(path: location) }
    return SkillResult(
      content: context.say(.todoCompleted, ["id": "\(item.id)", "title": item.title]),
      data: TodoJSON.encode(item, timeZone: context.timeZone),
      summary: context.say(.todoDone, ["id": "\(item.id)", "title": item.title]))
  }
}

/// The JSON shape of a todo in results.
enum TodoJSON {
  static func encode(_ item: TodoItem, timeZone: TimeZone) -> JSONValue {
    [
      "id": .integer(item.id),
      "title": .string(item.title),
      "due": item.due.map { .string(ISODateTime.string(from: $0, in: timeZone)) } ?? .null,
      "priority": .string(item.priority.rawValue),
      "completed": .bool(item.isCompleted),
    ]
  }
}
