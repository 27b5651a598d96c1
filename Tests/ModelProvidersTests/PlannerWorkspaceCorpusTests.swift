import AgentCore
import AgentTestSupport
import BuiltinSkills
import Foundation
import ModelProviders
import SkillKit
import Testing

extension PlannerSuites {
  /// The offline planner with the workspace and calendar skills registered: time ranges, paths,
  /// commands, globs and quoted text, and the neighbours it must still tell apart.
  struct PlannerWorkspaceCorpusTests {
    static let tools = BuiltinSkills.all(
      reminders: InMemoryReminders(), todos: InMemoryTodos(), calendar: InMemoryCalendar()
    ).map(\.descriptor)

    static let cases: [PlannerCorpusTests.Case] = [
      .init(
        request: "明天下午三点到四点和王总开会",
        calls: [
          (
            "calendar.create_event",
            [
              "title": "和王总开会", "start": "2026-12-01T15:00:00+08:00",
              "end": "2026-12-01T16:00:00+08:00",
            ]
          )
        ]),
      .init(
        request: "下周三上午十点到十一点半面试",
        calls: [
          (
            "calendar.create_event",
            [
              "title": "面试", "start": "2026-12-09T10:00:00+08:00",
              "end": "2026-12-09T11:30:00+08:00",
            ]
          )
        ]),
      .init(
        request: "schedule a meeting with Bob tomorrow from 2pm to 3:30pm",
        calls: [
          (
            "calendar.create_event",
            [
              "title": "schedule a meeting with Bob", "start": "2026-12-01T14:00:00+08:00",
              "end": "2026-12-01T15:30:00+08:00",
            ]
          )
        ]),
      .init(
        request: "what's on my calendar next week",
        calls: [
          (
            "calendar.list_events",
            ["from": "2026-12-07T00:00:00+08:00", "to": "2026-12-14T00:00:00+08:00"]
          )
        ]),
      .init(
        request: "我明天有什么安排",
        calls: [
          (
            "calendar.list_events",
            ["from": "2026-12-01T00:00:00+08:00", "to": "2026-12-02T00:00:00+08:00"]
          )
        ]),
      .init(
        request: "明天上午九点提醒我开会",
        calls: [("reminder.create", ["title": "开会", "dueDate": "2026-12-01T09:00:00+08:00"])]),
      .init(request: "read the file a.txt", calls: [("files.read", ["path": "a.txt"])]),
      .init(request: "读取 docs/notes.md", calls: [("files.read", ["path": "docs/notes.md"])]),
      .init(request: "运行 git status", calls: [("shell.run", ["command": "git status"])]),
      .init(request: "run ls -la", calls: [("shell.run", ["command": "ls -la"])]),
      // A separator inside quotes or backticks is part of the command, not a second request.
      .init(
        request: #"run the command "for i in 1 2; do echo $i; done""#,
        calls: [("shell.run", ["command": "for i in 1 2; do echo $i; done"])]),
      .init(
        request: "运行 `make; make test`", calls: [("shell.run", ["command": "make; make test"])]),
      .init(
        request: #"search for "a; b" and then read the file a.txt"#,
        calls: [("files.grep", ["pattern": "a; b"]), ("files.read", ["path": "a.txt"])]),
      .init(
        request: #"replace "world" with "there" in notes.txt"#,
        calls: [
          ("files.edit", ["old_string": "world", "new_string": "there", "path": "notes.txt"])
        ]),
      // Unquoted, in either language: the words around the two texts say which is which.
      .init(
        request: "change hi to bye in a.txt",
        calls: [("files.edit", ["old_string": "hi", "new_string": "bye", "path": "a.txt"])]),
      .init(
        request: "把 README.md 里的 foo 改成 bar",
        calls: [("files.edit", ["old_string": "foo", "new_string": "bar", "path": "README.md"])]),
      .init(
        request: "在 a.txt 里把 hi 换成 bye",
        calls: [("files.edit", ["old_string": "hi", "new_string": "bye", "path": "a.txt"])]),
      .init(
        request: "将 config.json 中的 8080 替换为 9090",
        calls: [
          ("files.edit", ["old_string": "8080", "new_string": "9090", "path": "config.json"])
        ]),
      .init(request: "find all txt files", calls: [("files.glob", ["pattern": "**/*.txt"])]),
      .init(request: "列出所有 swift 文件", calls: [("files.glob", ["pattern": "**/*.swift"])]),
      .init(request: "which files match *.md", calls: [("files.glob", ["pattern": "*.md"])]),
      .init(request: "search the files for world", calls: [("files.grep", ["pattern": "world"])]),
      .init(
        request: "find where SkillError is used", calls: [("files.grep", ["pattern": "SkillError"])]
      ),
    ]

    @Test(arguments: cases)
    func plans(_ testCase: PlannerCorpusTests.Case) throws {
      try PlannerCorpusTests.expectPlans(testCase, tools: Self.tools)
    }
  }
}
