/// `ask store export --to FILE` (`-`: standard output) or `ask store import FILE`.
enum StoreAction: Equatable {
  case export(to: String)
  case importFile(String)

  static let usage = "usage: ask store export --to FILE | ask store import FILE"

  static func parse(_ arguments: [String]) throws -> StoreAction {
    switch arguments.first {
    case "export":
      guard arguments.count == 3, arguments[1] == "--to", !arguments[2].isEmpty else {
        throw UsageError(message: usage + " (export needs --to FILE; - writes to stdout)")
      }
      return .export(to: arguments[2])
    case "import":
      guard arguments.count == 2, !arguments[1].hasPrefix("-") || arguments[1] == "-" else {
        throw UsageError(message: usage)
      }
      return .importFile(arguments[1])
    default:
      throw UsageError(message: usage)
    }
  }
}
