import AgentCore
import Foundation
import SkillKit

/// A part of a request that points at an earlier result — `第一条`, `第2个`, `最后一项`,
/// `the first one`, `the last item` — and what it points at in that result.
struct ResultReference: Sendable, Equatable {
  /// 1-based; -1 for the last.
  var ordinal: Int
  /// The words in the request.
  var range: Range<String.Index>

  private static let english = [
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1,
  ]

  /// The reference in `text`, if it has one.
  static func find(in text: String) -> ResultReference? {
    if let range = text.range(
      of: "第([0-9一二两三四五六七八九十]{1,3})(条|个|项|件)?|最后一(条|个|项|件)",
      options: .regularExpression)
    {
      let words = String(text[range])
      if words.hasPrefix("最后") { return ResultReference(ordinal: -1, range: range) }
      let number = words.dropFirst().prefix { !"条个项件".contains($0) }
      if let value = ChineseNumerals.value(String(number)) {
        return ResultReference(ordinal: value, range: range)
      }
    }
    if let range = text.range(
      of: #"\bthe (first|second|third|fourth|fifth|last)( one| item| entry)?\b"#,
      options: [.regularExpression, .caseInsensitive])
    {
      let word = String(text[range]).lowercased().split(separator: " ")[1]
      if let ordinal = english[String(word)] {
        return ResultReference(ordinal: ordinal, range: range)
      }
    }
    return nil
  }

  /// The id of the item the reference points at in a result's text: the nth element of a
  /// JSON array (its `id`), else the nth `#id` written in it.
  func id(in content: String) -> String? {
    if let array = try? JSONValue.parse(content).arrayValue, !array.isEmpty {
      let index = ordinal == -1 ? array.count - 1 : ordinal - 1
      guard array.indices.contains(index), let id = array[index]["id"] else { return nil }
      return id.stringValue ?? id.intValue.map(String.init)
    }
    var ids: [String] = []
    var searchStart = content.startIndex
    while let range = content.range(
      of: "#[0-9]+", options: .regularExpression, range: searchStart..<content.endIndex)
    {
      ids.append(String(content[range].dropFirst()))
      searchStart = range.upperBound
    }
    let index = ordinal == -1 ? ids.count - 1 : ordinal - 1
    return ids.indices.contains(index) ? ids[index] : nil
  }
}
