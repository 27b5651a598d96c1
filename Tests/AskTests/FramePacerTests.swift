import AgentCore
import AgentTestSupport
import Foundation
import Testing

@testable import AskApp

/// The terminal UI's frame pacing on a clock the test moves: the first change draws at once, a
/// burst within the interval waits for one wake sent when the interval has passed, and a frame
/// drawn meanwhile makes that wake unneeded.
@MainActor
struct FramePacerTests {
  @Test func aBurstWithinTheIntervalIsDrawnByOneWakeWhenItHasPassed() async throws {
    let clock = ManualClock(Date(timeIntervalSince1970: 0))
    let (wakes, wake) = AsyncStream.makeStream(of: Int.self)
    var pacer = FramePacer(wake: wake, changed: 7, clock: clock, interval: .milliseconds(50))
    defer { pacer.cancel() }
    let waits1 = pacer.postpone()
    #expect(!waits1, "nothing drawn yet: the first change is drawn now")
    pacer.drawing()
    clock.advance(by: .milliseconds(10))
    let waits2 = pacer.postpone()
    #expect(waits2, "10 ms after a frame: wait")
    let waits3 = pacer.postpone()
    #expect(waits3, "a second change in the burst waits too")
    try await waitUntil("the postponed frame waits on the clock") { clock.sleeperCount == 1 }
    clock.advance(by: .milliseconds(39))
    #expect(clock.sleeperCount == 1, "1 ms early: still waiting")
    clock.advance(by: .milliseconds(1))
    var received = wakes.makeAsyncIterator()
    #expect(await received.next() == 7, "one wake when the interval has passed")
    let waits4 = pacer.postpone()
    #expect(!waits4, "the interval has passed: draw now")
  }

  @Test func aFrameDrawnMeanwhileCancelsThePostponedWake() async throws {
    let clock = ManualClock(Date(timeIntervalSince1970: 0))
    let (wakes, wake) = AsyncStream.makeStream(of: Int.self)
    var pacer = FramePacer(wake: wake, changed: 1, clock: clock, interval: .milliseconds(50))
    pacer.drawing()
    let waits5 = pacer.postpone()
    #expect(waits5)
    try await waitUntil("the postponed frame waits on the clock") { clock.sleeperCount == 1 }
    pacer.drawing()
    try await waitUntil("the drawn frame withdrew the wait") { clock.sleeperCount == 0 }
    clock.advance(by: .seconds(1))
    wake.finish()
    var received = wakes.makeAsyncIterator()
    #expect(await received.next() == nil, "no wake: the frame drawn showed the change")
  }
}
