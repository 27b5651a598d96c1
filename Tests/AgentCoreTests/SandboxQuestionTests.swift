import AgentCore
import SkillKit
import Testing

/// Leaving the sandbox, decided purely: which rules count, what is asked, and how the rules
/// are written and read back.
struct SandboxQuestionTests {
  func rule(_ text: String, _ decision: RuleDecision) throws -> PermissionRule {
    let parsed = try RulePatternParser.parse(text)
    return PermissionRule(
      skill: parsed.skill, fields: parsed.fields, decision: decision, scope: .user)
  }

  @Test func withNoRuleEveryCapabilityIsAsked() {
    #expect(
      SandboxQuestion.evaluate(["network", "write /cache"], rules: [])
        == .ask(["network", "write /cache"]))
  }

  @Test func anAllowRuleGrantsWhatItNamesAndTheRestIsAsked() throws {
    let rules = [try rule("sandbox(network)", .allow)]
    guard case .allow = SandboxQuestion.evaluate(["network"], rules: rules) else {
      Issue.record("network is allowed by its rule")
      return
    }
    #expect(SandboxQuestion.evaluate(["network", "write /x"], rules: rules) == .ask(["write /x"]))
  }

  @Test func aPathPatternCoversThePathsBelowIt() throws {
    let rules = [try rule(#"sandbox("write /home/ann/.cache/*")"#, .allow)]
    guard case .allow = SandboxQuestion.evaluate(["write /home/ann/.cache/uv"], rules: rules) else {
      Issue.record("the pattern covers the cache folder")
      return
    }
    #expect(
      SandboxQuestion.evaluate(["write /home/ann/.ssh"], rules: rules)
        == .ask(["write /home/ann/.ssh"]))
  }

  @Test func aDenyRuleOnAnyCapabilityDeniesAndWinsOverAnAllow() throws {
    let rules = [try rule("sandbox(network)", .allow), try rule("sandbox(network)", .deny)]
    guard case .deny(let reason) = SandboxQuestion.evaluate(["network"], rules: rules) else {
      Issue.record("the deny rule wins")
      return
    }
    #expect(reason.contains("deny sandbox(network)"))
  }

  @Test func anAskRuleAsksEvenWhenAnAllowRuleMatches() throws {
    let rules = [try rule("sandbox(network)", .allow), try rule("sandbox(network)", .ask)]
    #expect(SandboxQuestion.evaluate(["network"], rules: rules) == .ask(["network"]))
  }

  @Test func onlyRulesOnTheSandboxItselfCount() throws {
    // `allow *` lets every call run; it never lets one out of its sandbox.
    let rules = [try rule("*", .allow), try rule("shell.run", .allow)]
    #expect(SandboxQuestion.evaluate(["network"], rules: rules) == .ask(["network"]))
  }

  @Test(arguments: [
    ("sandbox(network)", "network", "sandbox(network)"),
    (
      #"sandbox("write /home/ann/.cache")"#, "write /home/ann/.cache",
      #"sandbox("write /home/ann/.cache")"#
    ),
    (#"  sandbox( "read /srv/data/*" )  "#, "read /srv/data/*", #"sandbox("read /srv/data/*")"#),
  ])
  func rulesAreReadAndWrittenBackAsTheyWereMeant(text: String, capability: String, written: String)
    throws
  {
    let parsed = try RulePatternParser.parse(text)
    #expect(parsed.skill == "sandbox")
    #expect(parsed.fields.map(\.pattern) == [capability])
    let made = PermissionRule(
      skill: parsed.skill, fields: parsed.fields, decision: .allow, scope: .user)
    #expect(made.pattern == written)
    #expect(try RulePatternParser.parse(made.pattern).fields.map(\.pattern) == [capability])
    #expect(SandboxQuestion.rule(for: capability, scope: .user).pattern == written)
  }

  @Test(arguments: [
    "sandbox(exec)", "sandbox(write /x)", "sandbox(write relative)", #"sandbox("write x")"#,
    "sandbox()",
  ])
  func aCapabilityThatIsNotOneIsRefused(text: String) {
    #expect(throws: RulePatternParser.ParseError.self) { try RulePatternParser.parse(text) }
  }

  @Test func thePolicyIsSaidInBothLanguagesAndAsTheAuditKeepsIt() {
    let policy = SandboxPolicy(mode: .workspace).confined(to: "/w").widened(
      by: SandboxWidening(network: true, write: ["/cache"], read: ["/srv"]))
    #expect(
      SandboxWords.reach(policy, in: .english)
        == "workspace writable, network allowed, also writes /cache, also reads /srv")
    #expect(
      SandboxWords.describe(policy, in: .chinese) == "在沙箱中运行：工作区可写，可以联网，另可写 /cache，另可读 /srv")
    #expect(
      SandboxWords.audited(policy).hasPrefix("workspace: workspace writable, network allowed"))
    #expect(SandboxWords.audited(SandboxPolicy(mode: .off)) == "off")
    let readOnly = SandboxPolicy(mode: .readOnly).confined(to: "/w")
    #expect(SandboxWords.reach(readOnly, in: .english) == "workspace read-only, no network")
    #expect(SandboxWords.wording.problems() == [])
  }

  @Test func aCommandsInputAsksForTheNetworkOnlyOnASkillThatRunsCommands() {
    var shell = SkillDescriptor(id: "shell.run", displayName: "Run", description: "d")
    shell.workspaceUse = .runs
    shell.sandbox = SandboxWidening()
    #expect(
      SandboxQuestion.widening(of: shell, input: ["network": true])?.capabilities == ["network"])
    #expect(SandboxQuestion.widening(of: shell, input: [:])?.isEmpty == true)
    let plain = SkillDescriptor(id: "todo.add", displayName: "Add", description: "d")
    #expect(SandboxQuestion.widening(of: plain, input: ["network": true]) == nil)
    var script = SkillDescriptor(id: "x.y", displayName: "X", description: "d")
    script.sandbox = SandboxWidening(write: ["/cache"])
    #expect(
      SandboxQuestion.widening(of: script, input: ["network": true])?.capabilities == [
        "write /cache"
      ])
  }
}
