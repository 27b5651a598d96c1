/// `ask serve [--host 127.0.0.1] [--port 8765] [--open]` and the run options every session
/// of the server starts with (`--model`, `--workspace`, `--permission-mode`, `--lang`…).
struct ServeOptions: Equatable {
  var host = "127.0.0.1"
  var port: UInt16 = 8765
  /// Open the page in the default browser once the server listens.
  var open = false
  var run = RunOptions()

  static func parse(_ arguments: [String]) throws -> ServeOptions {
    var options = ServeOptions()
    var rest: [String] = []
    var cursor = ArgumentCursor(arguments)
    while let argument = cursor.next() {
      switch argument {
      case "--host":
        options.host = try cursor.value(of: argument, notAnOption: true)
      case "--port":
        let text = try cursor.value(of: argument, notAnOption: true)
        guard let port = UInt16(text) else {
          throw UsageError(
            message: "--port takes a port number from 0 to 65535 (0: any free one), got "
              + "\"\(text.prefix(20))\"")
        }
        options.port = port
      case "--open": options.open = true
      case "--json", "--resume", "--continue":
        throw UsageError(
          message: "ask serve does not take \(argument); sessions are chosen in the page or the API"
        )
      default: rest.append(argument)
      }
    }
    options.run = try CommandLineParser.parseRun(rest, needsRequest: false, command: "serve")
    options.run.request = "ask serve"
    return options
  }
}
