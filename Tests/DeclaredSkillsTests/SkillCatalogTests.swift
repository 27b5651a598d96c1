import Foundation
import SkillKit
import Testing

@testable import DeclaredSkills

/// The catalog re-reads what changed — a folder created late, in-place edits, a file that
/// turns invalid, deletions, SKILL.md edits — and reports each problem once.
struct SkillCatalogTests {
  let root = NSTemporaryDirectory() + "catalog-\(UUID().uuidString.prefix(8))"
  var folder: String { root + "/skills" }

  func skillFile(_ id: String, description: String = "A skill.") -> String {
    #"{"id":"\#(id)","description":"\#(description)","permission_level":"normal","run":{"command":["python3","-c","print(1)"]}}"#
  }

  func write(_ text: String, to name: String) throws {
    try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
  }

  func appendInPlace(_ text: String, to name: String) throws {
    let handle = try #require(FileHandle(forWritingAtPath: folder + "/" + name))
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }

  func ids(_ snapshot: SkillSnapshot) -> [String] { snapshot.registry.descriptors.map(\.id) }

  @Test func changesAreSeenAtTheNextSnapshot() throws {
    var state = SkillCatalogState(base: [], folders: [folder])
    let empty = state.snapshot()
    #expect(ids(empty).isEmpty, "the folder does not exist yet")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try write(skillFile("a.one"), to: "a.json")
    let added = state.snapshot()
    #expect(ids(added) == ["a.one"])
    #expect(added.generation > empty.generation)
    #expect(state.snapshot().generation == added.generation, "nothing changed: same generation")

    try appendInPlace(skillFile("a.one", description: "Edited in place."), to: "a.json")
    let edited = state.snapshot()
    #expect(edited.registry.skill("a.one")?.descriptor.description == "Edited in place.")

    try appendInPlace("{ broken", to: "a.json")
    let broken = state.snapshot()
    #expect(ids(broken) == ["a.one"], "the last good version stays")
    #expect(broken.problems.count == 1)
    #expect(broken.problems.first?.contains("a.json: not valid JSON") == true)
    #expect(state.snapshot().problems.isEmpty, "reported once")

    try FileManager.default.createDirectory(
      atPath: folder + "/tips", withIntermediateDirectories: true)
    try write("---\nname: tips\ndescription: First.\n---\nbody\n", to: "tips/SKILL.md")
    #expect(state.snapshot().registry.skill("tips")?.descriptor.description == "First.")
    try appendInPlace("---\nname: tips\ndescription: Second.\n---\nbody\n", to: "tips/SKILL.md")
    #expect(state.snapshot().registry.skill("tips")?.descriptor.description == "Second.")

    try FileManager.default.removeItem(atPath: folder + "/a.json")
    #expect(ids(state.snapshot()) == ["tips"])
    try? FileManager.default.removeItem(atPath: root)
  }

  @Test func aClashWithABuiltinIsNamedAndTheBuiltinStays() throws {
    struct Builtin: Skill {
      let descriptor = SkillDescriptor(id: "time.now", displayName: "now", description: "Built in.")
      func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
        SkillResult(content: "")
      }
    }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try write(skillFile("time.now", description: "Shadow."), to: "clash.json")
    var state = SkillCatalogState(base: [Builtin()], folders: [folder])
    let snapshot = state.snapshot()
    #expect(snapshot.registry.skill("time.now")?.descriptor.description == "Built in.")
    #expect(
      snapshot.problems.contains {
        $0.contains("clash.json: time.now clashes with the built-in skill time.now")
      })
    try? FileManager.default.removeItem(atPath: root)
  }
}
