import Foundation

/// What a search looks through: the sessions a filter admits, optionally one skill's calls,
/// one session, and events from a time on.
public struct SearchFilter: Sendable, Hashable {
  /// Which sessions.
  public var sessions: SessionFilter
  /// Only the inputs and results of this skill's calls.
  public var skill: String?
  /// Only events at or after this time.
  public var since: Date?
  /// Only this session.
  public var session: String?

  /// A filter of `sessions`, `skill`, events `since` and one `session`.
  public init(
    sessions: SessionFilter = SessionFilter(), skill: String? = nil, since: Date? = nil,
    session: String? = nil
  ) {
    self.sessions = sessions
    self.skill = skill
    self.since = since
    self.session = session
  }

  /// Whether `candidate` of `session` passes (what every store's SQL says too).
  public func admits(_ candidate: SearchCandidate, of session: SessionInfo) -> Bool {
    if let skill, candidate.document.skill != skill { return false }
    if let since, candidate.timestamp < since { return false }
    if let only = self.session, candidate.session != only { return false }
    return sessions.admits(session)
  }
}
