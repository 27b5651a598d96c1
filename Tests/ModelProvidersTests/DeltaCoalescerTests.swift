import AgentCore
import AgentTestSupport
import Testing

@testable import ModelProviders

struct DeltaCoalescerTests {
  @Test func adjacentDeltasJoinAndEverythingElseKeepsItsPlace() {
    var batch = DeltaCoalescer()
    let events: [ModelEvent] = [
      .textDelta("Hel"), .textDelta("lo "), .textDelta("世界"),
      .thinkingDelta("hm"), .thinkingDelta("m"),
      .toolCallStart(id: "a", name: "x"),
      .toolCallArgumentsDelta(id: "a", fragment: "{\"k\":"),
      .toolCallArgumentsDelta(id: "a", fragment: "1}"),
      .toolCallArgumentsDelta(id: "b", fragment: "{}"),
      .toolCallEnd(id: "a"), .textDelta("after"), .usage(TokenUsage(outputTokens: 3)),
      .stop(.endTurn),
    ]
    for event in events { batch.add(event) }
    #expect(
      batch.drain() == [
        .textDelta("Hello 世界"), .thinkingDelta("hmm"), .toolCallStart(id: "a", name: "x"),
        .toolCallArgumentsDelta(id: "a", fragment: "{\"k\":1}"),
        .toolCallArgumentsDelta(id: "b", fragment: "{}"), .toolCallEnd(id: "a"),
        .textDelta("after"), .usage(TokenUsage(outputTokens: 3)), .stop(.endTurn),
      ])
    // Drained means empty: the next read starts fresh.
    #expect(batch.drain().isEmpty)
    batch.add(.textDelta("x"))
    #expect(batch.drain() == [.textDelta("x")])
  }

  @Test func joiningLosesNoTextOnRandomStreams() {
    var random = SeededRandom(seed: 16)
    for _ in 0..<200 {
      var batch = DeltaCoalescer()
      var text = ""
      var thinking = ""
      var others: [ModelEvent] = []
      for _ in 0..<Int.random(in: 0...40, using: &random) {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          let piece = String(repeating: "é", count: Int.random(in: 0...3, using: &random))
          text += piece
          batch.add(.textDelta(piece))
        case 1:
          thinking += "t"
          batch.add(.thinkingDelta("t"))
        case 2:
          others.append(.toolCallEnd(id: "c"))
          batch.add(.toolCallEnd(id: "c"))
        default:
          others.append(.usage(TokenUsage(inputTokens: 1)))
          batch.add(.usage(TokenUsage(inputTokens: 1)))
        }
      }
      let out = batch.drain()
      var seenText = ""
      var seenThinking = ""
      var seenOthers: [ModelEvent] = []
      for event in out {
        switch event {
        case .textDelta(let piece): seenText += piece
        case .thinkingDelta(let piece): seenThinking += piece
        default: seenOthers.append(event)
        }
      }
      #expect(seenText == text)
      #expect(seenThinking == thinking)
      #expect(seenOthers == others)
      // No empty delta is ever sent, and no two text deltas are adjacent.
      #expect(!out.contains(.textDelta("")))
      #expect(
        !zip(out, out.dropFirst()).contains { pair in
          if case .textDelta = pair.0, case .textDelta = pair.1 { return true }
          return false
        })
    }
  }
}
