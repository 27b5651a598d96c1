import CSpawn
import Foundation
import SkillKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a child process the way everything `ask` starts must run: in a process group of its
/// own, fed its input without ever killing `ask` with SIGPIPE, with bounded output, a
/// deadline, and cancellation that ends the whole group (SIGTERM, then SIGKILL after a grace
/// period). When the child exits, whatever it left running in its group is killed too, so a
/// background grandchild holding the pipe open never stalls the caller.
public enum ChildProcess {
  /// Why a child could not be run at all.
  public struct StartError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The command that could not start.
    public var command: String
    /// Why.
    public var reason: String

    /// `could not start …: why`.
    public var description: String { "could not start \(command): \(reason)" }
  }

  /// The variables that hold model API keys: what `ask` starts (servers, commands) never gets
  /// them.
  public static let modelKeyVariables = ["ANTHROPIC_API_KEY", "OPENAI_API_KEY"]

  /// `environment` without the model keys.
  public static func withoutModelKeys(_ environment: [String: String]) -> [String: String] {
    environment.filter { !modelKeyVariables.contains($0.key) }
  }

  /// Makes writes to a closed pipe an `EPIPE` error instead of a fatal signal, once for the
  /// process. Every writer to a child or a pipe relies on it.
  public static func ignoreBrokenPipes() {
    _ = brokenPipesIgnored
  }

  private static let brokenPipesIgnored: Bool = {
    signal(SIGPIPE, SIG_IGN)
    return true
  }()

  /// Runs `request` to its end; `onOutputLine` receives each line of standard output (and of
  /// standard error when merged), `onErrorLine` each line of standard error, as they appear.
  /// Cancelling the calling task ends the child's whole process group.
  public static func run(
    _ request: ChildProcessRequest,
    onOutputLine: @escaping @Sendable (String) -> Void = { _ in },
    onErrorLine: @escaping @Sendable (String) -> Void = { _ in }
  ) async throws -> ChildProcessOutcome {
    ignoreBrokenPipes()
    let running = try RunningChild.start(request)
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let thread = Thread {
          continuation.resume(
            returning: running.superviseToEnd(onOutputLine: onOutputLine, onErrorLine: onErrorLine))
        }
        thread.stackSize = 256 * 1024
        thread.start()
      }
    } onCancel: {
      running.requestCancel()
    }
  }
}

/// What to run and within which bounds.
public struct ChildProcessRequest: Sendable {
  /// `argv`; the first is searched on `PATH`.
  public var arguments: [String]
  /// The whole environment of the child; nil inherits `ask`'s.
  public var environment: [String: String]?
  /// The working directory; nil inherits `ask`'s.
  public var directory: String?
  /// Written to the child's standard input, which is then closed.
  public var input: Data
  /// Ends the child (as a timeout) when it runs longer.
  public var timeout: Duration?
  /// Between SIGTERM and SIGKILL.
  public var killGrace: Duration
  /// At most this many bytes of each output stream are kept; the rest is read and dropped.
  public var maxOutputBytes: Int
  /// Standard error goes to the same pipe as standard output (one stream of lines).
  public var mergeStandardError: Bool
  /// Linux: the child runs under a guard that is a child subreaper, so what it starts cannot
  /// escape by leaving the process group (`setsid`, a double fork): when the child ends, all
  /// of it is killed. The guard also ends the child if `ask` dies.
  public var containsDescendants = false
  /// A line still without its newline after this long is handed out as it is (a progress
  /// display, a prompt): live output never waits for a newline that may not come. Nil waits.
  public var partialLineDelay: Duration?
  /// The sandbox it runs in (`bwrap`); nil or mode `off` runs it with `ask`'s authority. A
  /// sandbox that cannot be made fails the start: nothing runs unsandboxed by accident.
  public var sandbox: SandboxPolicy?

  /// A process to start: its arguments, environment, folder, stdin, deadline (SIGTERM, then
  /// SIGKILL after `killGrace`) and the most output kept.
  public init(
    arguments: [String], environment: [String: String]? = nil, directory: String? = nil,
    input: Data = Data(), timeout: Duration? = nil, killGrace: Duration = .seconds(1),
    maxOutputBytes: Int = 1 << 20, mergeStandardError: Bool = false
  ) {
    self.arguments = arguments
    self.environment = environment
    self.directory = directory
    self.input = input
    self.timeout = timeout
    self.killGrace = killGrace
    self.maxOutputBytes = maxOutputBytes
    self.mergeStandardError = mergeStandardError
  }
}

/// How a child ended and what it printed.
public struct ChildProcessOutcome: Sendable, Hashable {
  /// The exit code, or the signal that ended it.
  public enum Ending: Sendable, Hashable {
    case exited(Int32)
    case signaled(Int32)
  }

  /// How it ended.
  public var ending: Ending
  /// What it wrote to stdout (bounded).
  public var standardOutput: Data
  /// What it wrote to stderr (bounded).
  public var standardError: Data
  /// Output past `maxOutputBytes` was dropped.
  public var outputTruncated: Bool
  /// It was ended because it ran past its timeout.
  public var timedOut: Bool
  /// It was ended because the caller was cancelled.
  public var cancelled: Bool
  /// It exited or closed its input before reading all of it (a broken pipe, not fatal).
  public var inputNotRead: Bool

  /// The exit code when it exited.
  public var exitCode: Int32? {
    if case .exited(let code) = ending { return code }
    return nil
  }
}
