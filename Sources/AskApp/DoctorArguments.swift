import AgentCore

/// The arguments of `ask doctor --errors`.
enum DoctorArguments {
  /// `ask doctor --errors [--markdown] [--json] [--lang en|zh]`.
  static func parseErrors(_ arguments: [String]) throws -> AskCommand {
    var language: String?
    var markdown = false
    var json = false
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case "--errors": break
      case "--markdown": markdown = true
      case "--json": json = true
      case "--lang":
        index += 1
        guard index < arguments.count, UserLanguage.named(arguments[index]) != nil else {
          throw UsageError(message: "--lang takes en or zh")
        }
        language = arguments[index]
      default:
        throw UsageError(
          message:
            "ask doctor --errors takes --markdown, --json and --lang, not \"\(arguments[index])\"")
      }
      index += 1
    }
    return .doctorErrors(language: language, markdown: markdown, json: json)
  }
}
