import Foundation
import HTTPClient
import ModelProviders
import Synchronization
import Testing

/// The body's backpressure and cancellation, without a network.
struct HTTPBodyTests {
  final class Calls: Sendable {
    let demand = Mutex(0)
    let cancel = Mutex(0)
  }

  @Test(.timeLimit(.minutes(1)))
  func nextAvailableJoinsWhatIsQueuedAndStillWaitsForMore() async throws {
    let calls = Calls()
    let (body, source) = HTTPBody.makeStream(
      limit: 10, onDemand: { calls.demand.withLock { $0 += 1 } })
    for piece in ["ab", "cd", "ef"] { _ = source.offer(Data(piece.utf8)) }
    _ = source.offer(Data(count: 6))
    var iterator = body.makeAsyncIterator()
    let first = try await iterator.nextAvailable()
    #expect(first.map { Array($0.prefix(6)) } == Array("abcdef".utf8))
    #expect(first?.count == 12, "everything queued, as one chunk")
    #expect(calls.demand.withLock { $0 } == 1, "drained: the paused producer may go on")
    // Nothing queued: it waits for the next piece (offered from another task, before or
    // after the call suspends) and returns it as it comes.
    let offer = Task { source.offer(Data("gh".utf8)) }
    #expect(try await iterator.nextAvailable() == Data("gh".utf8))
    #expect(await offer.value == .taken)
    source.finish()
    #expect(try await iterator.nextAvailable() == nil)
  }

  @Test(.timeLimit(.minutes(1)))
  func aFullBufferAsksThePauseAndDrainingBelowHalfResumes() async throws {
    let calls = Calls()
    let (body, source) = HTTPBody.makeStream(
      limit: 10, onDemand: { calls.demand.withLock { $0 += 1 } },
      onCancel: { calls.cancel.withLock { $0 += 1 } })
    #expect(source.offer(Data(count: 4)) == .taken)
    #expect(source.offer(Data(count: 4)) == .taken)
    #expect(source.offer(Data(count: 4)) == .full, "12 of 10 unread: pause")
    #expect(source.isFull())
    var iterator = body.makeAsyncIterator()
    _ = try await iterator.next()  // 8 unread: not below half yet
    #expect(calls.demand.withLock { $0 } == 0)
    _ = try await iterator.next()  // 4 unread: below half
    #expect(calls.demand.withLock { $0 } == 1, "the producer may go on")
    source.finish()
    #expect(try await iterator.next()?.count == 4, "what was buffered is still read")
    #expect(try await iterator.next() == nil)
    #expect(calls.cancel.withLock { $0 } == 0, "a body read to its end is not cancelled")
  }

  @Test func droppingAnUnfinishedBodyCancelsTheProducer() {
    let calls = Calls()
    do {
      let (body, source) = HTTPBody.makeStream(onCancel: { calls.cancel.withLock { $0 += 1 } })
      _ = source.offer(Data("x".utf8))
      _ = body
      #expect(calls.cancel.withLock { $0 } == 0)
    }
    #expect(calls.cancel.withLock { $0 } == 1)
  }

  @Test func anErrorReachesTheReaderAfterTheBufferedChunks() async throws {
    let (body, source) = HTTPBody.makeStream()
    _ = source.offer(Data("a".utf8))
    source.finish(throwing: HTTPTransportError.idleTimeout(seconds: 1))
    var iterator = body.makeAsyncIterator()
    #expect(try await iterator.next() == Data("a".utf8))
    await #expect(throws: HTTPTransportError.idleTimeout(seconds: 1)) {
      _ = try await iterator.next()
    }
    #expect(source.offer(Data("late".utf8)) == .cancelled, "nothing is taken after the end")
  }

  @Test func aCompleteBodyReadsBack() async throws {
    var data = Data()
    for try await chunk in HTTPBody.complete(Data("whole".utf8)) { data.append(chunk) }
    #expect(data == Data("whole".utf8))
  }
}
