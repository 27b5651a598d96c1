import AgentCore
import AgentTestSupport
import Foundation
import LocalFileSystem
import SkillKit
import Testing

@testable import BuiltinSkills

/// The built-ins' answers, card summaries, errors and fixes follow the run's language: a
/// Chinese run reads no English sentence, an English one no Chinese.
struct BuiltinLanguageTests {
  let root: String

  init() throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("ask-language-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try "hi\nhi\n".write(toFile: root + "/twice.txt", atomically: true, encoding: .utf8)
  }

  func context(_ language: String) -> SkillContext {
    var context = SkillContext(
      toolUseID: "t", startedAt: BuiltinSkillsTests.start, timeZone: BuiltinSkillsTests.zone,
      uptime: { .zero }, sink: { _ in })
    context.workspace = WorkspaceAccess(root: root, fileSystem: SystemFileSystem())
    context.language = language
    return context
  }

  /// The error a call fails with, run as the agent runs it: with the call's language bound.
  func failure(_ skill: any Skill, _ input: [String: JSONValue], _ language: String) async
    -> SkillError?
  {
    do {
      _ = try await SkillLanguage.$current.withValue(language) {
        try await skill.execute(SkillInput(input), context: context(language))
      }
      return nil
    } catch {
      return error as? SkillError
    }
  }

  @Test func theProblemCatalogueIsComplete() {
    #expect(BuiltinProblem.wording.problems(untranslated: BuiltinProblem.untranslated) == [])
    #expect(BuiltinAnswer.wording.problems(untranslated: BuiltinAnswer.untranslated) == [])
  }

  /// Every field of every built-in has a Chinese description for forms, and the table names
  /// no field that does not exist.
  @Test func everyBuiltInFieldHasAChineseDescription() {
    let skills =
      BuiltinSkills.all(
        reminders: InMemoryReminders(), todos: InMemoryTodos(), calendar: InMemoryCalendar()
      )
      .map(\.descriptor) + [CountdownSkill().descriptor]
    for skill in skills {
      let chinese = skill.localized(skill.inputFields, in: "zh")
      for field in chinese {
        #expect(field.description.contains(where: TextTokenizer.isCJK), "\(skill.id).\(field.name)")
      }
      #expect(skill.localized(skill.inputFields, in: "en") == skill.inputFields)
    }
    let ids = Set(skills.map(\.id))
    for (id, fields) in BuiltinFieldWords.chinese {
      #expect(ids.contains(id), "\(id)")
      let names = Set(skills.first { $0.id == id }?.inputFields.map(\.name) ?? [])
      #expect(Set(fields.keys).isSubset(of: names), "\(id): \(fields.keys.sorted())")
    }
  }

  @Test func englishSingularsOnlyACountOfOne() {
    #expect(
      BuiltinAnswer.singular("1 matching lines in 1 of 11 files")
        == "1 matching line in 1 of 11 files")
    #expect(BuiltinAnswer.singular("11 todos, 21 events") == "11 todos, 21 events")
    #expect(BuiltinAnswer.singular("1 files, 1 filesystem") == "1 file, 1 filesystem")
  }

  @Test(arguments: ["en", "zh"])
  func fileErrorsAndFixesSpeakTheRunsLanguage(_ language: String) async throws {
    let cases: [(any Skill, [String: JSONValue])] = [
      (FileReadSkill(), ["path": "missing.txt"]),
      (FileEditSkill(), ["path": "twice.txt", "old_string": "hi", "new_string": "bye"]),
      (FileEditSkill(), ["path": "twice.txt", "old_string": "absent", "new_string": "x"]),
      (FileGlobSkill(), ["pattern": "/etc/*"]),
      (FileGrepSkill(), ["pattern": "(unclosed"]),
    ]
    for (skill, input) in cases {
      let error = try #require(await failure(skill, input, language), "\(input)")
      let fix = try #require(error.fix, "\(error)")
      for text in [error.message, fix] {
        if language == "zh" {
          #expect(text.contains(where: TextTokenizer.isCJK), "\(text)")
        } else {
          #expect(!text.contains(where: TextTokenizer.isCJK), "\(text)")
        }
      }
    }
    let missing = try #require(await failure(FileReadSkill(), ["path": "missing.txt"], language))
    #expect(
      missing.message == (language == "zh" ? "missing.txt 不存在" : "missing.txt does not exist"))
  }

  @Test func calendarAnswersInChinese() async throws {
    let calendar = InMemoryCalendar()
    let zh = context("zh")
    let added = try await CalendarCreateSkill(repository: calendar).execute(
      SkillInput([
        "title": "评审", "start": "2026-12-02T10:00:00+08:00", "all_day": true,
        "location": "三楼",
      ]), context: zh)
    #expect(added.content == "已添加日程 #1「评审」2026-12-02 全天，地点 三楼。")
    let listed = try await CalendarListSkill(repository: calendar).execute(
      SkillInput([:]), context: zh)
    #expect(listed.summary.hasPrefix("1 个日程 · "), "\(listed.summary)")
    #expect(listed.content.contains("全天"), "\(listed.content)")
    let ambiguous = try await SkillLanguage.$current.withValue("zh") {
      _ = try await CalendarCreateSkill(repository: calendar).execute(
        SkillInput(["title": "评审二", "start": "2026-12-03T10:00:00+08:00"]), context: zh)
      return await failure(CalendarDeleteSkill(repository: calendar), ["event": "评审"], "zh")
    }
    #expect(
      ambiguous?.message.hasPrefix("「评审」匹配到 2 条日程") == true, "\(String(describing: ambiguous))")
    #expect(ambiguous?.fix == "请说出编号，例如 #1")
    let english = try await CalendarListSkill(repository: calendar).execute(
      SkillInput([:]), context: context("en"))
    #expect(english.summary.hasPrefix("2 events · "), "\(english.summary)")
  }

  /// Every built-in says its name, its description and its fields' descriptions in each
  /// language on its own: a face in English shows no Chinese character of it, a face in
  /// Chinese shows Chinese (fails when a text is missing or in the other language). The model
  /// is sent the English description alone.
  @Test func eachBuiltInIsSaidInEachLanguageAlone() {
    let skills = BuiltinSkills.all(
      reminders: InMemoryReminders(), todos: InMemoryTodos(), calendar: InMemoryCalendar())
    #expect(skills.count == 18)
    func chinese(_ text: String) -> Bool { text.contains(where: TextTokenizer.isCJK) }
    for skill in skills.map(\.descriptor) {
      #expect(!chinese(skill.displayName(in: "en")), "\(skill.id): \(skill.displayName(in: "en"))")
      #expect(!chinese(skill.description(in: "en")), "\(skill.id): \(skill.description(in: "en"))")
      #expect(!chinese(skill.description), "\(skill.id): the model's text is English alone")
      #expect(chinese(skill.displayName(in: "zh")), "\(skill.id): \(skill.displayName(in: "zh"))")
      #expect(chinese(skill.description(in: "zh")), "\(skill.id): \(skill.description(in: "zh"))")
      for field in skill.localized(skill.inputFields, in: "zh") {
        #expect(chinese(field.description), "\(skill.id).\(field.name): \(field.description)")
      }
      for field in skill.localized(skill.inputFields, in: "en") {
        #expect(!chinese(field.description), "\(skill.id).\(field.name): \(field.description)")
      }
      #expect(chinese(skill.example(in: "zh")) && !chinese(skill.example(in: "en")), "\(skill.id)")
    }
  }
}
