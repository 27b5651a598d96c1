import AgentTestSupport
import BuiltinSkills
import Foundation
import LocalFileSystem
import SkillKit
import Synchronization
import Testing

/// Output that never ends its line still reaches the card while the command runs.
struct ShellPartialLineTests {
  @Test func aLineWithoutItsNewlineIsShownWhileTheCommandRuns() async throws {
    let folder = try WorkspaceSkillTests.Folder()
    let events = WorkspaceSkillTests.Events()
    var context = SkillContext(
      toolUseID: "t", startedAt: Date(), timeZone: .gmt, uptime: { .zero },
      sink: { event in events.list.withLock { $0.append(event) } })
    context.workspace = WorkspaceAccess(root: folder.path, fileSystem: SystemFileSystem())
    let running = context
    let task = Task {
      try await ShellRunSkill().execute(
        SkillInput(["command": "printf 'working...'; sleep 30"]), context: running)
    }
    try await waitUntil("the partial line is shown", timeout: .seconds(60)) {
      events.output.contains { $0.1 == "working..." }
    }
    #expect(events.output.map(\.1) == ["working..."], "shown before any newline or the end")
    task.cancel()
    _ = await task.result
  }
}
