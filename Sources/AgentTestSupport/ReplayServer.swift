import Foundation
import SkillKit

/// The Python wire-transcript server (`Tests/Fixtures/replay_server.py`) on an ephemeral
/// loopback port, started for one test and stopped when released.
public final class ReplayServer: Sendable {
  /// The loopback port the server listens on.
  public let port: Int
  /// A second listener, when the script has one (the fault server's other origin).
  public let otherPort: Int?
  private let process: Process
  private let input: Pipe
  private let log: String

  /// Starts the server script at `script` (with `python`, `arguments` after it, the whole
  /// command under `prefix` such as `taskset -c 0`, `environment` added); throws when it does
  /// not report a port.
  public init(
    script: String, python: String = "python3", arguments: [String] = [],
    prefix: [String] = [], environment extra: [String: String] = [:]
  ) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = prefix + [python, script] + arguments
    let input = Pipe()
    let output = Pipe()
    let log = NSTemporaryDirectory() + "replay-\(UUID().uuidString).jsonl"
    var environment = ProcessInfo.processInfo.environment
    environment["REPLAY_LOG"] = log
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    var line = Data()
    while true {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty || byte == Data("\n".utf8) { break }
      line.append(byte)
    }
    let ports = String(decoding: line, as: UTF8.self).split(separator: " ").compactMap {
      Int($0)
    }
    guard let port = ports.first else {
      process.terminate()
      throw CocoaError(.fileReadCorruptFile)
    }
    self.port = port
    self.otherPort = ports.dropFirst().first
    self.process = process
    self.input = input
    self.log = log
  }

  /// Stopped and reaped (at most 5 s): a benchmark measuring its children's CPU must not
  /// have this one reaped in the middle of a later measurement.
  deinit {
    try? input.fileHandleForWriting.close()
    process.terminate()
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning, Date() < deadline { usleep(5_000) }
    try? FileManager.default.removeItem(atPath: log)
  }

  /// `http://127.0.0.1:PORT`.
  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// Every request the server received, as it recorded them.
  public func requests() throws -> [JSONValue] {
    guard let data = FileManager.default.contents(atPath: log) else { return [] }
    return try String(decoding: data, as: UTF8.self).split(separator: "\n").map {
      try JSONValue.parse(String($0))
    }
  }

  /// The server script in a package checkout, found from a test file's path.
  public static func script(from testFile: String, named name: String = "replay_server.py")
    -> String
  {
    var url = URL(fileURLWithPath: testFile)
    while url.path != "/" {
      url.deleteLastPathComponent()
      let candidate = url.appendingPathComponent("Fixtures/\(name)").path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
    }
    return "Tests/Fixtures/\(name)"
  }
}
