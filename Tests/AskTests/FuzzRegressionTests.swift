import AgentTestSupport
import Foundation
import Testing

/// The fuzz targets in the test suite: every saved input (seeds, and crashes once found) is
/// replayed, then a short seeded pass runs per target. scripts/fuzz.sh runs libFuzzer longer.
struct FuzzRegressionTests {
  static let binary =
    URL(fileURLWithPath: AskProcess.binary).deletingLastPathComponent().path + "/ask-fuzz"
  static let corpus =
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
    + "/Fixtures/fuzz"

  static func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
    try await offThePool { try runBlocking(arguments) }
  }

  static func runBlocking(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  @Test(arguments: ["json", "payload", "sse", "wire", "rule", "date", "ndjson"])
  func savedInputsReplayAndASeededPassFindsNothing(_ target: String) async throws {
    let folder = Self.corpus + "/" + target
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map {
      folder + "/" + $0
    }
    #expect(!files.isEmpty)
    let replay = try await Self.run([target] + files)
    #expect(replay.status == 0, "\(replay.output)")
    // The date parser is the slow one (it compiles its patterns per call).
    let count = target == "date" ? "300" : "3000"
    let seeded = try await Self.run([
      target, "--seeded", count, "--seed", "42", "--corpus", folder,
    ])
    #expect(seeded.status == 0, "\(seeded.output)")
    #expect(seeded.output.contains("0 crashes"))
  }
}
