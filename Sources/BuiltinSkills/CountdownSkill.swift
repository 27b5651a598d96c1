import Foundation
import SkillKit

/// `demo.countdown`: waits a number of seconds, reporting progress every tenth of the way.
///
/// A demonstration of a slow, cancellable skill (enabled with `ASK_DEMO_SKILLS=1`).
public struct CountdownSkill: Skill {
  /// The skill.
  public init() {}

  /// The skill's declaration: id, description, input schema and permission level.
  public let descriptor = SkillDescriptor(
    id: "demo.countdown",
    displayName: "倒计时",
    description:
      "Counts down a number of seconds, showing progress; for trying out progress and "
      + "cancellation.",
    inputFields: [
      InputField(
        name: "seconds", type: .integer, required: true, description: "How long to count",
        minimum: 1, maximum: 600)
    ],
    estimatedDuration: 5,
    iconName: "timer",
    examples: ["倒计时 10 秒", "倒数 5 秒", "count down 10 seconds", "start a countdown of 30 seconds"],
    localizedDisplayNames: ["en": "Countdown"],
    localizedFieldDescriptions: BuiltinFieldWords.localized("demo.countdown"),
    localizedDescriptions: ["zh": "倒计时若干秒并显示进度。"])

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    let total = max(1, input.int("seconds") ?? 1)
    let steps = 10
    for step in 1...steps {
      context.step(.secondsLeft, ["seconds": "\(total - total * (step - 1) / steps)"])
      try await Task.sleep(for: .milliseconds(total * 1000 / steps))
      try context.checkCancellation()
      context.progress(Double(step) / Double(steps))
    }
    return SkillResult(
      content: context.say(.countedDown, ["count": "\(total)"]),
      summary: context.say(.secondsSummary, ["count": "\(total)"]))
  }
}
