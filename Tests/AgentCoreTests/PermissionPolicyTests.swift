import AgentCore
import SkillKit
import Testing

/// The gate's order as a decision table: every step, every mode, rules and authorizations.
struct PermissionPolicyTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let skill: String
    let rules: [String]
    let mode: PermissionMode
    let auth: AuthorizationStatus
    let input: [String: JSONValue]
    let expected: String
    var testDescription: String { name }

    init(
      _ name: String, _ skill: String, rules: [String] = [], mode: PermissionMode = .default,
      auth: AuthorizationStatus = .authorized, input: [String: JSONValue] = [:], _ expected: String
    ) {
      self.name = name
      self.skill = skill
      self.rules = rules
      self.mode = mode
      self.auth = auth
      self.input = input
      self.expected = expected
    }
  }

  static let skills: [String: SkillDescriptor] = [
    "time.now": SkillDescriptor(id: "time.now", displayName: "t", description: ""),
    "todo.add": SkillDescriptor(
      id: "todo.add", displayName: "t", description: "",
      inputFields: [
        InputField(name: "title", type: .string), InputField(name: "priority", type: .string),
      ], permissionLevel: .userConfirmation),
    "reminder.create": SkillDescriptor(
      id: "reminder.create", displayName: "r", description: "", permissionLevel: .systemAccess,
      requiredAuthorizations: ["reminders"]),
    "files.write": SkillDescriptor(
      id: "files.write", displayName: "f", description: "",
      inputFields: [InputField(name: "path", type: .path)], permissionLevel: .userConfirmation),
  ]

  /// `allow todo.add(priority: high)` → a user-scope rule.
  static func rule(_ text: String) -> PermissionRule {
    let decision = RuleDecision(rawValue: String(text.prefix { $0 != " " }))!
    let parsed = try! RulePatternParser.parse(String(text.drop { $0 != " " }.dropFirst()))
    return PermissionRule(
      skill: parsed.skill, fields: parsed.fields, decision: decision, scope: .user)
  }

  static let cases: [Case] = [
    // Level (default mode, no rules).
    Case("normal runs directly", "time.now", "allow level"),
    Case("confirmation asks", "todo.add", "ask level"),
    Case("system authorized asks", "reminder.create", "ask level"),
    Case(
      "system not determined asks for authorization", "reminder.create", auth: .notDetermined,
      "auth reminders"),
    Case("system denied is denied", "reminder.create", auth: .denied, "deny authorization"),
    // Deny rules win over everything.
    Case("deny rule on normal", "time.now", rules: ["deny time.now"], "deny deny_rule"),
    Case(
      "deny rule beats allow rule", "todo.add", rules: ["allow todo.add", "deny todo.add"],
      "deny deny_rule"),
    Case(
      "deny rule beats bypass", "todo.add", rules: ["deny todo.*"], mode: .bypass, "deny deny_rule"),
    Case(
      "deny rule beats plan", "todo.add", rules: ["deny todo.add"], mode: .plan, "deny deny_rule"),
    Case("deny rule beats auto", "time.now", rules: ["deny *"], mode: .auto, "deny deny_rule"),
    Case(
      "deny rule with field matches", "todo.add", rules: ["deny todo.add(priority: high)"],
      input: ["priority": "high"], "deny deny_rule"),
    Case(
      "deny rule with field does not match other values", "todo.add",
      rules: ["deny todo.add(priority: high)"], input: ["priority": "low"], "ask level"),
    // Ask rules.
    Case("ask rule on normal asks", "time.now", rules: ["ask time.now"], "ask ask_rule"),
    Case(
      "ask rule beats allow rule", "todo.add", rules: ["allow todo.add", "ask todo.add"],
      "ask ask_rule"),
    Case(
      "ask rule beats bypass", "todo.add", rules: ["ask todo.add"], mode: .bypass, "ask ask_rule"),
    Case("ask rule beats auto", "todo.add", rules: ["ask todo.add"], mode: .auto, "ask ask_rule"),
    Case(
      "ask rule in deny mode denies", "time.now", rules: ["ask time.now"], mode: .deny, "deny mode"),
    Case(
      "ask rule still needs authorization", "reminder.create", rules: ["ask reminder.create"],
      auth: .notDetermined, "auth reminders"),
    Case(
      "ask rule in plan mode shows only", "todo.add", rules: ["ask todo.add"], mode: .plan,
      "deny mode"),
    // Modes.
    Case("plan: normal does not run", "time.now", mode: .plan, "deny mode"),
    Case("plan: confirmation does not run", "todo.add", mode: .plan, "deny mode"),
    Case(
      "plan: allow rule does not run", "todo.add", rules: ["allow todo.add"], mode: .plan,
      "deny mode"),
    Case(
      "plan: system does not run", "reminder.create", mode: .plan, auth: .notDetermined, "deny mode"
    ),
    Case("auto: normal runs", "time.now", mode: .auto, "allow mode"),
    Case("auto: confirmation runs", "todo.add", mode: .auto, "allow mode"),
    Case("auto: system still asks", "reminder.create", mode: .auto, "ask level"),
    Case(
      "auto: system allow rule runs", "reminder.create", rules: ["allow reminder.create"],
      mode: .auto, "allow allow_rule"),
    Case("bypass: confirmation runs", "todo.add", mode: .bypass, "allow mode"),
    Case("bypass: system authorized runs", "reminder.create", mode: .bypass, "allow mode"),
    Case(
      "bypass: system denied authorization is denied", "reminder.create", mode: .bypass,
      auth: .denied, "deny authorization"),
    Case(
      "bypass: undetermined authorization is asked", "reminder.create", mode: .bypass,
      auth: .notDetermined, "auth reminders"),
    Case("deny mode: confirmation denied", "todo.add", mode: .deny, "deny mode"),
    Case("deny mode: normal runs", "time.now", mode: .deny, "allow level"),
    Case(
      "deny mode: allow rule runs", "todo.add", rules: ["allow todo.add"], mode: .deny,
      "allow allow_rule"),
    Case(
      "deny mode: undetermined authorization denied", "reminder.create", mode: .deny,
      auth: .notDetermined, "deny mode"),
    Case("deny mode: system without rule denied", "reminder.create", mode: .deny, "deny mode"),
    // Allow rules.
    Case("allow rule on confirmation", "todo.add", rules: ["allow todo.add"], "allow allow_rule"),
    Case("allow rule by prefix", "todo.add", rules: ["allow todo.*"], "allow allow_rule"),
    Case("allow rule for another skill", "todo.add", rules: ["allow todo.list"], "ask level"),
    Case(
      "allow rule with matching field", "todo.add", rules: ["allow todo.add(priority: high)"],
      input: ["priority": "high"], "allow allow_rule"),
    Case(
      "allow rule with other field value", "todo.add", rules: ["allow todo.add(priority: high)"],
      input: ["priority": "normal"], "ask level"),
    Case(
      "allow rule with absent field", "todo.add", rules: ["allow todo.add(priority: high)"],
      "ask level"),
    Case(
      "allow rule on system, authorized", "reminder.create", rules: ["allow reminder.create"],
      "allow allow_rule"),
    Case(
      "allow rule on system, not determined", "reminder.create", rules: ["allow reminder.create"],
      auth: .notDetermined, "auth reminders"),
    Case(
      "allow rule on system, denied", "reminder.create", rules: ["allow reminder.create"],
      auth: .denied, "deny authorization"),
    Case(
      "path rule inside the tree", "files.write", rules: ["allow files.write(path: src/**)"],
      input: ["path": "src/app/main.swift"], "allow allow_rule"),
    Case(
      "path traversal out of the tree", "files.write", rules: ["allow files.write(path: src/**)"],
      input: ["path": "src/../etc/passwd"], "ask level"),
  ]

  @Test(arguments: cases)
  func decides(_ testCase: Case) throws {
    let skill = try #require(Self.skills[testCase.skill])
    let verdict = PermissionPolicy.evaluate(
      skill: skill, input: testCase.input, rules: testCase.rules.map(Self.rule),
      mode: testCase.mode,
      authorizations: ["reminders": testCase.auth], cwd: "/work/project")
    let summary: String
    switch verdict {
    case .allow(let step, _): summary = "allow \(step.rawValue)"
    case .deny(let step, _): summary = "deny \(step.rawValue)"
    case .askUser(let step, _): summary = "ask \(step.rawValue)"
    case .askAuthorization(let capability): summary = "auth \(capability)"
    }
    #expect(summary == testCase.expected)
  }

  @Test func tableIsLargeEnoughAndCoversEveryStep() {
    #expect(Self.cases.count >= 40)
    for step in ["deny_rule", "ask_rule", "mode", "allow_rule", "level", "authorization"] {
      #expect(Self.cases.contains { $0.expected.hasSuffix(step) }, "\(step)")
    }
    for mode in PermissionMode.allCases {
      #expect(Self.cases.contains { $0.mode == mode }, "\(mode)")
    }
  }

  @Test func reasonsNameTheRuleAndScope() {
    let verdict = PermissionPolicy.evaluate(
      skill: Self.skills["todo.add"]!, input: [:], rules: [Self.rule("allow todo.*")],
      mode: .default,
      authorizations: [:], cwd: nil)
    #expect(verdict == .allow(.allowRule, reason: "rule: allow todo.* [user]"))
  }
}
