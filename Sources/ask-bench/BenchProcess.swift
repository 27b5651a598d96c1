import Foundation

/// What the benchmarks that run the real `ask` share (the fixture servers they start are
/// AgentTestSupport's `ReplayServer`).
enum BenchProcess {
  struct Failure: Error, CustomStringConvertible {
    var description: String
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
