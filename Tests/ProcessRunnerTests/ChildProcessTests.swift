import AgentTestSupport
import Foundation
import ProcessRunner
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Children in their own group: fed without SIGPIPE, bounded, ended on timeout and cancel,
/// and nothing they leave behind outlives them.
struct ChildProcessTests {
  func sh(_ script: String, input: Data = Data(), timeout: Duration? = nil)
    -> ChildProcessRequest
  {
    ChildProcessRequest(
      arguments: ["/bin/sh", "-c", script], input: input, timeout: timeout,
      killGrace: .milliseconds(200))
  }

  /// True while `pid` names a live (not zombie) process.
  static func isAlive(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
      return false
    }
    let state = stat.split(separator: ")").last?.split(separator: " ").first
    return state != "Z" && state != "X"
  }

  @Test func inputGoesInAndOutputComesOut() async throws {
    let outcome = try await ChildProcess.run(sh("cat", input: Data("{\"a\":1}".utf8)))
    #expect(outcome.ending == .exited(0))
    #expect(String(decoding: outcome.standardOutput, as: UTF8.self) == "{\"a\":1}")
    #expect(!outcome.inputNotRead)
  }

  @Test func aChildThatNeverReadsItsInputIsABrokenPipeNotACrash() async throws {
    let big = Data(repeating: UInt8(ascii: "x"), count: 4 << 20)
    let outcome = try await ChildProcess.run(sh("exit 3", input: big))
    #expect(outcome.ending == .exited(3))
    #expect(outcome.inputNotRead)
  }

  @Test func linesArriveAsTheyArePrintedAndTheLastOneWithoutNewlineToo() async throws {
    let lines = Mutex<[String]>([])
    let outcome = try await ChildProcess.run(sh("printf 'a\\nb\\nc'")) { line in
      lines.withLock { $0.append(line) }
    }
    #expect(outcome.exitCode == 0)
    #expect(lines.withLock { $0 } == ["a", "b", "c"])
  }

  @Test func standardErrorIsKeptApartUnlessMerged() async throws {
    let apart = try await ChildProcess.run(sh("echo out; echo err >&2"))
    #expect(String(decoding: apart.standardOutput, as: UTF8.self) == "out\n")
    #expect(String(decoding: apart.standardError, as: UTF8.self) == "err\n")
    var merged = sh("echo out; echo err >&2")
    merged.mergeStandardError = true
    let together = try await ChildProcess.run(merged)
    #expect(String(decoding: together.standardOutput, as: UTF8.self) == "out\nerr\n")
  }

  /// The child would sleep an hour: the run ends because the timeout ended it (the time limit
  /// fails the test if it ever waits instead).
  @Test(.timeLimit(.minutes(2))) func aTimeoutEndsTheWholeGroup() async throws {
    let outcome = try await ChildProcess.run(sh("sleep 3600", timeout: .milliseconds(100)))
    #expect(outcome.timedOut)
    #expect(outcome.ending == .signaled(SIGTERM))
  }

  @Test func aChildThatIgnoresSIGTERMIsKilledAfterTheGrace() async throws {
    let outcome = try await ChildProcess.run(
      sh("trap '' TERM; while :; do sleep 1; done", timeout: .milliseconds(100)))
    #expect(outcome.timedOut)
    #expect(outcome.ending == .signaled(SIGKILL))
  }

  @Test func cancellingTheTaskEndsTheChild() async throws {
    let started = Mutex(false)
    let task = Task {
      try await ChildProcess.run(sh("echo ready; sleep 30")) { _ in
        started.withLock { $0 = true }
      }
    }
    try await waitUntil("the child printed") { started.withLock { $0 } }
    task.cancel()
    let outcome = try await task.value
    #expect(outcome.cancelled)
    #expect(!outcome.timedOut)
    #expect(outcome.exitCode == nil)
  }

  @Test func aBackgroundGrandchildNeitherStallsTheCallerNorOutlivesIt() async throws {
    let outcome = try await ChildProcess.run(
      sh("sleep 30 & echo $!", timeout: .seconds(20)))
    #expect(!outcome.timedOut, "the caller waited for the grandchild")
    let text = String(decoding: outcome.standardOutput, as: UTF8.self)
    let grandchild = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    try await waitUntil("the grandchild is gone", timeout: .seconds(60)) {
      !Self.isAlive(grandchild)
    }
  }

  @Test func outputIsCappedButReadToTheEnd() async throws {
    var request = sh("head -c 5000000 /dev/zero")
    request.maxOutputBytes = 1000
    let outcome = try await ChildProcess.run(request)
    #expect(outcome.exitCode == 0)
    #expect(outcome.standardOutput.count == 1000)
    #expect(outcome.outputTruncated)
  }

  @Test func environmentAndDirectoryAreTheChildsOwn() async throws {
    var request = ChildProcessRequest(
      arguments: ["/bin/sh", "-c", "echo $GREETING; pwd"], environment: ["GREETING": "hi"],
      directory: "/tmp")
    request.killGrace = .milliseconds(100)
    let outcome = try await ChildProcess.run(request)
    #expect(String(decoding: outcome.standardOutput, as: UTF8.self) == "hi\n/tmp\n")
  }

  @Test func aMissingCommandIsAStartErrorNamingIt() async throws {
    await #expect(throws: ChildProcess.StartError.self) {
      try await ChildProcess.run(ChildProcessRequest(arguments: ["/no/such/command"]))
    }
  }

  @Test func theChildGetsDefaultSignalsEvenThoughWeIgnoreSIGPIPE() async throws {
    ChildProcess.ignoreBrokenPipes()
    // `yes | head -1` ends only if `yes` dies of SIGPIPE.
    let outcome = try await ChildProcess.run(sh("yes | head -1", timeout: .seconds(20)))
    #expect(!outcome.timedOut)
    #expect(String(decoding: outcome.standardOutput, as: UTF8.self) == "y\n")
  }

  /// What `/proc/self/fd/N` links to for the descriptor `fd` of this process ("socket:[…]").
  static func link(of fd: Int32) throws -> String {
    try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)")
  }

  /// A descriptor this process opened without close-on-exec (libcurl 7.88 opens its sockets
  /// that way) is not open in a command it starts, on either path: a command that outlived its
  /// call kept a model connection open after its reader was cancelled, and could read it.
  @Test(arguments: [false, true])
  func aChildHoldsNoneOfTheParentsOtherDescriptors(containsDescendants: Bool) async throws {
    let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var pipeFDs: [Int32] = [0, 0]
    #expect(socketFD >= 0)
    #expect(pipe(&pipeFDs) == 0)
    defer {
      close(socketFD)
      close(pipeFDs[0])
      close(pipeFDs[1])
    }
    #expect(fcntl(socketFD, F_GETFD) & FD_CLOEXEC == 0, "the socket is inheritable")
    let ours = try [socketFD, pipeFDs[0], pipeFDs[1]].map(Self.link(of:))
    var request = sh(#"for f in /proc/$$/fd/*; do readlink "$f" || true; done"#)
    request.containsDescendants = containsDescendants
    let outcome = try await ChildProcess.run(request)
    #expect(outcome.ending == .exited(0))
    let theirs = String(decoding: outcome.standardOutput, as: UTF8.self).split(separator: "\n")
    #expect(theirs.count >= 3, "the child's own 0, 1 and 2 are listed: \(theirs)")
    for link in ours {
      #expect(!theirs.contains(Substring(link)), "\(link) was open in the child: \(theirs)")
    }
  }
}
