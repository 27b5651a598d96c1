import Embeddings
import Foundation

/// `ask-bench`: the figures in BENCHMARKS.md. Build with `-c release`; see scripts/bench.sh.
let arguments = CommandLine.arguments
let options = BenchOptions(arguments)
// A file named on the command line that cannot be read is said plainly, not a crash.
for file in options.markdownFiles + options.sseFiles
where !FileManager.default.isReadableFile(atPath: file) {
  let why = FileManager.default.fileExists(atPath: file) ? "cannot be read" : "does not exist"
  FileHandle.standardError.write(Data("ask-bench: \(file) \(why); give a file to measure\n".utf8))
  exit(2)
}
let megabytes = options.megabytes
print("AgentSkillKit benchmarks (\(megabytes) MB stream, release build)\n")
var summary: [String: Double] = [:]
@MainActor func markdownTable() throws {
  let rows = try MarkdownBenchmark.documents(
    scale: options.markdownScale, files: options.markdownFiles
  )
  .map { MarkdownBenchmark.run($0.0, $0.1) }
  print(MarkdownBenchmark.table(rows))
  summary.merge(MarkdownBenchmark.summary(rows)) { $1 }
}
/// The regression guard's short run (`scripts/bench-guard.sh`): the ratios that catch the
/// regressions this project has had — Markdown streaming against one full render on the
/// shapes, SSE parse + mapping against finding line ends, the store against the sqlite3 C
/// loop and the raw query — on inputs small enough for the test command.
if ProcessInfo.processInfo.environment["BENCH_QUICK"] == "1" {
  try markdownTable()
  print("")
  let throughput = ThroughputBenchmark.run(megabytes: megabytes)
  print(ThroughputBenchmark.table(throughput))
  summary.merge(ThroughputBenchmark.summary(throughput)) { $1 }
  print("")
  let directory = NSTemporaryDirectory() + "ask-bench-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  let (store, _) = try await StoreBenchmark.run(count: 50_000, directory: directory, rounds: 3)
  print(StoreBenchmark.table(store))
  summary.merge(StoreBenchmark.summary(store)) { $1 }
  print("")
  try await searchTables(count: 50_000, rounds: 20)
  try options.writeSummary(summary)
  // `exit` skips the `defer`: the databases (hundreds of MB) would stay in the temporary folder.
  try FileManager.default.removeItem(atPath: directory)
  exit(0)
}
if !options.sseFiles.isEmpty {
  let rows = try options.sseFiles.map(SSEFileBenchmark.run)
  print(SSEFileBenchmark.table(rows))
  print("")
  summary.merge(SSEFileBenchmark.summary(rows)) { $1 }
  if options.markdownFiles.isEmpty {
    try options.writeSummary(summary)
    exit(0)
  }
}
if ProcessInfo.processInfo.environment["BENCH_ONLY_MARKDOWN"] == "1"
  || !options.markdownFiles.isEmpty
{
  try markdownTable()
  try options.writeSummary(summary)
  exit(0)
}
@MainActor func startupTable() throws {
  let helper =
    ProcessInfo.processInfo.environment["BENCH_FIRST_FRAME"] ?? "Tests/Fixtures/first_frame.py"
  let rows = try StartupBenchmark.run(helper: helper)
  print(StartupBenchmark.table(rows))
  summary.merge(StartupBenchmark.summary(rows)) { $1 }
}
if ProcessInfo.processInfo.environment["BENCH_ONLY_STARTUP"] == "1" {
  try startupTable()
  try options.writeSummary(summary)
  exit(0)
}
if ProcessInfo.processInfo.environment["BENCH_ONLY_TUI"] == "1" {
  print(TUIBenchmark.frames(messages: 2000))
  print("")
  print(TUIBenchmark.throttle())
  print("")
  try markdownTable()
  try options.writeSummary(summary)
  exit(0)
}
/// PostgreSQL (BENCH_POSTGRES_URL: a URL whose user may create databases; scripts/bench.sh
/// starts a throw-away cluster): the store against plain libpq loops and SQLite, and the
/// fan-out to SSE clients of two `ask serve` instances.
@MainActor func postgresTables() async throws {
  let environment = ProcessInfo.processInfo.environment
  guard let admin = environment["BENCH_POSTGRES_URL"] else {
    print("(PostgreSQL not measured: set BENCH_POSTGRES_URL, as scripts/bench.sh does)")
    return
  }
  let directory = NSTemporaryDirectory() + "ask-bench-pg-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  let count = Int(environment["BENCH_STORE_EVENTS"] ?? "") ?? 1_000_000
  let result = try await PostgresBenchmark.run(admin: admin, count: count, directory: directory)
  print(PostgresBenchmark.table(result))
  summary.merge(PostgresBenchmark.summary(result)) { $1 }
  print("")
  let fanOut = try await PostgresFanOutBenchmark.run(
    admin: admin, events: Int(environment["BENCH_FAN_OUT_EVENTS"] ?? "") ?? 100_000,
    directory: directory)
  print(PostgresFanOutBenchmark.table(fanOut))
  summary["postgres.fan_out.wall_over_append"] = fanOut.fanOutSeconds / fanOut.aloneSeconds
}
/// Search over every session on SQLite and (with BENCH_POSTGRES_URL) PostgreSQL.
@MainActor func searchTables(count: Int, rounds: Int) async throws {
  let environment = ProcessInfo.processInfo.environment
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
  let directory = NSTemporaryDirectory() + "ask-bench-search-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  var results = [
    try await SearchBenchmark.sqlite(count: count, directory: directory, root: root, rounds: rounds)
  ]
  if let admin = environment["BENCH_POSTGRES_URL"] {
    results.append(
      try await SearchBenchmark.postgres(admin: admin, count: count, root: root, rounds: rounds))
  } else {
    print("(PostgreSQL search not measured: set BENCH_POSTGRES_URL, as scripts/bench.sh does)")
  }
  print(SearchBenchmark.table(results))
  summary.merge(SearchBenchmark.summary(results)) { $1 }
}
if ProcessInfo.processInfo.environment["BENCH_ONLY_SEARCH"] == "1" {
  let environment = ProcessInfo.processInfo.environment
  try await searchTables(
    count: Int(environment["BENCH_SEARCH_EVENTS"] ?? "") ?? 1_000_000, rounds: 50)
  try options.writeSummary(summary)
  exit(0)
}
if ProcessInfo.processInfo.environment["BENCH_ONLY_POSTGRES"] == "1" {
  try await postgresTables()
  try options.writeSummary(summary)
  exit(0)
}
/// The whole client against the official Python SDKs over loopback (scripts/bench.sh sets
/// BENCH_SDK_PYTHON to the test venv's python, which has them).
@MainActor func sdkTable() async throws {
  let environment = ProcessInfo.processInfo.environment
  guard let python = environment["BENCH_SDK_PYTHON"] else {
    print(
      "(SDK peers not run: set BENCH_SDK_PYTHON to a python with anthropic and openai; "
        + "scripts/bench.sh does)")
    return
  }
  let fixtures = environment["BENCH_FIXTURES"] ?? "Tests/Fixtures"
  let result = try await SDKPeerBenchmark.run(
    megabytes: megabytes, python: python, server: fixtures + "/sse_file_server.py",
    client: fixtures + "/sdk_stream_client.py")
  print(SDKPeerBenchmark.table(result))
  summary.merge(SDKPeerBenchmark.summary(result)) { $1 }
}
if ProcessInfo.processInfo.environment["BENCH_ONLY_DECLARED"] == "1" {
  print(try SkillCatalogBenchmark.startupTable(count: 10_000))
  exit(0)
}
if ProcessInfo.processInfo.environment["BENCH_ONLY_SDK"] == "1" {
  try await sdkTable()
  try options.writeSummary(summary)
  exit(0)
}
if ProcessInfo.processInfo.environment["BENCH_ONLY_LATENCY"] == "1" {
  let server =
    ProcessInfo.processInfo.environment["BENCH_REPLAY_SERVER"] ?? "Tests/Fixtures/replay_server.py"
  print(LatencyBenchmark.table(try await LatencyBenchmark.run(serverScript: server, runs: 5)))
  exit(0)
}
if ProcessInfo.processInfo.environment["BENCH_ONLY_RULES"] == "1" {
  print(RuleBenchmark.table())
  exit(0)
}
if let python = ProcessInfo.processInfo.environment["BENCH_MCP_PYTHON"] {
  let script =
    ProcessInfo.processInfo.environment["BENCH_MCP_CLIENT"] ?? "Tests/Fixtures/mcp_client_bench.py"
  print(try await MCPBenchmark.table(python: python, clientScript: script, calls: 200))
  print("")
  let fault =
    ProcessInfo.processInfo.environment["BENCH_MCP_FAULT"] ?? "Tests/Fixtures/mcp_fault_server.py"
  print(
    try await MCPStartupBenchmark.table(
      python: python, faultServer: fault, clientScript: script, rounds: 5))
  print("")
  print(
    try await MCPServeBenchmark.table(
      python: python,
      fixtures: URL(fileURLWithPath: script).deletingLastPathComponent().path, calls: 200))
  print("")
  if ProcessInfo.processInfo.environment["BENCH_ONLY_MCP"] == "1" { exit(0) }
}
if ProcessInfo.processInfo.environment["BENCH_CONFIDENCE"] == "1" {
  let environment = ProcessInfo.processInfo.environment
  for line in try ConfidenceBenchmark.lines(
    directory: EmbeddingInstall.directory(in: environment) ?? "ASK_EMBEDDINGS=off",
    fixtures: environment["BENCH_FIXTURES"] ?? "Tests/Fixtures")
  {
    print(line)
  }
  exit(0)
}
if ProcessInfo.processInfo.environment["BENCH_ONLY_CORPORA"] == "1" {
  let environment = ProcessInfo.processInfo.environment
  // A corpus named by `BENCH_CORPUS` that is not there is said plainly, not a crash.
  do {
    print(
      try SemanticBenchmark.corporaTable(
        directory: EmbeddingInstall.directory(in: environment) ?? "ASK_EMBEDDINGS=off",
        fixtures: environment["BENCH_FIXTURES"] ?? "Tests/Fixtures"))
  } catch {
    FileHandle.standardError.write(
      Data("ask-bench: \(error); name a corpus and its skills in BENCH_FIXTURES\n".utf8))
    exit(2)
  }
  exit(0)
}
if ProcessInfo.processInfo.environment["BENCH_ONLY_SEMANTIC"] == "1" {
  let environment = ProcessInfo.processInfo.environment
  print(
    try SemanticBenchmark.table(
      directory: EmbeddingInstall.directory(in: environment) ?? "ASK_EMBEDDINGS=off",
      fixtures: environment["BENCH_FIXTURES"] ?? "Tests/Fixtures"))
  exit(0)
}
if ProcessInfo.processInfo.environment["BENCH_ONLY_PLANNER"] == "1" {
  print(
    PlannerBenchmark.table(
      skills: Int(ProcessInfo.processInfo.environment["BENCH_SKILLS"] ?? "") ?? 10_000))
  print("")
  print(try await PlannerBenchmark.toolsTable(skills: 1000))
  print("")
  print(
    try PlannerBenchmark.accuracyTable(
      fixtures: ProcessInfo.processInfo.environment["BENCH_FIXTURES"] ?? "Tests/Fixtures"))
  exit(0)
}
if ProcessInfo.processInfo.environment["BENCH_ONLY_WORKSPACE"] == "1" {
  let megabytes = Int(ProcessInfo.processInfo.environment["BENCH_GREP_MB"] ?? "") ?? 100
  print(try await WorkspaceBenchmark.grepTable(megabytes: megabytes))
  print("")
  print(try WorkspaceBenchmark.outputLatency(lines: 300))
  print("")
  print(
    try await WorkspaceBenchmark.importTable(
      python: ProcessInfo.processInfo.environment["BENCH_MCP_PYTHON"], events: 10_000))
  exit(0)
}
if ProcessInfo.processInfo.environment["BENCH_ONLY_SANDBOX"] == "1" {
  let rounds = Int(ProcessInfo.processInfo.environment["BENCH_SANDBOX_ROUNDS"] ?? "") ?? 200
  print(try await SandboxBenchmark.table(rounds: rounds))
  exit(0)
}
if ProcessInfo.processInfo.environment["BENCH_ONLY_SKILLS"] == "1" {
  print(try await SkillCatalogBenchmark.table(count: 1000))
  exit(0)
}
if let faultServer = ProcessInfo.processInfo.environment["BENCH_FAULT_SERVER"] {
  let fixtures = URL(fileURLWithPath: faultServer).deletingLastPathComponent().path
  print(
    NetworkBenchmark.waitingTable(
      try await NetworkBenchmark.waiting(faultServer: faultServer),
      title: "waiting on a slow stream (10 tokens, 400 ms apart)"))
  print("")
  print(
    NetworkBenchmark.waitingTable(
      try NetworkBenchmark.idleTUI(helper: fixtures + "/idle_tui.py", seconds: 10),
      title: "idle on a pseudo-terminal (10 s)"))
  print("")
  for oneCore in [false, true] {
    print(
      NetworkBenchmark.rateTable(
        try NetworkBenchmark.tokenRates(faultServer: faultServer, tokens: 120, oneCore: oneCore),
        title: oneCore ? "client and server on one core" : "client and server on any core"))
    print("")
  }
  if ProcessInfo.processInfo.environment["BENCH_ONLY_NETWORK"] == "1" { exit(0) }
}
/// `ask serve`: SSE throughput and latency in process, memory of the real binary over the
/// store benchmark's database (nil: without it).
@MainActor func serveTable(storePath: String?, directory: String) async throws {
  let throughput = try await ServeBenchmark.throughput(events: 200_000, directory: directory)
  let latency = try await ServeBenchmark.latency(deltas: 1000, directory: directory)
  var memory: ServeBenchmark.Memory?
  if let storePath {
    memory = try await ServeBenchmark.memory(storePath: storePath, directory: directory)
  }
  print(ServeBenchmark.table(throughput, latency, memory))
  summary["serve_sse_vs_raw"] =
    Double(throughput.events) / throughput.hubSeconds
    / (Double(throughput.events) / throughput.rawSeconds)
}
if ProcessInfo.processInfo.environment["BENCH_ONLY_SERVE"] == "1" {
  let storeEvents =
    Int(ProcessInfo.processInfo.environment["BENCH_STORE_EVENTS"] ?? "") ?? 1_000_000
  let directory = NSTemporaryDirectory() + "ask-bench-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  let (_, storePath) = try await StoreBenchmark.run(
    count: storeEvents, directory: directory, rounds: 1)
  try await serveTable(storePath: storePath, directory: directory)
  try options.writeSummary(summary)
  try FileManager.default.removeItem(atPath: directory)
  exit(0)
}
let storeOnly = ProcessInfo.processInfo.environment["BENCH_ONLY_STORE"] == "1"
if !storeOnly {
  let throughput = ThroughputBenchmark.run(megabytes: megabytes)
  print(ThroughputBenchmark.table(throughput))
  summary.merge(ThroughputBenchmark.summary(throughput)) { $1 }
  print("")
  try await sdkTable()
  if ProcessInfo.processInfo.environment["BENCH_ONLY_STREAM"] == "1" {
    try options.writeSummary(summary)
    exit(0)
  }
}
let storeEvents = Int(ProcessInfo.processInfo.environment["BENCH_STORE_EVENTS"] ?? "") ?? 1_000_000

let directory = NSTemporaryDirectory() + "ask-bench-\(UUID().uuidString)"
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: directory) }
print("")
let (storeResult, storePath) = try await StoreBenchmark.run(
  count: storeEvents, directory: directory)
print(StoreBenchmark.table(storeResult))
print("")
summary.merge(StoreBenchmark.summary(storeResult)) { $1 }
if storeOnly {
  try options.writeSummary(summary)
  try FileManager.default.removeItem(atPath: directory)
  exit(0)
}
try await postgresTables()
print("")
try await searchTables(count: storeEvents, rounds: 50)
print("")
let bridgeResult = try await BridgeBenchmark.run(storePath: storePath, deltas: 1_000_000)
print(BridgeBenchmark.table(bridgeResult, events: storeEvents))
print("")
try await serveTable(storePath: storePath, directory: directory)
print("")
print(TUIBenchmark.frames(messages: 2000))
print("")
print(TUIBenchmark.throttle())
print("")
try markdownTable()
print("")
try startupTable()
print("")
print(RuleBenchmark.table())
print("")
print(try await SkillCatalogBenchmark.table(count: 1000))
print("")
print(try SkillCatalogBenchmark.startupTable(count: 10_000))
print("")
print(PlannerBenchmark.table(skills: 10_000))
print("")
print(try await PlannerBenchmark.toolsTable(skills: 1000))
print("")
print(
  try PlannerBenchmark.accuracyTable(
    fixtures: ProcessInfo.processInfo.environment["BENCH_FIXTURES"] ?? "Tests/Fixtures"))
print("")
print(try await WorkspaceBenchmark.grepTable(megabytes: 100))
print("")
print(try WorkspaceBenchmark.outputLatency(lines: 300))
print("")
print(
  try await WorkspaceBenchmark.importTable(
    python: ProcessInfo.processInfo.environment["BENCH_MCP_PYTHON"], events: 10_000))
if let server = ProcessInfo.processInfo.environment["BENCH_REPLAY_SERVER"] {
  print("")
  do {
    let latency = try await LatencyBenchmark.run(serverScript: server, runs: 5)
    print(LatencyBenchmark.table(latency))
  } catch {
    print("latency: not measured: \(error)")
  }
}
try options.writeSummary(summary)
