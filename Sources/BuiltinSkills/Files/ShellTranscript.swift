import Synchronization

/// The transcript shared by the output callbacks.
final class TranscriptBox: Sendable {
  let state = Mutex(ShellTranscript())
}

/// What a command printed, as the result keeps it: the start and the end, with a count of
/// what was cut between them.
struct ShellTranscript: Sendable {
  enum Streaming { case stream, notice, quiet }

  private(set) var head: [String] = []
  private var headBytes = 0
  private var tail: [String] = []
  private var tailBytes = 0
  private var tailStart = 0
  private(set) var cut = 0
  private(set) var total = 0
  private(set) var lines = 0

  /// Keeps `line`; says whether it is still streamed live.
  mutating func add(_ line: String) -> Streaming {
    let size = line.utf8.count + 1
    let before = total
    total += size
    lines += 1
    if headBytes + size <= ShellRunSkill.keptBytes && tail.isEmpty {
      head.append(line)
      headBytes += size
    } else {
      tail.append(line)
      tailBytes += size
      while tailBytes - size > ShellRunSkill.keptBytes, tailStart < tail.count {
        tailBytes -= tail[tailStart].utf8.count + 1
        cut += tail[tailStart].utf8.count + 1
        tailStart += 1
      }
      if tailStart > 1024 {
        tail.removeFirst(tailStart)
        tailStart = 0
      }
    }
    if total <= ShellRunSkill.maxStreamedBytes { return .stream }
    return before <= ShellRunSkill.maxStreamedBytes ? .notice : .quiet
  }

  var text: String {
    var parts = head
    if cut > 0 { parts.append("… \(FileIO.sizeText(cut)) of output cut …") }
    parts += tail[tailStart...]
    return parts.joined(separator: "\n")
  }
}
