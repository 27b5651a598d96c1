import SkillKit

/// The words a field is known by, one reading for every filler rule that asks what a field's
/// name or description says: its name's words (`dueDate`: due, date) and its description's,
/// lower-cased and split on anything that is not a letter ("Text printed on the shirt":
/// text, printed, on, the, shirt). Chinese descriptions stay whole runs; rules that look for a
/// Chinese word search the description itself.
enum FieldWords {
  /// The lower-cased words of `text`, split on anything that is not a letter.
  static func of(_ text: String) -> [String] {
    text.lowercased().split { !$0.isLetter }.map(String.init)
  }

  /// The words of `field`'s description.
  static func description(of field: InputField) -> [String] {
    of(field.description)
  }

  /// The words of `field`'s name, then of its description.
  static func all(of field: InputField) -> [String] {
    TextTokenizer.identifierWords(field.name) + description(of: field)
  }
}
