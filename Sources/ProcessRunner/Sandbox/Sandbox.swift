import CSpawn
import Foundation
import SkillKit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts a child into its sandbox: finds `bwrap`, checks once per process that it can set up a
/// sandbox here, and turns a command into the `bwrap` command line of its policy.
///
/// Fails closed: with no usable `bwrap`, a sandboxed child does not start (a `StartError`
/// naming the cause and the fix); only a policy of mode `off` runs a child as it is.
public enum Sandbox {
  /// What the sandbox tool is on this machine.
  public enum Availability: Sendable, Hashable {
    /// `bwrap` at this path sets up a sandbox.
    case ready(String)
    /// There is no `bwrap`.
    case missing
    /// `bwrap` is there but cannot set up a sandbox here (no user namespaces, a container
    /// that forbids them): what it said.
    case broken(path: String, reason: String)
  }

  /// Where `bwrap` is looked for, in order (not `PATH`: what a workspace puts there is not
  /// the tool that guards it).
  public static let searched = ["/usr/bin/bwrap", "/bin/bwrap", "/usr/local/bin/bwrap"]

  /// The fix for a machine without a usable sandbox.
  public static let installFix =
    "install bubblewrap (apt-get install bubblewrap) on a kernel that allows user namespaces, "
    + "or run with --sandbox off to run commands with your whole authority"

  private static let state = Mutex<(tool: String?, probed: [String: Availability])>((nil, [:]))

  /// Uses `path` as `bwrap` instead of the searched places (`ASK_BWRAP`; tests).
  public static func use(tool path: String?) {
    state.withLock { $0.tool = path }
  }

  /// Whether sandboxes can be made here; probed once per tool and process.
  public static func availability() -> Availability {
    let chosen = state.withLock { $0.tool }
    let candidates = chosen.map { [$0] } ?? searched
    guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) })
    else { return .missing }
    if let known = state.withLock({ $0.probed[path] }) { return known }
    let found = probe(path)
    state.withLock { $0.probed[path] = found }
    return found
  }

  /// The command line that runs `arguments` under `policy`, or `arguments` themselves when
  /// the policy is `off`. Throws a `StartError` naming why no sandbox can be made.
  public static func command(
    _ arguments: [String], directory: String?, policy: SandboxPolicy?
  ) throws -> [String] {
    guard let policy, policy.isSandboxed else { return arguments }
    let command = arguments.first ?? ""
    let tool: String
    switch availability() {
    case .ready(let path):
      tool = path
    case .missing:
      throw ChildProcess.StartError(
        command: command,
        reason: "it must run sandboxed and bubblewrap (bwrap) is not installed; " + installFix)
    case .broken(let path, let reason):
      throw ChildProcess.StartError(
        command: command,
        reason: "it must run sandboxed and \(path) cannot set up a sandbox here (\(reason)); "
          + installFix)
    }
    try makeProtectedFolders(policy)
    do {
      return try BubblewrapArguments.make(
        bwrap: tool, policy: policy, command: arguments, directory: directory,
        system: systemEntries, home: home, resolve: resolvedPath)
    } catch let refusal as BubblewrapArguments.Refusal {
      throw ChildProcess.StartError(command: command, reason: refusal.reason)
    }
  }

  /// What stands at each of the system's folders here, read once.
  static let systemEntries: [String: BubblewrapArguments.SystemEntry] = {
    var entries: [String: BubblewrapArguments.SystemEntry] = [:]
    for folder in BubblewrapArguments.systemFolders {
      var info = stat()
      guard lstat(folder, &info) == 0 else { continue }
      if info.st_mode & S_IFMT == S_IFLNK {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(folder, &buffer, Int(PATH_MAX))
        guard count > 0 else { continue }
        entries[folder] = .link(
          String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
      } else if info.st_mode & S_IFMT == S_IFDIR {
        entries[folder] = .folder
      }
    }
    return entries
  }()

  /// The user's home folder, resolved; no policy may open it whole.
  static let home: String? = {
    guard let value = getenv("HOME").map({ String(cString: $0) }), value.hasPrefix("/"),
      value != "/"
    else { return nil }
    return resolvedPath(value)
  }()

  /// Whether `path` is the home folder or a folder that holds it (no sandbox opens those).
  public static func holdsHome(_ path: String) -> Bool {
    guard let home else { return false }
    return BubblewrapArguments.contains(resolvedPath(path), home)
  }

  /// `path` with its links resolved (itself when it does not exist).
  public static func resolvedPath(_ path: String) -> String {
    guard let real = realpath(path, nil) else { return path }
    defer { free(real) }
    return String(cString: real)
  }

  /// A protected path (`.ask/`) inside a writable folder is made when missing, so that it can
  /// be mounted read-only: a command cannot create what ask reads later.
  private static func makeProtectedFolders(_ policy: SandboxPolicy) throws {
    for path in policy.protected
    where policy.writable.contains(where: {
      BubblewrapArguments.contains($0, path)
    }) {
      var info = stat()
      if lstat(path, &info) == 0 { continue }
      if mkdir(path, 0o755) != 0 && errno != EEXIST {
        throw ChildProcess.StartError(
          command: path,
          reason: "could not make \(path) to keep it read-only in the sandbox: "
            + String(cString: strerror(errno)))
      }
    }
  }

  /// Runs `bwrap` once with every namespace and nothing mounted but `/`, read-only.
  private static func probe(_ path: String) -> Availability {
    guard access(path, X_OK) == 0 else {
      return .broken(path: path, reason: "it is not executable")
    }
    let arguments = [
      path, "--die-with-parent", "--unshare-all", "--ro-bind", "/", "/", "--", "/bin/true",
    ]
    var errors: [Int32] = [0, 0]
    guard cspawn_pipe(&errors) == 0 else {
      return .broken(path: path, reason: String(cString: strerror(errno)))
    }
    let null = open("/dev/null", O_RDWR | O_CLOEXEC)
    defer { if null >= 0 { close(null) } }
    var pid: pid_t = 0
    let started = withCStrings(arguments) { argv in
      cspawn_start(argv, nil, nil, null, null, errors[1], &pid)
    }
    close(errors[1])
    defer { close(errors[0]) }
    guard started == 0 else {
      return .broken(path: path, reason: String(cString: strerror(started)))
    }
    var said = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 4096)
    while said.count < 16_384 {
      let count = read(errors[0], &chunk, chunk.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      said += chunk[..<count]
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    guard cspawn_exit_code(status) == 0 else {
      let text = String(decoding: said, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      return .broken(path: path, reason: text.isEmpty ? "it exited with status \(status)" : text)
    }
    return .ready(path)
  }
}
