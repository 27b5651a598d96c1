/// How far what `ask` starts may reach: the policy a sandboxed child runs under.
///
/// Pure data: which folders a child sees read-only, which it may write, which stay hidden
/// inside those, and whether it may use the network. The system's own folders (`/usr`,
/// `/etc`, …) are always read-only and are not listed here; everything not named is absent.
/// `ProcessRunner` turns a policy into a `bwrap` command line.
public struct SandboxPolicy: Sendable, Hashable, Codable {
  /// The policy's level: what the workspace is to a child.
  public enum Mode: String, Sendable, Hashable, Codable, CaseIterable {
    /// The workspace read-write, the rest of the system read-only, no network.
    case workspace
    /// The workspace read-only too.
    case readOnly = "read-only"
    /// No sandbox: the child has the user's whole authority (only a person says this).
    case off
  }

  /// The level.
  public var mode: Mode
  /// The child may use the network (a widening a person granted).
  public var network: Bool
  /// Folders (or files) the child may write: absolute, resolved paths.
  public var writable: [String]
  /// Folders (or files) the child may read: absolute, resolved paths.
  public var readable: [String]
  /// Paths inside a writable folder that stay read-only (`.ask/`: skills, servers, rules).
  public var protected: [String]
  /// Paths that are never visible, even inside a visible folder (`$ASK_HOME`).
  public var hidden: [String]

  /// A policy; `mode` alone gives nothing beyond the system's read-only folders.
  public init(
    mode: Mode, network: Bool = false, writable: [String] = [], readable: [String] = [],
    protected: [String] = [], hidden: [String] = []
  ) {
    self.mode = mode
    self.network = network
    self.writable = writable
    self.readable = readable
    self.protected = protected
    self.hidden = hidden
  }

  /// Whether a child runs inside a sandbox at all.
  public var isSandboxed: Bool { mode != .off }

  /// This policy for a child that works in `workspace`: the workspace writable (`workspace`
  /// mode) or readable (`read-only`), and its `.ask/` protected.
  public func confined(to workspace: String) -> SandboxPolicy {
    var policy = self
    switch mode {
    case .off:
      return self
    case .workspace:
      policy.writable.append(workspace)
    case .readOnly:
      policy.readable.append(workspace)
    }
    return policy.protecting(Self.joined(workspace, ".ask"))
  }

  /// This policy with `path` kept read-only wherever it is inside a writable folder.
  public func protecting(_ path: String) -> SandboxPolicy {
    var policy = self
    if !policy.protected.contains(path) { policy.protected.append(path) }
    return policy
  }

  /// This policy with `paths` readable too (a skill's own folder, a server's program).
  public func reading(_ paths: [String]) -> SandboxPolicy {
    var policy = self
    policy.readable += paths.filter { !policy.readable.contains($0) }
    return policy
  }

  /// This policy with what `grant` widens added.
  public func widened(by grant: SandboxWidening) -> SandboxPolicy {
    guard isSandboxed else { return self }
    var policy = self
    policy.network = policy.network || grant.network
    let writes = mode == .readOnly ? [] : grant.write
    policy.writable += writes.filter { !policy.writable.contains($0) }
    policy.readable += (grant.read + (mode == .readOnly ? grant.write : [])).filter {
      !policy.readable.contains($0)
    }
    return policy
  }

  /// A plain join of a folder and a name.
  static func joined(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}

/// What a declaration or a call asks beyond its sandbox: the network, folders to write or read.
///
/// Only a person's answer grants it (a permission request of kind `sandbox`); a declaration that
/// asks for it is shown with the call.
public struct SandboxWidening: Sendable, Hashable, Codable {
  /// Reach the network.
  public var network: Bool
  /// Write these folders (absolute, resolved).
  public var write: [String]
  /// Read these folders (absolute, resolved).
  public var read: [String]

  /// A widening; empty widens nothing.
  public init(network: Bool = false, write: [String] = [], read: [String] = []) {
    self.network = network
    self.write = write
    self.read = read
  }

  /// It widens nothing.
  public var isEmpty: Bool { !network && write.isEmpty && read.isEmpty }

  /// The capabilities it names, as rules name them: `network`, `write /path`, `read /path`.
  public var capabilities: [String] {
    (network ? ["network"] : []) + write.map { "write " + $0 } + read.map { "read " + $0 }
  }
}
