import AgentCore
import Foundation
import SkillKit
import Testing

@testable import DeclaredSkills
@testable import ModelProviders

extension PlannerSuites {
  /// Numbers said in a row with nothing to tell them apart (`120/80`, `118 over 76`) go to a
  /// skill's number fields in the order its file wrote them — not by name, which put the 80 in
  /// `systolic` and the 120 in `diastolic`.
  struct PlannerWrittenOrderTests {
    static func loaded(_ declaration: String) throws -> SkillDescriptor {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("written-order-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent("skills.json").path
      try Data(declaration.utf8).write(to: URL(fileURLWithPath: path))
      switch SkillFileLoader.read(path, lookPath: { $0 == "true" ? "/bin/true" : nil }) {
      case .success(let declarations): return try #require(declarations.first).descriptor
      case .failure(let error): throw error
      }
    }

    @Test(arguments: [
      ("log my blood pressure 120/80", 120, 80), ("bp reading: 118 over 76", 118, 76),
      ("血压 135 85，记一下", 135, 85),
    ])
    func numbersInARowFollowTheWrittenOrder(_ request: String, _ upper: Int, _ lower: Int) throws {
      let skill = try Self.loaded(
        #"""
        {"skills": [{"id": "bp.log", "display_name": "Blood pressure",
          "description": "Logs a blood pressure reading.",
          "input_schema": {"type": "object", "properties": {
            "systolic": {"type": "integer", "minimum": 60, "maximum": 250, "description": "Systolic value"},
            "diastolic": {"type": "integer", "minimum": 30, "maximum": 150, "description": "Diastolic value"}},
            "required": ["systolic", "diastolic"]},
          "run": {"command": ["true"]}}]}
        """#)
      #expect(skill.inputFields.map(\.name) == ["systolic", "diastolic"])
      let values = try PlannerValueWordsTests.values(request, for: skill)
      #expect(values["systolic"] == .integer(upper), "\(values)")
      #expect(values["diastolic"] == .integer(lower), "\(values)")
    }

    @Test func aPairOfSizesFollowsTheWrittenOrder() throws {
      let skill = try Self.loaded(
        #"""
        {"id": "image.resize", "description": "Resizes an image.",
          "input_schema": {"type": "object", "properties": {
            "width": {"type": "integer", "description": "Pixels"},
            "height": {"type": "integer", "description": "Pixels"}}},
          "run": {"command": ["true"]}}
        """#)
      #expect(skill.inputFields.map(\.name) == ["width", "height"])
      let values = try PlannerValueWordsTests.values("resize the image to 1920 by 1080", for: skill)
      #expect(values["width"] == .integer(1920), "\(values)")
      #expect(values["height"] == .integer(1080), "\(values)")
    }
  }
}
