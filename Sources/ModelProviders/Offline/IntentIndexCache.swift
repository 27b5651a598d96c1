import SkillKit
import Synchronization

/// The planner's index for each registry it has seen lately: built once per registry
/// snapshot, not once per request (building it reads every example of every skill).
final class IntentIndexCache: Sendable {
  /// Snapshots kept: the registry changes rarely; a few cover switching back and forth.
  static let capacity = 4
  private let entries = Mutex<[(key: Int, index: IntentIndex)]>([])

  /// A fingerprint of what the index is built from: every id, name, description, example and
  /// field of `tools`, in order.
  static func key(_ tools: [SkillDescriptor]) -> Int {
    var hasher = Hasher()
    hasher.combine(tools.count)
    for tool in tools {
      hasher.combine(tool.id)
      hasher.combine(tool.displayName)
      hasher.combine(tool.description)
      hasher.combine(tool.examples)
      for field in tool.inputFields {
        hasher.combine(field.name)
        hasher.combine(field.type)
        hasher.combine(field.required)
      }
    }
    return hasher.finalize()
  }

  /// The index for `tools`, built with `make` when it is not cached.
  func index(for tools: [SkillDescriptor], make: () -> IntentIndex) -> IntentIndex {
    let key = Self.key(tools)
    if let hit = entries.withLock({ list in list.first { $0.key == key }?.index }) { return hit }
    let built = make()
    entries.withLock { list in
      list.removeAll { $0.key == key }
      list.append((key, built))
      if list.count > Self.capacity { list.removeFirst(list.count - Self.capacity) }
    }
    return built
  }
}
