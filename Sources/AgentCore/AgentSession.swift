/// What a front end drives: one conversation with an agent, run one request at a time.
///
/// The terminal UI, line mode, `ask --json`, `ask serve` and `ask mcp serve` all go through
/// this port (the bridge holds one per session), so none of them depends on a concrete agent
/// type; a test can hand the bridge a scripted session instead. A front end learns of a prompt
/// from its event and answers it with `answer`.
public protocol AgentSession: AnyObject, Sendable {
  /// Runs `text` and streams every message; the stream always ends after a `result`.
  /// Ending the consumer cancels the run.
  func stream(_ text: String) -> AsyncStream<AgentMessage>
  /// Cancels the current run: open prompts resolve as deny, the run ends `cancelled`.
  func cancel()
  /// Cancels the current run for `reason` (a run timeout): the result carries it.
  func cancel(because reason: AgentError)
  /// Pauses the run at its next tool-call boundary.
  func pause()
  /// Lets a paused run go on.
  func resume()
  /// Cancels one running call of the current run; false when no such call runs.
  @discardableResult func cancelCall(_ toolUseID: String) async -> Bool
  /// Replaces the conversation, e.g. with a resumed session's repaired history.
  func restore(_ messages: [Message]) async
  /// Answers the open prompt `requestID` (announced by its `permissionRequest` or
  /// `inputRequest` message): the one way a front end answers. Throws, changing nothing, when
  /// no such prompt is open or the answer is of the other kind.
  func answer(_ requestID: String, with answer: PromptAnswer) throws(AnswerRefusal)
  /// The prompt `requestID` while it waits for an answer.
  func prompt(_ requestID: String) -> OpenPrompt?
}
