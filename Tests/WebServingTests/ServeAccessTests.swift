import HTTPServer
import Testing
import WebServing

/// Who may talk to `ask serve`, checked without a server: the token in each of its three
/// places, the bound Host (DNS rebinding) and a foreign Origin.
struct ServeAccessTests {
  let token = "0123456789abcdef0123456789abcdef"

  func request(_ headers: [String: String], query: [String: String] = [:]) -> HTTPRequest {
    HTTPRequest(method: "GET", path: "/api/sessions", query: query, headers: headers, body: [])
  }

  func code(_ verdict: ServeAccess.Verdict) -> String? {
    if case .refused(let error) = verdict { return error.code }
    return nil
  }

  @Test func theTokenIsTakenFromTheHeaderTheCookieOrTheURLOnly() {
    let access = ServeAccess(token: token, host: "127.0.0.1", port: 8765)
    let host = ["host": "127.0.0.1:8765"]
    #expect(
      access.check(request(host.merging(["authorization": "Bearer \(token)"]) { $1 })) == .allowed)
    #expect(
      access.check(request(host.merging(["cookie": "a=b; ask_token=\(token); c=d"]) { $1 }))
        == .allowed)
    #expect(access.check(request(host, query: ["token": token])) == .allowedByURL)
    #expect(code(access.check(request(host))) == "unauthorized")
    // Same length, one digit off; a prefix; the right token in the wrong cookie.
    let wrong = String(token.dropLast()) + "0"
    #expect(
      code(access.check(request(host.merging(["authorization": "Bearer \(wrong)"]) { $1 })))
        == "unauthorized")
    #expect(
      code(access.check(request(host, query: ["token": String(token.prefix(16))])))
        == "unauthorized")
    #expect(
      code(access.check(request(host.merging(["cookie": "other=\(token)"]) { $1 })))
        == "unauthorized")
  }

  @Test func onlyTheBoundHostIsServedSoDNSRebindingIsRefused() {
    let loopback = ServeAccess(token: token, host: "127.0.0.1", port: 8765)
    let auth = ["authorization": "Bearer \(token)"]
    for host in ["127.0.0.1:8765", "localhost:8765", "[::1]:8765", "LOCALHOST:8765"] {
      #expect(loopback.check(request(auth.merging(["host": host]) { $1 })) == .allowed, "\(host)")
    }
    for host in ["evil.example:8765", "127.0.0.1:80", "127.0.0.1", "localhost.evil.example:8765"] {
      #expect(
        code(loopback.check(request(auth.merging(["host": host]) { $1 }))) == "bad_host", "\(host)")
    }
    #expect(code(loopback.check(request(auth))) == "bad_host", "no Host at all")
    // Bound to a LAN address: only that address, never the loopback names.
    let lan = ServeAccess(token: token, host: "192.168.1.20", port: 9000)
    #expect(lan.check(request(auth.merging(["host": "192.168.1.20:9000"]) { $1 })) == .allowed)
    #expect(code(lan.check(request(auth.merging(["host": "localhost:9000"]) { $1 }))) == "bad_host")
    let v6 = ServeAccess(token: token, host: "::1", port: 9000)
    #expect(v6.check(request(auth.merging(["host": "[::1]:9000"]) { $1 })) == .allowed)
  }

  @Test func aForeignOriginIsRefusedEvenWithTheToken() {
    let access = ServeAccess(token: token, host: "127.0.0.1", port: 8765)
    let base = ["host": "127.0.0.1:8765", "authorization": "Bearer \(token)"]
    #expect(
      access.check(request(base.merging(["origin": "http://127.0.0.1:8765"]) { $1 })) == .allowed)
    #expect(
      access.check(request(base.merging(["origin": "http://localhost:8765"]) { $1 })) == .allowed)
    for origin in [
      "http://evil.example", "https://127.0.0.1:8765", "http://127.0.0.1:8766", "null",
    ] {
      #expect(
        code(access.check(request(base.merging(["origin": origin]) { $1 }))) == "bad_origin",
        "\(origin)")
    }
  }

  @Test func newTokensAre128RandomBitsInHex() {
    let tokens = (0..<100).map { _ in ServeAccess.newToken() }
    #expect(Set(tokens).count == 100)
    for token in tokens {
      #expect(token.count == 32)
      #expect(token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    }
  }
}
