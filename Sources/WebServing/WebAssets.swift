import AgentCore
import HTTPServer
import SkillKit

/// The web page's files, compiled into the binary (`Sources/WebServing/Web`): nothing is read
/// or downloaded at run time.
enum WebAssets {
  /// The paths the page is served at.
  static let pages: Set<String> = ["/", "/index.html", "/app.js", "/app.css"]

  /// The page in `language`: `index.html` with its `{{key}}` words filled in from the page's
  /// catalogue (`{{^key}}` capitalized), HTML-escaped; `{{lang}}` is the language's code.
  static func page(_ language: UserLanguage) -> [UInt8] {
    language == .chinese ? chinesePage : englishPage
  }
  private static let englishPage = render(.english)
  private static let chinesePage = render(.chinese)

  static func render(_ language: UserLanguage) -> [UInt8] {
    let words = WebWords.table(language).objectValue ?? [:]
    let template = String(decoding: PackageResources.index_html, as: UTF8.self)
    var out = ""
    var rest = Substring(template)
    while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
      out += rest[..<open.lowerBound]
      var key = String(rest[open.upperBound..<close.lowerBound])
      let capitalized = key.hasPrefix("^")
      if capitalized { key.removeFirst() }
      var text = key == "lang" ? language.rawValue : words[key]?.stringValue ?? key
      if capitalized, let first = text.first { text = first.uppercased() + text.dropFirst() }
      out += escape(text)
      rest = rest[close.upperBound...]
    }
    out += rest
    return Array(out.utf8)
  }

  /// The page's script in `language`, after its words — the page's catalogue, the faces'
  /// shared one and the stages' (`StageWords`), so it says everything as the terminal UI and
  /// line mode do: `ASK_LANGUAGE`, `ASK_WORDS`, `ASK_STAGE_WORDS`.
  static func script(_ language: UserLanguage) -> [UInt8] {
    language == .chinese ? chineseScript : englishScript
  }
  private static let englishScript = script(for: .english)
  private static let chineseScript = script(for: .chinese)

  private static func script(for language: UserLanguage) -> [UInt8] {
    Array(
      ("const ASK_LANGUAGE = \(JSONValue.string(language.rawValue).jsonString);\n"
        + "const ASK_WORDS = \(WebWords.table(language).jsonString);\n"
        + "const ASK_STAGE_WORDS = \(StageWords.byWireName.jsonString);\n").utf8)
      + PackageResources.app_js
  }

  static func response(for request: HTTPRequest, language: UserLanguage) -> HTTPResponse {
    guard request.method == "GET" || request.method == "HEAD" else {
      return APIError(405, "method_not_allowed", "pages are read with GET").response
    }
    let file: (bytes: [UInt8], type: String)
    switch request.path {
    case "/", "/index.html": file = (page(language), "text/html; charset=utf-8")
    case "/app.js": file = (script(language), "text/javascript; charset=utf-8")
    case "/app.css": file = (PackageResources.app_css, "text/css; charset=utf-8")
    default:
      return APIError(404, "not_found", "no page \(request.path.prefix(100))").response
    }
    return HTTPResponse(
      status: 200,
      headers: [("Content-Type", file.type), ("Cache-Control", "no-cache")] + securityHeaders,
      body: .bytes(file.bytes))
  }

  /// No script but the page's own, no framing, no referrer carrying the URL.
  static let securityHeaders: [(name: String, value: String)] = [
    (
      "Content-Security-Policy",
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        + "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
    ),
    ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"),
    ("X-Frame-Options", "DENY"),
  ]

  /// The page a browser without the token sees.
  static func refusal(_ error: APIError) -> HTTPResponse {
    let html = """
      <!doctype html><meta charset="utf-8"><title>ask serve</title>
      <h1>\(error.status)</h1><p>\(escape(error.message))</p>
      """
    return HTTPResponse(
      status: error.status,
      headers: [("Content-Type", "text/html; charset=utf-8")] + securityHeaders,
      body: .bytes(Array(html.utf8)))
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }
}
