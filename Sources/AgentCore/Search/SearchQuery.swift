import Foundation

/// What a person searches their sessions for: words that must all appear (a quoted `"…"` is
/// one term with its spaces), matched as substrings whatever their case — Chinese needs no
/// spaces. Nothing in it is syntax beyond the quotes: `*`, `-`, `NEAR`, `(` are letters to find.
public struct SearchQuery: Sendable, Hashable {
  /// The longest query taken, in characters.
  public static let maxCharacters = 500
  /// The most terms taken.
  public static let maxTerms = 12

  /// The query as given, with its controls made spaces.
  public let text: String
  /// The terms, each one to find, in the order given.
  public let terms: [String]

  /// The query `raw`, or an error naming what is wrong with it and how to fix it.
  public init(_ raw: String) throws(SearchQueryError) {
    guard raw.unicodeScalars.count <= Self.maxCharacters else {
      throw SearchQueryError(
        "the query is \(raw.unicodeScalars.count) characters long; a search takes at most "
          + "\(Self.maxCharacters): search for a few words that the session said")
    }
    var cleaned = String.UnicodeScalarView()
    for scalar in raw.unicodeScalars {
      cleaned.append(VisibleText.isControl(scalar) ? " " : scalar)
    }
    let text = String(cleaned)
    var terms: [String] = []
    var current = ""
    var quoted = false
    func close() {
      let term = quoted ? current : current.trimmingCharacters(in: .whitespaces)
      if !term.trimmingCharacters(in: .whitespaces).isEmpty, !terms.contains(term) {
        terms.append(term)
      }
      current = ""
    }
    for character in text {
      if character == "\"" {
        close()
        quoted.toggle()
      } else if character.isWhitespace && !quoted {
        close()
      } else {
        current.append(character)
      }
    }
    close()
    // Nothing but quotes: they are what to find.
    if terms.isEmpty, case let bare = text.filter({ !$0.isWhitespace }), !bare.isEmpty {
      terms = [bare]
    }
    guard !terms.isEmpty else {
      throw SearchQueryError(
        "the query has no words to find; give one or more, e.g. ask sessions search deadline")
    }
    guard terms.count <= Self.maxTerms else {
      throw SearchQueryError(
        "the query has \(terms.count) terms; a search takes at most \(Self.maxTerms) "
          + "(every term must appear): drop some, or quote a phrase")
    }
    self.text = text
    self.terms = terms
  }
}

/// Why a query cannot be searched for, and what to do.
public struct SearchQueryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong and how to fix it.
  public var message: String

  init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
