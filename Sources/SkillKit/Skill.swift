/// A capability the agent can call: a descriptor (data) and the code that runs it.
public protocol Skill: Sendable {
  /// What the skill is, declared as data.
  var descriptor: SkillDescriptor { get }

  /// Runs the skill on validated input; reports steps and progress through `context`.
  ///
  /// Throw `SkillError` for failures the user should read; `CancellationError` when
  /// `context.checkCancellation()` finds the call cancelled.
  func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult
}

/// A failure a skill reports, in words a user can act on.
public struct SkillError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What happened.
  public var message: String
  /// What to do, when there is something.
  public var fix: String?

  /// A failure with what happened and, when there is one, what to do.
  public init(_ message: String, fix: String? = nil) {
    self.message = message
    self.fix = fix
  }

  /// `message — fix`.
  public var description: String {
    fix.map { "\(message) — \($0)" } ?? message
  }
}

/// A skill that keeps items (todos, reminders) and lets the planner see their titles: a request
/// that names one (`交房租那个做完了`) is about the skills of that kind. Bounded by `limit`; the
/// titles are only ranked with, never run or shown.
public protocol ItemListing: Sendable {
  /// At most `limit` titles of the open items.
  func itemTitles(limit: Int) async throws -> [String]
}
