import AgentTestSupport
import Foundation
import SkillKit
import Synchronization
import Testing

@testable import BuiltinSkills

struct BuiltinSkillsTests {
  static let zone = TimeZone(identifier: "Asia/Shanghai")!
  static let start = ISODateTime.date(from: "2026-11-30T10:00:00+08:00")!

  final class Recorder: Sendable {
    let events = Mutex<[SkillContext.Event]>([])
  }

  static func context(_ recorder: Recorder = Recorder()) -> SkillContext {
    SkillContext(
      toolUseID: "t1", startedAt: start, timeZone: zone, uptime: { .zero },
      sink: { event in recorder.events.withLock { $0.append(event) } })
  }

  @Test func reminderCreateStoresAndReportsSteps() async throws {
    let reminders = InMemoryReminders()
    let recorder = Recorder()
    let result = try await ReminderCreateSkill(repository: reminders).execute(
      SkillInput(["title": "开会", "dueDate": "2026-12-01T09:00:00+08:00"]),
      context: Self.context(recorder))
    #expect(reminders.all.map(\.title) == ["开会"])
    #expect(result.summary == "Reminder #1 开会 · 2026-12-01 09:00 (Tue)")
    #expect(result.data?["dueDate"] == "2026-12-01T09:00:00+08:00")
    let steps = recorder.events.withLock { $0 }.compactMap { event -> String? in
      if case .step(let name) = event { return name } else { return nil }
    }
    #expect(steps == ["checking the time", "writing the reminder"])
    // A Chinese run reports them in Chinese.
    let chinese = Recorder()
    var context = Self.context(chinese)
    context.language = "zh"
    _ = try await ReminderCreateSkill(repository: reminders).execute(
      SkillInput(["title": "开会", "dueDate": "2026-12-01T10:00:00+08:00"]), context: context)
    let chineseSteps = chinese.events.withLock { $0 }.compactMap { event -> String? in
      if case .step(let name) = event { return name } else { return nil }
    }
    #expect(chineseSteps == ["检查时间", "写入提醒"])
  }

  /// Every answer of the todo and reminder skills has both texts, keeps `#id`, and the same
  /// values in each; a Chinese run answers in Chinese.
  @Test func everyAnswerHasBothLanguages() async throws {
    #expect(BuiltinAnswer.wording.problems(untranslated: BuiltinAnswer.untranslated) == [])
    #expect(BuiltinAnswer.todoCount.text("en", ["count": "1"]) == "1 todo")
    #expect(BuiltinAnswer.todoCount.text("en", ["count": "3"]) == "3 todos")
    var context = Self.context()
    context.language = "zh"
    let result = try await TodoAddSkill(repository: InMemoryTodos()).execute(
      SkillInput(["title": "买牛奶"]), context: context)
    #expect(result.content == "已添加待办 #1「买牛奶」（普通）。")
    #expect(result.summary == "待办 #1 买牛奶")
  }

  /// Every step of the built-ins has both texts, with the same values in each.
  @Test func everyStepHasBothLanguages() {
    #expect(BuiltinStep.wording.problems() == [])
    for step in BuiltinStep.allCases {
      #expect(!step.text("en").contains(where: TextTokenizer.isCJK), "\(step)")
    }
  }

  @Test func reminderInThePastIsRefused() async throws {
    let reminders = InMemoryReminders()
    await #expect(throws: SkillError.self) {
      _ = try await ReminderCreateSkill(repository: reminders).execute(
        SkillInput(["title": "x", "dueDate": "2026-11-29T09:00:00+08:00"]), context: Self.context())
    }
    #expect(reminders.all.isEmpty)
  }

  @Test func completeFindsByIDOrTitleAndRefusesAmbiguity() async throws {
    let todos = InMemoryTodos()
    for title in ["buy milk", "buy eggs", "clean"] {
      _ = try await todos.addTodo(title: title, due: nil, priority: .normal, createdAt: Self.start)
    }
    let skill = TodoCompleteSkill(repository: todos)
    _ = try await skill.execute(SkillInput(["item": "clean"]), context: Self.context())
    do {
      _ = try await skill.execute(SkillInput(["item": "buy"]), context: Self.context())
      Issue.record("an ambiguous title must not complete anything")
    } catch let error as SkillError {
      #expect(error.message.contains("#2 buy eggs"))
    }
    _ = try await skill.execute(SkillInput(["item": "#1"]), context: Self.context())
    #expect(todos.all.map(\.isCompleted) == [true, false, true])
    await #expect(throws: SkillError.self) {
      _ = try await skill.execute(SkillInput(["item": "nothing like it"]), context: Self.context())
    }
    await #expect(throws: SkillError.self) {
      _ = try await skill.execute(SkillInput(["item": "42"]), context: Self.context())
    }
  }

  @Test func todoListsPutHighPriorityFirst() async throws {
    let todos = InMemoryTodos()
    _ = try await todos.addTodo(title: "later", due: nil, priority: .low, createdAt: Self.start)
    _ = try await todos.addTodo(title: "now", due: nil, priority: .high, createdAt: Self.start)
    let result = try await TodoListSkill(repository: todos).execute(
      SkillInput([:]), context: Self.context())
    #expect(result.content == "[ ] #2 now (high)\n[ ] #1 later (low)")
  }

  @Test func timeNowUsesTheContextClockAndZone() async throws {
    let result = try await TimeNowSkill().execute(SkillInput([:]), context: Self.context())
    #expect(result.data?["now"] == "2026-11-30T10:00:00+08:00")
    #expect(result.data?["weekday"] == "Monday")
  }

  @Test func levelsAndAuthorizationsAreAsDeclared() {
    let skills = BuiltinSkills.all(reminders: InMemoryReminders(), todos: InMemoryTodos())
    let levels = Dictionary(
      uniqueKeysWithValues: skills.map { ($0.descriptor.id, $0.descriptor.permissionLevel) })
    #expect(
      levels == [
        "time.now": .normal, "reminder.create": .systemAccess, "reminder.list": .systemAccess,
        "reminder.complete": .systemAccess, "todo.add": .userConfirmation, "todo.list": .normal,
        "todo.complete": .userConfirmation, "files.read": .normal, "files.glob": .normal,
        "files.grep": .normal, "files.write": .userConfirmation, "files.edit": .userConfirmation,
        "shell.run": .userConfirmation,
      ])
    for skill in skills where skill.descriptor.id.hasPrefix("reminder.") {
      #expect(skill.descriptor.requiredAuthorizations == ["reminders"])
    }
    #expect(skills.allSatisfy { !$0.descriptor.examples.isEmpty })
  }
}
