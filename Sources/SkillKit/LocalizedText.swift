import Foundation

/// A text a declaration gives once (`"Weather"`) or per language (`{"en": "Weather", "zh":
/// "天气"}`): a skill's display name or description. A face shows the one of its language; the
/// model is sent one text, `text`.
public struct LocalizedText: Sendable, Hashable {
  /// The text the model is sent: the English one when given, else the first by language code.
  public var text: String
  /// Every text given per language, by language code (`en`, `zh`); empty for a plain string.
  public var byLanguage: [String: String]

  /// At most this many languages in one text.
  public static let maxLanguages = 16

  /// A text given once.
  public init(_ text: String) {
    self.text = text
    self.byLanguage = [:]
  }

  /// Reads a string, or an object of language code → non-empty string, each at most
  /// `maxLength` characters. Codes are BCP 47 tags, kept by their language (`zh-CN` → `zh`).
  /// Throws the reason and how to fix it.
  public static func parse(_ value: JSONValue, maxLength: Int) throws(LocalizedTextError)
    -> LocalizedText
  {
    switch value {
    case .string(let text):
      return LocalizedText(try checked(text, maxLength: maxLength, language: nil))
    case .object(let members):
      guard !members.isEmpty else {
        throw LocalizedTextError(
          reason: "expected a string, or texts by language like {\"en\": \"…\", \"zh\": \"…\"}")
      }
      guard members.count <= maxLanguages else {
        throw LocalizedTextError(reason: "at most \(maxLanguages) languages")
      }
      var byLanguage: [String: String] = [:]
      for tag in members.keys.sorted() {
        guard let code = languageCode(tag) else {
          throw LocalizedTextError(
            reason: "\"\(String(tag.prefix(40)))\" is not a language code; use one like en or zh")
        }
        guard case .string(let text) = members[tag] else {
          throw LocalizedTextError(reason: "\(tag): expected a string")
        }
        guard byLanguage[code] == nil else {
          throw LocalizedTextError(
            reason: "\(tag): a second text in \(code); give one per language")
        }
        byLanguage[code] = try checked(text, maxLength: maxLength, language: tag)
      }
      let model = byLanguage["en"] ?? byLanguage.keys.sorted().first.flatMap { byLanguage[$0] }
      return LocalizedText(text: model ?? "", byLanguage: byLanguage)
    default:
      throw LocalizedTextError(
        reason: "expected a string, or texts by language like {\"en\": \"…\", \"zh\": \"…\"}")
    }
  }

  init(text: String, byLanguage: [String: String]) {
    self.text = text
    self.byLanguage = byLanguage
  }

  /// The language of a BCP 47 tag (`zh-Hans-CN` → `zh`, `EN_us` → `en`), nil for anything else.
  public static func languageCode(_ tag: String) -> String? {
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
    guard let first = parts.first, (2...3).contains(first.count),
      first.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }),
      parts.dropFirst().allSatisfy({ part in
        (1...8).contains(part.count)
          && part.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          }
      })
    else { return nil }
    return first.lowercased()
  }

  private static func checked(_ text: String, maxLength: Int, language: String?)
    throws(LocalizedTextError) -> String
  {
    let prefix = language.map { "\($0): " } ?? ""
    guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw LocalizedTextError(reason: prefix + "expected a non-empty string")
    }
    guard text.count <= maxLength else {
      throw LocalizedTextError(reason: prefix + "at most \(maxLength) characters")
    }
    return text
  }
}

/// Why a declared text was refused, and how to fix it.
public struct LocalizedTextError: Error, Sendable, Hashable {
  /// What is wrong, in a declaration's words.
  public var reason: String
}
