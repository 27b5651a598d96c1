import AgentCore

/// What one run has accumulated: turns, usage, the last text, the skills it called.
struct RunState: Sendable {
  enum Outcome: Sendable {
    case completed
    case failed(AgentError, RunResult.Subtype)
    case cancelled
  }

  let startUptime: Duration
  let language: UserLanguage
  var turns = 0
  var usage = TokenUsage()
  var lastText = ""
  var calledSkills: [String] = []
  /// The results of this run's calls (suggestions name only the items they show).
  var results: [ToolResultEvent] = []
}
