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
    let deadline = ContinuousClock.now + .seconds(60)
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

  /// On Linux the child runs under a guard: its exit code and its signal still come through
  /// as its own, and a command that exists but cannot be run fails the start, named.
  @Test func theGuardPassesOnTheEndingAndReportsWhatCouldNotRun() async throws {
    let (_, exited) = try start(["sh", "-c", "exit 7"])
    try await wait(exited) { $0.ending.withLock { $0 } != nil }
    #expect(exited.ending.withLock { $0 } == .exited(7))
    let (_, signaled) = try start(["sh", "-c", "kill -USR1 $$"])
    try await wait(signaled) { $0.ending.withLock { $0 } != nil }
    #expect(signaled.ending.withLock { $0 } == .signaled(SIGUSR1))

    let junk = NSTemporaryDirectory() + "not-a-program-\(UUID().uuidString)"
    try Data([0x7F, 0x00, 0x01, 0x02]).write(to: URL(fileURLWithPath: junk))
    defer { try? FileManager.default.removeItem(atPath: junk) }
    chmod(junk, 0o755)
    do {
      _ = try start([junk])
      Issue.record("a file that is no program started")
    } catch let error as ChildProcess.StartError {
      #expect("\(error)".contains("Exec format error"), "\(error)")
    }
    var options = ServiceProcess.Options(arguments: ["true"])
    options.directory = "/no/such/directory"
    #expect(throws: ChildProcess.StartError.self) {
      _ = try ServiceProcess(options, onLine: { _ in }, onEnd: { _ in })
    }
  }
}
