import SkillKit

/// A `SandboxPolicy` as a `bwrap` command line: pure, so every mapping is tested without
/// starting anything.
///
/// The root is empty; the system's folders are mounted read-only (a merged-`/usr` link stays a
/// link), `/proc`, `/dev` and `/tmp` are new, and every namespace is new — no network unless the
/// policy grants it. Then, shallowest first, the policy's readable folders read-only, its
/// writable folders read-write, its protected paths read-only again and its hidden paths
/// covered by an empty read-only folder: a later mount of a deeper path wins, so `$ASK_HOME`
/// stays hidden inside a visible workspace and `.ask/` stays read-only inside a writable one.
public enum BubblewrapArguments {
  /// What stands at one of the system's folders on this machine.
  public enum SystemEntry: Sendable, Hashable {
    case folder
    /// A symbolic link (merged `/usr`: `/bin` → `usr/bin`), with its target as written.
    case link(String)
  }

  /// Why a policy cannot be made into a sandbox.
  public struct Refusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, naming the path.
    public var reason: String
    /// `the sandbox refuses …`.
    public var description: String { reason }
  }

  /// The size of a sandbox's private `/tmp` (memory-backed): a command that fills it gets
  /// "No space left on device", not the machine's memory. 1 GiB.
  public static let tmpBytes = 1 << 30

  /// The folders of the system every sandbox sees read-only, when they exist.
  public static let systemFolders = [
    "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/opt",
  ]

  /// Where a resolver that the network needs may live (`/etc/resolv.conf` links there).
  static let resolverFolders = ["/run/systemd/resolve", "/run/resolvconf"]

  /// The command line that runs `command` under `policy`: `bwrap`'s options, `--`, the command.
  /// `system` says what stands at each of `systemFolders` (missing ones are left out); `home`
  /// is the user's home folder, which no policy may open whole.
  /// `resolve` gives a path with its links resolved: a folder is mounted from where it really
  /// is at the path the policy names, and the checks look at both.
  public static func make(
    bwrap: String, policy: SandboxPolicy, command: [String], directory: String?,
    system: [String: SystemEntry], home: String?, resolve: (String) -> String = { $0 }
  ) throws -> [String] {
    try check(policy, home: home)
    var real = policy
    real.writable = policy.writable.map(resolve)
    real.readable = policy.readable.map(resolve)
    try check(real, home: home)
    var arguments = [bwrap, "--die-with-parent", "--new-session", "--unshare-all"]
    if policy.network { arguments.append("--share-net") }
    for folder in systemFolders {
      switch system[folder] {
      case .folder?: arguments += ["--ro-bind", folder, folder]
      case .link(let target)?: arguments += ["--symlink", target, folder]
      case nil: break
      }
    }
    if policy.network {
      for folder in resolverFolders { arguments += ["--ro-bind-try", folder, folder] }
    }
    arguments += [
      "--proc", "/proc", "--dev", "/dev", "--size", String(tmpBytes), "--tmpfs", "/tmp",
    ]
    // A cover is made read-only after every mount: a folder readable inside it (a skill in
    // $ASK_HOME/skills, with $ASK_HOME hidden inside the workspace) needs its mount point made
    // in the cover first — `bwrap` cannot mkdir in a cover already read-only.
    var covers: [String] = []
    for mount in mounts(policy) {
      let source = resolve(mount.path)
      switch mount.kind {
      case .read: arguments += ["--ro-bind", source, mount.path]
      case .write: arguments += ["--bind", source, mount.path]
      case .protect: arguments += ["--ro-bind-try", source, mount.path]
      case .hide:
        arguments += ["--tmpfs", mount.path]
        covers.append(mount.path)
      }
    }
    for cover in covers { arguments += ["--remount-ro", cover] }
    arguments += ["--setenv", "TMPDIR", "/tmp"]
    if let directory { arguments += ["--chdir", directory] }
    return arguments + ["--"] + command
  }

  /// One mount of the policy's own paths.
  struct Mount: Hashable {
    enum Kind: Int, Comparable {
      case read, write, protect, hide
      static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }
    var path: String
    var kind: Kind
  }

  /// The policy's mounts, shallowest first (at one depth: read, write, protect, hide), each
  /// path once; a protected or hidden path only where something visible holds it.
  static func mounts(_ policy: SandboxPolicy) -> [Mount] {
    let writable = unique(policy.writable)
    let readable = unique(policy.readable).filter { !writable.contains($0) }
    let visible = writable + readable
    var all =
      readable.map { Mount(path: $0, kind: .read) } + writable.map { Mount(path: $0, kind: .write) }
    all += unique(policy.protected).filter { path in writable.contains { contains($0, path) } }
      .map { Mount(path: $0, kind: .protect) }
    all += unique(policy.hidden).filter { path in visible.contains { contains($0, path) } }
      .map { Mount(path: $0, kind: .hide) }
    return all.enumerated().sorted { left, right in
      let (a, b) = (depth(left.element.path), depth(right.element.path))
      if a != b { return a < b }
      if left.element.kind != right.element.kind { return left.element.kind < right.element.kind }
      return left.offset < right.offset
    }.map(\.element)
  }

  /// Refuses what no sandbox should open: a relative path, `/` or the home folder (or a folder
  /// holding it) to read or write, a writable path inside a hidden one.
  static func check(_ policy: SandboxPolicy, home: String?) throws {
    for path in policy.writable + policy.readable + policy.protected + policy.hidden {
      guard path.hasPrefix("/"), !path.split(separator: "/").contains("..") else {
        throw Refusal(reason: "the sandbox takes absolute paths without '..', not \"\(path)\"")
      }
    }
    for (path, verb) in policy.writable.map({ ($0, "write") })
      + policy.readable.map({ ($0, "read") })
    {
      if path == "/" {
        throw Refusal(
          reason: "the sandbox will not let a command \(verb) all of /; "
            + "choose a project folder as the workspace, or run with --sandbox off")
      }
      if let home, contains(path, home) {
        throw Refusal(
          reason: "the sandbox will not let a command \(verb) \(path): it holds your home "
            + "folder (\(home)) with its keys and settings; choose a project folder as the "
            + "workspace, or run with --sandbox off")
      }
      if verb == "write", let hidden = policy.hidden.first(where: { contains($0, path) }) {
        throw Refusal(
          reason: "the sandbox will not let a command write \(path): it is inside \(hidden), "
            + "which ask keeps from every command")
      }
    }
  }

  /// `outer` is `inner` or a folder that holds it.
  static func contains(_ outer: String, _ inner: String) -> Bool {
    let trimmed = outer.count > 1 && outer.hasSuffix("/") ? String(outer.dropLast()) : outer
    return inner == trimmed || trimmed == "/" || inner.hasPrefix(trimmed + "/")
  }

  private static func depth(_ path: String) -> Int {
    path.split(separator: "/").count
  }

  private static func unique(_ paths: [String]) -> [String] {
    var seen = Set<String>()
    return paths.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
      .filter { seen.insert($0).inserted }
  }
}
