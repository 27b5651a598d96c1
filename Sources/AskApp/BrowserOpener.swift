import DeclaredSkills
import Foundation
import ProcessRunner

/// `ask serve --open`: opens the page in the user's browser without putting the access token
/// on a command line (where `ps` shows it to every user of the machine).
///
/// The URL with the token goes into a redirect page readable by the user alone (0600, in the
/// temporary folder); the browser is handed that file's path. The browser is `$BROWSER` (the
/// first command of a `:`-separated list; `%s` stands for the page, as Python's `webbrowser`
/// reads it), else `open` on macOS and `xdg-open` elsewhere. The opener is reaped when it
/// exits; a browser it leaves running is the user's and outlives the server.
struct BrowserOpener {
  /// What went wrong, in words that say how to open the page by hand.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The redirect page, removed by `removePage()`.
  private(set) var page: String?

  /// Writes the redirect page for `url` and starts the browser on it.
  mutating func open(_ url: String, environment: [String: String]) throws(Failure) {
    let command = try Self.command(environment: environment)
    let page = try Self.writeRedirect(to: url)
    self.page = page
    try Self.launch(command, on: page, saying: "ask serve")
  }

  /// Starts the browser on `target` (a page or a URL with no secret in it: `ps` shows it).
  static func launch(_ target: String, environment: [String: String]) throws(Failure) {
    try launch(try command(environment: environment), on: target, saying: "ask")
  }

  private static func launch(_ command: [String], on target: String, saying who: String)
    throws(Failure)
  {
    let arguments =
      command.contains { $0.contains("%s") }
      ? command.map { $0.replacingOccurrences(of: "%s", with: target) } : command + [target]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    process.standardInput = FileHandle.nullDevice
    let name = URL(fileURLWithPath: arguments[0]).lastPathComponent
    process.terminationHandler = { finished in
      guard finished.terminationReason != .exit || finished.terminationStatus != 0 else { return }
      OutputWriter.error(
        "\(who): \(name) ended with status \(finished.terminationStatus) and may not have "
          + "opened the page; open the URL above\n")
    }
    do {
      try process.run()
    } catch {
      throw Failure(description: "could not start \(name): \(error); open the URL above")
    }
  }

  /// Removes the redirect page (the server stops: its token is no longer good).
  mutating func removePage() {
    if let page { unlink(page) }
    page = nil
  }

  /// The browser command: `$BROWSER`'s first entry, else the platform's opener, found on PATH.
  static func command(environment: [String: String]) throws(Failure) -> [String] {
    if let browser = environment["BROWSER"]?.split(separator: ":").first {
      let words = browser.split(separator: " ").map(String.init)
      guard let first = words.first else {
        throw Failure(description: "BROWSER is empty; set it to a browser or unset it")
      }
      let path = first.contains("/") ? first : ExecutableLookup.onPath(first)
      guard let path, FileManager.default.isExecutableFile(atPath: path) else {
        throw Failure(
          description: "BROWSER names \(first.prefix(200)), which is not an executable on PATH; "
            + "fix BROWSER or open the URL above")
      }
      return [path] + words.dropFirst()
    }
    #if os(macOS)
      let opener = "open"
    #else
      let opener = "xdg-open"
    #endif
    guard let path = ExecutableLookup.onPath(opener) else {
      throw Failure(
        description: "no browser to open: \(opener) is not on PATH and BROWSER is not set; "
          + "open the URL above (or set BROWSER, or install xdg-utils)")
    }
    return [path]
  }

  /// A page, readable by the user alone, that sends the browser to `url`.
  static func writeRedirect(to url: String) throws(Failure) -> String {
    var template = Array(
      (NSTemporaryDirectory() + "/ask-serve-XXXXXX.html").replacingOccurrences(of: "//", with: "/")
        .utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 5) }
    guard descriptor >= 0 else {
      throw Failure(
        description:
          "could not write the page that opens the browser (\(String(cString: strerror(errno)))); "
          + "open the URL above")
    }
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    // The URL is ours (a host, a port and a hex token): nothing in it needs escaping in HTML,
    // but the quote and angle brackets are escaped all the same.
    let safe = url.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
    let html = """
      <!doctype html>
      <html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=\(safe)">
      <title>ask serve</title></head>
      <body><p><a href="\(safe)">Open ask serve</a></p></body></html>

      """
    let bytes = Array(html.utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    guard written == bytes.count else {
      unlink(path)
      throw Failure(
        description: "could not write the page that opens the browser; open the URL above")
    }
    return path
  }
}
