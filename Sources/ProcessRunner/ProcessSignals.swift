import CSpawn
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals a program handles itself — SIGINT, SIGTERM, SIGHUP and SIGWINCH — delivered to
/// observers from one thread, so that none is ever lost.
///
/// `start()` installs, once and before anything else, a handler that only writes the signal's
/// number to a pipe (`cspawn_signal_pipe`); a thread reads the pipe and tells the newest
/// observer of that signal. With no observer a signal has its default effect. (Dispatch
/// signal sources set `SIG_IGN` and register their own handler later, on their manager
/// thread: a SIGTERM in between was discarded and the terminal UI never ended.) Children
/// start with default dispositions and an empty mask (`CSpawn`, Foundation's `Process`).
public enum ProcessSignals {
  /// The signals handled here.
  public static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]

  /// One observer of some signals, to `stop`.
  public struct Observation: Sendable, Hashable {
    fileprivate let id: Int
  }

  private struct Observer {
    var id: Int
    var signals: Set<Int32>
    var handler: @Sendable (Int32) -> Void
  }

  private static let observers = Mutex<(next: Int, list: [Observer])>((0, []))
  private static let started = Mutex(false)

  /// Installs the handler and starts the thread that reads what it writes; the first call
  /// does it, later ones nothing. Returns false (signals keep their default effect) when the
  /// pipe could not be made.
  @discardableResult
  public static func start() -> Bool {
    let fd: Int32? = started.withLock { started in
      guard !started else { return nil }
      started = true
      return handled.withUnsafeBufferPointer {
        cspawn_signal_pipe($0.baseAddress, Int32($0.count))
      }
    }
    guard let fd else { return true }
    guard fd >= 0 else { return false }
    let thread = Thread { drain(fd) }
    thread.stackSize = 256 * 1024
    thread.start()
    return true
  }

  /// Calls `handler` (on the signal thread: it must return quickly) for each of `signals`
  /// that arrives until `stop`; the newest observer of a signal is the one told.
  public static func observe(_ signals: [Int32], _ handler: @escaping @Sendable (Int32) -> Void)
    -> Observation
  {
    start()
    return observers.withLock { state in
      state.next += 1
      state.list.append(Observer(id: state.next, signals: Set(signals), handler: handler))
      return Observation(id: state.next)
    }
  }

  /// Ends an observation: its signals have their default effect again unless another
  /// observer takes them.
  public static func stop(_ observation: Observation) {
    observers.withLock { state in state.list.removeAll { $0.id == observation.id } }
  }

  private static func drain(_ fd: Int32) {
    var byte: UInt8 = 0
    while true {
      let count = read(fd, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      guard count == 1 else { return }
      let number = Int32(byte)
      let observer = observers.withLock { state in
        state.list.last { $0.signals.contains(number) }
      }
      if let observer {
        observer.handler(number)
      } else {
        defaultEffect(number)
      }
    }
  }

  /// What the signal does to a program that does not handle it: SIGWINCH nothing, the others
  /// end it (raised again with the default disposition, so its parent sees the signal).
  private static func defaultEffect(_ number: Int32) {
    guard number != SIGWINCH else { return }
    signal(number, SIG_DFL)
    // This thread may have been started with the signal blocked (it inherits its starter's
    // mask): unblocked, the raised signal is delivered here and now.
    var one = sigset_t()
    sigemptyset(&one)
    sigaddset(&one, number)
    pthread_sigmask(SIG_UNBLOCK, &one, nil)
    raise(number)
  }
}
