/// A compiled rule glob, matched by simulating its automaton: time O(text × pattern), memory
/// O(pattern), never exponential and never quadratic in the text.
///
/// `*` matches any run of scalars, `**` too; with `segments`, `*` and `?` do not cross `/`
/// (only `**` does). Every other scalar matches itself, byte for byte.
public struct GlobPattern: Sendable, Hashable {
  enum Token: Sendable, Hashable {
    case literal(Unicode.Scalar)
    case one
    case star(crossesSlash: Bool)
  }

  let tokens: [Token]
  let segments: Bool

  /// A pattern; with `segments`, `*` stops at `/` and `**` crosses it.
  public init(_ pattern: String, segments: Bool) {
    var tokens: [Token] = []
    let scalars = Array(pattern.unicodeScalars)
    var index = 0
    while index < scalars.count {
      switch scalars[index] {
      case "*":
        let double = index + 1 < scalars.count && scalars[index + 1] == "*"
        index += double ? 2 : 1
        let crosses = double || !segments
        // Consecutive stars are one star (the widest of them).
        if case .star(let previous)? = tokens.last {
          tokens[tokens.count - 1] = .star(crossesSlash: previous || crosses)
        } else {
          tokens.append(.star(crossesSlash: crosses))
        }
        continue
      case "?":
        tokens.append(.one)
      default:
        tokens.append(.literal(scalars[index]))
      }
      index += 1
    }
    self.tokens = tokens
    self.segments = segments
  }

  /// True when the whole of `text` matches.
  public func matches(_ text: String) -> Bool {
    let count = tokens.count
    var active = [Bool](repeating: false, count: count + 1)
    var next = active
    active[0] = true
    close(&active)
    for scalar in text.unicodeScalars {
      for index in 0...count { next[index] = false }
      var any = false
      for index in 0..<count where active[index] {
        switch tokens[index] {
        case .literal(let expected):
          if expected == scalar {
            next[index + 1] = true
            any = true
          }
        case .one:
          if !(segments && scalar == "/") {
            next[index + 1] = true
            any = true
          }
        case .star(let crossesSlash):
          if crossesSlash || scalar != "/" {
            next[index] = true
            any = true
          }
        }
      }
      guard any else { return false }
      swap(&active, &next)
      close(&active)
    }
    return active[count]
  }

  /// A star may match nothing: whatever follows an active star is active too.
  private func close(_ states: inout [Bool]) {
    for index in 0..<tokens.count where states[index] {
      if case .star = tokens[index] { states[index + 1] = true }
    }
  }
}
