import AgentCore
import Foundation
import MCPClient

/// `ask mcp login NAME` and `ask mcp logout NAME`.
extension MCPCommand {
  static func signIn(_ action: MCPAction, container: AppContainer, output: OutputWriter) async
    -> Int32
  {
    guard let hub = container.mcp else {
      OutputWriter.error(
        "ask: no MCP servers are configured; `ask mcp add NAME --url URL` adds one\n")
      return 2
    }
    let tokens = container.environment.dataDirectory + "/mcp-tokens.json"
    do throws(MCPHub.SignInProblem) {
      switch action {
      case .login(let name, let browser, let wait):
        let environment = container.environment.variables
        let outcome = try await hub.login(
          name, wait: .seconds(wait),
          open: { url in
            guard browser else { return "--no-browser" }
            do throws(BrowserOpener.Failure) {
              try BrowserOpener.launch(url, environment: environment)
              return nil
            } catch {
              return error.description
            }
          },
          say: { OutputWriter.error($0 + "\n") })
        switch outcome {
        case .notNeeded:
          output.line("\(name) answered without asking for a sign-in; nothing was kept")
        case .signedIn(let credential):
          // A time for people: in the person's zone, relative where a word says the day.
          let expiry = credential.expiresAt.map {
            let until = PeopleTime.relative(
              Date(timeIntervalSince1970: $0), now: Date(), zone: container.environment.timeZone,
              language: .english)
            return ", its access token good until \(until)"
              + (credential.refreshToken == nil ? "" : " (refreshed when it runs out)")
          }
          output.line(
            "signed in to \(name) — \(credential)\(expiry ?? ""); kept in \(tokens) (mode 0600)")
        }
        return 0
      case .logout(let name):
        let (removed, revocation) = try await hub.logout(name)
        guard removed != nil else {
          output.line("\(name) had no sign-in kept; nothing to forget")
          return 0
        }
        output.line("signed out of \(name): its tokens are gone from \(tokens)")
        if let revocation {
          OutputWriter.error(
            "ask: the authorization server was not told (\(revocation)); the tokens may stay "
              + "good there until they expire\n")
        }
        return 0
      default:
        return 2
      }
    } catch {
      OutputWriter.error("ask: \(error.description)\n")
      return error.status
    }
  }
}
