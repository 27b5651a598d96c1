import Foundation
import ProcessRunner
import SkillKit

/// The skills `ask` offers: the built-ins, then every declared skill in the skill folders —
/// read again whenever a file changes, so a skill added, edited or deleted while a session
/// runs takes effect at the next model turn.
///
/// A file that becomes invalid keeps its last good version registered, and its problem is
/// reported once. A declared id that clashes with a built-in, or with another file's, is a
/// problem naming both (the built-in, or the first file in path order, wins).
public struct SkillCatalogState: Sendable {
  private let base: [any Skill]
  private let folders: [String]
  /// Folders whose skills someone else may have written (a project checked out from
  /// elsewhere): their skills always ask before they run, whatever level they declare.
  private let untrusted: Set<String>
  private let adjust: @Sendable (inout SkillRegistry) throws -> Void
  private var stamps: [String: FolderScanner.Stamp] = [:]
  private let watch = FolderWatch()
  private var lastGood: [String: [SkillDeclaration]] = [:]
  private var reported: Set<String> = []
  /// The skills as last read.
  public private(set) var current: SkillSnapshot
  private var pending: [String] = []
  /// Where each registered skill came from: `builtin`, or the declaring file.
  public private(set) var origins: [String: String] = [:]
  private var otherSkills: [any Skill] = []
  private var otherGeneration: Int?
  private var forceRebuild = false
  /// Every problem found so far that is still true.
  public private(set) var currentProblems: [String] = []

  /// `adjust` applies what may change the registry afterwards (the skills.json manifest).
  public init(
    base: [any Skill], folders: [String], untrusted: Set<String> = [],
    adjust: @escaping @Sendable (inout SkillRegistry) throws -> Void = { _ in }
  ) {
    self.base = base
    self.folders = folders
    self.untrusted = untrusted
    self.adjust = adjust
    self.current = SkillSnapshot(registry: SkillRegistry(), generation: -1)
  }

  /// The skills now, and the problems not reported before; reads only what changed.
  public mutating func snapshot() -> SkillSnapshot {
    refresh()
    return takeSnapshot()
  }

  /// The same, with the skills of another source (the MCP servers) after the declared ones;
  /// a new generation of theirs rebuilds the registry.
  public mutating func snapshot(with other: SkillSnapshot) -> SkillSnapshot {
    if other.generation != otherGeneration {
      otherGeneration = other.generation
      otherSkills = other.registry.descriptors.compactMap { other.registry.skill($0.id) }
      forceRebuild = true
    }
    pending += other.problems
    refresh()
    return takeSnapshot()
  }

  private mutating func takeSnapshot() -> SkillSnapshot {
    var snapshot = current
    snapshot.problems = pending
    pending = []
    return snapshot
  }

  /// Watches the folders and their SKILL.md folders, before they are listed: a change during
  /// the listing is seen next time.
  private func rewatch() {
    let (found, _) = FolderScanner.files(in: folders)
    watch.watch(
      folders,
      subfolders: found.keys.filter { $0.hasSuffix("/SKILL.md") }.map {
        String($0.dropLast("/SKILL.md".count))
      })
  }

  /// Reads what changed, without taking the problems to report: for listings.
  public mutating func refreshed() -> (origins: [String: String], problems: [String]) {
    refresh()
    return (origins, currentProblems)
  }

  private mutating func refresh() {
    if current.generation >= 0 && !forceRebuild {
      guard watch.mayHaveChanged() else { return }
      rewatch()
      if FolderScanner.unchanged(stamps, in: folders) { return }
    } else {
      rewatch()
    }
    let (files, listing) = FolderScanner.files(in: folders)
    guard files != stamps || current.generation < 0 || forceRebuild else { return }
    var problems = listing + reread(files)
    stamps = files
    var registry = SkillRegistry()
    var origins: [String: String] = [:]
    for skill in base {
      do {
        try registry.register(skill)
        origins[skill.descriptor.id] = "builtin"
      } catch {
        problems.append("built-in \(skill.descriptor.id): \(error)")
      }
    }
    for path in lastGood.keys.sorted() {
      for declaration in lastGood[path] ?? [] {
        register(declaration, from: path, in: &registry, origins: &origins, problems: &problems)
      }
    }
    for skill in otherSkills {
      let id = skill.descriptor.id
      if let earlier = origins[id] {
        let other = earlier == "builtin" ? "a built-in skill" : earlier
        problems.append("\(id) (an MCP tool) clashes with \(other)")
        continue
      }
      do {
        try registry.register(skill)
        origins[id] = "mcp"
      } catch {
        problems.append("\(id): \(error)")
      }
    }
    forceRebuild = false
    do {
      try adjust(&registry)
    } catch {
      problems.append("\(error)")
    }
    publish(registry, origins: origins, problems: problems)
  }

  /// Reads the skill files that changed since the last refresh (a file that fails keeps its
  /// last good version) and returns the problems of every file, changed or not.
  private mutating func reread(_ files: [String: FolderScanner.Stamp]) -> [String] {
    var problems: [String] = []
    // Each command is looked up on PATH once per refresh, not once per file (10,000 skills
    // running python3 are 10,000 walks over PATH otherwise).
    var found: [String: String?] = [:]
    let lookPath = { (name: String) -> String? in
      if let known = found[name] { return known }
      let path = ExecutableLookup.onPath(name)
      found[name] = path
      return path
    }
    for (path, stamp) in files.sorted(by: { $0.key < $1.key }) where stamps[path] != stamp {
      switch SkillFileLoader.read(path, lookPath: lookPath) {
      case .success(let declarations): lastGood[path] = declarations
      case .failure(let error):
        let kept = lastGood[path] != nil ? " (its last good version stays registered)" : ""
        problems.append(error.description + kept)
      }
    }
    for path in lastGood.keys where files[path] == nil { lastGood[path] = nil }
    // Problems of files that did not change this time are still problems.
    for (path, stamp) in files where stamps[path] == stamp {
      problems += currentProblems.filter { $0.hasPrefix(path + ":") }
    }
    return problems
  }

  /// Registers one declared skill of the file at `path`, unless its id is taken; a script
  /// skill from an untrusted folder asks before it runs.
  private func register(
    _ declaration: SkillDeclaration, from path: String, in registry: inout SkillRegistry,
    origins: inout [String: String], problems: inout [String]
  ) {
    let id = declaration.descriptor.id
    if let earlier = origins[id] {
      problems.append(
        earlier == "builtin"
          ? "\(path): \(id) clashes with the built-in skill \(id); rename it (ids are unique)"
          : "\(path): \(id) is also declared in \(earlier), which is used; rename one of them")
      return
    }
    var descriptor = declaration.descriptor
    if untrusted.contains(where: { path.hasPrefix($0 + "/") }),
      descriptor.permissionLevel == .normal, declaration.run != nil
    {
      descriptor.permissionLevel = .userConfirmation
    }
    let skill: any Skill
    if let run = declaration.run {
      skill = ScriptSkill(descriptor: descriptor, run: run)
    } else if let instructions = declaration.instructions, let folder = declaration.folder {
      skill = FolderSkill(descriptor: descriptor, instructions: instructions, folder: folder)
    } else {
      return
    }
    do {
      try registry.register(skill)
      origins[id] = path
    } catch {
      problems.append("\(path): \(id): \(error)")
    }
    if !declaration.unsupportedKeywords.isEmpty {
      problems.append(
        "\(path): \(id): schema keywords not implemented (not checked): "
          + declaration.unsupportedKeywords.joined(separator: ", "))
    }
  }

  /// Makes the new registry current when it differs, and queues the problems not yet reported
  /// (each once, until it goes away and comes back).
  private mutating func publish(
    _ registry: SkillRegistry, origins: [String: String], problems: [String]
  ) {
    let changed =
      current.generation < 0
      || registry.allDescriptors.map { $0.descriptor }
        != current.registry.allDescriptors.map { $0.descriptor }
      || registry.allDescriptors.map(\.enabled) != current.registry.allDescriptors.map(\.enabled)
    if changed {
      current = SkillSnapshot(registry: registry, generation: current.generation + 1)
    }
    self.origins = origins
    currentProblems = problems
    let fresh = problems.filter { !reported.contains($0) }
    reported = Set(problems)
    pending += fresh
  }
}

/// The catalog as the agent's skill source: one state, read by one turn at a time.
public actor SkillCatalog: SkillSource {
  private var state: SkillCatalogState

  private let other: (any SkillSource)?

  /// `other` (the MCP servers) is asked first, at every snapshot.
  public init(_ state: SkillCatalogState, other: (any SkillSource)? = nil) {
    self.state = state
    self.other = other
  }

  /// The skills as they are now, with the generation that changes whenever they do.
  public func snapshot() async -> SkillSnapshot {
    guard let other else { return state.snapshot() }
    let skills = await other.snapshot()
    return state.snapshot(with: skills)
  }

  /// Every skill known now — built-ins, the files (read again when they changed) and the MCP
  /// servers' tools as of the last turn — with where each came from. Starts nothing, and
  /// leaves the problems not yet reported for the agent to report.
  public func known() -> (registry: SkillRegistry, origins: [String: String]) {
    let (origins, _) = state.refreshed()
    return (state.current.registry, origins)
  }

  /// Where each skill came from, and the problems that are still true, as of now.
  public func overview() -> (origins: [String: String], problems: [String]) {
    state.refreshed()
  }
}
