import AgentCore
import SkillKit
import Testing

/// The gate's reasons and the run's notices are stored in English and shown in the user's
/// language: every reason the policy gives is in the catalogue, and what is not known is
/// shown as it is.
struct DecisionReasonTests {
  enum Key: String, CaseIterable, Sendable { case two, last }

  @Test func recognizeFindsTheKeyAndItsValues() throws {
    let words = Wording<Key>([
      .two: ("{answer}; authorization {capability} left undetermined", "{answer}；{capability}"),
      .last: ("rule: {rule}", "规则：{rule}"),
    ])
    let found = try #require(
      words.recognize("user: deny; x; authorization calendar left undetermined"))
    #expect(found.key == .two)
    #expect(found.values == ["answer": "user: deny; x", "capability": "calendar"])
    #expect(words.recognize("rule: allow todo.* [user]")?.values == ["rule": "allow todo.* [user]"])
    #expect(words.recognize("rule: ") == nil, "a placeholder takes at least one character")
    #expect(words.recognize("something else") == nil)
  }

  /// Every reason of the policy's decision table reads in Chinese — no English sentence left.
  @Test(arguments: PermissionPolicyTests.cases)
  func everyPolicyReasonReadsInChinese(_ testCase: PermissionPolicyTests.Case) throws {
    let skill = try #require(PermissionPolicyTests.skills[testCase.skill])
    let verdict = PermissionPolicy.evaluate(
      skill: skill, input: testCase.input, rules: testCase.rules.map(PermissionPolicyTests.rule),
      mode: testCase.mode, authorizations: ["reminders": testCase.auth], cwd: "/work/project")
    let reason: String
    switch verdict {
    case .allow(_, let text), .deny(_, let text), .askUser(_, let text): reason = text
    case .askAuthorization: return
    }
    let shown = DecisionReason.shown(reason, in: .chinese)
    #expect(shown != reason, "\(reason)")
    #expect(shown.contains(where: TextTokenizer.isCJK), "\(shown)")
    #expect(DecisionReason.shown(reason, in: .english) == reason)
  }

  @Test func rulesAreToldWithTheirScopeAndRow() {
    #expect(
      DecisionReason.shown(
        "rule: deny files.* [user, rule #3 of table rules in /h/ask.sqlite]", in: .chinese)
        == "规则：拒绝 files.*［用户，/h/ask.sqlite 中 rules 表第 3 条］")
    #expect(
      DecisionReason.shown("rule: ask shell(command: \"git *\") [project /w]", in: .chinese)
        == "规则：询问 shell(command: \"git *\")［项目 /w］")
    #expect(
      DecisionReason.shown("level userConfirmation: needs your confirmation", in: .chinese)
        == "级别「需确认」：运行前需要你确认")
  }

  @Test func answersAndUnknownWords() {
    for reason in [
      "user: allow once", "user: deny and stop", "no answer: end of input",
      "no answer: stdin closed", "withdrawn", "run cancelled while waiting for an answer",
    ] {
      #expect(DecisionReason.shown(reason, in: .chinese).contains(where: TextTokenizer.isCJK))
    }
    // A hook's own output is its author's words.
    #expect(
      DecisionReason.shown("hook: blocked: no pushes on Friday", in: .chinese)
        == "钩子：blocked: no pushes on Friday")
    #expect(DecisionReason.shown("policy v2 says no", in: .chinese) == "policy v2 says no")
  }

  @Test func cataloguesAreComplete() {
    #expect(DecisionReason.wording.problems(untranslated: DecisionReason.untranslated) == [])
    #expect(NoticeText.wording.problems() == [])
    #expect(StageWords.wording.problems() == [])
  }

  @Test func noticesReadInChinese() {
    #expect(
      NoticeText.shown(
        "input request input-1 for files.edit cancelled: no answer: end of input", in: .chinese)
        == "files.edit 的参数请求 input-1 已取消：没有回答：输入已结束")
    #expect(
      NoticeText.shown("skills changed: added a.b; removed c.d", in: .chinese)
        == "技能有变化：新增 a.b；移除 c.d")
    #expect(NoticeText.shown("a notice from elsewhere", in: .chinese) == "a notice from elsewhere")
  }

  /// One catalogue says where a run is, for every face: each stage kind has words in both
  /// languages, and a stage's phrase names the skill it is at.
  @Test func everyStageKindHasItsWordsInBothLanguages() {
    guard case .object(let languages) = StageWords.byWireName else {
      Issue.record("not an object")
      return
    }
    for language in ["en", "zh"] {
      let words = languages[language]?.objectValue ?? [:]
      #expect(Set(words.keys) == Set(AgentStage.Kind.allCases.map(\.rawValue)), "\(language)")
    }
    let skill = SkillDescriptor(id: "todo.add", displayName: "add", description: "adds")
    #expect(
      StageWords.phrase(.executing(skill: skill, progress: nil), in: .english) == "running todo.add"
    )
    #expect(
      StageWords.phrase(.awaitingUserInput(skill: skill, fields: []), in: .chinese)
        == "等待补充参数：todo.add")
    #expect(StageWords.phrase(.parsingIntent, in: .english) == "understanding the request")
  }
}
