import Foundation
import SkillKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `files.grep`: the lines of workspace files that match a regular expression, as `grep -rn`
/// prints them, skipping `.git`, binary files and what `.gitignore` ignores.
public struct FileGrepSkill: Skill {
  /// Matching lines returned when the call does not say.
  public static let defaultMatches = 200
  /// The most matching lines one call may ask for.
  public static let maxMatches = 10_000
  /// Files larger than this are skipped (and counted): 1 GiB.
  public static let maxFileBytes = 1 << 30
  /// A matching line is shown up to this many bytes.
  public static let maxLineBytes = 500
  /// The whole answer stops growing here (a notice says so): 256 KiB.
  public static let maxOutputBytes = 256 << 10

  /// The skill.
  public init() {}

  /// The skill's declaration: id, description, input schema and permission level.
  public var descriptor: SkillDescriptor {
    var descriptor = SkillDescriptor(
      id: "files.grep",
      displayName: "搜索文件内容",
      description:
        "Searches the workspace's text files for a POSIX extended regular expression (with "
        + "\\d, \\w, \\s, \\b) and returns `path:line:text` lines like grep -rn. Skips .git, "
        + "binary files and what .gitignore ignores. glob filters the files (`*.swift`), "
        + "context adds lines around each match, max_matches bounds the answer.",
      inputFields: [
        InputField(
          name: "pattern", type: .string, required: true, description: "The regular expression",
          minLength: 1, maxLength: 2000),
        InputField(
          name: "path", type: .path,
          description: "The folder or file to search (default: the workspace)"),
        InputField(
          name: "glob", type: .string, description: "Only files whose name or path matches"),
        InputField(
          name: "context", type: .integer, description: "Lines of context around each match",
          defaultValue: 0, minimum: 0, maximum: 20),
        InputField(
          name: "max_matches", type: .integer, description: "Stop after this many matching lines",
          defaultValue: .integer(Self.defaultMatches), minimum: 1,
          maximum: Double(Self.maxMatches)),
        InputField(
          name: "ignore_case", type: .boolean, description: "Match upper and lower case alike",
          defaultValue: false),
      ],
      permissionLevel: .normal, estimatedDuration: 0.5, iconName: "text.magnifyingglass",
      examples: [
        "在代码里搜索 TODO", "搜索包含 import Foundation 的文件", "哪些文件用到了 SQLite",
        "grep for TODO", "search the files for func main", "find where SkillError is used",
      ], localizedDisplayNames: ["en": "Search file contents"],
      localizedFieldDescriptions: BuiltinFieldWords.localized("files.grep"),
      localizedDescriptions: ["zh": "在工作区文件中搜索文字。"])
    descriptor.workspaceUse = .reads
    return descriptor
  }

  /// What one search found, and what it passed over.
  struct Tally {
    var lines: [String] = []
    var matches = 0
    var files = 0
    var filesWithMatches = 0
    var binary = 0
    var tooLarge = 0
    var outside = 0
    var outputSize = 0
    var stoppedAtLimit = false
    var outputCut = false
  }

  /// Runs one call with its validated input, reporting steps through `context`.
  public func execute(_ input: SkillInput, context: SkillContext) async throws -> SkillResult {
    guard let workspace = context.workspace else { throw WorkspaceSkills.noWorkspace }
    guard let pattern = input.values["pattern"]?.stringValue, !pattern.isEmpty else {
      throw BuiltinProblem.required.error(["field": "pattern"])
    }
    let regex: PosixRegex
    do {
      regex = try PosixRegex(pattern, ignoreCase: input.bool("ignore_case") ?? false)
    } catch let error as PosixRegex.CompileError {
      throw BuiltinProblem.badRegex.error(["error": error.description], fix: .fixRegex)
    }
    let filter = input.string("glob").map(PathGlob.init)
    let filterByName = !(input.string("glob") ?? "").contains("/")
    let contextLines = min(20, max(0, input.int("context") ?? 0))
    let limit = min(Self.maxMatches, max(1, input.int("max_matches") ?? Self.defaultMatches))
    let root = try WorkspacePath.realRoot(workspace.root, in: workspace.fileSystem)
    let base = try workspace.resolve(input.string("path") ?? ".", writing: false)
    context.step(.searchFiles, ["pattern": pattern])
    var tally = Tally()
    func search(_ absolute: String, _ relative: String) throws -> Bool {
      try context.checkCancellation()
      if let filter {
        let name = filterByName ? String(relative.split(separator: "/").last ?? "") : relative
        if !filter.matches(name) { return true }
      }
      tally.files += 1
      Self.searchFile(
        absolute, shown: relative, regex: regex, context: contextLines, limit: limit, &tally)
      return !tally.stoppedAtLimit && !tally.outputCut
    }
    switch FileIO.kind(base.resolved) {
    case .folder:
      let walker = FileWalker(root: root, respectsGitIgnore: true)
      try walker.walk(from: base.resolved) { entry in
        if entry.isLink {
          // A link is searched only when it leads to a file this call may read; the others
          // are counted and named in the answer's notes.
          let target: WorkspacePath
          do {
            target = try workspace.resolve(entry.absolute, writing: false)
          } catch {
            tally.outside += 1
            return true
          }
          guard case .file = FileIO.kind(target.resolved) else {
            tally.outside += 1
            return true
          }
          return try search(target.resolved, entry.relative)
        }
        return try search(entry.absolute, entry.relative)
      }
    case .file:
      _ = try search(base.resolved, base.relative)
    case .missing:
      throw BuiltinProblem.doesNotExist.error(["path": base.relative], fix: .fixGlobLists)
    case .other:
      throw BuiltinProblem.notFileOrFolder.error(["path": base.relative])
    }
    return Self.result(tally, pattern: pattern, limit: limit, context: context)
  }

  private static func result(
    _ tally: Tally, pattern: String, limit: Int, context: SkillContext
  ) -> SkillResult {
    var content = tally.lines.joined(separator: "\n")
    if tally.matches == 0 { content = context.say(.noMatches, ["pattern": pattern]) }
    var notes: [String] = []
    if tally.stoppedAtLimit {
      notes.append("stopped at \(limit) matching lines: narrow the pattern or raise max_matches")
    }
    if tally.outputCut { notes.append("output cut at \(FileIO.sizeText(maxOutputBytes))") }
    if tally.binary > 0 { notes.append("\(tally.binary) binary files skipped") }
    if tally.tooLarge > 0 {
      notes.append("\(tally.tooLarge) files over \(FileIO.sizeText(maxFileBytes)) skipped")
    }
    if tally.outside > 0 {
      notes.append("\(tally.outside) links out of the workspace (or not to files) skipped")
    }
    if !notes.isEmpty { content += "\n… " + notes.joined(separator: "; ") }
    return SkillResult(
      content: content,
      data: [
        "pattern": .string(pattern), "matches": .integer(tally.matches),
        "files_searched": .integer(tally.files), "files_matched": .integer(tally.filesWithMatches),
        "truncated": .bool(tally.stoppedAtLimit || tally.outputCut),
      ],
      summary: context.say(
        .matchesSummary,
        [
          "count": "\(tally.matches)", "matched": "\(tally.filesWithMatches)",
          "files": "\(tally.files)",
        ]))
  }

  /// Searches one file through a read-only mapping of it.
  static func searchFile(
    _ path: String, shown: String, regex: PosixRegex, context: Int, limit: Int,
    _ tally: inout Tally
  ) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return }
    let size = Int(info.st_size)
    if size == 0 { return }
    if size > maxFileBytes {
      tally.tooLarge += 1
      return
    }
    guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED
    else { return }
    defer { munmap(mapped, size) }
    let bytes = UnsafeRawBufferPointer(start: mapped, count: size)
    if memchr(mapped, 0, min(size, 8192)) != nil {
      tally.binary += 1
      return
    }
    let matchesBefore = tally.matches
    var printedThrough = -1  // the last line number (0-based) already printed
    var lineNumber = 0  // the line at `counted`
    var counted = 0
    var position = 0
    while position < size, let hit = regex.firstMatch(in: bytes, from: position) {
      let start = lineStart(bytes, before: hit, notBefore: position)
      lineNumber += newlines(bytes, counted..<start)
      counted = start
      let end = lineEnd(bytes, from: hit)
      if context > 0 {
        var first = start
        var firstNumber = lineNumber
        while firstNumber > printedThrough + 1, lineNumber - firstNumber < context, first > 0 {
          first = lineStart(bytes, before: first - 1, notBefore: 0)
          firstNumber -= 1
        }
        if printedThrough >= 0, firstNumber > printedThrough + 1 { tally.lines.append("--") }
        var cursor = first
        var number = firstNumber
        while number < lineNumber {
          let lineEnd = self.lineEnd(bytes, from: cursor)
          emit(shown, number, "-", bytes, cursor..<lineEnd, &tally)
          cursor = lineEnd + 1
          number += 1
        }
      }
      emit(shown, lineNumber, ":", bytes, start..<end, &tally)
      tally.matches += 1
      printedThrough = lineNumber
      position = end + 1
      if tally.matches >= limit {
        tally.stoppedAtLimit = true
      }
      if context > 0 {
        // Lines after the match that are not themselves matches.
        var cursor = position
        var number = lineNumber + 1
        while cursor < size, number <= lineNumber + context {
          let lineEnd = self.lineEnd(bytes, from: cursor)
          let nextHit = regex.firstMatch(in: bytes, from: cursor)
          if let nextHit, nextHit <= lineEnd { break }
          emit(shown, number, "-", bytes, cursor..<lineEnd, &tally)
          printedThrough = number
          cursor = lineEnd + 1
          number += 1
        }
      }
      if tally.stoppedAtLimit || tally.outputCut { break }
    }
    if tally.matches > matchesBefore { tally.filesWithMatches += 1 }
  }

  private static func emit(
    _ shown: String, _ number: Int, _ separator: String, _ bytes: UnsafeRawBufferPointer,
    _ range: Range<Int>, _ tally: inout Tally
  ) {
    guard !tally.outputCut else { return }
    let slice = UnsafeRawBufferPointer(rebasing: bytes[range.clamped(to: 0..<bytes.count)])
    var text = String(decoding: slice.prefix(maxLineBytes), as: UTF8.self)
    if text.hasSuffix("\r") { text.removeLast() }
    if slice.count > maxLineBytes { text += " … [line cut]" }
    let line = "\(shown)\(separator)\(number + 1)\(separator)\(text)"
    tally.lines.append(line)
    tally.outputSize += line.utf8.count + 1
    if tally.outputSize > maxOutputBytes { tally.outputCut = true }
  }

  private static func lineStart(_ bytes: UnsafeRawBufferPointer, before: Int, notBefore: Int)
    -> Int
  {
    var index = before
    while index > notBefore, bytes[index - 1] != 0x0A { index -= 1 }
    return index
  }

  private static func lineEnd(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
    guard start < bytes.count else { return bytes.count }
    guard let hit = memchr(bytes.baseAddress! + start, 0x0A, bytes.count - start) else {
      return bytes.count
    }
    return bytes.baseAddress!.distance(to: UnsafeRawPointer(hit))
  }

  private static func newlines(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int {
    var count = 0
    var index = range.lowerBound
    while index < range.upperBound {
      guard
        let hit = memchr(bytes.baseAddress! + index, 0x0A, range.upperBound - index)
      else { break }
      count += 1
      index = bytes.baseAddress!.distance(to: UnsafeRawPointer(hit)) + 1
    }
    return count
  }
}
