import Synchronization

/// The router, set once the server knows its port.
final class RouterSlot: Sendable {
  private let current = Mutex<APIRouter?>(nil)

  var router: APIRouter? { current.withLock { $0 } }

  func set(_ router: APIRouter) { current.withLock { $0 = router } }
}
