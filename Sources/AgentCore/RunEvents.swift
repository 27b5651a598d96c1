import Foundation
import SkillKit

// The smaller events of a run, beside `AgentMessage`: parallel batches, hooks, authorization
// changes, files written, and command output.

/// A batch of parallel calls began.
public struct TaskStarted: Sendable, Hashable {
  /// The id of the group of calls.
  public var taskID: String
  /// What the group does, in one line.
  public var description: String
  /// The calls of the group.
  public var toolUseIDs: [String]

  /// A group of calls that started together.
  public init(taskID: String, description: String, toolUseIDs: [String]) {
    self.taskID = taskID
    self.description = description
    self.toolUseIDs = toolUseIDs
  }
}

/// One call of a parallel batch finished.
public struct TaskProgress: Sendable, Hashable {
  /// The id of the group of calls.
  public var taskID: String
  /// The calls of the group that ended.
  public var completed: Int
  /// The calls of the group in all.
  public var total: Int
  /// The call that ended last.
  public var lastToolUseID: String

  /// How far a group of calls is.
  public init(taskID: String, completed: Int, total: Int, lastToolUseID: String) {
    self.taskID = taskID
    self.completed = completed
    self.total = total
    self.lastToolUseID = lastToolUseID
  }
}

/// A hook began for a call.
public struct HookStarted: Sendable, Hashable {
  /// The hook's name from hooks.json.
  public var hookName: String
  /// The point of the run it is called at.
  public var event: HookEvent
  /// The call it is about.
  public var toolUseID: String

  /// A hook started.
  public init(hookName: String, event: HookEvent, toolUseID: String) {
    self.hookName = hookName
    self.event = event
    self.toolUseID = toolUseID
  }
}

/// A line of a hook's output.
public struct HookProgress: Sendable, Hashable {
  /// The hook's name from hooks.json.
  public var hookName: String
  /// The call it is about.
  public var toolUseID: String
  /// A line the hook printed.
  public var output: String

  /// A line of a running hook's output.
  public init(hookName: String, toolUseID: String, output: String) {
    self.hookName = hookName
    self.toolUseID = toolUseID
    self.output = output
  }
}

/// A hook ended.
public struct HookResponse: Sendable, Hashable {
  /// The hook's name from hooks.json.
  public var hookName: String
  /// The point of the run it was called at.
  public var event: HookEvent
  /// The call it was about.
  public var toolUseID: String
  /// How it ended and whether it blocks the call.
  public var outcome: HookOutcome

  /// A hook ended.
  public init(hookName: String, event: HookEvent, toolUseID: String, outcome: HookOutcome) {
    self.hookName = hookName
    self.event = event
    self.toolUseID = toolUseID
    self.outcome = outcome
  }
}

/// A capability's authorization changed.
public struct AuthStatusChange: Sendable, Hashable {
  /// The capability (`reminders`, `calendar`).
  public var capability: String
  /// Its status before the change.
  public var previous: AuthorizationStatus
  /// Its status now.
  public var status: AuthorizationStatus

  /// A system authorization changed, by a person's answer.
  public init(capability: String, previous: AuthorizationStatus, status: AuthorizationStatus) {
    self.capability = capability
    self.previous = previous
    self.status = status
  }
}

/// Files a call wrote.
public struct FilesPersisted: Sendable, Hashable {
  /// The call that wrote the files.
  public var toolUseID: String
  /// The files written, absolute.
  public var paths: [String]

  /// Files a call wrote to disk.
  public init(toolUseID: String, paths: [String]) {
    self.toolUseID = toolUseID
    self.paths = paths
  }
}

/// The answer to a local `/command`.
public struct LocalCommandOutput: Sendable, Hashable {
  /// The command, as typed or as run.
  public var command: String
  /// What it printed (one line of a running command's output, or the whole).
  public var output: String
  /// The call whose command printed it (`shell.run`); nil for a local `/command`.
  public var toolUseID: String?
  /// `stdout`, `stderr`, or `notice` (a line ask adds, e.g. that live output stops).
  public var stream: String?

  /// Output of a local command; with `toolUseID`, a line of a running shell call.
  public init(command: String, output: String, toolUseID: String? = nil, stream: String? = nil) {
    self.command = command
    self.output = output
    self.toolUseID = toolUseID
    self.stream = stream
  }
}
