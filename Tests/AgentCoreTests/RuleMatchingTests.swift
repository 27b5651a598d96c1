import AgentCore
import AgentTestSupport
import SkillKit
import Testing

/// Rules match validated values exactly; separators, quotes, traversal, case and look-alikes
/// never sneak through.
struct RuleMatchingTests {
  /// Whether `pattern` as a rule with `decision` covers the call; `path` fields are paths.
  static func matches(
    _ pattern: String, _ skill: String, _ input: [String: JSONValue], cwd: String? = "/work/p",
    decision: RuleDecision = .allow
  )
    throws -> Bool
  {
    let parsed = try RulePatternParser.parse(pattern)
    let rule = PermissionRule(
      skill: parsed.skill, fields: parsed.fields, decision: decision, scope: .user)
    return RuleMatcher.matches(
      rule, skillID: skill, input: input, cwd: cwd, pathFields: ["path"])
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

  @Test(arguments: [
    ("rm -rf /", true), ("rm /etc/passwd", true), ("rm", false), ("echo rm -rf /", false),
  ])
  func starInAPlainStringMatchesSlashes(_ title: String, _ expected: Bool) throws {
    for decision in RuleDecision.allCases {
      #expect(
        try Self.matches(
          "todo.add(title: rm *)", "todo.add", ["title": .string(title)], decision: decision)
          == expected)
    }
  }

  @Test func denyOnAPathIsAsWideAsItReads() throws {
    let deep: [String: JSONValue] = ["path": "src/a/b/c.swift"]
    #expect(try !Self.matches("files.write(path: src/*)", "files.write", deep))
    #expect(try Self.matches("files.write(path: src/*)", "files.write", deep, decision: .deny))
    #expect(try Self.matches("files.write(path: src/*)", "files.write", deep, decision: .ask))
    let climbing: [String: JSONValue] = ["path": "../../../../../x"]
    #expect(try !Self.matches("files.write(path: **)", "files.write", climbing))
    #expect(try Self.matches("files.write(path: /x)", "files.write", climbing, decision: .deny))
  }

  @Test func denyCoversAnyElementOfAnArray() throws {
    let input: [String: JSONValue] = ["tags": ["ok", "rm -rf /"]]
    #expect(try Self.matches("todo.add(tags: rm *)", "todo.add", input, decision: .deny))
    #expect(try !Self.matches("todo.add(tags: rm *)", "todo.add", input, decision: .allow))
  }

  /// A combining mark after `/` is its own scalar to the file system: the `..` is still a
  /// segment and climbs out of `src`.
  @Test(arguments: ["src/../\u{301}etc/passwd", "src/\u{301}/../../etc", "src/./../etc"])
  func combiningMarksDoNotHideTraversal(_ path: String) throws {
    #expect(try !Self.matches("files.write(path: src/**)", "files.write", ["path": .string(path)]))
  }

  @Test func pathsCompareByScalarsNotCanonicalEquivalence() throws {
    // "é" precomposed vs "e" + combining acute: equal as Characters, different files.
    let decomposed = "src/caf" + "e\u{301}"
    #expect(
      try !Self.matches("files.write(path: src/café)", "files.write", ["path": .string(decomposed)])
    )
    #expect(try Self.matches("files.write(path: src/café)", "files.write", ["path": "src/café"]))
  }

  @Test func matchingALongValueIsCorrectAtBothEnds() throws {
    let long = String(repeating: "a", count: 48_000)
    #expect(
      try Self.matches("todo.add(title: *secret*)", "todo.add", ["title": .string(long + "secret")])
    )
    #expect(try !Self.matches("todo.add(title: *secret*)", "todo.add", ["title": .string(long)]))
    #expect(
      try Self.matches("todo.add(title: *a*a*a*b)", "todo.add", ["title": .string(long + "b")]))
  }

  @Test func tooLongPatternsAreRejected() {
    let pattern = "todo.add(title: \(String(repeating: "x", count: RulePatternParser.maxLength)))"
    #expect(throws: RulePatternParser.ParseError.self) { try RulePatternParser.parse(pattern) }
  }

  /// Every value survives `pattern` → `parse`, whatever scalars it holds (seeded, so a failure
  /// reproduces).
  @Test func everyWrittenFormParsesBackExactly() throws {
    var random = SeededRandom(seed: 0x5EED)
    let alphabet: [Unicode.Scalar] = Array(
      " \t\n,()\"\\:*?/.-_aZ09é\u{301}\u{200B}中😀;|&$`".unicodeScalars)
    for _ in 0..<2_000 {
      var fields: [(name: String, pattern: String)] = []
      for index in 0..<Int.random(in: 1...3, using: &random) {
        var value = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 1...12, using: &random) {
          value.append(alphabet.randomElement(using: &random)!)
        }
        fields.append(("f\(index)", String(value)))
      }
      let rule = PermissionRule(skill: "todo.add", fields: fields, decision: .deny, scope: .user)
      let parsed = try RulePatternParser.parse(rule.pattern)
      #expect(parsed.skill == "todo.add")
      #expect(
        parsed.fields.map { Array($0.pattern.unicodeScalars) }
          == fields.map { Array($0.pattern.unicodeScalars) }, "\(rule.pattern)")
    }
  }

  @Test func unknownFieldsAreNamed() throws {
    let skill = SkillDescriptor(
      id: "todo.add", displayName: "t", description: "d",
      inputFields: [InputField(name: "title", type: .string)])
    let rule = PermissionRule(
      skill: "todo.*", fields: [("titel", "x")], decision: .deny, scope: .user)
    #expect(rule.unknownFields(among: [skill]).unknown == ["titel"])
    let fine = PermissionRule(
      skill: "todo.add", fields: [("title", "x")], decision: .deny, scope: .user)
    #expect(fine.unknownFields(among: [skill]).unknown.isEmpty)
  }
}
