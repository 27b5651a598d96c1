import AgentCore
import Testing

struct ErrorCatalogueTests {
  static let every: [AgentError] = [
    .emptyRequest, .unknownSkill("x.y"), .invalidInput(skill: "a.b", violations: ["f: bad"]),
    .missingInput(skill: "a.b", fields: ["f"]), .inputDeclined(skill: "a.b"),
    .permissionDenied(skill: "a.b", message: "no"), .authorizationRequired(capability: "reminders"),
    .authorizationDenied(capability: "reminders"), .skillFailed(skill: "a.b", message: "boom"),
    .timeout(seconds: 30), .cancelled, .maxTurnsReached(10), .modelFailed("503"),
    .noMatchingSkill, .storage(path: "/x/ask.sqlite", reason: "file is not a database"),
    .invalidConfiguration("bad"),
    .unauthorized(provider: "Anthropic", keyVariable: "ANTHROPIC_API_KEY"),
    .modelNotFound("x"), .rateLimited(retryAfter: 2),
    .providerUnavailable(status: 503, message: "m"),
    .providerError(type: "overloaded_error", message: "m"), .network("reset"), .streamEndedEarly,
    .streamTooLarge("8 MiB"),
  ]

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

  @Test func languageFollowsTheText() {
    #expect(UserLanguage.of("明天提醒我") == .chinese)
    #expect(UserLanguage.of("remind me") == .english)
    #expect(UserLanguage.fromLocale("zh_CN.UTF-8") == .chinese)
    #expect(UserLanguage.fromLocale(nil) == .english)
  }
}
