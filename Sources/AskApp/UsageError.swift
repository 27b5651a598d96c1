/// A command line that cannot be understood; exit code 2. The message is written in English
/// (scripts match it) and shown through `UsageWord` in the user's language.
struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong with the command line.
  var message: String
  /// The message.
  var description: String { message }
}
