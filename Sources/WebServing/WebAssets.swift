import AgentCore
import HTTPServer

/// The web page's files, compiled into the binary (`Sources/WebServing/Web`): nothing is read
/// or downloaded at run time.
enum WebAssets {
  /// The paths the page is served at.
  static let pages: Set<String> = ["/", "/index.html", "/app.js", "/app.css"]

  /// The page's script, after the stage words of ask's one catalogue (`StageWords`), so the
  /// page says where a run is in the same words as the terminal UI and line mode.
  static let script: [UInt8] =
    Array("const ASK_STAGE_WORDS = \(StageWords.byWireName.jsonString);\n".utf8)
    + PackageResources.app_js

  static func response(for request: HTTPRequest) -> HTTPResponse {
    guard request.method == "GET" || request.method == "HEAD" else {
      return APIError(405, "method_not_allowed", "pages are read with GET").response
    }
    let file: (bytes: [UInt8], type: String)
    switch request.path {
    case "/", "/index.html": file = (PackageResources.index_html, "text/html; charset=utf-8")
    case "/app.js": file = (script, "text/javascript; charset=utf-8")
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
