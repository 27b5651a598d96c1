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

  @Test func languageFollowsTheText() {
    #expect(UserLanguage.of("明天提醒我") == .chinese)
    #expect(UserLanguage.of("remind me") == .english)
    #expect(UserLanguage.fromLocale("zh_CN.UTF-8") == .chinese)
    #expect(UserLanguage.fromLocale(nil) == .english)
  }
}
