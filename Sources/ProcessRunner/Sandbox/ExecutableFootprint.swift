import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folders a program needs to read to start, when it lives outside the system's folders:
/// its install prefix (a venv, `~/.local`, an app folder), the prefix of the file its link
/// points at, the interpreter its `#!` line names, a venv's base interpreter, and the folder of
/// each argument that is an existing file (a script given to an interpreter).
///
/// A sandboxed server or script gets these read-only, nothing wider: a prefix that would be
/// `/` or hold the home folder is replaced by the file itself.
public enum ExecutableFootprint {
  /// How many programs are followed (`#!` lines, links, venv bases) before it stops.
  static let maxSteps = 8

  /// The read-only paths `arguments` need, resolved; the system's folders are left out.
  public static func readable(_ arguments: [String], directory: String?) -> [String] {
    guard let program = arguments.first, !program.isEmpty else { return [] }
    var found: [String] = []
    var queue = [locate(program, directory: directory)].compactMap { $0 }
    var seen = Set<String>()
    while let next = queue.first, seen.count < maxSteps {
      queue.removeFirst()
      guard seen.insert(next).inserted else { continue }
      let real = Sandbox.resolvedPath(next)
      for path in [next, real] {
        add(prefix(of: path), file: path, to: &found)
        if let base = venvBase(prefix(of: path)) { queue.append(base) }
      }
      if let interpreter = shebangInterpreter(real) { queue.append(interpreter) }
    }
    for argument in arguments.dropFirst() where argument.contains("/") {
      let path = argument.hasPrefix("/") ? argument : (directory ?? ".") + "/" + argument
      var info = stat()
      guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      let real = Sandbox.resolvedPath(path)
      add(URL(fileURLWithPath: real).deletingLastPathComponent().path, file: real, to: &found)
    }
    return found
  }

  /// `folder` when it is narrow enough, else `file` alone; nothing inside the system folders.
  private static func add(_ folder: String, file: String, to found: inout [String]) {
    var chosen = folder
    if folder == "/" || (Sandbox.home.map { BubblewrapArguments.contains(folder, $0) } ?? false) {
      chosen = file
    }
    if BubblewrapArguments.systemFolders.contains(where: {
      BubblewrapArguments.contains($0, chosen)
    }) {
      return
    }
    if let home = Sandbox.home, BubblewrapArguments.contains(chosen, home) { return }
    if !found.contains(where: { BubblewrapArguments.contains($0, chosen) }) {
      found.removeAll { BubblewrapArguments.contains(chosen, $0) }
      found.append(chosen)
    }
  }

  /// The program's full path: as given when it has a slash, else found on `PATH`.
  private static func locate(_ program: String, directory: String?) -> String? {
    guard program.contains("/") else { return ExecutableLookup.onPath(program) }
    return program.hasPrefix("/") ? program : (directory ?? ".") + "/" + program
  }

  /// The install prefix of a program: the folder above its `bin` (or a version manager's
  /// `shims`: pyenv, rbenv and asdf run the real program from their root), else its folder.
  static func prefix(of path: String) -> String {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    return ["bin", "shims"].contains(folder.lastPathComponent)
      ? folder.deletingLastPathComponent().path : folder.path
  }

  /// A venv's base interpreter (`home = …` in its `pyvenv.cfg`). A folder without a readable
  /// one is no venv: nothing more is opened (the sandbox stays as narrow as it was).
  private static func venvBase(_ prefix: String) -> String? {
    guard let text = try? String(contentsOfFile: prefix + "/pyvenv.cfg", encoding: .utf8)
    else { return nil }
    for line in text.split(separator: "\n").prefix(64) {
      let parts = line.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "home" else {
        continue
      }
      let home = parts[1].trimmingCharacters(in: .whitespaces)
      return home.hasPrefix("/") ? home + "/python3" : nil
    }
    return nil
  }

  /// The interpreter a `#!` line names (through `env`, found on `PATH`); a file that cannot be
  /// read names none, and nothing more is opened.
  private static func shebangInterpreter(_ path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 256), head.starts(with: [0x23, 0x21]) else {
      return nil
    }
    let line = String(decoding: head.dropFirst(2).prefix { $0 != 0x0A }, as: UTF8.self)
    let words = line.split(separator: " ").map(String.init)
    guard let first = words.first, first.hasPrefix("/") else { return nil }
    if first.hasSuffix("/env"), let name = words.dropFirst().first(where: { !$0.hasPrefix("-") }) {
      return locate(name, directory: nil)
    }
    return first
  }
}
