import Foundation
import Synchronization

/// A response body as its chunks arrive, with backpressure: at most about `limit` bytes wait
/// unread, and a producer that offers more is told to pause until the reader catches up.
///
/// Ending the iteration early, cancelling the reading task or dropping the body cancels the
/// transfer (`onCancel`), so a connection is never left streaming into nothing.
public struct HTTPBody: AsyncSequence, Sendable {
  /// Each element is one chunk of the body as it arrived.
  public typealias Element = Data

  private let reader: Reader

  /// A body and the producer end that feeds it. `onDemand` is called (once per pause) when a
  /// paused producer may go on; `onCancel` when the reader is gone before the body ended.
  public static func makeStream(
    limit: Int = 1 << 20,
    onDemand: @escaping @Sendable () -> Void = {},
    onCancel: @escaping @Sendable () -> Void = {}
  ) -> (body: HTTPBody, source: Source) {
    let buffer = Buffer(limit: Swift.max(1, limit), onDemand: onDemand, onCancel: onCancel)
    return (HTTPBody(reader: Reader(buffer)), Source(buffer: buffer))
  }

  /// A body that is already complete.
  public static func complete(_ data: Data) -> HTTPBody {
    let (body, source) = makeStream(limit: Swift.max(1, data.count))
    if !data.isEmpty { _ = source.offer(data) }
    source.finish()
    return body
  }

  /// An iterator over the chunks.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(reader: reader)
  }

  /// Reads the chunks in order; asking for the next one is what lets the transport read more.
  public struct AsyncIterator: AsyncIteratorProtocol {
    let reader: Reader

    /// The next chunk, as the transport read it; nil at the end.
    public mutating func next() async throws -> Data? {
      try await reader.buffer.next(joined: false)
    }

    /// Every chunk already read, as one (or, when none is, the next one as it arrives); nil at
    /// the end. For a reader that handles bytes faster in bulk than piece by piece.
    public mutating func nextAvailable() async throws -> Data? {
      try await reader.buffer.next(joined: true)
    }
  }

  /// The producer's end.
  public struct Source: Sendable {
    fileprivate let buffer: Buffer

    /// What became of offered bytes.
    public enum Offer: Sendable, Hashable {
      /// Taken; more may follow.
      case taken
      /// Taken, and the buffer is now full: pause until `onDemand`.
      case full
      /// The reader is gone: stop the transfer.
      case cancelled
    }

    /// Whether the reader has the limit or more unread; when it has, `onDemand` is armed.
    public func isFull() -> Bool { buffer.isFull() }

    /// Hands bytes to the reader.
    public func offer(_ data: Data) -> Offer { buffer.offer(data) }

    /// Ends the body; the reader sees the rest of the chunks, then the end or the error.
    public func finish(throwing error: (any Error)? = nil) { buffer.finish(error) }
  }

  /// Holds the buffer for as long as someone may read; dropping the last reader cancels.
  final class Reader: Sendable {
    let buffer: Buffer
    init(_ buffer: Buffer) { self.buffer = buffer }
    deinit { buffer.cancel() }
  }

  final class Buffer: Sendable {
    private struct State {
      var chunks: [Data] = []
      var head = 0
      var unread = 0
      var end: Result<Void, any Error>?
      var waiter: CheckedContinuation<Data?, any Error>?
      var demandArmed = false
      var cancelled = false
    }

    private let state = Mutex(State())
    private let limit: Int
    private let onDemand: @Sendable () -> Void
    private let onCancel: @Sendable () -> Void

    init(
      limit: Int, onDemand: @escaping @Sendable () -> Void,
      onCancel: @escaping @Sendable () -> Void
    ) {
      self.limit = limit
      self.onDemand = onDemand
      self.onCancel = onCancel
    }

    func isFull() -> Bool {
      state.withLock { state in
        guard state.unread >= limit else { return false }
        state.demandArmed = true
        return true
      }
    }

    func offer(_ data: Data) -> Source.Offer {
      let (waiter, result) = state.withLock {
        state -> (CheckedContinuation<Data?, any Error>?, Source.Offer) in
        if state.cancelled { return (nil, .cancelled) }
        if state.end != nil { return (nil, .cancelled) }
        if let waiter = state.waiter {
          state.waiter = nil
          return (waiter, .taken)
        }
        state.chunks.append(data)
        state.unread += data.count
        if state.unread >= limit {
          state.demandArmed = true
          return (nil, .full)
        }
        return (nil, .taken)
      }
      waiter?.resume(returning: data)
      return result
    }

    func finish(_ error: (any Error)?) {
      let waiter = state.withLock { state -> CheckedContinuation<Data?, any Error>? in
        guard state.end == nil else { return nil }
        state.end = error.map { .failure($0) } ?? .success(())
        let waiter = state.waiter
        state.waiter = nil
        return waiter
      }
      guard let waiter else { return }
      if let error { waiter.resume(throwing: error) } else { waiter.resume(returning: nil) }
    }

    /// The reader is gone or cancelled: wake it with `CancellationError` and stop the producer.
    func cancel() {
      let (waiter, tell) = state.withLock {
        state -> (CheckedContinuation<Data?, any Error>?, Bool) in
        guard !state.cancelled else { return (nil, false) }
        state.cancelled = true
        state.chunks = []
        state.head = 0
        state.unread = 0
        let waiter = state.waiter
        state.waiter = nil
        return (waiter, state.end == nil)
      }
      waiter?.resume(throwing: CancellationError())
      if tell { onCancel() }
    }

    func next(joined: Bool) async throws -> Data? {
      try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          let (ready, demand) = state.withLock {
            state -> (Result<Data?, any Error>?, Bool) in
            if state.cancelled { return (.failure(CancellationError()), false) }
            if state.head < state.chunks.count {
              // Joined: everything queued, as one chunk — a reader that fell behind catches
              // up in one hand-off instead of one per transport read.
              var chunk = state.chunks[state.head]
              state.head += 1
              if joined, state.head < state.chunks.count {
                chunk.reserveCapacity(state.unread)
                while state.head < state.chunks.count {
                  chunk.append(state.chunks[state.head])
                  state.head += 1
                }
              }
              state.unread -= chunk.count
              if state.head == state.chunks.count {
                state.chunks.removeAll(keepingCapacity: true)
                state.head = 0
              }
              let demand = state.demandArmed && state.unread < (limit + 1) / 2
              if demand { state.demandArmed = false }
              return (.success(chunk), demand)
            }
            switch state.end {
            case .success: return (.success(nil), false)
            case .failure(let error): return (.failure(error), false)
            case nil:
              state.waiter = continuation
              let demand = state.demandArmed
              state.demandArmed = false
              return (nil, demand)
            }
          }
          if demand { onDemand() }
          if let ready { continuation.resume(with: ready) }
        }
      } onCancel: {
        cancel()
      }
    }
  }
}
