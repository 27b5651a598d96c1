import AgentCore
import Foundation
import SkillKit

/// `calendar.export`: the events of a range written to an `.ics` file of the workspace (shown
/// as a diff first, checkpointed for undo).
public struct CalendarExportSkill: PreviewingSkill {
  let repository: any CalendarRepository

  /// The skill over `repository`.
  public init(repository: any CalendarRepository) {
    self.repository = repository
  }

  /// The skill's declaration: id, description, input schema and permission level.
  public var descriptor: SkillDescriptor {
    var descriptor = SkillDescriptor(
      id: "calendar.export",
      displayName: "导出日历",
      description:
        "Writes the user's calendar events (all, or those overlapping from…to) to an "
        + "iCalendar (.ics) file in the workspace that other calendar programs import.",
      inputFields: [
        InputField(
          name: "path", type: .path, required: true, description: "The .ics file to write",
          minLength: 1),
        InputField(name: "from", type: .dateTime, description: "Start of the range"),
        InputField(name: "to", type: .dateTime, description: "End of the range"),
      ],
      permissionLevel: .userConfirmation,
      requiredAuthorizations: [CalendarText.authorization],
      estimatedDuration: 1,
      iconName: "square.and.arrow.up",
      examples: [
        "把日历导出到 calendar.ics", "导出日程为 ics 文件", "export my calendar to calendar.ics",
        "save my events as an ics file",
      ], localizedDisplayNames: ["en": "Export calendar"],
      localizedFieldDescriptions: BuiltinFieldWords.localized("calendar.export"),
      localizedDescriptions: ["zh": "把日程导出为 .ics 文件。"])
    descriptor.workspaceUse = .writes
    return descriptor
  }

  private func plan(_ input: SkillInput, workspace: WorkspaceAccess, stamp: Date) async throws
    -> (FileChange, Int)
  {
    guard let raw = input.string("path") else {
      throw BuiltinProblem.required.error(["field": "path"])
    }
    let events = try await repository.events(
      from: input.date("from"), to: input.date("to"), query: nil)
    let text = ICalendar.write(events, stamp: stamp)
    return (try FileChange.plan(raw, workspace: workspace) { _ in text }, events.count)
  }

  /// The change the call would make, for the permission card to show; nothing is written.
  public func preview(_ input: SkillInput, workspace: WorkspaceAccess) async throws
    -> SkillPreview
  {
    try await plan(input, workspace: workspace, stamp: Date()).0.preview
  }

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let workspace = context.workspace else { throw WorkspaceSkills.noWorkspace }
    if let raw = input.string("path") {
      try FileChange.verifyApproval(raw, workspace: workspace, context: context)
    }
    context.step(.readEvents)
    let (change, count) = try await plan(input, workspace: workspace, stamp: context.now)
    _ = try await change.apply(context: context, workspace: workspace)
    let values = ["count": "\(count)", "path": change.path.relative]
    return SkillResult(
      content: context.say(.eventsWritten, values),
      data: ["path": .string(change.path.relative), "events": .integer(count)],
      summary: context.say(.eventsWrittenSummary, values))
  }
}
