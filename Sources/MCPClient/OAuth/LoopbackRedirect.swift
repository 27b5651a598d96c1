import Foundation
import HTTPServer
import Synchronization

/// The loopback redirect of a sign-in (RFC 8252 §7.3): a one-use HTTP listener on
/// 127.0.0.1 and a port the kernel picks, waiting for the browser to come back to `/callback`
/// with the code (or the refusal) and the state ask sent. A request with another state or
/// path is answered 400 and otherwise ignored; the first with the right state is the answer.
final class LoopbackRedirect: Sendable {
  /// `http://127.0.0.1:PORT/callback`.
  let uri: String
  private let server: HTTPServer
  private let answers: AsyncStream<[String: String]>
  private let expected = Expected()

  /// The state the redirect must bring back; nil once it came (or before it is asked for).
  private final class Expected: Sendable {
    let state = Mutex<String?>(nil)
  }

  /// Listens on `port` of 127.0.0.1 (0: one the kernel picks).
  init(port: UInt16 = 0) throws(OAuthError) {
    let (answers, continuation) = AsyncStream.makeStream(of: [String: String].self)
    self.answers = answers
    let expected = self.expected
    do {
      server = try HTTPServer(
        host: "127.0.0.1", port: port,
        limits: HTTPServer.Limits(bodyBytes: 4096, connections: 8, connectionsPerAddress: 8)
      ) { request in
        // Checked and taken in one step: only one request can be the answer.
        let taken = expected.state.withLock { awaited -> Bool in
          guard request.method == "GET", request.path == "/callback",
            let awaitedState = awaited, request.query["state"] == awaitedState
          else { return false }
          awaited = nil
          return true
        }
        guard taken else {
          return Self.page(400, "This is not the sign-in ask is waiting for.")
        }
        continuation.yield(request.query)
        continuation.finish()
        return request.query["error"] == nil
          ? Self.page(200, "Signed in. You can close this page and go back to ask.")
          : Self.page(200, "The sign-in was refused; ask says why.")
      }
    } catch {
      throw OAuthError("could not listen on 127.0.0.1 for the sign-in's redirect: \(error)")
    }
    uri = "http://127.0.0.1:\(server.port)/callback"
  }

  /// The redirect's query once the browser brings back `state`; an error after `wait`.
  func answer(state: String, within wait: Duration) async throws(OAuthError) -> [String: String] {
    expected.state.withLock { $0 = state }
    let answers = self.answers
    let result = await withTaskGroup(of: [String: String]?.self) { group in
      group.addTask {
        for await answer in answers { return answer }
        return nil
      }
      group.addTask {
        try? await Task.sleep(for: wait)
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
    guard let result else {
      throw OAuthError(
        "no browser came back within \(wait.components.seconds) seconds; run ask mcp login "
          + "again and open the page it prints")
    }
    return result
  }

  func stop() {
    let server = self.server
    Task { await server.stop() }
  }

  private static func page(_ status: Int, _ text: String) -> HTTPResponse {
    let html =
      "<!doctype html><html><head><meta charset=\"utf-8\"><title>ask</title></head>"
      + "<body><p>\(text)</p></body></html>"
    return HTTPResponse(
      status: status, contentType: "text/html; charset=utf-8", body: Array(html.utf8))
  }
}
