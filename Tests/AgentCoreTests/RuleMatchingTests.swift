import AgentCore
import SkillKit
import Testing

/// Rules match validated values exactly; separators, quotes, traversal, case and look-alikes
/// never sneak through.
struct RuleMatchingTests {
  static func matches(
    _ pattern: String, _ skill: String, _ input: [String: JSONValue], cwd: String? = "/work/p"
  )
    throws -> Bool
  {
    let parsed = try RulePatternParser.parse(pattern)
    let rule = PermissionRule(
      skill: parsed.skill, fields: parsed.fields, decision: .allow, scope: .user)
    return RuleMatcher.matches(rule, skillID: skill, input: input, cwd: cwd)
  }

  @Test(arguments: [
    ("git status", true), ("git status; rm -rf /", false), ("git status && rm -rf /", false),
    ("git status | sh", false), ("git status\nrm -rf /", false), ("git  status", false),
    ("Git status", false), ("git statu", false), ("git status ", false), (" git status", false),
    ("git ѕtatus", false),  // Cyrillic ѕ
    ("git $(rm -rf /)", false), ("git status`rm`", false),
  ])
  func commandsMatchExactly(_ command: String, _ expected: Bool) throws {
    #expect(
      try Self.matches(#"shell(command: "git status")"#, "shell", ["command": .string(command)])
        == expected)
  }

  @Test(arguments: [
    ("src/main.swift", true), ("src/deep/er/file.txt", true), ("./src/x", true), ("src//x", true),
    ("src/../etc/passwd", false), ("src/../../etc/passwd", false), ("/etc/passwd", false),
    ("/work/p/src/x", true), ("/work/p/src/../x", false), ("srcx/file", false), ("SRC/file", false),
    ("src", false), ("../p/src/x", true), ("../q/src/x", false),
  ])
  func pathsMatchAfterNormalizing(_ path: String, _ expected: Bool) throws {
    #expect(
      try Self.matches("files.write(path: src/**)", "files.write", ["path": .string(path)])
        == expected)
  }

  @Test func singleStarStaysInOneSegment() throws {
    #expect(
      try Self.matches("files.write(path: src/*.swift)", "files.write", ["path": "src/a.swift"]))
    #expect(
      try !Self.matches("files.write(path: src/*.swift)", "files.write", ["path": "src/a/b.swift"]))
  }

  @Test func scalarsMatchTheirCanonicalForm() throws {
    #expect(try Self.matches("todo.add(count: 3)", "todo.add", ["count": 3]))
    #expect(try !Self.matches("todo.add(count: 3)", "todo.add", ["count": "3 "]))
    #expect(try Self.matches("todo.add(urgent: true)", "todo.add", ["urgent": true]))
    #expect(
      try !Self.matches("todo.add(tags: a)", "todo.add", ["tags": ["a"]]), "arrays never match")
    #expect(try !Self.matches("todo.add(priority: high)", "todo.add", [:]))
  }

  @Test func skillPatterns() throws {
    #expect(try Self.matches("todo.*", "todo.add", [:]))
    #expect(try !Self.matches("todo.*", "todolist.add", [:]))
    #expect(try !Self.matches("todo.add", "todo.add.extra", [:]))
    #expect(try Self.matches("*", "anything.at.all", [:]))
  }

  @Test(arguments: [
    "", "Todo.Add", "todo add", "todo.add(", "todo.add(priority)", "todo.add(priority: )",
    #"todo.add(title: "unterminated)"#, "todo.add(a: 1, a: 2)", "todo.add(a: 1 b: 2))", "todo..add",
    "todo.add(pri-ority: x)", "todo.add(a: x(y))",
  ])
  func invalidPatternsAreRejectedWithAReason(_ pattern: String) {
    #expect(throws: RulePatternParser.ParseError.self) { try RulePatternParser.parse(pattern) }
  }

  @Test func bareValuesRunToTheNextComma() throws {
    let parsed = try RulePatternParser.parse("shell(command: git status , cwd: /tmp)")
    #expect(parsed.fields.map(\.pattern) == ["git status", "/tmp"])
  }

  @Test func writtenFormRoundTrips() throws {
    for text in [
      "todo.add", "todo.add(priority: high)", #"shell(command: "git status")"#,
      "files.write(path: src/**)",
    ] {
      let parsed = try RulePatternParser.parse(text)
      let rule = PermissionRule(
        skill: parsed.skill, fields: parsed.fields, decision: .allow, scope: .user)
      #expect(rule.pattern == text)
    }
  }
}
