import Foundation
import HTTPServer
import SkillKit

/// A request's JSON object body, read against the fields its endpoint knows: a body that is
/// not a JSON object, has an unknown field or a field of the wrong type is refused with a
/// 400 that names it.
struct JSONBody {
  let object: [String: JSONValue]

  /// The body of `request`; an empty body is an empty object when `optional`.
  init(_ request: HTTPRequest, allowed: Set<String>, optional: Bool = false) throws(APIError) {
    if request.body.isEmpty, optional {
      object = [:]
      return
    }
    let value: JSONValue
    do {
      value = try JSONValue.parse(Data(request.body))
    } catch {
      throw .badRequest("the body is not valid JSON (\(error)); send a JSON object")
    }
    guard let object = value.objectValue else {
      throw .badRequest("the body must be a JSON object")
    }
    let unknown = object.keys.filter { !allowed.contains($0) }.sorted()
    if let first = unknown.first {
      throw APIError(
        400, "unknown_field",
        "unknown field \"\(first.prefix(60))\"; this endpoint takes "
          + allowed.sorted().joined(separator: ", "))
    }
    self.object = object
  }

  /// A string field; nil when absent (or null). `maxLength` bounds it in Unicode code points,
  /// as JSON Schema's `maxLength` counts.
  func string(_ key: String, maxLength: Int = 4096) throws(APIError) -> String? {
    guard let value = object[key], value != .null else { return nil }
    guard let text = value.stringValue else { throw .badRequest("\"\(key)\" must be a string") }
    let length = text.unicodeScalars.count
    guard length <= maxLength else {
      throw .badRequest("\"\(key)\" is \(length) characters; at most \(maxLength)")
    }
    return text
  }

  /// A required, non-blank string field.
  func requiredString(_ key: String, maxLength: Int = 4096) throws(APIError) -> String {
    guard let text = try string(key, maxLength: maxLength),
      !text.allSatisfy(\.isWhitespace)
    else { throw .badRequest("\"\(key)\" is required: a non-empty string") }
    return text
  }

  /// An integer field; nil when absent.
  func integer(_ key: String) throws(APIError) -> Int? {
    guard let value = object[key], value != .null else { return nil }
    switch value {
    case .integer(let number): return number
    // JSON has one number type: 926.0 is the integer 926.
    case .number(let number)
    where number.rounded() == number && abs(number) <= 9_007_199_254_740_991:
      return Int(number)
    default: throw .badRequest("\"\(key)\" must be an integer")
    }
  }

  /// A list of strings; empty when absent. At most `maxCount`, each at most `maxLength`.
  func strings(_ key: String, maxCount: Int, maxLength: Int = 200) throws(APIError) -> [String] {
    guard let value = object[key], value != .null else { return [] }
    guard let items = value.arrayValue else {
      throw .badRequest("\"\(key)\" must be a list of strings")
    }
    guard items.count <= maxCount else {
      throw .badRequest("\"\(key)\" has \(items.count) items; at most \(maxCount)")
    }
    var texts: [String] = []
    for item in items {
      guard let text = item.stringValue, text.unicodeScalars.count <= maxLength else {
        throw .badRequest("\"\(key)\" must be strings of at most \(maxLength) characters")
      }
      texts.append(text)
    }
    return texts
  }
}
