import AgentBridge
import Testing

/// The throttle as marble diagrams: one character per 10 ms tick. Input: a letter is a delta,
/// `-` nothing, `!` something that must not wait (a stage change), `|` the end. Output: `r`
/// where the reducer rendered, `-` where it did not.
struct StreamingReducerTests {
  static func run(_ input: String, policy: ThrottlePolicy) -> (marbles: String, renders: [String]) {
    var reducer = StreamingReducer(policy: policy)
    var wake: Duration?
    var marbles = ""
    var renders: [String] = []
    for (index, symbol) in input.enumerated() {
      let now = Duration.milliseconds(10 * index)
      var rendered = false
      func handle(_ action: StreamingReducer.Action?) {
        switch action {
        case .render(let text):
          rendered = true
          renders.append(text)
        case .wake(let at): wake = at
        case nil: break
        }
      }
      if let due = wake, now >= due {
        wake = nil
        handle(reducer.tick(at: now))
      }
      switch symbol {
      case "-": break
      case "!", "|": handle(reducer.flush(at: now))
      default: handle(reducer.receive(String(symbol), at: now))
      }
      marbles += rendered ? "r" : "-"
    }
    return (marbles, renders)
  }

  static let short = ThrottlePolicy(immediateLength: 100)
  static let fixed = ThrottlePolicy(
    immediateLength: 0, minimum: .milliseconds(30), maximum: .milliseconds(30))

  @Test func shortTextIsShownAtOnce() {
    #expect(Self.run("ab-c--d|", policy: Self.short).marbles == "rr-r--r-")
  }

  @Test func longTextIsThrottledToTheInterval() {
    let (marbles, renders) = Self.run("abcd----e|", policy: Self.fixed)
    #expect(marbles == "r--r--r--r")
    #expect(renders == ["a", "abc", "abcd", "abcde"])
  }

  @Test func urgentEventsAndTheEndFlushAtOnce() {
    #expect(Self.run("abc!-d|", policy: Self.fixed).marbles == "r--r--r")
    #expect(Self.run("ab|", policy: Self.fixed).marbles == "r-r")
  }

  @Test func nothingPendingMeansNoRender() {
    #expect(Self.run("a---!--|", policy: Self.fixed).marbles == "r-------")
  }

  @Test func theIntervalGrowsWithLengthUpToTheCap() {
    let policy = ThrottlePolicy()
    #expect(policy.interval(forLength: 10) == .zero)
    #expect(policy.interval(forLength: 80) == .zero)
    #expect(policy.interval(forLength: 81) == .milliseconds(16))
    #expect(policy.interval(forLength: 2_081) == .milliseconds(48))
    #expect(policy.interval(forLength: 100_000) == .milliseconds(250))
    var previous = Duration.zero
    for length in stride(from: 0, to: 50_000, by: 500) {
      let interval = policy.interval(forLength: length)
      #expect(interval >= previous)
      previous = interval
    }
  }

  @Test func aLongFastStreamRendersAtMostOncePerInterval() {
    let (marbles, renders) = Self.run(String(repeating: "x", count: 60) + "|", policy: Self.fixed)
    #expect(renders.last?.count == 60, "everything is shown in the end")
    #expect(renders.count <= 60 / 3 + 2)
    let gaps = marbles.split(separator: "r", omittingEmptySubsequences: false).dropFirst()
      .dropLast()
    #expect(gaps.allSatisfy { $0.count >= 2 }, "\(marbles)")
  }
}
