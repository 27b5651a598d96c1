/// The lines of one `.gitignore`, for the folder it lies in: `#` comments, `!` to re-include,
/// a trailing `/` for folders only, a leading or inner `/` to anchor at the file's folder,
/// `*`, `?`, `[…]` and `**`. The last matching line decides, as in git.
struct GitIgnore: Sendable {
  struct Line: Sendable {
    var glob: PathGlob
    var negated: Bool
    var foldersOnly: Bool
  }

  /// The folder the file lies in, relative to the walk's root (`""` for the root).
  let base: String
  let lines: [Line]

  init(_ text: String, base: String) {
    self.base = base
    var lines: [Line] = []
    for raw in text.split(whereSeparator: \.isNewline) {
      var line = String(raw)
      while line.hasSuffix(" ") && !line.hasSuffix("\\ ") { line.removeLast() }
      if line.isEmpty || line.hasPrefix("#") { continue }
      var negated = false
      if line.hasPrefix("!") {
        negated = true
        line.removeFirst()
      }
      if line.hasPrefix("\\") { line.removeFirst() }
      var foldersOnly = false
      if line.hasSuffix("/") {
        foldersOnly = true
        line.removeLast()
      }
      guard !line.isEmpty else { continue }
      // Without an inner slash a line matches a name at any depth.
      let anchored = line.dropLast().contains("/")
      if line.hasPrefix("/") { line.removeFirst() }
      let glob = anchored ? PathGlob(line) : PathGlob(segments: ["**"] + PathGlob(line).segments)
      lines.append(Line(glob: glob, negated: negated, foldersOnly: foldersOnly))
    }
    self.lines = lines
  }

  /// Ignored (true), re-included (false) or not mentioned (nil), for `path` relative to the
  /// walk's root.
  func verdict(_ path: String, isFolder: Bool) -> Bool? {
    let local: String
    if base.isEmpty {
      local = path
    } else if path.hasPrefix(base + "/") {
      local = String(path.dropFirst(base.count + 1))
    } else {
      return nil
    }
    var verdict: Bool?
    for line in lines where !line.foldersOnly || isFolder {
      if line.glob.matches(local) { verdict = !line.negated }
    }
    return verdict
  }
}
