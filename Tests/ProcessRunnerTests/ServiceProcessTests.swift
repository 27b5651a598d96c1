import Foundation
import ProcessRunner
import Synchronization
import Testing

/// The long-lived line child: lines both ways, and every way it can end.
struct ServiceProcessTests {
  final class Collected: Sendable {
    let lines = Mutex<[String]>([])
    let ending = Mutex<ServiceProcess.Ending?>(nil)
  }

  func wait(_ collected: Collected, until condition: @escaping @Sendable (Collected) -> Bool)
    async throws
  {
    let deadline = ContinuousClock.now + .seconds(10)
    while !condition(collected), ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  func start(_ arguments: [String], maxLine: Int = 1 << 20) throws -> (ServiceProcess, Collected) {
    let collected = Collected()
    var options = ServiceProcess.Options(arguments: arguments)
    options.maxLineBytes = maxLine
    let process = try ServiceProcess(
      options, onLine: { line in collected.lines.withLock { $0.append(line) } },
      onEnd: { ending in collected.ending.withLock { $0 = ending } })
    return (process, collected)
  }

  @Test func linesGoBothWaysAndClosingStdinEndsAWellBehavedChild() async throws {
    let (process, collected) = try start(["cat"])
    try process.send("one")
    try process.send(#"{"two": 2}"#)
    try await wait(collected) { $0.lines.withLock { $0.count } == 2 }
    #expect(collected.lines.withLock { $0 } == ["one", #"{"two": 2}"#])
    process.stop()
    try await wait(collected) { $0.ending.withLock { $0 } != nil }
    #expect(collected.ending.withLock { $0 } == .exited(0), "cat ends on end of input")
    #expect(throws: (any Error).self) { try process.send("late") }
  }

  @Test func aChildThatIgnoresEndOfInputIsTerminated() async throws {
    let (process, collected) = try start(["sh", "-c", "trap '' TERM; sleep 30"])
    process.stop()
    try await wait(collected) { $0.ending.withLock { $0 } != nil }
    #expect(collected.ending.withLock { $0 } == .signaled(SIGKILL), "TERM ignored: then KILL")
  }

  @Test func anEndlessLineEndsTheChild() async throws {
    let (_, collected) = try start(["sh", "-c", "yes x | tr -d '\\n'"], maxLine: 64 * 1024)
    try await wait(collected) { $0.ending.withLock { $0 } != nil }
    #expect(collected.ending.withLock { $0 } == .lineTooLong)
  }

  @Test func aMissingCommandIsAStartError() {
    #expect(throws: ChildProcess.StartError.self) { _ = try start(["no-such-command-xyz"]) }
  }
}
