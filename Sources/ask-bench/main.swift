import Foundation

/// `ask-bench`: the figures in BENCHMARKS.md. Build with `-c release`; see scripts/bench.sh.
let arguments = CommandLine.arguments
let megabytes = arguments.dropFirst().first.flatMap(Int.init) ?? 50
print("AgentSkillKit benchmarks (\(megabytes) MB stream, release build)\n")
let throughput = ThroughputBenchmark.run(megabytes: megabytes)
print(ThroughputBenchmark.table(throughput))
if let server = ProcessInfo.processInfo.environment["BENCH_REPLAY_SERVER"] {
  print("")
  do {
    let latency = try await LatencyBenchmark.run(serverScript: server, runs: 5)
    print(LatencyBenchmark.table(latency))
  } catch {
    print("latency: not measured: \(error)")
  }
}
