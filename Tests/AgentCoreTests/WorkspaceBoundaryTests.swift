import AgentCore
import SkillKit
import Testing

/// The workspace step of the gate, and how rules match shell command lines.
struct WorkspaceBoundaryTests {
  static let read: SkillDescriptor = {
    var skill = SkillDescriptor(
      id: "files.read", displayName: "r", description: "",
      inputFields: [InputField(name: "path", type: .path, required: true)])
    skill.workspaceUse = .reads
    return skill
  }()

  static let shell = SkillDescriptor(
    id: "shell.run", displayName: "s", description: "",
    inputFields: [InputField(name: "command", type: .command, required: true)],
    permissionLevel: .userConfirmation)

  static func evaluate(
    _ skill: SkillDescriptor, _ input: [String: JSONValue], rules: [String],
    mode: PermissionMode = .default, crossings: [BoundaryCrossing] = []
  ) -> PolicyVerdict {
    PermissionPolicy.evaluate(
      skill: skill, input: input, rules: rules.map(PermissionPolicyTests.rule), mode: mode,
      authorizations: [:], cwd: "/work/ws", crossings: crossings)
  }

  static let outside = BoundaryCrossing(field: "path", resolved: "/etc/hosts", kind: .outside)

  @Test func aPathOutsideNeedsAnAllowRuleThatNamesItWhateverTheMode() {
    for mode in PermissionMode.allCases {
      guard
        case .deny(.workspace, let reason) = Self.evaluate(
          Self.read, ["path": "link"], rules: ["allow files.read"], mode: mode,
          crossings: [Self.outside])
      else {
        Issue.record("\(mode): not refused by the workspace step")
        continue
      }
      #expect(reason.contains("ask permissions add allow 'files.read(path: /etc/hosts)'"))
    }
    // A rule naming the resolved path lets it through; one naming the link does not.
    #expect(
      Self.evaluate(
        Self.read, ["path": "link"], rules: ["allow files.read(path: /etc/hosts)"],
        crossings: [Self.outside])
        == .allow(.allowRule, reason: "rule: allow files.read(path: /etc/hosts) [user]"))
    guard
      case .deny(.workspace, _) = Self.evaluate(
        Self.read, ["path": "link"], rules: ["allow files.read(path: link)"],
        crossings: [Self.outside])
    else {
      Issue.record("a rule naming the link allowed its target")
      return
    }
  }

  @Test func denyRulesSeeTheResolvedPathSoALinkCannotWalkAroundThem() {
    let inside = BoundaryCrossing(
      field: "path", resolved: "/work/ws/secret/key", kind: .gitInternal)
    let verdict = Self.evaluate(
      Self.read, ["path": "innocent-link"], rules: ["deny files.read(path: secret/*)"],
      crossings: [inside])
    guard case .deny(.denyRule, _) = verdict else {
      Issue.record("deny rule missed the resolved path: \(verdict)")
      return
    }
  }

  @Test func anUnresolvablePathIsRefused() {
    let loop = BoundaryCrossing(
      field: "path", resolved: "loop", kind: .unresolvable("more than 40 symbolic links"))
    #expect(
      Self.evaluate(
        Self.read, ["path": "loop"], rules: ["allow *"], mode: .bypass, crossings: [loop])
        == .deny(.workspace, reason: "more than 40 symbolic links"))
  }

  /// A prefix rule never allows a command with an operator or substitution in it: every one
  /// of them is asked about, whole.
  @Test(arguments: [
    "git log; rm -rf x", "git log && rm x", "git log || rm x", "git log | sh", "git log `rm x`",
    "git log $(rm x)", "git log > out", "git log < in", "git log\nrm x", "git log & rm x",
    "git log\rrm x", "git log 2>&1",
  ])
  func prefixRulesNeverCoverOperators(_ command: String) {
    let verdict = Self.evaluate(
      Self.shell, ["command": .string(command)], rules: [#"allow shell(command: "git log *")"#])
    #expect(verdict == .askUser(.level, reason: "level userConfirmation: needs your confirmation"))
  }

  @Test(arguments: [
    ("git log", true), ("git log --oneline", true), ("git log -p src/a.swift", true),
    ("git logx", false), ("git status", false), (" git log", false),
  ])
  func prefixRulesCoverTheirCommands(_ command: String, _ allowed: Bool) {
    let verdict = Self.evaluate(
      Self.shell, ["command": .string(command)], rules: [#"allow shell(command: "git log *")"#])
    #expect(
      (verdict == .allow(.allowRule, reason: #"rule: allow shell(command: "git log *") [user]"#))
        == allowed, "\(command): \(verdict)")
  }

  @Test func exactRulesMatchTheWholeCommandOnlyAndDenyRulesEveryPiece() {
    let exact = #"allow shell(command: "git status")"#
    #expect(
      Self.evaluate(Self.shell, ["command": "git status"], rules: [exact])
        == .allow(.allowRule, reason: #"rule: allow shell(command: "git status") [user]"#))
    guard case .askUser = Self.evaluate(Self.shell, ["command": "git status; ls"], rules: [exact])
    else {
      Issue.record("an exact rule matched a longer command")
      return
    }
    for command in ["ls; rm -rf x", "ls && rm x", "echo $(rm x)", "ls | rm x", "rm x"] {
      let verdict = Self.evaluate(
        Self.shell, ["command": .string(command)],
        rules: [#"deny shell(command: "rm *")"#, "allow shell"])
      guard case .deny(.denyRule, _) = verdict else {
        Issue.record("\(command): \(verdict)")
        continue
      }
    }
    // A bare namespace covers the skills in it: `shell` is `shell.*`.
    #expect(RuleMatcher.skillMatches("shell", "shell.run"))
    #expect(!RuleMatcher.skillMatches("shell", "shellfish.run"))
    #expect(!RuleMatcher.skillMatches("shell", "shells"))
  }
}
