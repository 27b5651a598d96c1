import Foundation
import SkillKit
import Synchronization

/// The planner's index for each registry it has seen lately: built once per registry
/// snapshot, not once per request, and after a change rebuilt from the documents of the skills
/// that did not change (working out a skill's document reads its examples through the
/// filler — the dear part; merging documents is cheap).
final class IntentIndexCache: Sendable {
  /// Snapshots kept: the registry changes rarely; a few cover switching back and forth.
  static let capacity = 4

  private struct State {
    var entries: [(key: Int, tools: [SkillDescriptor], index: IntentIndex)] = []
    /// Each skill's intent document, by the fingerprint of what it is worked out from.
    var documents: [Int: SkillIndex.Document] = [:]
  }

  private let state = Mutex(State())

  /// A fingerprint of what one skill's document is worked out from: its id, name,
  /// description, examples and fields.
  static func key(_ tool: SkillDescriptor) -> Int {
    var hasher = Hasher()
    hasher.combine(tool.id)
    hasher.combine(tool.displayName)
    hasher.combine(tool.descriptionsInAllLanguages)
    hasher.combine(tool.examples)
    for field in tool.inputFields {
      hasher.combine(field.name)
      hasher.combine(field.type)
      hasher.combine(field.required)
      hasher.combine(field.description)
    }
    return hasher.finalize()
  }

  /// The fingerprint of a registry: its skills' fingerprints, in order.
  static func key(_ keys: [Int]) -> Int {
    var hasher = Hasher()
    hasher.combine(keys)
    return hasher.finalize()
  }

  /// The index for `tools`. The same array as last time is found without hashing it (an
  /// array compares equal to itself at once); a registry seen lately by its fingerprint; else
  /// it is built, reusing the documents of skills it has seen.
  func index(for tools: [SkillDescriptor], filler: ParameterFiller) -> IntentIndex {
    if let hit = state.withLock({ state in
      state.entries.last.flatMap { $0.tools == tools ? $0.index : nil }
    }) {
      return hit
    }
    let keys = tools.map(Self.key)
    let key = Self.key(keys)
    let (hit, known) = state.withLock { state in
      (state.entries.first { $0.key == key }?.index, keys.map { state.documents[$0] })
    }
    if let hit {
      remember(key: key, tools: tools, index: hit, documents: [:], keep: keys)
      return hit
    }
    // The documents not seen before, worked out on every core (a first registry of 10,000
    // skills is 30,000 examples through the filler).
    let missing = tools.indices.filter { known[$0] == nil }
    let computed = Self.documents(missing.map { tools[$0] }, filler: filler)
    var made: [Int: SkillIndex.Document] = [:]
    var documents: [SkillIndex.Document] = []
    documents.reserveCapacity(tools.count)
    var next = 0
    for position in tools.indices {
      if let document = known[position] {
        documents.append(document)
      } else {
        made[keys[position]] = computed[next]
        documents.append(computed[next])
        next += 1
      }
    }
    let built = IntentIndex(
      SkillIndex(tools, documents: documents), ids: tools.map(\.id),
      evidence: ValueEvidence(tools), acronyms: IntentIndex.acronyms(of: tools),
      compounds: IntentIndex.compounds(of: tools))
    remember(key: key, tools: tools, index: built, documents: made, keep: keys)
    return built
  }

  /// The documents of `tools`, in order, computed in chunks on all cores.
  static func documents(_ tools: [SkillDescriptor], filler: ParameterFiller)
    -> [SkillIndex.Document]
  {
    guard tools.count > 64 else {
      return tools.map { IntentIndex.document(for: $0, filler: filler) }
    }
    let chunks = min(ProcessInfo.processInfo.activeProcessorCount * 4, tools.count / 16)
    let size = (tools.count + chunks - 1) / chunks
    let results = Mutex([[SkillIndex.Document]](repeating: [], count: chunks))
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      let range = (chunk * size)..<min(tools.count, (chunk + 1) * size)
      let part = tools[range].map { IntentIndex.document(for: $0, filler: filler) }
      results.withLock { $0[chunk] = part }
    }
    return results.withLock { $0.flatMap { $0 } }
  }

  private func remember(
    key: Int, tools: [SkillDescriptor], index: IntentIndex,
    documents: [Int: SkillIndex.Document], keep: [Int]
  ) {
    state.withLock { state in
      state.entries.removeAll { $0.key == key }
      state.entries.append((key, tools, index))
      if state.entries.count > Self.capacity {
        state.entries.removeFirst(state.entries.count - Self.capacity)
      }
      state.documents.merge(documents) { new, _ in new }
      // Bounded: documents of skills no cached registry has are dropped once they outnumber
      // the current registry's.
      if state.documents.count > 2 * keep.count + 64 {
        var live = Set(keep)
        for entry in state.entries { live.formUnion(entry.tools.map(Self.key)) }
        state.documents = state.documents.filter { live.contains($0.key) }
      }
    }
  }
}
