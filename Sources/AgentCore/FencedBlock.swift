/// Text to be shown as it is — a command's output, a file's lines, any preformatted result —
/// as a Markdown fenced code block: every face that renders Markdown (the terminal UI, the web
/// page, an export) then shows it monospaced with its lines kept.
public enum FencedBlock {
  /// `text` in a fence that none of its lines can close (one backtick longer than its longest
  /// run), cut to its first `maxLines` lines; `hidden` is how many were left out.
  public static func markdown(_ text: String, maxLines: Int) -> (block: String, hidden: Int) {
    var body = Substring(text)
    while body.hasSuffix("\n") { body = body.dropLast() }
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
    let shown = lines.prefix(max(1, maxLines))
    var longest = 0
    var run = 0
    for character in body {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    let block = fence + "\n" + shown.joined(separator: "\n") + "\n" + fence
    return (block, lines.count - shown.count)
  }
}
