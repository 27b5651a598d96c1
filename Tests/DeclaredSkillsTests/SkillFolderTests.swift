import Foundation
import SkillKit
import Testing

@testable import DeclaredSkills

/// SKILL.md front matter and folders: what parses, and what each mistake says.
struct SkillFolderTests {
  @Test func theFrontMatterSubsetParses() throws {
    let text = """
      ---
      name: pdf-tips  # a comment
      description: >
        Folded over
        two lines.
      literal: |
        line one
          indented
      quoted: "a: b \\u00e9"
      single: 'it''s'
      number: 3
      flag: true
      nothing:
      metadata:
        author: me
        nested:
          deep: yes
      list:
        - one
        - "two"
      flow: {"type": "object",
        "properties": {}}
      yamlflow: [pdf, "two words", 3, {author: me, n: 2}]
      yamlmap: {tags: [a, b],
        draft: false}
      ---
      # Body
      text
      """
    let (front, body) = try FrontMatter.split(text)
    #expect(front["name"] == "pdf-tips")
    #expect(front["description"] == "Folded over two lines.")
    #expect(front["literal"] == "line one\n  indented")
    #expect(front["quoted"] == "a: b é")
    #expect(front["single"] == "it's")
    #expect(front["number"] == 3)
    #expect(front["flag"] == true)
    #expect(front["nothing"] == .null)
    #expect(front["metadata"]?["nested"]?["deep"] == "yes")
    #expect(front["list"] == ["one", "two"])
    #expect(front["flow"]?["type"] == "object")
    #expect(front["yamlflow"] == ["pdf", "two words", 3, ["author": "me", "n": 2]])
    #expect(front["yamlmap"] == ["tags": ["a", "b"], "draft": false])
    #expect(body == "# Body\ntext")
  }

  struct Broken: Sendable, CustomTestStringConvertible {
    var text: String
    var expected: String
    var testDescription: String { expected }
  }

  static let broken: [Broken] = [
    Broken(text: "name: x\n", expected: "line 1: a SKILL.md starts with a --- line"),
    Broken(text: "---\nname: x\n", expected: "has no closing --- line"),
    Broken(text: "---\nname: x\njust words\n---\n", expected: "line 3: expected key: value"),
    Broken(text: "---\nname: x\nname: y\n---\n", expected: "line 3, key \"name\": appears twice"),
    Broken(
      text: "---\nname: x\nrun: {\"command\": [\n---\n",
      expected: "line 3, key \"run\": a { or [ value must be JSON or YAML flow"),
    Broken(
      text: "---\nq: \"open\n---\n",
      expected: "line 2, key \"q\": a double-quoted string is not closed"),
    Broken(
      text: "---\nmeta:\n  a: 1\n    b: 2\n---\n",
      expected: "line 4, key \"meta\": unexpected indentation"),
  ]

  @Test(arguments: broken)
  func aFrontMatterMistakeNamesTheLineAndKey(_ testCase: Broken) {
    do {
      _ = try FrontMatter.split(testCase.text)
      Issue.record("expected an error")
    } catch {
      #expect("\(error)".contains(testCase.expected), "\(error)")
    }
  }

  @Test func namesFollowTheAgentSkillsRule() {
    for good in ["pdf", "pdf-tips", "a1-b2", String(repeating: "a", count: 64)] {
      #expect(SkillFolder.isValidName(good), "\(good)")
    }
    for bad in [
      "", "-pdf", "pdf-", "pdf--tips", "PDF", "pdf_tips", "pdf.tips",
      String(repeating: "a", count: 65),
    ] {
      #expect(!SkillFolder.isValidName(bad), "\(bad)")
    }
  }

  func folder(_ name: String, _ skillMD: String) throws -> String {
    let root = NSTemporaryDirectory() + "skill-folder-\(UUID().uuidString.prefix(8))/\(name)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try skillMD.write(toFile: root + "/SKILL.md", atomically: true, encoding: .utf8)
    return root
  }

  @Test func aFolderDeclarationIsCheckedKeyByKey() throws {
    let mismatch = try folder("tips", "---\nname: other\ndescription: d\n---\n")
    #expect(
      "\(SkillFolder.read(mismatch + "/SKILL.md"))".contains(
        #""other" must match its folder's name "tips""#))
    let unknown = try folder("tips", "---\nname: tips\ndescription: d\ncolour: red\n---\n")
    #expect(
      "\(SkillFolder.read(unknown + "/SKILL.md"))".contains("colour: unknown front matter key"))
    let noDescription = try folder("tips", "---\nname: tips\n---\n")
    #expect("\(SkillFolder.read(noDescription + "/SKILL.md"))".contains("description: required"))
    let level = try folder(
      "tips",
      "---\nname: tips\ndescription: d\npermission-level: admin\nrun:\n  command: [\"python3\"]\n---\n"
    )
    #expect(
      "\(SkillFolder.read(level + "/SKILL.md"))".contains(
        "permission-level: \"admin\" is not a permission level"))
    let schemaWithoutRun = try folder(
      "tips", "---\nname: tips\ndescription: d\ninput-schema: {}\n---\n")
    #expect("\(SkillFolder.read(schemaWithoutRun + "/SKILL.md"))".contains("applies only with run"))
  }

  /// The input schema's properties keep the order written, in YAML or in JSON flow: the
  /// planner gives numbers said in a row (`120/80`) to the fields in that order.
  @Test func aFoldersFieldsKeepTheOrderWritten() throws {
    let yaml = try folder(
      "bp",
      "---\nname: bp\ndescription: d\nrun:\n  command: [\"python3\"]\ninput-schema:\n"
        + "  type: object\n  properties:\n    systolic:\n      type: integer\n"
        + "    diastolic:\n      type: integer\n    note:\n      type: string\n---\n")
    let flow = try folder(
      "size",
      "---\nname: size\ndescription: d\nrun:\n  command: [\"python3\"]\ninput-schema: {\"type\": \"object\",\n"
        + "  \"properties\": {\"width\": {\"type\": \"integer\"}, \"height\": {\"type\": \"integer\"}}}\n---\n"
    )
    for (path, expected) in [
      (yaml, ["systolic", "diastolic", "note"]), (flow, ["width", "height"]),
    ] {
      guard case .success(let declaration) = SkillFolder.read(path + "/SKILL.md") else {
        Issue.record("\(SkillFolder.read(path + "/SKILL.md"))")
        continue
      }
      #expect(declaration.descriptor.inputFields.map(\.name) == expected)
    }
  }

  @Test func aScriptFolderDeclaresWhatItAsksBeyondItsSandbox() throws {
    let widened = try folder(
      "fetcher",
      "---\nname: fetcher\ndescription: d\nrun:\n  command: [\"python3\"]\nsandbox:\n  network: true\n"
        + "  write: [\"/var/cache/fetcher\"]\n---\n")
    guard case .success(let declaration) = SkillFolder.read(widened + "/SKILL.md") else {
      Issue.record("\(SkillFolder.read(widened + "/SKILL.md"))")
      return
    }
    #expect(
      declaration.descriptor.sandbox
        == SandboxWidening(network: true, write: ["/var/cache/fetcher"]))
    let plain = try folder(
      "plain", "---\nname: plain\ndescription: d\nrun:\n  command: [\"python3\"]\n---\n")
    guard case .success(let script) = SkillFolder.read(plain + "/SKILL.md") else {
      Issue.record("\(SkillFolder.read(plain + "/SKILL.md"))")
      return
    }
    #expect(
      script.descriptor.sandbox == SandboxWidening(), "a script runs sandboxed, widened by nothing")
    let escaping = try folder(
      "bad",
      "---\nname: bad\ndescription: d\nrun:\n  command: [\"python3\"]\nsandbox:\n  read: [\"/a/../etc\"]\n---\n"
    )
    #expect("\(SkillFolder.read(escaping + "/SKILL.md"))".contains("sandbox.read"))
    let noRun = try folder(
      "norun", "---\nname: norun\ndescription: d\nsandbox:\n  network: true\n---\n")
    #expect(
      "\(SkillFolder.read(noRun + "/SKILL.md"))".contains("a sandbox is for a skill with a \"run\"")
    )
  }

  @Test func filesAreReadOnlyInsideTheFolder() async throws {
    let root = try folder("tips", "---\nname: tips\ndescription: Tips.\n---\nThe body.\n")
    try FileManager.default.createDirectory(
      atPath: root + "/references", withIntermediateDirectories: true)
    try "guide".write(toFile: root + "/references/guide.md", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/references/out.md", withDestinationPath: "/etc/hostname")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/references/in.md", withDestinationPath: root + "/references/guide.md")
    let declaration = try SkillFolder.read(root + "/SKILL.md").get()
    let skill = FolderSkill(
      descriptor: declaration.descriptor, instructions: declaration.instructions ?? "", folder: root
    )
    let context = SkillContext(
      toolUseID: "t", startedAt: Date(), timeZone: .current, uptime: { .zero }, sink: { _ in })
    let activated = try await skill.execute(SkillInput([:]), context: context)
    #expect(activated.content.hasPrefix("The body."))
    #expect(activated.content.contains("- references/guide.md"))
    let read = try await skill.execute(
      SkillInput(["file": "references/guide.md"]), context: context)
    #expect(read.content == "guide")
    let inside = try await skill.execute(SkillInput(["file": "references/in.md"]), context: context)
    #expect(inside.content == "guide", "a link that stays inside is fine")
    for escape in [
      "references/out.md", "../tips/SKILL.md", "/etc/hostname", "references/../../x", "nope.md",
    ] {
      await #expect(throws: SkillError.self, "\(escape)") {
        _ = try await skill.execute(SkillInput(["file": .string(escape)]), context: context)
      }
    }
  }
}
