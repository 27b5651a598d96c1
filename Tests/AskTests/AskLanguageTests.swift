import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import AskApp

/// One language at a time: `--lang`, else `ASK_LANG`, else the locale, else the request; and
/// the CLI's catalogue is complete.
@Suite(.serialized)
struct AskLanguageTests {
  let home: TemporaryHome

  init() throws {
    home = try TemporaryHome()
  }

  @Test func theCLICatalogueIsComplete() {
    #expect(CLIWords.wording.problems(untranslated: CLIWords.untranslated) == [])
    #expect(UsageWord.wording.problems() == [])
  }

  static let english = "· understanding the request…"
  static let chinese = "· 正在理解意图…"

  /// Which language each setting gives a request in the other language.
  @Test(arguments: [
    (["--lang", "en"], [String: String](), "明天上午九点提醒我开会", english),
    (["--lang", "zh"], ["ASK_LANG": "en"], "what time is it", chinese),
    ([], ["ASK_LANG": "zh"], "what time is it", chinese),
    ([], ["ASK_LANG": "en", "LANG": "zh_CN.UTF-8"], "现在几点", english),
    ([], ["LANG": "zh_CN.UTF-8"], "what time is it", chinese),
    ([], ["LANG": "zh_CN.UTF-8", "LC_ALL": "en_US.UTF-8"], "现在几点", english),
    ([], ["LANG": "C.UTF-8"], "现在几点", chinese),
    ([], ["LANG": "POSIX"], "what time is it", english),
  ])
  func theLanguageIsChosenInOrder(
    _ flags: [String], _ environment: [String: String], _ request: String, _ expected: String
  ) async throws {
    let run = try await AskProcess.run(flags + [request], home: home.path, environment: environment)
    #expect(run.status == 0, "\(run.stdout)")
    #expect(run.stdout.contains(expected), "\(flags) \(environment): \(run.stdout)")
    let other = expected == Self.english ? Self.chinese : Self.english
    #expect(!run.stdout.contains(other))
  }

  /// The card says why it asks in the user's language; the decision keeps the policy's words.
  @Test func aConfirmationSaysWhyInTheRequestsLanguage() async throws {
    let chinese = try await AskProcess.run(["添加待办 买牛奶"], home: home.path, stdin: ["n"])
    #expect(
      chinese.stdout.contains("  （级别「需确认」：运行前需要你确认）"), "\(chinese.stdout)")
    let english = try await AskProcess.run(
      ["--json", "add a todo buy milk"], home: home.path,
      stdin: [#"{"type":"permission_response","request_id":"perm-1","decision":"deny"}"#])
    #expect(
      english.events(ofType: "permission_request").first?["reason"]
        == "level userConfirmation: needs your confirmation")
  }

  /// The built-ins are named in the run's language wherever a name is shown: the candidates,
  /// the planner's words, the call.
  @Test func anEnglishRunNamesTheBuiltInsInEnglish() async throws {
    let run = try await AskProcess.run(["remind me to call mom at 6pm"], home: home.path)
    #expect(
      run.stdout.contains("· matching skills: Create reminder (reminder.create)"), "\(run.stdout)")
    #expect(run.stdout.contains("I picked Create reminder (reminder.create)"))
    #expect(!run.stdout.contains("创建提醒"), "\(run.stdout)")
  }

  /// A date-time in a question is said as people read it, in their zone and language; the
  /// exact value stays in the call's input.
  @Test func aQuestionSaysItsTimeForPeople() async throws {
    let answer = [#"{"type":"permission_response","request_id":"perm-1","decision":"deny"}"#]
    let english = try await AskProcess.run(
      ["--json", "--lang", "en", "add a todo pay rent due tomorrow 5pm"], home: home.path,
      stdin: answer)
    let request = try #require(english.events(ofType: "permission_request").first)
    #expect(
      request["summary"]?.stringValue?.contains(#"due "tomorrow 17:00 (Tue)""#) == true,
      "\(request)")
    #expect(request["input"]?["due"] == "2026-12-01T17:00:00+08:00")
    let chinese = try await AskProcess.run(
      ["--json", "--lang", "zh", "添加待办 交房租 明天下午五点截止"], home: home.path, stdin: answer)
    let question = try #require(chinese.events(ofType: "permission_request").first)
    #expect(
      question["summary"]?.stringValue?.contains("due「明天 17:00（周二）」") == true, "\(question)")
  }

  @Test func aBadLanguageIsAClearUsageError() async throws {
    let run = try await AskProcess.run(
      ["现在几点"], home: home.path, environment: ["ASK_LANG": "fr"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("ASK_LANG takes en or zh"), "\(run.stderr)")
  }

  /// A command line it cannot read is told in the chosen language, the help included.
  @Test func usageErrorsAndTheHelpFollowTheLanguage() async throws {
    let run = try await AskProcess.run(["--lang", "zh", "--yes", "现在几点"], home: home.path)
    #expect(run.status == 2)
    #expect(run.stderr.contains("ask: 未知选项 --yes"), "\(run.stderr)")
    #expect(run.stderr.contains("↳ 见 ask --help"), "\(run.stderr)")
    let english = try await AskProcess.run(["--yes", "what time is it"], home: home.path)
    #expect(english.stderr.contains("ask: unknown option --yes"), "\(english.stderr)")
    let help = try await AskProcess.run(["--lang", "zh", "--help"], home: home.path)
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("ask — 每一步都看得见、可干预的智能体。"), "\(help.stdout)")
    #expect(help.stdout.contains("退出码"))
    let englishHelp = try await AskProcess.run(["--help"], home: home.path)
    #expect(englishHelp.stdout.contains("EXIT CODES"))
    #expect(!englishHelp.stdout.contains("退出码"))
  }
}
