import AgentCore
import Foundation
import SkillKit

/// Rule matching against long values: the automaton against `String.contains` on the same
/// input in the same run (the old matcher took 7.5 s for `*secret*` on 48,000 characters).
enum RuleBenchmark {
  static func table() -> String {
    var rows = ["rule matching (allow/deny patterns against one value)"]
    rows.append(
      "  pattern            value           match time   baseline (contains)   ratio")
    for (pattern, length) in [("*secret*", 48_000), ("*a*a*a*b", 48_000), ("*secret*", 1_000_000)] {
      let value = String(repeating: "a", count: length)
      let glob = GlobPattern(pattern, segments: false)
      let matchTime = measure { _ = glob.matches(value) }
      let needle = pattern.replacingOccurrences(of: "*", with: "")
      let baseline = measure { _ = value.contains(needle) }
      rows.append(
        "  "
          + [
            pattern.padding(toLength: 18, withPad: " ", startingAt: 0),
            "\(length) chars".padding(toLength: 15, withPad: " ", startingAt: 0),
            String(format: "%9.2f ms", matchTime * 1000),
            String(format: "%18.2f ms", baseline * 1000),
            String(format: "%8.1f×", matchTime / max(baseline, 1e-9)),
          ].joined(separator: " "))
    }
    return rows.joined(separator: "\n")
  }

  /// The best of five runs, in seconds.
  private static func measure(_ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<5 {
      let start = ContinuousClock.now
      body()
      let elapsed = ContinuousClock.now - start
      best = min(
        best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return best
  }
}
