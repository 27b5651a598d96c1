import Foundation

/// Issue 12's whole-process figures: `ask` with five real MCP servers configured (lazy and
/// `--mcp-eager`) against none, one `ask call` of an MCP tool against the official Python
/// client doing the same from a cold start, and ask's peak memory with 500 MCP tools
/// registered against one server's handful — all in the same run.
enum MCPStartupBenchmark {
  struct Sample {
    var firstLine: Double
    var total: Double
    /// VmHWM when the result line arrived (KiB).
    var peakKiB: Int
  }

  /// Runs `executable arguments` with `environment` added: the first output, the exit, and
  /// the process's peak RSS when its `"type":"result"` line arrives.
  static func run(_ executable: String, _ arguments: [String], environment: [String: String])
    throws -> Sample
  {
    var peak = 0
    let measured = try BenchProcess.measure(
      executable, arguments, environment: environment, marker: #""type":"result""#
    ) { pid in
      if peak == 0 { peak = peakRSS(pid) }
    }
    return Sample(
      firstLine: measured.firstOutput * 1000, total: measured.wall * 1000, peakKiB: peak)
  }

  static func peakRSS(_ pid: pid_t) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }

  static func median(_ samples: [Sample], _ key: (Sample) -> Double) -> Double {
    samples.map(key).sorted()[samples.count / 2]
  }

  static func home(servers: String) throws -> String {
    let path = NSTemporaryDirectory() + "ask-bench-mcp-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try #"{"mcpServers": {\#(servers)}}"#.write(
      toFile: path + "/mcp.json", atomically: true, encoding: .utf8)
    return path
  }

  static func table(python: String, faultServer: String, clientScript: String, rounds: Int)
    async throws -> String
  {
    let ask = try BenchProcess.askBinary()
    let time = #"{"command": "\#(python)", "args": ["-m", "mcp_server_time"]}"#
    let none = try home(servers: "")
    let five = try home(
      servers: (1...5).map { #""time\#($0)": \#(time)"# }.joined(separator: ", "))
    let one = try home(servers: #""time": \#(time)"#)
    defer {
      for path in [none, five, one] { try? FileManager.default.removeItem(atPath: path) }
    }
    let call = ["call", "time.now", "--json"]
    var rows: [String] = [
      "| `ask call time.now --json` (median of \(rounds)) | first output | exit |",
      "| --- | --- | --- |",
    ]
    let configurations: [(String, String, [String])] = [
      ("no MCP servers", none, []), ("5 × mcp-server-time, lazy", five, []),
      ("5 × mcp-server-time, --mcp-eager", five, ["--mcp-eager"]),
    ]
    // Interleaved rounds: no configuration gets the cold caches of the first runs.
    var samples = Array(repeating: [Sample](), count: configurations.count)
    for _ in 0..<rounds {
      for (index, configuration) in configurations.enumerated() {
        samples[index].append(
          try run(ask, call + configuration.2, environment: ["ASK_HOME": configuration.1]))
      }
    }
    for (index, configuration) in configurations.enumerated() {
      rows.append(
        "| \(configuration.0) | \(String(format: "%.0f", median(samples[index], \.firstLine))) ms | \(String(format: "%.0f", median(samples[index], \.total))) ms |"
      )
    }

    rows += [
      "",
      "| one call of mcp-server-time's get_current_time from a cold start (median of \(rounds)) | wall time |",
      "| --- | --- |",
    ]
    var ours: [Sample] = []
    var theirs: [Sample] = []
    for _ in 0..<rounds {
      ours.append(
        try run(
          ask,
          ["call", "mcp.time.get_current_time", "--json", "--input", #"{"timezone":"UTC"}"#],
          environment: ["ASK_HOME": one]))
      theirs.append(
        try run(
          python,
          [
            clientScript, "1", "get_current_time", #"{"timezone":"UTC"}"#, python, "-m",
            "mcp_server_time",
          ], environment: [:]))
    }
    rows.append(
      "| `ask call mcp.time.get_current_time` (spawn, discover, list, gate, call, audit, exit) | \(String(format: "%.0f", median(ours, \.total))) ms |"
    )
    rows.append(
      "| official Python SDK client (spawn, initialize, list, call, exit) | \(String(format: "%.0f", median(theirs, \.total))) ms |"
    )

    let small = try home(
      servers: #""fault": {"command": "python3", "args": ["\#(faultServer)"]}"#)
    let large = try home(
      servers:
        #""fault": {"command": "python3", "args": ["\#(faultServer)"], "env": {"MCP_FAULT_EXTRA": "500"}}"#
    )
    defer { for path in [small, large] { try? FileManager.default.removeItem(atPath: path) } }
    var peaks: [(String, Int)] = []
    for (label, path) in [("9 MCP tools", small), ("509 MCP tools", large)] {
      var samples: [Int] = []
      for _ in 0..<rounds {
        samples.append(try run(ask, call, environment: ["ASK_HOME": path]).peakKiB)
      }
      peaks.append((label, samples.sorted()[samples.count / 2]))
    }
    rows += [
      "",
      "| `ask call time.now` with one MCP server registering | peak RSS (VmHWM) |",
      "| --- | --- |",
    ]
    for (label, kib) in peaks {
      rows.append("| \(label) | \(String(format: "%.1f", Double(kib) / 1024)) MiB |")
    }
    let extra = Double(peaks[1].1 - peaks[0].1) / 1024
    rows.append(
      "| 500 more tools cost | \(String(format: "%.1f", extra)) MiB (\(String(format: "%.1f", extra * 1024 / 500)) KiB per tool) |"
    )
    return rows.joined(separator: "\n")
  }
}
