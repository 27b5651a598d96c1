import AgentCore
import Foundation
import SkillKit

/// Paths and globs: a path written out or named (`~/Photos`, `合同.docx`, `my Documents
/// folder`), a glob written out or a file type named (`all swift files`).
extension ParameterFiller {
  /// Common names of file types, for globs (`all Swift files` → `**/*.swift`).
  static let fileTypes: [String: String] = [
    "swift": "swift", "python": "py", "markdown": "md", "text": "txt", "javascript": "js",
    "typescript": "ts", "json": "json", "yaml": "yml", "c": "c", "header": "h", "shell": "sh",
    "html": "html", "css": "css", "rust": "rs", "go": "go", "java": "java", "csv": "csv",
    "ics": "ics", "log": "log",
  ]

  /// A glob field takes a glob written out (`*.md`, `src/**/*.swift`), or a file type named
  /// before "files" / "文件" (`all swift files`, `所有 md 文件`) as `**/*.type`.
  func fillGlob(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor
  ) {
    guard let field = skill.inputFields.first(where: { $0.type == .glob }),
      values[field.name] == nil
    else { return }
    if let written = text.range(
      of: #"[A-Za-z0-9_./-]*[*?][A-Za-z0-9_./*?{},-]*"#, options: .regularExpression)
    {
      values[field.name] = .string(String(text[written]))
      text = Self.removing(written, from: text)
      return
    }
    guard
      let named = text.range(
        of: #"\.?([A-Za-z0-9+#]{1,12})\s*(files?|文件)"#,
        options: [.regularExpression, .caseInsensitive])
    else { return }
    let word = String(text[named]).lowercased()
      .replacingOccurrences(of: #"\s*(files?|文件)$"#, with: "", options: .regularExpression)
      .trimmingCharacters(in: CharacterSet(charactersIn: "."))
    let type = Self.fileTypes[word] ?? word
    guard !["all", "the", "my", "any", "some", "these", "those"].contains(type) else { return }
    values[field.name] = .string("**/*." + type)
    text = Self.removing(named, from: text)
  }

  /// A path written out: with a `/` or an extension, rooted in `~/`, `./` or `../`, or a file
  /// name in any script set apart by a space.
  static let pathPattern =
    #"(?<![A-Za-z0-9_./~@-])(~|\.{1,2})?/?([A-Za-z0-9_.-]+/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.[A-Za-z0-9]{1,10}(?![A-Za-z0-9_/@-])|(?<![A-Za-z0-9_./~@-])(~|\.{1,2})?/?([A-Za-z0-9_.-]+/)+[A-Za-z0-9_.-]*|(?<![A-Za-z0-9_./~@-])(~|\.{1,2})/[A-Za-z0-9_.-]*[A-Za-z0-9_-](?![A-Za-z0-9_/@-])|(?<=\s)[\p{L}\p{N}_-][\p{L}\p{N}_.-]*\.[A-Za-z0-9]{1,10}(?![\p{L}\p{N}_/@-])"#

  /// Files known by a name without an extension: build and container files (`Makefile`,
  /// `Dockerfile`) and a project's notices in capitals (`README`, `LICENSE`).
  static let extensionlessNames =
    #"(?<![\w./~@-])(?:[Mm]akefile|GNUmakefile|Dockerfile|Containerfile|Gemfile|Rakefile|Procfile|Podfile|Brewfile|Justfile|Jenkinsfile|Vagrantfile|Pipfile|Caddyfile|Snakefile|README|LICENSE|LICENCE|CHANGELOG|CONTRIBUTING|AUTHORS|NOTICE|COPYING|CODEOWNERS)(?![\w./@-])"#

  /// Whether a path field is where something is written: named or described as an output, a
  /// destination or a target, or `输出` / `保存到` / `目标`.
  static func isOutput(_ field: InputField) -> Bool {
    let words = Set(FieldWords.all(of: field))
    return !words.isDisjoint(with: ["output", "destination", "dest", "target", "out"])
      || (words.contains("save") && words.contains("to"))
      || ["输出", "保存到", "目标"].contains(where: field.description.contains)
  }

  /// A path field takes the first word that looks like a path: with a `/` or an extension,
  /// rooted in `~/`, `./` or `../` (`~/Photos`), or a file name in any script set apart by a
  /// space (`合同.docx`); else a file known without an extension (`Makefile`, `README`); else a
  /// capitalised word that names a folder (`my Documents folder`,
  /// `Downloads 文件夹`). No part of an e-mail address is a path (`bob@corp.io`,
  /// `bob.smith@example.org`).
  func fillPath(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor
  ) {
    let fields = skill.inputFields.filter { $0.type == .path }.sorted {
      $0.required && !$1.required
    }
    // An output (`output`, `destination`, "File to save to") takes only the path said after
    // `into` / `as` / `to` / `-o` / `成` / `到` (`merge a.pdf and b.pdf into all.pdf`); the paths
    // before it are what it is made of, no guess at the output.
    for output in fields where values[output.name] == nil && Self.isOutput(output) {
      guard
        let marked = text.range(
          of: #"(?i)(?:\b(?:into|as|to)\s+|(?<!\S)-o\s+|[成到为]\s*)(?:"# + Self.pathPattern + ")",
          options: .regularExpression),
        let path = text[marked].range(of: Self.pathPattern, options: .regularExpression)
      else { continue }
      values[output.name] = .string(String(text[path]))
      text = Self.removing(marked, from: text)
    }
    guard let field = fields.first(where: { values[$0.name] == nil && !Self.isOutput($0) }),
      let range = text.range(of: Self.pathPattern, options: .regularExpression)
        ?? text.range(of: Self.extensionlessNames, options: .regularExpression)
        ?? text.range(
          of: #"(?<=\s)[A-Z][A-Za-z0-9_.-]*(?=\s+(?:folder|directory|dir)\b|\s*(?:文件夹|目录))"#,
          options: .regularExpression)
    else { return }
    values[field.name] = .string(String(text[range]))
    text = Self.removing(range, from: text)
  }
}
