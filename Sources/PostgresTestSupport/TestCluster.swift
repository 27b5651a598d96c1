import AgentTestSupport
import CSpawn
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A PostgreSQL cluster of a test's own, for the faults that would disturb the shared one:
/// restarted, stopped, its disk filled. `initdb` in a temporary folder (as the `postgres` user
/// when the tests run as root), password authentication on a free loopback port.
public final class TestCluster: @unchecked Sendable {
  // @unchecked: a test drives its cluster from one task at a time.
  /// The folder holding the cluster, its socket and its log.
  public let directory: String
  /// The superuser's URL (password included) to database `postgres`.
  public let url: String
  private let bin: String
  private let port: Int
  private let asOwner: [String]

  /// What went wrong starting or stopping it, with the server's log.
  public struct Failure: Error, CustomStringConvertible {
    /// The explanation.
    public var description: String
  }

  /// Makes and starts the cluster.
  public init() throws {
    let environment = ProcessInfo.processInfo.environment
    guard let bin = environment["ASK_TEST_POSTGRES_BIN"] ?? Self.findBin() else {
      throw Failure(description: "no PostgreSQL server here: run scripts/test.sh (it installs one)")
    }
    self.bin = bin
    asOwner = getuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--"] : []
    directory = NSTemporaryDirectory() + "ask-pg-own-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let password = UUID().uuidString.replacingOccurrences(of: "-", with: "")
    try (password + "\n").write(toFile: directory + "/pw", atomically: true, encoding: .utf8)
    if getuid() == 0 {
      try Self.run(["/bin/chown", "-R", "postgres", directory], [])
    }
    port = try LoopbackPort.free()
    url = "postgresql://ask_test:\(password)@127.0.0.1:\(port)/postgres"
    try Self.run(
      [
        "\(bin)/initdb", "-D", directory + "/data", "-U", "ask_test", "--pwfile=\(directory)/pw",
        "-A", "scram-sha-256", "-E", "UTF8", "--locale=C.UTF-8",
      ], asOwner)
    try start()
  }

  deinit {
    _ = try? Self.run(
      ["\(bin)/pg_ctl", "-D", directory + "/data", "-m", "immediate", "stop"], asOwner)
    try? FileManager.default.removeItem(atPath: directory)
  }

  /// Starts the server (waiting until it accepts connections).
  public func start() throws {
    try Self.run(
      [
        "\(bin)/pg_ctl", "-D", directory + "/data", "-l", directory + "/server.log", "-w", "-t",
        "60", "-o",
        "-p \(port) -k \(directory) -c listen_addresses=127.0.0.1 -c fsync=off", "start",
      ], asOwner)
  }

  /// Stops the server (`fast`: connections are ended, as a restart by an operator does).
  public func stop(mode: String = "fast") throws {
    try Self.run(["\(bin)/pg_ctl", "-D", directory + "/data", "-m", mode, "-w", "stop"], asOwner)
  }

  /// Stops and starts the server.
  public func restart() throws {
    try stop()
    try start()
  }

  private static func findBin() -> String? {
    let versions =
      (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
    return versions.sorted { $0.compare($1, options: .numeric) == .orderedAscending }.last
      .map { "/usr/lib/postgresql/\($0)/bin" }
  }

  /// Runs `arguments` (after `prefix`, e.g. `runuser -u postgres --`); its output, or a
  /// failure naming the program and what it said. Spawned and waited for directly, its output
  /// in a file: the server `pg_ctl start` leaves behind must hold no pipe of ours open, and
  /// Foundation's `Process.waitUntilExit` was seen to miss the exit of `runuser`.
  @discardableResult
  public static func run(_ arguments: [String], _ prefix: [String]) throws -> String {
    let all = prefix + arguments
    let log = NSTemporaryDirectory() + "ask-pg-run-\(UUID().uuidString.prefix(8)).log"
    defer { unlink(log) }
    let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
    let output = open(log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    defer {
      if input >= 0 { close(input) }
      if output >= 0 { close(output) }
    }
    guard input >= 0, output >= 0 else {
      throw Failure(description: "cannot open \(log): \(String(cString: strerror(errno)))")
    }
    let argv: [UnsafeMutablePointer<CChar>?] = all.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    // cspawn_start: the server `pg_ctl start` leaves behind holds none of this process's other
    // descriptors (a test's HTTP connection among them) for the rest of the run.
    let spawned = argv.map { $0.map { UnsafePointer($0) } }.withUnsafeBufferPointer {
      cspawn_start($0.baseAddress, nil, nil, input, output, output, &pid)
    }
    guard spawned == 0 else {
      throw Failure(description: "cannot start \(all[0]): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else {
        throw Failure(description: "waiting for \(all[0]): \(String(cString: strerror(errno)))")
      }
    }
    let text: String
    do {
      text = try String(contentsOfFile: log, encoding: .utf8)
    } catch {
      text = "(its output could not be read: \(error))"
    }
    // WIFEXITED and WEXITSTATUS are macros Swift does not import.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
      let name = arguments.first ?? "?"
      throw Failure(description: "\(name) failed (\(status)): \(text.suffix(600))")
    }
    return text
  }
}
