import AgentCore
import Markdown
import TerminalUI

/// The words of `ask doctor`, from the CLI's catalogue.
struct DoctorWords {
  let words: CLIText

  init(_ language: UserLanguage) {
    words = CLIText(language)
  }

  static let names: [String: CLIWord] = [
    "model": .doctorModel, "base URL": .doctorBaseURL, "API key": .doctorKey,
    "time zone": .doctorTimeZone, "data directory": .doctorDataDirectory,
    "database": .doctorDatabase, "configuration": .doctorConfiguration,
    "authorizations": .doctorAuthorizations, "skills": .doctorSkills,
    "skill file": .doctorSkillFile, "endpoint": .doctorEndpoint, "embeddings": .doctorEmbeddings,
    "glossary": .doctorGlossary, "sandbox": .doctorSandbox,
  ]

  /// A check's name in this language (`mcp time` keeps the server's name).
  func name(_ key: String) -> String {
    if key.hasPrefix("mcp ") { return words(.doctorMCP, ["name": String(key.dropFirst(4))]) }
    return Self.names[key].map { words($0) } ?? key
  }

  func summary(problems: Int) -> String {
    switch problems {
    case 0: return words(.doctorAllGood)
    case 1: return words(.doctorOneProblem)
    default: return words(.doctorProblems, ["count": "\(problems)"])
    }
  }

  var present: String { words(.present) }
  var absent: String { words(.absent) }
  var createdOnFirstUse: String { words(.createdOnFirstUse) }
  var noneNeeded: String { words(.noneNeeded) }
  var builtIn: String { words(.builtIn) }
  var fromFiles: String { words(.fromFiles) }
  var offlineEndpoint: String { words(.offlineEndpoint) }
  var embeddingsOff: String { words(.embeddingsOff) }

  func embeddingsLoaded(_ identity: String, _ dimension: Int, _ path: String) -> String {
    words(.embeddingsLoaded, ["identity": identity, "dimension": "\(dimension)", "path": path])
  }

  var glossaryOff: String { words(.glossaryOff) }

  func glossaryInstalled(_ path: String) -> String { words(.glossaryInstalled, ["path": path]) }

  func glossaryMissing(_ path: String) -> String { words(.glossaryMissing, ["path": path]) }

  func sandbox(_ key: CLIWord, _ values: [String: String]) -> String { words(key, values) }

  func embeddingsMissing(_ path: String) -> String {
    words(.embeddingsMissing, ["path": path])
  }

  func tools(_ count: Int) -> String { words(.tools, ["count": "\(count)"]) }

  func status(_ status: AuthorizationStatus) -> String {
    words.status(status)
  }

  func database(path: String, integrity: String, version: Int, latest: Int, created: Bool)
    -> String
  {
    words(
      created ? .databaseCreated : .databaseState,
      ["path": path, "integrity": integrity, "version": "\(version)", "latest": "\(latest)"])
  }

  /// The PostgreSQL store's line: its server, version and schema level.
  func postgres(url: String, server: String, version: Int, latest: Int) -> String {
    words(
      .postgresState,
      ["url": url, "server": server, "version": "\(version)", "latest": "\(latest)"])
  }

  /// `text` padded with spaces to `columns` terminal columns (a CJK character takes two).
  static func pad(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(0, columns - DisplayWidth.of(text)))
  }

  /// Before a message in `ask doctor --errors`.
  var says: String { words(.doctorSays) }
}
