import Foundation
import SkillKit
import Testing

private struct StubSkill: Skill {
  let descriptor: SkillDescriptor
  let answer: String

  init(_ id: String, answer: String = "ok") {
    descriptor = SkillDescriptor(id: id, displayName: id, description: "stub \(id)")
    self.answer = answer
  }

  func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    SkillResult(content: answer)
  }
}

struct SkillRegistryTests {
  @Test func registersListsAndLooksUpInOrder() throws {
    let registry = try SkillRegistry([StubSkill("b.one"), StubSkill("a.two")])
    #expect(registry.descriptors.map(\.id) == ["b.one", "a.two"])
    #expect(registry.skill("a.two")?.descriptor.id == "a.two")
    #expect(registry.skill("c.three") == nil)
  }

  @Test func duplicateIDIsAnError() throws {
    var registry = try SkillRegistry([StubSkill("todo.add")])
    #expect(throws: SkillRegistry.RegistryError.duplicateID("todo.add")) {
      try registry.register(StubSkill("todo.add"))
    }
    #expect(registry.descriptors.count == 1)
  }

  @Test func invalidIDsAreRefused() {
    for id in ["", "Todo.Add", "todo..add", "todo add", ".x", "x.", "待办.add"] {
      #expect(throws: SkillRegistry.RegistryError.invalidID(id)) {
        _ = try SkillRegistry([StubSkill(id)])
      }
    }
  }

  @Test func replaceKeepsThePlaceAndSwapsTheCode() async throws {
    var registry = try SkillRegistry([StubSkill("a.x", answer: "old"), StubSkill("b.y")])
    try registry.replace(StubSkill("a.x", answer: "new"))
    #expect(registry.descriptors.map(\.id) == ["a.x", "b.y"])
    let context = SkillContext(
      toolUseID: "t", startedAt: Date(), timeZone: .current, uptime: { .zero }, sink: { _ in })
    let result = try await registry.skill("a.x")?.execute(SkillInput([:]), context: context)
    #expect(result?.content == "new")
    #expect(throws: SkillRegistry.RegistryError.unknownID("zz.top")) {
      try registry.replace(StubSkill("zz.top"))
    }
  }

  @Test func unregisterRemoves() throws {
    var registry = try SkillRegistry([StubSkill("a.x"), StubSkill("b.y")])
    try registry.unregister("a.x")
    #expect(registry.descriptors.map(\.id) == ["b.y"])
    #expect(throws: SkillRegistry.RegistryError.unknownID("a.x")) { try registry.unregister("a.x") }
  }

  @Test func manifestDisablesAndEnables() throws {
    var registry = try SkillRegistry([StubSkill("a.x"), StubSkill("b.y")])
    let manifest = try SkillManifest.parse(
      Data(#"{"skills":[{"id":"a.x","enabled":false},{"id":"b.y"}]}"#.utf8), file: "skills.json")
    try manifest.apply(to: &registry, file: "skills.json")
    #expect(registry.descriptors.map(\.id) == ["b.y"])
    #expect(registry.skill("a.x") == nil)
    #expect(registry.isDisabled("a.x"))
    #expect(registry.allDescriptors.map(\.enabled) == [false, true])
  }

  @Test(arguments: [
    (#"{"skills":"#, "skills.json: not valid JSON"),
    (#"{"tools":[]}"#, #"skills.json: expected an object with a "skills" array"#),
    (
      #"{"skills":[{"id":"a.x"},{"enabled":true}]}"#,
      #"skills.json: skills[1]: missing string "id""#
    ),
    (
      #"{"skills":[{"id":"a.x","enabled":"no"}]}"#,
      #"skills.json: skills[0] (a.x): "enabled" must be true or false"#
    ),
    (#"{"skills":[{"id":"a.x"},{"id":"a.x"}]}"#, "skills.json: skills[1] (a.x): listed twice"),
  ])
  func malformedManifestNamesFileAndEntry(_ text: String, _ message: String) {
    #expect(throws: SkillManifest.ManifestError.self) {
      try SkillManifest.parse(Data(text.utf8), file: "skills.json")
    }
    do {
      _ = try SkillManifest.parse(Data(text.utf8), file: "skills.json")
    } catch {
      #expect(String(describing: error) == message)
    }
  }

  @Test func manifestWithUnknownIDChangesNothing() throws {
    var registry = try SkillRegistry([StubSkill("a.x"), StubSkill("b.y")])
    let manifest = try SkillManifest.parse(
      Data(#"{"skills":[{"id":"a.x","enabled":false},{"id":"nope.z","enabled":false}]}"#.utf8),
      file: "m.json")
    #expect(throws: SkillManifest.ManifestError.self) {
      try manifest.apply(to: &registry, file: "m.json")
    }
    #expect(registry.descriptors.map(\.id) == ["a.x", "b.y"])
  }
}
