import AgentCore

/// Runs the hooks that match a call and reports them as hook messages.
struct HookRunner: Sendable {
  let hooks: [any AgentHook]

  /// Runs every matching hook for `event`; the first that blocks stops the rest.
  func run(_ input: HookInput, emitter: RunEmitter) async -> HookOutcome? {
    for hook in hooks where hook.event == input.event && hook.matches(skillID: input.skillID) {
      emitter.emit(
        .hookStarted(
          HookStarted(hookName: hook.name, event: input.event, toolUseID: input.toolUseID)))
      let outcome = await hook.run(input) { line in
        emitter.emit(
          .hookProgress(HookProgress(hookName: hook.name, toolUseID: input.toolUseID, output: line))
        )
      }
      emitter.emit(
        .hookResponse(
          HookResponse(
            hookName: hook.name, event: input.event, toolUseID: input.toolUseID, outcome: outcome)))
      if outcome.blocked { return outcome }
    }
    return nil
  }
}
