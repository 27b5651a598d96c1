import Foundation
import ProcessRunner
import SkillKit

/// Reads skill files (`*.json`: one declaration or a list) and SKILL.md folders of some folders
/// (`$ASK_HOME/skills/`, the project's `.ask/skills/`). A file that cannot be used is a problem
/// naming it; the others load regardless. `SkillCatalogState` does the watching and reloading.
public struct SkillFileLoader: Sendable {
  /// The largest skill file read.
  public static let maxFileBytes = 1 << 20
  /// The most files read from one folder.
  public static let maxFilesPerFolder = 10_000

  /// The folders read, in order (later ones override earlier ones by id).
  public var folders: [String]

  /// A loader of the skill files in `folders`.
  public init(folders: [String]) {
    self.folders = folders
  }

  /// The skill files and SKILL.md folders of the folders, sorted, and what could not be listed.
  public func files() -> (paths: [String], problems: [DeclarationError]) {
    let (found, problems) = FolderScanner.files(in: folders)
    return (found.keys.sorted(), problems.map { DeclarationError(file: "", path: "", message: $0) })
  }

  /// The declarations of one file (a skill file, or a folder's SKILL.md), or what is wrong.
  /// `lookPath` finds a command on PATH (a catalog refresh passes one that remembers).
  public static func read(
    _ path: String, lookPath: (String) -> String? = ExecutableLookup.onPath
  ) -> Result<[SkillDeclaration], DeclarationError> {
    if path.hasSuffix("/SKILL.md") || path == "SKILL.md" {
      return SkillFolder.read(path, lookPath: lookPath).map { [$0] }
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return .failure(DeclarationError(file: path, path: "", message: "cannot be read"))
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: maxFileBytes + 1) ?? Data()
    } catch {
      return .failure(
        DeclarationError(
          file: path, path: "", message: "cannot be read: \(error.localizedDescription)"))
    }
    guard data.count <= maxFileBytes else {
      return .failure(
        DeclarationError(file: path, path: "", message: "is larger than \(maxFileBytes / 1024) KiB")
      )
    }
    let root: JSONValue
    let orders: [String: [String]]
    do {
      root = try JSONValue.parse(data)
      orders = try JSONValue.memberOrders(named: "properties", in: data)
    } catch {
      return .failure(DeclarationError(file: path, path: "", message: "not valid JSON: \(error)"))
    }
    let items: [(JSONValue, String)]
    switch root {
    case .array(let list): items = list.enumerated().map { ($1, "[\($0)]") }
    case .object(let members) where members["skills"] != nil && members["id"] == nil:
      guard case .array(let list)? = members["skills"] else {
        return .failure(DeclarationError(file: path, path: "skills", message: "expected an array"))
      }
      items = list.enumerated().map { ($1, "skills[\($0)]") }
    default: items = [(root, "")]
    }
    var declarations: [SkillDeclaration] = []
    var seen: Set<String> = []
    for (value, itemPath) in items {
      do {
        let declaration = try SkillDeclaration.parse(
          value, file: path, path: itemPath, folder: folder,
          propertyOrder: orders[
            itemPath.isEmpty ? "input_schema.properties" : "\(itemPath).input_schema.properties"],
          lookPath: lookPath)
        guard declaration.run != nil else {
          return .failure(
            DeclarationError(
              file: path, path: itemPath.isEmpty ? "run" : "\(itemPath).run",
              message:
                "required: a skill file says how to run it, like {\"command\": [\"python3\", \"search.py\"]}"
            ))
        }
        guard seen.insert(declaration.descriptor.id).inserted else {
          return .failure(
            DeclarationError(
              file: path, path: itemPath, message: "declares \(declaration.descriptor.id) twice"))
        }
        declarations.append(declaration)
      } catch let error as DeclarationError {
        return .failure(error)
      } catch {
        return .failure(DeclarationError(file: path, path: itemPath, message: "\(error)"))
      }
    }
    return .success(declarations)
  }
}
