import Foundation

/// Markdown for text that grows while it streams: finished blocks are parsed once and kept;
/// only the open tail is parsed again on each update, so a long answer costs time linear in
/// its length.
///
/// A block is finished at a blank line outside a code fence.
public struct IncrementalMarkdown: Sendable {
  /// The rendered text: the finished blocks (kept between updates) and the open tail.
  public struct Rendered: Sendable {
    /// Lines of blocks that can no longer change.
    public var finished: [StyledLine]
    /// Lines of the block still open, rendered again as text arrives.
    public var tail: [StyledLine]

    /// All the lines (copies the finished ones: prefer `suffix` on hot paths).
    public var lines: [StyledLine] {
      finished.isEmpty || tail.isEmpty ? finished + tail : finished + [StyledLine()] + tail
    }

    /// The last `count` lines, without copying the rest.
    public func suffix(_ count: Int) -> [StyledLine] {
      let joined = finished.isEmpty || tail.isEmpty ? tail : [StyledLine()] + tail
      guard joined.count < count else { return Array(joined.suffix(count)) }
      return Array(finished.suffix(count - joined.count)) + joined
    }
  }

  private let renderer = MarkdownRenderer()
  private var bytes: [UInt8] = []
  /// Where the finished blocks end in `bytes`.
  private var finishedEnd = 0
  /// Where scanning for block ends resumes, and where the line being scanned began.
  private var scanIndex = 0
  private var lineStart = 0
  private var inFence = false
  private var previousLineBlank = true
  private var width = 0
  private var finishedBlocks: [String] = []
  private var finishedLines: [StyledLine] = []
  /// Markdown parses done (for benchmarks and tests).
  public private(set) var parses = 0

  /// A renderer with no text yet.
  public init() {}

  /// The lines for `text`, which usually extends the previous text; anything else starts over.
  public mutating func update(_ text: String, width: Int) -> Rendered {
    let utf8 = text.utf8
    if utf8.count < bytes.count {
      self = IncrementalMarkdown()
    }
    let start = utf8.index(utf8.startIndex, offsetBy: bytes.count)
    bytes.append(contentsOf: utf8[start...])
    return lines(width: width)
  }

  /// The lines after appending `delta`.
  public mutating func append(_ delta: String, width: Int) -> Rendered {
    bytes.append(contentsOf: delta.utf8)
    return lines(width: width)
  }

  private mutating func lines(width newWidth: Int) -> Rendered {
    if newWidth != width {
      width = newWidth
      finishedLines = []
      for block in finishedBlocks { add(render(block)) }
    }
    scan()
    let tail = String(decoding: bytes[finishedEnd...], as: UTF8.self)
    guard !tail.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      return Rendered(finished: finishedLines, tail: [])
    }
    return Rendered(finished: finishedLines, tail: render(tail))
  }

  private mutating func render(_ block: String) -> [StyledLine] {
    parses += 1
    return renderer.render(block, width: width)
  }

  private mutating func add(_ lines: [StyledLine]) {
    if !finishedLines.isEmpty { finishedLines.append(StyledLine()) }
    finishedLines += lines
  }

  /// Finds block ends in the bytes added since the last scan.
  private mutating func scan() {
    while scanIndex < bytes.count {
      if bytes[scanIndex] == 0x0A {
        let line = bytes[lineStart..<scanIndex]
        let content = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        let isBlank = content.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        if content.starts(with: [0x60, 0x60, 0x60]) || content.starts(with: [0x7E, 0x7E, 0x7E]) {
          inFence.toggle()
        }
        if isBlank && !inFence && !previousLineBlank {
          let block = String(decoding: bytes[finishedEnd..<lineStart], as: UTF8.self)
          if !block.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            finishedBlocks.append(block)
            add(render(block))
          }
          finishedEnd = scanIndex + 1
        }
        previousLineBlank = isBlank
        lineStart = scanIndex + 1
      }
      scanIndex += 1
    }
  }
}
