import AgentBridge
import AgentCore
import Foundation
import Testing

struct EventWindowTests {
  static func events(_ range: ClosedRange<Int64>) -> [TimelineEvent] {
    range.map {
      TimelineEvent(sequence: $0, timestamp: Date(timeIntervalSince1970: 0), kind: .user("m\($0)"))
    }
  }

  @Test func holdsAtMostItsCapacityAndReturnsWhatItTrims() {
    var window = EventWindow(capacity: 3)
    var trimmed: [Int64] = []
    for event in Self.events(1...5) { trimmed += window.append(event).map(\.sequence) }
    #expect(window.events.map(\.sequence) == [3, 4, 5])
    #expect(trimmed == [1, 2])
    #expect(window.hasOlder)
    #expect(!window.hasNewer)
  }

  @Test func pagingOlderDropsTheNewestAndNewerDropsTheOldest() {
    var window = EventWindow(capacity: 4)
    window.reset(to: Self.events(7...10), first: 1, last: 10)
    let dropped = window.prepend(Self.events(4...6))
    #expect(window.events.map(\.sequence) == [4, 5, 6, 7])
    #expect(dropped.map(\.sequence) == [8, 9, 10])
    #expect(window.hasNewer && window.hasOlder)
    window.appendPage(Self.events(8...9))
    #expect(window.events.map(\.sequence) == [6, 7, 8, 9])
    #expect(window.hasNewer)
    window.appendPage(Self.events(10...10))
    #expect(!window.hasNewer)
  }

  @Test func newEventsWhileScrolledBackOnlyMoveTheBound() {
    var window = EventWindow(capacity: 3)
    window.reset(to: Self.events(1...3), first: 1, last: 10)
    window.append(Self.events(11...11)[0])
    #expect(window.events.map(\.sequence) == [1, 2, 3])
    #expect(window.lastSequence == 11)
    #expect(!window.hasOlder && window.hasNewer)
  }

  @Test func theDefaultCapacityIs500() {
    var window = EventWindow()
    for event in Self.events(1...1200) { window.append(event) }
    #expect(window.events.count == 500)
    #expect(window.events.first?.sequence == 701)
  }
}
