import AgentCore
import Foundation
import SkillKit
import Synchronization
import Testing

@testable import AgentBridge

/// A card draws a bar of its fraction (a count of cells): whatever a skill or a server said,
/// the fraction kept is in 0…1, and NaN is never kept.
struct ProgressBoundsTests {
  @Test(arguments: [
    (Double.nan, Double?.none), (1e308, 1.0), (-5, 0.0), (Double.infinity, 1.0), (0.25, 0.25),
  ])
  func aCardKeepsAFractionItCanDraw(_ said: Double, _ kept: Double?) {
    var card = ToolCard(use: ToolUse(id: "c", skillID: "x.y", displayName: nil, input: [:]))
    card.apply(ToolProgress(toolUseID: "c", skillID: "x.y", fraction: said, elapsedSeconds: 1))
    #expect(card.fraction == kept)
  }

  @Test func aSkillReportingNaNReportsNothingDone() {
    let seen = Mutex<[SkillContext.Event]>([])
    let context = SkillContext(
      toolUseID: "t", startedAt: Date(), timeZone: .current, uptime: { .zero },
      sink: { event in seen.withLock { $0.append(event) } })
    context.progress(.nan)
    context.progress(7)
    #expect(seen.withLock { $0 } == [.progress(0), .progress(1)])
  }
}
