import Foundation
import SkillKit
import Synchronization

/// A skill that works in steps, checking cancellation between them, and records what it saw.
public final class SteppingSkill: Skill {
  /// The skill's declaration.
  public let descriptor: SkillDescriptor
  private let steps: Int
  private let stepDuration: Duration
  private let log = Mutex<[String]>([])

  /// A skill `id` at `level` that takes `steps` steps of `stepDuration` each.
  public init(
    id: String, level: PermissionLevel = .normal, steps: Int = 3,
    stepDuration: Duration = .milliseconds(10), fields: [InputField] = [],
    authorizations: [String] = []
  ) {
    self.descriptor = SkillDescriptor(
      id: id, displayName: id, description: "test skill \(id)", inputFields: fields,
      permissionLevel: level, requiredAuthorizations: authorizations)
    self.steps = steps
    self.stepDuration = stepDuration
  }

  /// `started`, `step N`, `finished` or `cancelled`, in order.
  public var events: [String] { log.withLock { $0 } }

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    log.withLock { $0.append("started") }
    for step in 1...max(steps, 1) {
      context.step("step \(step)")
      context.progress(Double(step) / Double(steps))
      try? await Task.sleep(for: stepDuration)
      do {
        try context.checkCancellation()
      } catch {
        log.withLock { $0.append("cancelled") }
        throw error
      }
      log.withLock { $0.append("step \(step)") }
    }
    log.withLock { $0.append("finished") }
    return SkillResult(
      content: "\(descriptor.id) done with \(JSONValue.object(input.values).jsonString)")
  }
}

/// A skill that always throws `SkillError(message)`.
public struct FailingSkill: Skill {
  /// The skill's declaration.
  public let descriptor: SkillDescriptor
  let message: String

  /// A skill `id` that always fails with `message`.
  public init(id: String, message: String) {
    self.descriptor = SkillDescriptor(id: id, displayName: id, description: "always fails")
    self.message = message
  }

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    throw SkillError(message)
  }
}
