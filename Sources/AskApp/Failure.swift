import AgentCore
import Foundation
import PostgresStore
import SQLiteStore
import SkillKit
import Synchronization

/// Reports an error that stops `ask` before or outside a run, with its fix.
enum Failure {
  /// Prints `error` (as an NDJSON `error` event in JSON mode) and returns the exit code.
  static func report(_ error: any Error, language: UserLanguage, json: Bool, output: OutputWriter)
    -> Int32
  {
    let (explanation, code) = explain(error, language: language)
    if json {
      let event: JSONValue = [
        "type": "error", "protocol_version": .string(MessageWire.protocolVersion),
        "code": .string(explanation.code), "message": .string(explanation.message),
        "fix": .string(explanation.fix),
      ]
      output.line(event.jsonString)
    } else {
      OutputWriter.error("ask: \(explanation.message)\n  ↳ \(explanation.fix)\n")
    }
    return code
  }

  static func explain(_ error: any Error, language: UserLanguage) -> (ErrorExplanation, Int32) {
    switch error {
    case let usage as UsageError:
      return (
        ErrorExplanation(
          code: "usage", message: UsageWord.shown(usage.message, in: language),
          fix: UsageWord.wording(.seeHelp, language)), 2
      )
    case let store as StoreError:
      return (
        ErrorCatalogue.explain(.storage(path: store.path, reason: store.reason), in: language), 1
      )
    case let postgres as PostgresError:
      // The message names the server without its password (PostgresURL scrubs it).
      return (
        ErrorCatalogue.explain(
          .storage(path: "PostgreSQL (ASK_DATABASE_URL)", reason: postgres.description),
          in: language), 1
      )
    case let refusal as SessionError:
      return (
        ErrorExplanation(
          code: "session_refused", message: refusal.message,
          fix: UsageWord.wording(.seeHelp, language)), 1
      )
    case let grant as GrantsFailure:
      return (
        ErrorExplanation(
          code: "grant_refused", message: grant.message,
          fix: UsageWord.wording(.seeHelp, language)), 1
      )
    case let manifest as SkillManifest.ManifestError:
      return (
        ErrorCatalogue.explain(.invalidConfiguration(manifest.description), in: language), 1
      )
    default:
      return (
        ErrorCatalogue.explain(.invalidConfiguration(String(describing: error)), in: language), 1
      )
    }
  }
}

/// A thread-safe counter.
final class Counter: Sendable {
  private let value = Mutex(0)

  /// Adds one and returns the new value.
  func increment() -> Int {
    value.withLock { value in
      value += 1
      return value
    }
  }
}
