/// `ask undo [--session ID] [--steps N | --to SEQ] [--force] [--json]`.
struct UndoOptions: Equatable {
  /// nil: the most recent session.
  var session: String?
  var steps: Int?
  /// Undo every call recorded after this sequence number.
  var to: Int64?
  var force = false
  var json = false

  static func parse(_ arguments: [String]) throws -> UndoOptions {
    var options = UndoOptions()
    var cursor = ArgumentCursor(arguments)
    while let argument = cursor.next() {
      switch argument {
      case "--session": options.session = try cursor.value(of: argument)
      case "--steps":
        let text = try cursor.value(of: argument)
        guard let steps = Int(text), (1...100_000).contains(steps) else {
          throw UsageError(
            message: "--steps takes a whole number from 1, got \"\(text.prefix(40))\"")
        }
        options.steps = steps
      case "--to":
        let text = try cursor.value(of: argument)
        guard let sequence = Int64(text), sequence >= 0 else {
          throw UsageError(
            message: "--to takes an event sequence number (see ask sessions show), got "
              + "\"\(text.prefix(40))\"")
        }
        options.to = sequence
      case "--force": options.force = true
      case "--json": options.json = true
      default:
        throw UsageError(
          message: "unknown argument \(argument); usage: ask undo [--session ID] "
            + "[--steps N | --to SEQ] [--force] [--json]")
      }
    }
    if options.steps != nil && options.to != nil {
      throw UsageError(message: "--steps and --to cannot be used together")
    }
    return options
  }
}
