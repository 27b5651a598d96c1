/// A unified diff of two texts by lines, with three lines of context: what the permission card
/// shows before a file changes.
///
/// The common head and tail are skipped first; the changed middle is matched by a longest
/// common subsequence when it is small enough (at most `maxMatchCells` line pairs) and shown
/// as replaced whole otherwise, so a huge rewrite costs linear time, never quadratic memory.
public struct UnifiedDiff: Sendable, Hashable {
  /// The diff in unified format.
  public var text: String
  /// Lines added.
  public var added: Int
  /// Lines removed.
  public var removed: Int
  /// Lines past `maxShownLines` were left out of `text`.
  public var truncated: Bool

  /// Unchanged lines shown around each change.
  public static let context = 3
  /// The largest old × new line table compared exactly; bigger files are diffed as one block.
  public static let maxMatchCells = 4_000_000
  /// The most diff lines kept; the rest is counted.
  public static let maxShownLines = 2_000

  private enum Line: Hashable {
    case same(Int, Int)
    case removed(Int)
    case added(Int)
  }

  /// The diff from `old` to `new` of the file `path`.
  public init(old: String, new: String, path: String, oldExists: Bool = true) {
    let before = Self.lines(old)
    let after = Self.lines(new)
    let script = Self.script(before, after)
    var added = 0
    var removed = 0
    for line in script {
      switch line {
      case .added: added += 1
      case .removed: removed += 1
      case .same: break
      }
    }
    self.added = added
    self.removed = removed
    var out: [String] = []
    var truncated = false
    if added + removed > 0 {
      out.append(oldExists ? "--- a/\(path)" : "--- /dev/null")
      out.append("+++ b/\(path)")
      for hunk in Self.hunks(script) {
        if out.count >= Self.maxShownLines {
          truncated = true
          break
        }
        out.append(Self.header(hunk, script))
        for line in script[hunk] {
          if out.count >= Self.maxShownLines {
            truncated = true
            break
          }
          switch line {
          case .same(let index, _): out.append(" " + before[index])
          case .removed(let index): out.append("-" + before[index])
          case .added(let index): out.append("+" + after[index])
          }
        }
      }
    }
    self.truncated = truncated
    text = out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
  }

  /// Lines without their terminators; a final newline does not start an empty line.
  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  private static func script(_ before: [String], _ after: [String]) -> [Line] {
    var head = 0
    while head < before.count, head < after.count, before[head] == after[head] { head += 1 }
    var tail = 0
    while tail < before.count - head, tail < after.count - head,
      before[before.count - 1 - tail] == after[after.count - 1 - tail]
    {
      tail += 1
    }
    var script: [Line] = (0..<head).map { .same($0, $0) }
    let oldMiddle = head..<(before.count - tail)
    let newMiddle = head..<(after.count - tail)
    if oldMiddle.count * newMiddle.count <= maxMatchCells {
      script += matched(before, oldMiddle, after, newMiddle)
    } else {
      script += oldMiddle.map { .removed($0) } + newMiddle.map { .added($0) }
    }
    script += (0..<tail).map { .same(before.count - tail + $0, after.count - tail + $0) }
    return script
  }

  /// The middle by a longest common subsequence (dynamic programming on the small middle).
  private static func matched(
    _ before: [String], _ old: Range<Int>, _ after: [String], _ new: Range<Int>
  ) -> [Line] {
    let rows = old.count
    let columns = new.count
    if rows == 0 { return new.map { .added($0) } }
    if columns == 0 { return old.map { .removed($0) } }
    var table = [Int32](repeating: 0, count: (rows + 1) * (columns + 1))
    for row in stride(from: rows - 1, through: 0, by: -1) {
      for column in stride(from: columns - 1, through: 0, by: -1) {
        let here = row * (columns + 1) + column
        if before[old.lowerBound + row] == after[new.lowerBound + column] {
          table[here] = table[here + columns + 2] + 1
        } else {
          table[here] = max(table[here + columns + 1], table[here + 1])
        }
      }
    }
    var script: [Line] = []
    var row = 0
    var column = 0
    while row < rows || column < columns {
      if row < rows, column < columns,
        before[old.lowerBound + row] == after[new.lowerBound + column]
      {
        script.append(.same(old.lowerBound + row, new.lowerBound + column))
        row += 1
        column += 1
      } else if column < columns
        && (row == rows
          || table[(row + 1) * (columns + 1) + column] < table[row * (columns + 1) + column + 1])
      {
        script.append(.added(new.lowerBound + column))
        column += 1
      } else {
        script.append(.removed(old.lowerBound + row))
        row += 1
      }
    }
    return script
  }

  /// Ranges of the script with changes and up to `context` unchanged lines around them;
  /// hunks closer than twice the context are merged.
  private static func hunks(_ script: [Line]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for (index, line) in script.enumerated() {
      if case .same = line { continue }
      let lower = max(0, index - context)
      let upper = min(script.count, index + context + 1)
      if let last = ranges.last, last.upperBound >= lower {
        ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, upper)
      } else {
        ranges.append(lower..<upper)
      }
    }
    return ranges
  }

  private static func header(_ hunk: Range<Int>, _ script: [Line]) -> String {
    var oldStart: Int?
    var newStart: Int?
    var oldCount = 0
    var newCount = 0
    var oldBefore = 0
    var newBefore = 0
    for line in script[..<hunk.lowerBound] {
      switch line {
      case .same: (oldBefore, newBefore) = (oldBefore + 1, newBefore + 1)
      case .removed: oldBefore += 1
      case .added: newBefore += 1
      }
    }
    for line in script[hunk] {
      switch line {
      case .same(let old, let new):
        oldStart = oldStart ?? old
        newStart = newStart ?? new
        oldCount += 1
        newCount += 1
      case .removed(let old):
        oldStart = oldStart ?? old
        oldCount += 1
      case .added(let new):
        newStart = newStart ?? new
        newCount += 1
      }
    }
    // An empty side is numbered by the line before it, as diff(1) does.
    let oldFrom = oldCount == 0 ? oldBefore : (oldStart ?? 0) + 1
    let newFrom = newCount == 0 ? newBefore : (newStart ?? 0) + 1
    return "@@ -\(oldFrom),\(oldCount) +\(newFrom),\(newCount) @@"
  }
}
