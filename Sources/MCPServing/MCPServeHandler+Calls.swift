import AgentCore
import Foundation
import SkillKit

/// `tools/call`: one run of ask's agent through its gate, its progress and questions sent the
/// way the caller's era asks (elicitation requests, or input-required rounds), its result or
/// failure answered once.
extension MCPServeHandler {
  func call(id: JSONValue, params: JSONValue?, era: Era) throws {
    guard let tool = params?["name"]?.stringValue else {
      throw Failure(code: -32602, message: "Invalid params: tools/call needs a name")
    }
    let arguments = params?["arguments"] ?? .object([:])
    guard case .object = arguments else {
      throw Failure(code: -32602, message: "Invalid params: arguments must be an object")
    }
    let token = params?["_meta"]?["progressToken"]
    let key = id.jsonString
    if case .modern = era, let state = params?["requestState"]?.stringValue {
      guard let pending = rounds.removeValue(forKey: state) else {
        throw Failure(
          code: -32602,
          message:
            "Invalid params: requestState is unknown or expired; call the tool again without it")
      }
      roundOrder.removeAll { $0 == state }
      // The retry is the request the run now answers: a cancel naming it ends the run.
      starting.insert(key)
      spawn { [self] in
        guard await pending.matches(tool: tool, arguments: arguments) else {
          if await self.abandon(key) {
            await reply(
              id,
              failure: Failure(
                code: -32602, message: "Invalid params: the retry names another tool or arguments"
              ))
          }
          return
        }
        if let cancel = await pending.cancelRun {
          await self.track(key, cancel: cancel)
        } else {
          _ = await self.abandon(key)
        }
        await pending.respond(params?["inputResponses"])
        await self.round(id: id, key: key, call: pending, era: era, progressToken: token)
      }
      return
    }
    var ask: (@Sendable (String, JSONValue) async -> ServeAnswer)?
    let call = ServeCall(tool: tool, arguments: arguments, patience: patience)
    switch era {
    case .modern(let elicits):
      if elicits { ask = { message, schema in await call.ask(message, schema) } }
    case .handshake(let version, let elicits):
      if elicits {
        ask = { [weak self] message, schema in
          guard let self else { return .unavailable }
          return await self.elicit(message, schema, version: version)
        }
      }
    }
    let prompter = ServePrompter(ask: ask, language: language)
    starting.insert(key)
    spawn { [self] in
      guard await skills().contains(where: { $0.id == tool }) else {
        if await self.abandon(key) {
          await reply(id, failure: Failure(code: -32602, message: "Unknown tool: \(tool)"))
        }
        return
      }
      let run: Run
      do {
        run = try await start(tool, arguments)
      } catch {
        if await self.abandon(key) {
          await reply(id, ServeWire.stamp(ServeWire.errorResult("\(error)"), modern: era.isModern))
        }
        return
      }
      await call.attach(cancel: run.cancel)
      await self.track(key, cancel: run.cancel)
      Task {
        var last: ToolResultEvent?
        var count = 0
        for await message in run.messages {
          switch message {
          case .toolProgress(let progress):
            guard let token = await call.progressToken,
              progress.step != nil || progress.fraction != nil
            else { continue }
            count += 1
            await self.progress(token, count: count, progress)
          case .toolResult(let result): last = result
          case .permissionRequest(let request):
            Task {
              Self.answer(run, request.requestID, .permission(await prompter.decide(request)))
            }
          case .inputRequest(let request):
            Task { Self.answer(run, request.requestID, .input(await prompter.complete(request))) }
          default: break
          }
        }
        await call.finish(ServeWire.result(last))
      }
      await self.round(id: id, key: key, call: call, era: era, progressToken: token)
    }
  }

  /// Hands the client's answer to the run. A refusal means the prompt closed meanwhile (the
  /// call was cancelled): nothing waits for the answer any more.
  private nonisolated static func answer(_ run: Run, _ requestID: String, _ answer: PromptAnswer) {
    do {
      try run.answer(requestID, answer)
    } catch {
      return
    }
  }

  /// Waits for the end of the call's current round and answers the request with it.
  private func round(
    id: JSONValue, key: String, call: ServeCall, era: Era, progressToken: JSONValue?
  ) async {
    defer {
      // Answered (the result, or a question the retry brings the answer to): no longer a
      // request in flight; a retry is tracked under its own id.
      untrack(key)
    }
    switch await call.next(progressToken: progressToken) {
    case .done(let result):
      if cancelled.remove(key) == nil { reply(id, ServeWire.stamp(result, modern: era.isModern)) }
    case .input(let question, let message, let schema):
      let state = UUID().uuidString
      rounds[state] = call
      roundOrder.append(state)
      if roundOrder.count > Self.maxOpenRounds {
        let oldest = roundOrder.removeFirst()
        if let dropped = rounds.removeValue(forKey: oldest) { await dropped.respond(nil) }
      }
      reply(
        id,
        [
          "resultType": "input_required", "requestState": .string(state),
          "inputRequests": [
            question: [
              "method": "elicitation/create",
              "params": [
                "mode": "form", "message": .string(message), "requestedSchema": schema,
              ],
            ]
          ],
        ])
    }
  }
}
