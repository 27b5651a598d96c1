import AgentCore
import Foundation
import SkillKit

/// Answers prompts from JSON lines on stdin, matched by `request_id`.
///
/// `{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}`,
/// `{"type":"input_response","request_id":"input-1","values":{…}}` (optional `"action"`:
/// accept, decline or cancel), `{"type":"cancel"}`, `{"type":"cancel_tool","tool_use_id":"…"}`.
/// A bad line gets an `error` event naming it and changes nothing; end of input while a
/// request is open resolves it as deny / cancel and says so.
actor NDJSONInteraction: AgentInteraction {
  private let output: OutputWriter
  private var permissionWaiters: [String: CheckedContinuation<ResolvedDecision, Never>] = [:]
  private var inputWaiters: [String: CheckedContinuation<InputResponse, Never>] = [:]
  private var earlyPermissions: [String: ResolvedDecision] = [:]
  private var earlyInputs: [String: InputResponse] = [:]
  private var answered: Set<String> = []
  private var isClosed = false
  private var lineNumber = 0
  private var cancelRun: @Sendable () -> Void = {}
  private var cancelTool: @Sendable (String) -> Void = { _ in }

  init(output: OutputWriter) {
    self.output = output
  }

  /// Connects `{"type":"cancel"}` and `cancel_tool` lines to the run.
  func onCancel(run: @escaping @Sendable () -> Void, tool: @escaping @Sendable (String) -> Void) {
    cancelRun = run
    cancelTool = tool
  }

  /// Reads lines until end of input, then resolves whatever is still open.
  func pump(_ lines: LineQueue) async {
    while let line = await lines.next() {
      handle(line)
    }
    close()
  }

  nonisolated func decide(_ request: PermissionRequest) async -> ResolvedDecision {
    await waitForPermission(request.requestID)
  }

  nonisolated func complete(_ request: InputRequest) async -> InputResponse {
    await waitForInput(request.requestID)
  }

  private func waitForPermission(_ id: String) async -> ResolvedDecision {
    if let early = earlyPermissions.removeValue(forKey: id) {
      answered.insert(id)
      return early
    }
    if isClosed {
      return ResolvedDecision(.deny, reason: "no answer: stdin closed")
    }
    return await withCheckedContinuation { permissionWaiters[id] = $0 }
  }

  private func waitForInput(_ id: String) async -> InputResponse {
    if let early = earlyInputs.removeValue(forKey: id) {
      answered.insert(id)
      return early
    }
    if isClosed {
      return .cancel(reason: "no answer: stdin closed")
    }
    return await withCheckedContinuation { inputWaiters[id] = $0 }
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
    case "cancel": cancelRun()
    case "cancel_tool":
      guard let id = message["tool_use_id"]?.stringValue else {
        return reject("cancel_tool needs \"tool_use_id\"")
      }
      cancelTool(id)
    case let other:
      reject(
        "unknown type \(other.map { "\"\($0)\"" } ?? "(missing)"); expected permission_response, "
          + "input_response, cancel or cancel_tool")
    }
  }

  private func handlePermission(_ message: JSONValue) {
    guard let id = message["request_id"]?.stringValue else {
      return reject("permission_response needs \"request_id\"")
    }
    guard let text = message["decision"]?.stringValue,
      let decision = PermissionDecision(rawValue: text)
    else {
      return reject("\"decision\" must be allow_once, allow_always or deny")
    }
    guard !answered.contains(id) else { return reject("request \(id) was already answered") }
    let reason = message["message"]?.stringValue.map { "user: \(decision.rawValue) (\($0))" }
    let resolved = ResolvedDecision(decision, reason: reason ?? "user: \(decision.rawValue)")
    answered.insert(id)
    if let waiter = permissionWaiters.removeValue(forKey: id) {
      waiter.resume(returning: resolved)
    } else {
      answered.remove(id)
      earlyPermissions[id] = resolved
    }
  }

  private func handleInput(_ message: JSONValue) {
    guard let id = message["request_id"]?.stringValue else {
      return reject("input_response needs \"request_id\"")
    }
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
    guard !answered.contains(id) else { return reject("request \(id) was already answered") }
    if let waiter = inputWaiters.removeValue(forKey: id) {
      answered.insert(id)
      waiter.resume(returning: response)
    } else {
      earlyInputs[id] = response
    }
  }

  private func close() {
    isClosed = true
    for waiter in permissionWaiters.values {
      waiter.resume(returning: ResolvedDecision(.deny, reason: "no answer: stdin closed"))
    }
    for waiter in inputWaiters.values {
      waiter.resume(returning: .cancel(reason: "no answer: stdin closed"))
    }
    permissionWaiters = [:]
    inputWaiters = [:]
  }

  private func reject(_ reason: String) {
    let event: JSONValue = [
      "type": "error", "code": "bad_input_line", "line": .integer(lineNumber),
      "message": .string("stdin line \(lineNumber): \(reason)"),
    ]
    output.line(event.jsonString)
  }
}
