// Drives an `AgentBridge` — the layer a UI observes — over a real SQLite store, and prints
// each tool card whenever it changes, then the session as stored.
//
//   swift run example-drive-bridge "what time is it"
import AgentBridge
import AgentCore
import AgentRuntime
import AgentTestSupport
import BuiltinSkills
import Foundation
import ModelProviders
import SQLiteStore
import SkillKit

@MainActor
func main() async throws {
  let request = CommandLine.arguments.dropFirst().joined(separator: " ")
  let folder = NSTemporaryDirectory() + "bridge-example-\(UUID().uuidString)"
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let database = try SQLiteDatabase(path: folder + "/ask.sqlite")
  let registry = try SkillRegistry(
    BuiltinSkills.all(reminders: InMemoryReminders(), todos: InMemoryTodos()))
  let bridge = AgentBridge(store: SQLiteEventStore(database: database), clock: SystemClock()) {
    session in
    Agent(
      model: OfflinePlanner(), registry: registry, interactive: true,
      configuration: Agent.Configuration(language: .english, sessionID: session.id))
  }
  try await bridge.newSession(workingDirectory: folder, model: "offline")
  bridge.sendMessage(request.isEmpty ? "what time is it" : request)
  var shown: [String: String] = [:]
  func printChangedCards() {
    for card in bridge.cards {
      let line = "\(card.displayName) [\(card.status.rawValue)] \(card.summary ?? card.step ?? "")"
      if shown[card.id] != line {
        shown[card.id] = line
        print("card \(card.id): \(line)")
      }
    }
  }
  // A UI would observe the bridge (it is @Observable); a program can poll it.
  while bridge.isRunning {
    printChangedCards()
    if let prompt = bridge.pendingPermission {
      print("? \(prompt.summary) — allowing once")
      bridge.answerPermission(ResolvedDecision(.allowOnce, reason: "example: allow"))
    }
    try await Task.sleep(for: .milliseconds(5))
  }
  await bridge.waitUntilIdle()
  printChangedCards()
  await bridge.flush()
  let stored = try await bridge.sessions()
  print("stored: \(stored.map { "\($0.title) (\($0.eventCount) events)" }.joined(separator: ", "))")
}

try await main()
