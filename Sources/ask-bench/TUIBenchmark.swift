import AgentBridge
import AgentCore
import Foundation
import TerminalUI

/// Frame time of a long conversation and renders let through by the throttle.
enum TUIBenchmark {
  static func conversation(_ count: Int) -> [TimelineEvent] {
    (1...count).map { index in
      let kind: TimelineEvent.Kind =
        index % 2 == 1
        ? .user("message \(index): 明天上午九点提醒我开会, please")
        : .assistant(
          AssistantTurn(
            text:
              "Answer **\(index)** with a list:\n\n- one `code`\n- two [link](https://x.dev)\n\n| a | b |\n|---|---|\n| 1 | 2 |",
            toolCalls: [], model: "bench", stopReason: .endTurn))
      return TimelineEvent(sequence: Int64(index), timestamp: Date(), kind: kind)
    }
  }

  static func frames(messages: Int) -> String {
    let view = TUIView()
    let writer = ScreenWriter(colorMode: .palette256)
    let events = conversation(messages)
    var snapshot = UISnapshot(events: events, sessionTitle: "bench")
    let state = TUIState()
    var previous: CellGrid?
    let first = StoreBenchmark.seconds(
      ContinuousClock().measure {
        let (grid, _) = view.render(snapshot, state: state, width: 120, height: 40)
        _ = writer.diff(from: previous, to: grid)
        previous = grid
      })
    let frames = 200
    let clock = ContinuousClock()
    let start = clock.now
    for index in 0..<frames {
      snapshot.streamingText = String(repeating: "streaming text ", count: index % 40)
      let (grid, _) = view.render(snapshot, state: state, width: 120, height: 40)
      _ = writer.diff(from: previous, to: grid)
      previous = grid
    }
    let average = StoreBenchmark.seconds(clock.now - start) / Double(frames)
    return """
      | frame of a \(messages)-message conversation (120×40, render + diff) | time |
      | --- | --- |
      | first frame (every message laid out once) | \(String(format: "%.1f", first * 1000)) ms |
      | later frames, average of \(frames) while text streams | \(String(format: "%.2f", average * 1000)) ms |
      """
  }

  /// A simulated 1,000-token-per-second stream (4 characters a token) for 10 seconds.
  static func throttle() -> String {
    var reducer = StreamingReducer(policy: ThrottlePolicy())
    var renders = 0
    var wake: Duration?
    var firstRender: Duration?
    for tick in 0..<10_000 {
      let now = Duration.milliseconds(tick)
      if let due = wake, now >= due {
        wake = nil
        if case .render = reducer.tick(at: now) { renders += 1 }
      }
      switch reducer.receive("tok ", at: now) {
      case .render:
        renders += 1
        if firstRender == nil { firstRender = now }
      case .wake(let at): wake = at
      case nil: break
      }
    }
    return """
      | 1,000 tokens/s for 10 s (40,000 characters) | figure |
      | --- | --- |
      | renders let through | \(renders) (\(renders / 10) per second; 1,000 without a throttle) |
      | delay before the first token shows | \(firstRender.map { "\($0.components.seconds * 1000) ms" } ?? "none") |
      """
  }
}
