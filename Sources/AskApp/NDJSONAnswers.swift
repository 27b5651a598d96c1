import AgentCore
import Foundation
import SkillKit

/// Answers prompts from JSON lines on stdin, each bound to the request it answers.
///
/// `{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}` (optional
/// `"message"` for a deny, `"input"` with edited values, `"rule"` and `"scope"` for
/// allow_always, and `"kind"`, `"skill"`, `"tool_use_id"` naming what it answers),
/// `{"type":"input_response","request_id":"input-1","values":{…}}` (optional `"action"`:
/// accept, decline or cancel), `{"type":"cancel"}`, `{"type":"cancel_tool",
/// "tool_use_id":"…"}`, `{"type":"pause"}`, `{"type":"resume"}`.
///
/// It learns of each request from its event (`expect`, just before the event is written) and
/// hands each answer to the session (`AgentSession.answer`). A bad line, an answer to a
/// request that is not open, or one that does not fit its request (`AnswerBinding`) gets an
/// `error` event with code `protocol_error` naming the line and the problem, and changes
/// nothing. Answers sent ahead for a request a script predicts are kept until it opens.
/// Control lines that arrive before the run exists are kept and applied when it connects.
/// End of input while a request is open resolves it as no answer.
actor NDJSONAnswers {
  private struct PermissionLine {
    var answer: PermissionAnswer
    var message: String?
    var scope: String?
    var line: Int
  }

  private struct InputLine {
    var response: InputResponse
    var skill: String?
    var toolUseID: String?
    var line: Int
  }

  private enum Answer {
    case permission(PermissionLine)
    case input(InputLine)
  }

  /// A request written to stdout and not yet answered.
  private enum Pending {
    case permission(PermissionRequest)
    case input(InputRequest)
  }

  private let output: OutputWriter
  private let cwd: String?
  /// The session whose prompts these lines answer.
  private var session: (any AgentSession)?
  private var open: [String: Pending] = [:]
  /// Answers that arrived before their request was shown.
  private var answersAhead: [String: Answer] = [:]
  /// Requests answered here, by how they closed.
  private var closed: [String: String] = [:]
  private var isClosed = false
  private var lineNumber = 0
  private var controls: Controls?
  /// Control lines read before the run connected, applied in order when it does.
  private var earlyControls: [(Controls) -> Void] = []
  /// The highest request number written so far, by prefix (`perm`, `input`).
  private var issued: [String: Int] = [:]

  /// What `cancel`, `cancel_tool`, `pause` and `resume` lines do.
  struct Controls: Sendable {
    var cancelRun: @Sendable () -> Void = {}
    var cancelTool: @Sendable (String) -> Void = { _ in }
    var pause: @Sendable () -> Void = {}
    var resume: @Sendable () -> Void = {}
  }

  init(output: OutputWriter, cwd: String?) {
    self.output = output
    self.cwd = cwd
  }

  /// Connects the answers and the control lines to the run, applying the control lines that
  /// arrived before it existed.
  func connect(_ session: any AgentSession, _ controls: Controls) {
    self.session = session
    self.controls = controls
    for apply in earlyControls { apply(controls) }
    earlyControls = []
  }

  /// Marks a permission request as open; called just before its event is written to stdout.
  func expect(_ request: PermissionRequest) {
    opened(request.requestID, .permission(request))
  }

  /// Marks a form as open; called just before its event is written to stdout.
  func expect(_ request: InputRequest) {
    opened(request.requestID, .input(request))
  }

  private func opened(_ id: String, _ pending: Pending) {
    guard closed[id] == nil else { return }
    open[id] = pending
    if let (prefix, number) = Self.sequence(id) {
      issued[prefix] = max(issued[prefix] ?? 0, number)
    }
    if let answer = answersAhead.removeValue(forKey: id) {
      // An answer sent ahead for it: checked against it now, like one sent after.
      deliver(answer, to: id)
    }
    if isClosed, open[id] != nil {
      // Input ended and nothing answered it: no one can.
      give(Self.noAnswer(pending), to: id)
    }
  }

  /// `perm-3` → (`perm`, 3).
  private static func sequence(_ id: String) -> (String, Int)? {
    guard let dash = id.lastIndex(of: "-"), let number = Int(id[id.index(after: dash)...]) else {
      return nil
    }
    return (String(id[..<dash]), number)
  }

  /// After the run: answers held for requests that never opened are reported, not dropped.
  func finish() {
    for (id, answer) in answersAhead.sorted(by: { $0.key < $1.key }) {
      reject(
        "no request \(id) was opened during the run; its answer was not used",
        line: Self.line(of: answer))
    }
    answersAhead = [:]
  }

  /// Handles the lines already read, without waiting for more (before the run starts).
  func handleBuffered(_ lines: LineQueue) async {
    for line in await lines.takeBuffered() { handle(line) }
  }

  /// Reads lines until end of input, then resolves whatever is still open.
  func pump(_ lines: LineQueue) async {
    while let line = await lines.next() {
      handle(line)
    }
    close()
  }

  /// What stands for an answer nobody gave (input ended).
  private static func noAnswer(_ pending: Pending) -> PromptAnswer {
    switch pending {
    case .permission: .permission(ResolvedDecision.noAnswer("no answer: stdin closed"))
    case .input: .input(.cancel(reason: "no answer: stdin closed"))
    }
  }

  private func problem(_ answer: Answer, for pending: Pending) -> String? {
    switch (answer, pending) {
    case (.permission(let line), .permission(let request)):
      return AnswerBinding.problem(line.answer, for: request, cwd: cwd)
    case (.input(let line), .input(let request)):
      if let skill = line.skill, skill != request.skill.id {
        return "\(request.requestID) asks about \(request.skill.id), not \(skill)"
      }
      if let toolUseID = line.toolUseID, toolUseID != request.toolUseID {
        return "\(request.requestID) is for tool use \(request.toolUseID), not \(toolUseID)"
      }
      return nil
    case (.permission, .input(let request)):
      return "\(request.requestID) is a form: answer it with an input_response"
    case (.input, .permission(let request)):
      return "\(request.requestID) is a permission request: answer it with a permission_response"
    }
  }

  /// Applies an answer to `id`: to its open request at once (when it fits), or kept for a
  /// request a script predicted.
  private func deliver(_ answer: Answer, to id: String) {
    guard let pending = open[id] else {
      answersAhead[id] = answer
      return
    }
    if let problem = problem(answer, for: pending) {
      return reject(problem, line: Self.line(of: answer))
    }
    switch answer {
    case .permission(let line):
      give(
        .permission(.answered(line.answer, message: line.message, scope: line.scope)), to: id,
        line: line.line)
    case .input(let line):
      give(.input(line.response), to: id, line: line.line)
    }
  }

  /// Hands the answer to the session; a refusal (the run stopped waiting: cancelled) is
  /// reported against the line, and the request counts as closed.
  private func give(_ answer: PromptAnswer, to id: String, line: Int? = nil) {
    open[id] = nil
    do throws(AnswerRefusal) {
      guard let session else { throw AnswerRefusal(requestID: id, reason: .notOpen) }
      try session.answer(id, with: answer)
      closed[id] = "answered"
    } catch {
      if case .closed(let how) = error.reason { closed[id] = how }
      // Input that ended is no one's answer: nothing to report for it.
      if line != nil { reject(error.description, line: line) }
    }
  }

  private func handle(_ input: StdinLine) {
    lineNumber += 1
    let line: String
    switch input {
    case .tooLong(let bytes):
      return reject(
        "\(bytes) bytes is longer than a line may be (\(LineReader.defaultMaxLineBytes) bytes); ignored"
      )
    case .text(let text): line = text
    }
    switch ControlLine.parse(line) {
    case .failure(let problem): reject(problem.description)
    case .success(.empty): break
    case .success(.cancel): control { $0.cancelRun() }
    case .success(.pause): control { $0.pause() }
    case .success(.resume): control { $0.resume() }
    case .success(.cancelTool(let id)): control { $0.cancelTool(id) }
    case .success(.permission(let id, var answer, let message, let scope)):
      guard answerable(id) else { return }
      answer.sentAhead = open[id] == nil
      deliver(
        .permission(
          PermissionLine(answer: answer, message: message, scope: scope, line: lineNumber)),
        to: id)
    case .success(.input(let id, let response, let skill, let toolUseID)):
      guard answerable(id) else { return }
      deliver(
        .input(InputLine(response: response, skill: skill, toolUseID: toolUseID, line: lineNumber)),
        to: id)
    }
  }

  private func control(_ apply: @escaping (Controls) -> Void) {
    if let controls {
      apply(controls)
    } else {
      earlyControls.append(apply)
    }
  }

  /// True when `id` names a request that is open or may still open.
  private func answerable(_ id: String) -> Bool {
    if let state = closed[id] {
      reject("request \(id) was already \(state); this answer is ignored")
      return false
    }
    if answersAhead[id] != nil {
      reject("request \(id) already has an answer waiting; this one is ignored")
      return false
    }
    if open[id] != nil { return true }
    // Scripts may answer requests they can predict (perm-2) before they are written;
    // an id that was already issued, or that follows no known sequence, is not open.
    guard let (prefix, number) = Self.sequence(id), ["perm", "input"].contains(prefix),
      number > (issued[prefix] ?? 0), number <= (issued[prefix] ?? 0) + Self.maxAhead
    else {
      reject("no open request \(id)")
      return false
    }
    return true
  }

  /// How far ahead of the last request a script may answer.
  static let maxAhead = 64

  private func close() {
    isClosed = true
    for (id, pending) in open.sorted(by: { $0.key < $1.key }) {
      give(Self.noAnswer(pending), to: id)
    }
  }

  private static func line(of answer: Answer) -> Int {
    switch answer {
    case .permission(let line): return line.line
    case .input(let line): return line.line
    }
  }

  private func reject(_ reason: String, line: Int? = nil) {
    let number = line ?? lineNumber
    let event: JSONValue = [
      "type": "error", "code": "protocol_error", "line": .integer(number),
      "message": .string("stdin line \(number): \(reason)"),
    ]
    output.line(event.jsonString)
  }
}
