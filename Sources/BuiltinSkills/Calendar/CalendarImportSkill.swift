import AgentCore
import Foundation
import SkillKit

/// `calendar.import`: the events of an `.ics` file of the workspace, added (or updated by UID).
public struct CalendarImportSkill: Skill {
  let repository: any CalendarRepository

  /// The skill over `repository`.
  public init(repository: any CalendarRepository) {
    self.repository = repository
  }

  /// The skill's declaration: id, description, input schema and permission level.
  public var descriptor: SkillDescriptor {
    var descriptor = SkillDescriptor(
      id: "calendar.import",
      displayName: "导入日历",
      description:
        "Imports the events of an iCalendar (.ics) file of the workspace into the user's "
        + "calendar; an event already imported (same UID) is updated. Says how many events it "
        + "read and skipped, and why.",
      inputFields: [
        InputField(
          name: "path", type: .path, required: true, description: "The .ics file", minLength: 1)
      ],
      permissionLevel: .userConfirmation,
      requiredAuthorizations: [CalendarText.authorization],
      estimatedDuration: 1,
      iconName: "square.and.arrow.down",
      examples: [
        "导入日历文件 work.ics", "把 calendar.ics 导入日历", "import events from work.ics",
        "import the calendar file holidays.ics",
      ], localizedDisplayNames: ["en": "Import calendar"],
      localizedFieldDescriptions: BuiltinFieldWords.localized("calendar.import"),
      localizedDescriptions: ["zh": "从 .ics 文件导入日程。"])
    descriptor.workspaceUse = .reads
    return descriptor
  }

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let workspace = context.workspace else { throw WorkspaceSkills.noWorkspace }
    guard let raw = input.string("path") else {
      throw BuiltinProblem.required.error(["field": "path"])
    }
    let path = try workspace.resolve(raw, writing: false)
    context.step(.readFile, ["path": path.relative])
    if case .file(let size) = FileIO.kind(path.resolved), size > ICalendar.maxFileBytes {
      throw BuiltinProblem.icsTooBig.error(
        [
          "path": path.relative, "size": FileIO.sizeText(size),
          "limit": FileIO.sizeText(ICalendar.maxFileBytes),
        ], fix: .fixIcsTooBig)
    }
    guard let bytes = try FileIO.readBytes(path.resolved, shown: path.relative) else {
      throw BuiltinProblem.doesNotExist.error(["path": path.relative], fix: .fixGlobLists)
    }
    let text = try FileIO.text(bytes, shown: path.relative)
    let reading: ICalendar.Reading
    do {
      reading = try ICalendar.read(text, zone: context.timeZone, now: context.now)
    } catch let failure as ICalendar.Failure {
      throw BuiltinProblem.icsUnreadable.error(
        ["path": path.relative, "failure": failure.description], fix: .fixNothingImported)
    }
    try context.checkCancellation()
    context.step(.writeEvents, ["count": "\(reading.events.count)"])
    let added = try await repository.importEvents(reading.events)
    if let location = repository.location { context.persisted(path: location) }
    let counts = [
      "count": "\(reading.events.count)", "path": path.relative, "added": "\(added)",
      "updated": "\(reading.events.count - added)", "skipped": "\(reading.skipped.count)",
    ]
    var content = context.say(.eventsRead, counts)
    if !reading.skipped.isEmpty {
      content += "\n" + reading.skipped.prefix(20).joined(separator: "\n")
      if reading.skipped.count > 20 {
        content += "\n" + context.say(.moreSkipped, ["count": "\(reading.skipped.count - 20)"])
      }
    }
    let kept = reading.events.filter { !$0.extra.isEmpty }.count
    if kept > 0 { content += "\n" + context.say(.eventsKept, ["count": "\(kept)"]) }
    return SkillResult(
      content: content,
      data: [
        "path": .string(path.relative), "read": .integer(reading.events.count),
        "added": .integer(added), "updated": .integer(reading.events.count - added),
        "skipped": .integer(reading.skipped.count),
        "reasons": .array(reading.skipped.prefix(100).map(JSONValue.string)),
      ],
      summary: context.say(.eventsReadSummary, counts))
  }
}
