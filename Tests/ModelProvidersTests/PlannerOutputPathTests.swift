import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// A path field for an output takes the path said after `into` / `as` / `to` / `-o` / `成`,
  /// and no other; the input takes the first path left — on skills written for this test.
  struct PlannerOutputPathTests {
    static let convert = PlannerValueWordsTests.skill(
      "image.convert", "Converts an image to another format.",
      #"{"type":"object","properties":{"source":{"type":"string","format":"path","description":"Image to convert"},"destination":{"type":"string","format":"path","description":"Where to write it"}},"required":["source","destination"]}"#
    )
    static let zip = PlannerValueWordsTests.skill(
      "zip.make", "Zips files.",
      #"{"type":"object","properties":{"output":{"type":"string","format":"path","description":"Archive to write"}},"required":["output"]}"#
    )

    @Test func theOutputIsThePathAfterInto() throws {
      for (text, source, destination) in [
        ("convert photo.heic into photo.jpg", "photo.heic", "photo.jpg"),
        ("save img/a.png as out/a.webp", "img/a.png", "out/a.webp"),
        ("把 scan.tiff 转成 scan.png", "scan.tiff", "scan.png"),
      ] {
        let values = try PlannerValueWordsTests.values(text, for: Self.convert)
        #expect(values["source"] == .string(source), "\(text): \(values)")
        #expect(values["destination"] == .string(destination), "\(text): \(values)")
      }
    }

    /// `zip a.txt b.txt` names what goes in, not the archive: the form asks for it.
    @Test func anUnmarkedPathIsNoOutput() throws {
      let values = try PlannerValueWordsTests.values("zip a.txt and b.txt", for: Self.zip)
      #expect(values["output"] == nil, "\(values)")
      let marked = try PlannerValueWordsTests.values(
        "zip a.txt and b.txt into both.zip", for: Self.zip)
      #expect(marked["output"] == "both.zip", "\(marked)")
    }
  }
}
