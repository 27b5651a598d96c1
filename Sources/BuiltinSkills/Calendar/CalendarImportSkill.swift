import Foundation
import SkillKit

/// `calendar.import`: the events of an `.ics` file of the workspace, added (or updated by UID).
public struct CalendarImportSkill: Skill {
  let repository: any CalendarRepository

  public init(repository: any CalendarRepository) {
    self.repository = repository
  }

  public var descriptor: SkillDescriptor {
    var descriptor = SkillDescriptor(
      id: "calendar.import",
      displayName: "导入日历",
      description:
        "Imports the events of an iCalendar (.ics) file of the workspace into the user's "
        + "calendar; an event already imported (same UID) is updated. Says how many events it "
        + "read and skipped, and why. 从 .ics 文件导入日程。",
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
      ], localizedDisplayNames: ["en": "Import calendar"])
    descriptor.workspaceUse = .reads
    return descriptor
  }

  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let workspace = context.workspace else { throw WorkspaceSkills.noWorkspace }
    guard let raw = input.string("path") else { throw SkillError("path is required") }
    let path = try workspace.resolve(raw, writing: false)
    context.step(.readFile, ["path": path.relative])
    if case .file(let size) = FileIO.kind(path.resolved), size > ICalendar.maxFileBytes {
      throw SkillError(
        "\(path.relative) is \(FileIO.sizeText(size)), over the "
          + "\(FileIO.sizeText(ICalendar.maxFileBytes)) an .ics import takes",
        fix: "split the file, or export a shorter range from the other program")
    }
    guard let bytes = try FileIO.readBytes(path.resolved, shown: path.relative) else {
      throw SkillError("\(path.relative) does not exist", fix: "files.glob lists the files")
    }
    let text = try FileIO.text(bytes, shown: path.relative)
    let reading: ICalendar.Reading
    do {
      reading = try ICalendar.read(text, zone: context.timeZone, now: context.now)
    } catch let failure as ICalendar.Failure {
      throw SkillError("\(path.relative): \(failure.description)", fix: "nothing was imported")
    }
    try context.checkCancellation()
    context.step(.writeEvents, ["count": "\(reading.events.count)"])
    let added = try await repository.importEvents(reading.events)
    if let location = repository.location { context.persisted(path: location) }
    var content =
      "Read \(reading.events.count) event\(reading.events.count == 1 ? "" : "s") from "
      + "\(path.relative): \(added) new, \(reading.events.count - added) updated; "
      + "skipped \(reading.skipped.count)."
    if !reading.skipped.isEmpty {
      content += "\n" + reading.skipped.prefix(20).joined(separator: "\n")
      if reading.skipped.count > 20 { content += "\n… \(reading.skipped.count - 20) more" }
    }
    let kept = reading.events.filter { !$0.extra.isEmpty }.count
    if kept > 0 {
      content +=
        "\n\(kept) event\(kept == 1 ? "" : "s") kept properties ask does not show "
        + "(repeat rules, attendees, alarms); they are written back on export."
    }
    return SkillResult(
      content: content,
      data: [
        "path": .string(path.relative), "read": .integer(reading.events.count),
        "added": .integer(added), "updated": .integer(reading.events.count - added),
        "skipped": .integer(reading.skipped.count),
        "reasons": .array(reading.skipped.prefix(100).map(JSONValue.string)),
      ],
      summary: "\(reading.events.count) read · \(reading.skipped.count) skipped")
  }
}
