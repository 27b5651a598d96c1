import SkillKit

/// The words for the sandbox a call runs in — one catalogue for every face: the permission
/// card of the terminal UI, line mode's prompt, the web page's card, the status bar and
/// `ask doctor`.
public enum SandboxWords: String, CaseIterable, Sendable {
  case sandboxed, unsandboxed, notSandboxed, workspaceWritable, workspaceReadOnly, noNetwork
  case network
  case alsoWrites, alsoReads, status, statusOff

  // swift-format-ignore
  /// English and Chinese.
  public static let wording = Wording<SandboxWords>([
    .sandboxed: ("runs sandboxed: {parts}", "在沙箱中运行：{parts}"),
    .unsandboxed: ("runs without a sandbox (--sandbox off): with your whole authority",
      "不在沙箱中运行（--sandbox off）：拥有你的全部权限"),
    .notSandboxed: ("not sandboxed", "不在沙箱中"),
    .workspaceWritable: ("workspace writable", "工作区可写"),
    .workspaceReadOnly: ("workspace read-only", "工作区只读"),
    .noNetwork: ("no network", "不能联网"),
    .network: ("network allowed", "可以联网"),
    .alsoWrites: ("also writes {paths}", "另可写 {paths}"),
    .alsoReads: ("also reads {paths}", "另可读 {paths}"),
    .status: ("sandbox: {mode}", "沙箱：{mode}"),
    .statusOff: ("sandbox off", "沙箱已关闭"),
  ])

  /// What a person reads about `policy` (a call's, confined to its workspace), in `language`.
  public static func describe(_ policy: SandboxPolicy, in language: UserLanguage) -> String {
    guard policy.isSandboxed else { return wording(.unsandboxed, language) }
    return wording(.sandboxed, language, ["parts": reach(policy, in: language)])
  }

  /// What `policy` lets a process reach: `workspace writable, no network, also writes /x`
  /// (`not sandboxed` when it is off). In English it is the wire's `summary`.
  public static func reach(_ policy: SandboxPolicy, in language: UserLanguage) -> String {
    guard policy.isSandboxed else { return wording(.notSandboxed, language) }
    var parts = [
      wording(policy.mode == .workspace ? .workspaceWritable : .workspaceReadOnly, language),
      wording(policy.network ? .network : .noNetwork, language),
    ]
    let writes = Array(policy.writable.dropFirst(policy.mode == .workspace ? 1 : 0))
    if !writes.isEmpty {
      parts.append(wording(.alsoWrites, language, ["paths": writes.joined(separator: ", ")]))
    }
    let reads = policy.readable.dropFirst(policy.mode == .readOnly ? 1 : 0)
    if !reads.isEmpty {
      parts.append(wording(.alsoReads, language, ["paths": reads.joined(separator: ", ")]))
    }
    return parts.joined(separator: language == .chinese ? "，" : ", ")
  }

  /// How the audit log keeps it: `off`, or the mode and what it let the process reach
  /// (`workspace: workspace writable, no network, also writes /x`).
  public static func audited(_ policy: SandboxPolicy) -> String {
    policy.isSandboxed
      ? "\(policy.mode.rawValue): \(reach(policy, in: .english))" : policy.mode.rawValue
  }

  /// The status bar's word for the sandbox in force: `sandbox: workspace`, `sandbox off`.
  public static func status(_ mode: SandboxPolicy.Mode, in language: UserLanguage) -> String {
    mode == .off
      ? wording(.statusOff, language)
      : wording(.status, language, ["mode": mode.rawValue])
  }
}
