/// Keeps the line-mode transcript in order: a prompt is printed only once the transcript has
/// printed everything the agent emitted before it (the assistant's streamed words, the call),
/// so the two never interleave on the screen.
///
/// The printer marks each request it reaches; the interaction waits for its request's mark —
/// at most `patience`, so a transcript that falls behind delays a prompt, never loses it.
actor TranscriptTurns {
  private var reached: Set<String> = []
  private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]
  static let patience = Duration.seconds(2)

  /// The transcript has printed everything up to the event of `requestID`.
  func reach(_ requestID: String) {
    reached.insert(requestID)
    for continuation in waiting.removeValue(forKey: requestID) ?? [] { continuation.resume() }
  }

  /// Returns once `requestID` is reached, or after `patience`.
  func wait(for requestID: String) async {
    if reached.contains(requestID) { return }
    let deadline = Task { [weak self] in
      try? await Task.sleep(for: Self.patience)
      await self?.reach(requestID)
    }
    defer { deadline.cancel() }
    await withCheckedContinuation { continuation in
      waiting[requestID, default: []].append(continuation)
    }
  }
}
