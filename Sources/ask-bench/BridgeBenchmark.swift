import AgentBridge
import AgentCore
import AgentRuntime
import Foundation
import SQLiteStore
import SkillKit

/// Opening and paging a large session through the bridge, and the bridge under a flood of
/// partial deltas.
@MainActor
enum BridgeBenchmark {
  struct Result {
    var openMs: Double
    var rssBeforeMB: Double
    var rssPeakMB: Double
    var pagesLoaded: Int
    var pagingSeconds: Double
    var deltas: Int
    var deltaSeconds: Double
    var renders: Int
  }

  /// A model that streams `count` one-character deltas.
  struct FloodModel: LanguageModel {
    let identifier = "flood"
    let count: Int

    func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
      let count = self.count
      return AsyncThrowingStream { continuation in
        Task {
          for _ in 0..<count { continuation.yield(.textDelta("x")) }
          continuation.yield(.stop(.endTurn))
          continuation.finish()
        }
      }
    }
  }

  static func run(storePath: String, deltas: Int) async throws -> Result {
    let database = try SQLiteDatabase(path: storePath)
    let store = SQLiteEventStore(database: database)
    let clock = SystemClock()
    let registry = try SkillRegistry([])
    let bridge = AgentBridge(store: store, clock: clock) { session in
      Agent(
        model: FloodModel(count: deltas), registry: registry, interactive: true,
        configuration: Agent.Configuration(sessionID: session.id))
    }
    let rssBefore = residentMB()
    let openSeconds = try await measure { try await bridge.open(StoreBenchmark.sessionID) }
    var peak = residentMB()
    var pages = 0
    let pagingSeconds = try await measure {
      while bridge.hasOlder {
        try await bridge.loadOlder()
        pages += 1
        if pages % 500 == 0 { peak = max(peak, residentMB()) }
      }
    }
    peak = max(peak, residentMB())

    try await bridge.newSession(workingDirectory: "/", model: "flood")
    let deltaSeconds = try await measure {
      bridge.sendMessage("go")
      await bridge.waitUntilIdle()
    }
    return Result(
      openMs: openSeconds * 1000, rssBeforeMB: rssBefore, rssPeakMB: peak, pagesLoaded: pages,
      pagingSeconds: pagingSeconds, deltas: deltas, deltaSeconds: deltaSeconds,
      renders: bridge.renderCount)
  }

  /// Seconds `body` took, on the main actor.
  static func measure(_ body: () async throws -> Void) async throws -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try await body()
    return StoreBenchmark.seconds(clock.now - start)
  }

  /// Resident memory from /proc (Linux); 0 elsewhere.
  static func residentMB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
  }

  static func table(_ result: Result, events: Int) -> String {
    """
    | bridge over a \(events)-event session | figure |
    | --- | --- |
    | open to the newest page | \(String(format: "%.1f", result.openMs)) ms |
    | page back through all of it (\(result.pagesLoaded) pages of 100) | \(String(format: "%.2f", result.pagingSeconds)) s |
    | resident memory before opening → peak while paging | \(String(format: "%.0f", result.rssBeforeMB)) MB → \(String(format: "%.0f", result.rssPeakMB)) MB |

    | bridge consuming partial deltas | figure |
    | --- | --- |
    | \(result.deltas) deltas through the agent loop and the bridge | \(String(format: "%.2f", result.deltaSeconds)) s (\(String(format: "%.0f", Double(result.deltas) / result.deltaSeconds / 1000)) k deltas/s) |
    | renders the throttle let through | \(result.renders) |
    """
  }
}
