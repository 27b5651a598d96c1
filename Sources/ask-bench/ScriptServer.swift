import Foundation

/// A Python fixture server (`Tests/Fixtures/*.py`) started for a benchmark: it prints its
/// port on its first line and stops when its stdin closes.
final class ScriptServer {
  let port: Int
  private let process = Process()
  private let input = Pipe()

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// `prefix` runs the server under another command (`taskset -c 0`).
  init(script: String, environment extra: [String: String] = [:], prefix: [String] = []) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = prefix + ["python3", script]
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    var line = Data()
    while true {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty || byte == Data("\n".utf8) { break }
      line.append(byte)
    }
    guard
      let port = String(decoding: line, as: UTF8.self).split(separator: " ").first
        .flatMap({ Int($0) })
    else {
      process.terminate()
      throw Failure(description: "\(script) printed no port")
    }
    self.port = port
  }

  /// Stopped and reaped before the next measurement: a child reaped later would add its CPU
  /// to whatever RUSAGE_CHILDREN is measuring then.
  deinit {
    try? input.fileHandleForWriting.close()
    process.terminate()
    while process.isRunning { usleep(5_000) }
  }

  /// The release `ask` next to this `ask-bench`.
  static func askBinary() throws -> String {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("ask").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      throw Failure(description: "no ask next to ask-bench at \(binary)")
    }
    return binary
  }
}
