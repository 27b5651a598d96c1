import AgentCore
import AgentRuntime
import Foundation
import LocalFileSystem
import SkillKit

/// `ask grants`: everything that lets a call run without a question (and the ask and deny
/// rules beside them), `revoke ID` whatever its kind, `explain SKILL --input JSON`.
enum GrantsCommand {
  static func run(_ action: GrantsAction, json: Bool, container: AppContainer, output: OutputWriter)
    async throws -> Int32
  {
    let zone = container.environment.timeZone
    switch action {
    case .list:
      let list = try await gather(container)
      if json {
        for grant in list.grants { output.line(grant.jsonValue(zone: zone).jsonString) }
        for problem in list.problems {
          output.line(
            JSONValue.object(["type": "grant_problem", "message": .string(problem)]).jsonString)
        }
        return 0
      }
      let now = container.environment.clock.now()
      let sections: [(String, (Grant) -> Bool)] = [
        ("Lets calls run without asking:", { $0.letsCallsRun }),
        (
          "Decides beside them (ask and deny rules, authorizations, settings):",
          {
            !$0.letsCallsRun && !$0.expired
          }
        ),
        ("Expired (match nothing; remove with ask grants revoke ID):", { $0.expired }),
      ]
      for (heading, belongs) in sections {
        let grants = list.grants.filter(belongs)
        guard !grants.isEmpty else { continue }
        output.line(heading)
        for grant in grants {
          for line in lines(grant, now: now, zone: zone) { output.line(line) }
        }
      }
      for problem in list.problems { output.line("problem: \(problem)") }
      return 0
    case .revoke(let id):
      let outcome = try await GrantCatalog.revoke(
        id, rules: container.stores.rules, authorizations: container.stores.authorization)
      switch outcome {
      case .revoked(let what):
        output.line(
          json
            ? JSONValue.object(["revoked": .string(id), "what": .string(what)]).jsonString
            : "revoked \(id): \(what)")
        return 0
      case .notFound:
        throw GrantsFailure(
          "no grant \(id) (another process may have revoked it already); see ask grants")
      case .notRevocable(let how):
        throw GrantsFailure("\(id) cannot be revoked: \(how)")
      case .badID:
        throw UsageError(
          message: "\"\(VisibleText.escaped(String(id.prefix(60)), keepingNewlines: false))\" "
            + "is not a grant id; ask grants lists them (rule:3, session:5, auth:reminders)")
      }
    case .explain(let skillID, let inputText, let session):
      return try await explain(
        skillID, inputText: inputText, session: session, json: json, container: container,
        output: output)
    }
  }

  /// Every grant now; allowances of processes that ended are removed.
  static func gather(_ container: AppContainer) async throws -> GrantList {
    let settings = try GrantCatalog.Settings(
      mode: modeSetting(container.environment).mode,
      modeSource: modeSetting(container.environment).source,
      sandbox: container.sandboxSetting.mode.rawValue,
      sandboxSource: container.sandboxSetting.source.rawValue)
    return try await GrantCatalog.gather(
      rules: container.stores.rules, authorizations: container.stores.authorization,
      settings: settings, place: container.stores.transfer.location,
      now: container.environment.clock.now(), isLive: isLive)
  }

  /// Whether the process holding `allowance` runs (one on another host is taken to).
  @Sendable static func isLive(_ allowance: SessionAllowance) -> Bool {
    guard let holder = allowance.ownerProcess else { return false }
    let host = ProcessInfo.processInfo.hostName.replacingOccurrences(of: ":", with: "_")
    guard holder.host == host else { return true }
    return kill(holder.pid, 0) == 0 || errno == EPERM
  }

  /// The mode a run gets with no flag, and where it is said.
  static func modeSetting(_ environment: AskEnvironment) throws -> (
    mode: PermissionMode, source: String
  ) {
    let settings = try ModelSettings.resolve(
      options: RunOptions(), environment: environment.variables,
      dataDirectory: environment.dataDirectory)
    let source =
      environment.variables["ASK_PERMISSION_MODE"].map { $0.isEmpty ? nil : $0 } != nil
      ? "ASK_PERMISSION_MODE"
      : (try ConfigFile.load(environment.dataDirectory + "/config.json").permissionMode != nil
        ? "permission_mode in config.json" : "default (no setting)")
    return (settings.permissionMode, source)
  }

  /// A grant as a person reads it.
  static func lines(_ grant: Grant, now: Date, zone: TimeZone) -> [String] {
    // Everything here may come from a row edited by hand: shown with its controls visible.
    let shown = { (text: String) in VisibleText.escaped(text, keepingNewlines: false) }
    var head = "  \(shown(grant.id))  \(shown(grant.decision))"
    if let pattern = grant.pattern { head += " \(shown(pattern))" }
    if let scope = grant.scope {
      let place = [scope, grant.project, grant.session].compactMap { $0 }.map(shown)
      head += " [\(place.joined(separator: " "))]"
    }
    var lines = [head]
    var about: [String] = []
    if let created = grant.createdAt {
      about.append("made \(ISODateTime.string(from: created, in: zone))")
    }
    if let maker = grant.madeBy {
      about.append("by \(VisibleText.escaped(maker, keepingNewlines: false))")
    }
    if let expiry = grant.expiresAt {
      about.append(
        (grant.expired ? "expired " : "expires ") + ISODateTime.string(from: expiry, in: zone))
    }
    if !about.isEmpty { lines.append("      " + about.joined(separator: " ")) }
    if let note = grant.note { lines.append("      " + shown(note)) }
    lines.append("      where: \(VisibleText.escaped(grant.place, keepingNewlines: false))")
    return lines
  }
}

/// A grant that is not there or cannot be revoked: exit code 1, with what to do.
struct GrantsFailure: Error, CustomStringConvertible {
  var message: String
  init(_ message: String) { self.message = message }
  var description: String { message }
}
