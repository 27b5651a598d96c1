import Foundation
import Testing

/// The docs a newcomer starts from stay true to the package: the architecture page names every
/// target, and every relative link in the README and docs/ leads to a file that exists.
struct AskDocsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theArchitecturePageNamesEveryTarget() throws {
    let manifest = try Self.read("Package.swift")
    let page = try Self.read("docs/ARCHITECTURE.md")
    // Every target of the manifest: `name: "X"` inside a target declaration.
    let pattern = try NSRegularExpression(
      pattern: #"\.(?:target|executableTarget|systemLibrary)\(\s*name: "([^"]+)""#)
    let range = NSRange(manifest.startIndex..., in: manifest)
    let names = pattern.matches(in: manifest, range: range).compactMap { match in
      Range(match.range(at: 1), in: manifest).map { String(manifest[$0]) }
    }
    #expect(names.count >= 25, "the manifest's targets were not found: \(names)")
    let unnamed = names.filter { name in
      !(page.contains("`\(name)`") || (name.hasPrefix("example-") && page.contains("`example-*`")))
    }
    #expect(unnamed.isEmpty, "docs/ARCHITECTURE.md does not name \(unnamed)")
  }

  @Test func everyRelativeLinkOfTheDocsLeadsToAFile() throws {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("docs").path
    ).filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
    #expect(docs.count >= 10)
    let link = try NSRegularExpression(pattern: #"\]\(([^)#\s]+)(?:#[^)]*)?\)"#)
    var broken: [String] = []
    for file in ["README.md", "BENCHMARKS.md"] + docs {
      let text = try Self.read(file)
      let folder = (file as NSString).deletingLastPathComponent
      for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let range = Range(match.range(at: 1), in: text) else { continue }
        let target = String(text[range])
        if target.contains("://") || target.hasPrefix("mailto:") { continue }
        let path = Self.root.appendingPathComponent(folder).appendingPathComponent(target).path
        if !FileManager.default.fileExists(atPath: path) { broken.append("\(file): \(target)") }
      }
    }
    #expect(broken.isEmpty, "links to nothing: \(broken)")
  }
}
