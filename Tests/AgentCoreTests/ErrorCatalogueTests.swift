import AgentCore
import Foundation
import SkillKit
import Testing

struct ErrorCatalogueTests {
  static let every = ErrorCatalogueTable.examples

  @Test(arguments: every)
  func everyErrorHasAMessageAndAFixInBothLanguages(_ error: AgentError) {
    for language in [UserLanguage.english, .chinese] {
      let explanation = ErrorCatalogue.explain(error, in: language)
      #expect(!explanation.message.isEmpty)
      #expect(!explanation.fix.isEmpty)
      #expect(explanation.code == error.code)
    }
    let english = ErrorCatalogue.explain(error, in: .english)
    let chinese = ErrorCatalogue.explain(error, in: .chinese)
    #expect(english.message != chinese.message)
  }

  @Test func codesAreDistinct() {
    #expect(Set(Self.every.map(\.code)).count == Self.every.count)
  }

  /// The table has one example of every situation, so `ask doctor --errors` and
  /// docs/troubleshooting.md leave none out.
  @Test func everySituationHasAnExampleAndBothLanguages() {
    #expect(Self.every.map(\.kind) == ErrorCode.allCases)
    for language in [UserLanguage.english, .chinese] {
      let entries = ErrorCatalogueTable.entries(in: language)
      #expect(entries.map(\.code) == ErrorCode.allCases.map(\.rawValue))
      #expect(
        entries.allSatisfy { !$0.situation.isEmpty && !$0.message.isEmpty && !$0.fix.isEmpty })
    }
    let english = ErrorCatalogueTable.entries(in: .english)
    let chinese = ErrorCatalogueTable.entries(in: .chinese)
    for (en, zh) in zip(english, chinese) {
      #expect(en.situation != zh.situation, "\(en.code)")
      #expect(zh.situation.contains(where: TextTokenizer.isCJK), "\(zh.code): \(zh.situation)")
      #expect(zh.fix.contains(where: TextTokenizer.isCJK), "\(zh.code): \(zh.fix)")
    }
  }

  /// docs/troubleshooting.md is generated from the catalogue; this fails when it is stale
  /// (regenerate with `ask doctor --errors --markdown > docs/troubleshooting.md`).
  @Test func theTroubleshootingPageIsUpToDate() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let page = try String(
      contentsOf: root.appendingPathComponent("docs/troubleshooting.md"), encoding: .utf8)
    #expect(
      page == ErrorCatalogueTable.markdown(),
      "docs/troubleshooting.md is out of date: run ask doctor --errors --markdown > docs/troubleshooting.md"
    )
  }

  @Test func theSeedsTable() {
    let denied = ErrorCatalogue.explain(.authorizationDenied(capability: "reminders"), in: .chinese)
    #expect(denied.fix.contains("ask auth grant reminders"))
    let timeout = ErrorCatalogue.explain(.timeout(seconds: 30), in: .english)
    #expect(timeout.fix.lowercased().contains("retry"))
    let unknown = ErrorCatalogue.explain(.unknownSkill("x.y"), in: .english)
    #expect(unknown.message == "No skill named x.y.")
  }

  /// A denial's fix fits what decided it: a rule is removed, a mode changed, a hook read, the
  /// workspace widened; only the person's own "no" is answered with "ask again and allow it".
  @Test(arguments: [
    (DecisionStep.denyRule, "ask permissions rm", "ask permissions rm"),
    (.workspace, "--workspace", "--workspace"), (.mode, "--permission-mode", "--permission-mode"),
    (.hook, "config.json", "config.json"), (.user, "allow it", "选择允许"),
  ])
  func aDenialIsExplainedByWhatDecidedIt(_ step: DecisionStep, english: String, chinese: String) {
    let error = AgentError.permissionDenied(skill: "todo.add", message: "the reason", by: step)
    let en = ErrorCatalogue.explain(error, in: .english)
    let zh = ErrorCatalogue.explain(error, in: .chinese)
    #expect(en.code == "permission_denied")
    #expect(en.fix.contains(english), "\(step): \(en.fix)")
    #expect(zh.fix.contains(chinese), "\(step): \(zh.fix)")
    #expect(en.message.contains("the reason") && zh.message.contains("the reason"))
    #expect(!zh.message.contains("You") && !zh.fix.contains("Ask again"))
  }

  @Test func theFormsCatalogueIsComplete() {
    #expect(FormTree.words.problems() == [])
  }

  @Test func languageFollowsTheText() {
    #expect(UserLanguage.of("明天提醒我") == .chinese)
    #expect(UserLanguage.of("remind me") == .english)
    #expect(UserLanguage.fromLocale("zh_CN.UTF-8") == .chinese)
    #expect(UserLanguage.fromLocale(nil) == .english)
  }
}
