import AgentCore
import Foundation
import SkillKit

/// Answers prompts from JSON lines on stdin, matched by `request_id`.
///
/// `{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}` (optional
/// `"message"` for a deny, `"input"` with edited values, `"rule"` and `"scope"` for
/// allow_always), `{"type":"input_response","request_id":"input-1","values":{…}}` (optional
/// `"action"`: accept, decline or cancel), `{"type":"cancel"}`, `{"type":"cancel_tool",
/// "tool_use_id":"…"}`, `{"type":"pause"}`, `{"type":"resume"}`.
/// A bad line, or an answer to a request that is not open, gets an `error` event naming it
/// and changes nothing; end of input while a request is open resolves it as deny / cancel.
actor NDJSONInteraction: AgentInteraction {
  private enum Answer {
    case permission(ResolvedDecision)
    case input(InputResponse)
  }

  private let output: OutputWriter
  /// Requests written to stdout and not yet answered.
  private var open: Set<String> = []
  private var answers: [String: Answer] = [:]
  private var waiters: [String: CheckedContinuation<Answer?, Never>] = [:]
  /// Requests answered, or withdrawn because the run was cancelled.
  private var closed: [String: String] = [:]
  private var isClosed = false
  private var lineNumber = 0
  private var controls = Controls()

  /// What `cancel`, `cancel_tool`, `pause` and `resume` lines do.
  struct Controls: Sendable {
    var cancelRun: @Sendable () -> Void = {}
    var cancelTool: @Sendable (String) -> Void = { _ in }
    var pause: @Sendable () -> Void = {}
    var resume: @Sendable () -> Void = {}
  }

  init(output: OutputWriter) {
    self.output = output
  }

  /// Connects the control lines to the run.
  func connect(_ controls: Controls) {
    self.controls = controls
  }

  /// Marks a request as open; called just before its event is written to stdout.
  func expect(_ requestID: String) {
    open.insert(requestID)
    if let (prefix, number) = Self.sequence(requestID) {
      issued[prefix] = max(issued[prefix] ?? 0, number)
    }
  }

  /// The highest request number written so far, by prefix (`perm`, `input`).
  private var issued: [String: Int] = [:]

  /// `perm-3` → (`perm`, 3).
  private static func sequence(_ id: String) -> (String, Int)? {
    guard let dash = id.lastIndex(of: "-"), let number = Int(id[id.index(after: dash)...]) else {
      return nil
    }
    return (String(id[..<dash]), number)
  }

  /// After the run: answers held for requests that never opened are reported, not dropped.
  func finish() {
    for id in answers.keys.sorted() where !open.contains(id) {
      reject("no request \(id) was opened during the run; its answer was not used")
    }
    answers = [:]
  }

  /// Reads lines until end of input, then resolves whatever is still open.
  func pump(_ lines: LineQueue) async {
    while let line = await lines.next() {
      handle(line)
    }
    close()
  }

  nonisolated func decide(_ request: PermissionRequest) async -> ResolvedDecision {
    guard case .permission(let decision) = await wait(for: request.requestID) else {
      return ResolvedDecision.noAnswer("no answer: stdin closed")
    }
    return decision
  }

  nonisolated func complete(_ request: InputRequest) async -> InputResponse {
    guard case .input(let response) = await wait(for: request.requestID) else {
      return .cancel(reason: "no answer: stdin closed")
    }
    return response
  }

  func withdraw(requestID: String) {
    open.remove(requestID)
    answers[requestID] = nil
    closed[requestID] = "cancelled"
    waiters.removeValue(forKey: requestID)?.resume(returning: nil)
  }

  private func wait(for id: String) async -> Answer? {
    open.insert(id)
    if let answer = answers.removeValue(forKey: id) {
      open.remove(id)
      closed[id] = "answered"
      return answer
    }
    if isClosed { return nil }
    return await withCheckedContinuation { waiters[id] = $0 }
  }

  private func deliver(_ answer: Answer, to id: String) {
    if let waiter = waiters.removeValue(forKey: id) {
      open.remove(id)
      closed[id] = "answered"
      waiter.resume(returning: answer)
    } else {
      answers[id] = answer
    }
  }

  private func handle(_ line: String) {
    lineNumber += 1
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return }
    guard let message = try? JSONValue.parse(trimmed), message.objectValue != nil else {
      return reject("not a JSON object")
    }
    switch message["type"]?.stringValue {
    case "permission_response": handlePermission(message)
    case "input_response": handleInput(message)
    case "cancel": controls.cancelRun()
    case "pause": controls.pause()
    case "resume": controls.resume()
    case "cancel_tool":
      guard let id = message["tool_use_id"]?.stringValue else {
        return reject("cancel_tool needs \"tool_use_id\"")
      }
      controls.cancelTool(id)
    case let other:
      reject(
        "unknown type \(other.map { "\"\($0)\"" } ?? "(missing)"); expected permission_response, "
          + "input_response, cancel, cancel_tool, pause or resume")
    }
  }

  /// The request id of a response, if it names a request that is open.
  private func openRequest(_ message: JSONValue, kind: String) -> String? {
    guard let id = message["request_id"]?.stringValue else {
      reject("\(kind) needs \"request_id\"")
      return nil
    }
    if let state = closed[id] {
      reject("request \(id) was already \(state); this answer is ignored")
      return nil
    }
    if answers[id] != nil {
      reject("request \(id) already has an answer waiting; this one is ignored")
      return nil
    }
    if open.contains(id) { return id }
    // Scripts may answer requests they can predict (perm-2) before they are written;
    // an id that was already issued, or that follows no known sequence, is not open.
    guard let (prefix, number) = Self.sequence(id), ["perm", "input"].contains(prefix),
      number > (issued[prefix] ?? 0)
    else {
      reject("no open request \(id)")
      return nil
    }
    return id
  }

  private func handlePermission(_ message: JSONValue) {
    guard let text = message["decision"]?.stringValue,
      let decision = PermissionDecision(rawValue: text)
    else {
      let options = PermissionDecision.allCases.map(\.rawValue).joined(separator: ", ")
      return reject("\"decision\" must be one of \(options)")
    }
    if let input = message["input"], input.objectValue == nil {
      return reject("\"input\" must be an object of edited field values")
    }
    if let scope = message["scope"]?.stringValue, scope != "user", scope != "project" {
      return reject("\"scope\" must be user or project")
    }
    guard let id = openRequest(message, kind: "permission_response") else { return }
    let note = message["message"]?.stringValue
    let reason = "user: \(decision.rawValue)" + (note.map { " (\($0))" } ?? "")
    deliver(
      .permission(
        ResolvedDecision(
          decision, reason: reason, message: note, editedInput: message["input"]?.objectValue,
          rule: message["rule"]?.stringValue, ruleScope: message["scope"]?.stringValue)), to: id)
  }

  private func handleInput(_ message: JSONValue) {
    let response: InputResponse
    switch message["action"]?.stringValue ?? "accept" {
    case "accept":
      guard let values = message["values"]?.objectValue else {
        return reject("input_response needs \"values\", an object of field values")
      }
      response = .accept(values)
    case "decline": response = .decline
    case "cancel": response = .cancel(reason: "user cancelled the form")
    default: return reject("\"action\" must be accept, decline or cancel")
    }
    guard let id = openRequest(message, kind: "input_response") else { return }
    deliver(.input(response), to: id)
  }

  private func close() {
    isClosed = true
    for waiter in waiters.values { waiter.resume(returning: nil) }
    waiters = [:]
  }

  private func reject(_ reason: String) {
    let event: JSONValue = [
      "type": "error", "code": "bad_input_line", "line": .integer(lineNumber),
      "message": .string("stdin line \(lineNumber): \(reason)"),
    ]
    output.line(event.jsonString)
  }
}
