/// Reads a command's arguments in order; an option's value is the argument after it. The one
/// reader every option parser of `ask` walks its arguments with.
struct ArgumentCursor {
  private let arguments: [String]
  private var index = 0

  init(_ arguments: [String]) {
    self.arguments = arguments
  }

  /// Whether nothing has been read yet.
  var atStart: Bool { index == 0 }

  /// The next argument, nil once all are read.
  mutating func next() -> String? {
    guard index < arguments.count else { return nil }
    defer { index += 1 }
    return arguments[index]
  }

  /// The next argument when `accepts` takes it (it is read), else nil (it is left).
  mutating func next(if accepts: (String) -> Bool) -> String? {
    guard index < arguments.count, accepts(arguments[index]) else { return nil }
    return next()
  }

  /// Every argument not read yet (those after `--`); the cursor is then at the end.
  mutating func rest() -> [String] {
    defer { index = arguments.count }
    return Array(arguments[index...])
  }

  /// The value of the option `name` just read: the next argument. `notAnOption`: one that
  /// starts with `--` is not taken as the value.
  mutating func value(of name: String, notAnOption: Bool = false) throws -> String {
    guard let value = next(if: { !notAnOption || !$0.hasPrefix("--") }) else {
      throw UsageError(message: "\(name) needs a value")
    }
    return value
  }
}
