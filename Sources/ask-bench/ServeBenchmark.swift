import AgentBridge
import AgentCore
import AgentRuntime
import AgentTestSupport
import Foundation
import HTTPServer
import SQLiteStore
import SkillKit
import Synchronization
import WebServing

/// `ask serve`: events per second from the agent to an SSE client (against the same frames
/// written straight into the HTTP server), the delay from a model delta to the client, and
/// the memory of the real `ask serve` with 20 open sessions, one of 1 M events paged back to
/// its start.
@MainActor
enum ServeBenchmark {
  struct Throughput {
    var events: Int
    var hubSeconds: Double
    var rawSeconds: Double
    var bytes: Int
  }

  struct Latency {
    var deltas: Int
    var medianMs: Double
    var p99Ms: Double
    var maxMs: Double
    var textFrames: Int
  }

  struct Memory {
    var idleMB: Double
    var afterMB: Double
    var peakMB: Double
    var pages: Int
    var pagingSeconds: Double
    var events: Int
  }

  nonisolated static let token = "bench-token"

  /// A hub over a fresh SQLite database whose every session runs `script`.
  static func hub(directory: String, script: ScriptedSession) throws -> (ServeHub, HTTPServer) {
    let database = try SQLiteDatabase(path: directory + "/serve-\(UUID().uuidString).sqlite")
    var limits = ServeHub.Limits()
    limits.streamBufferBytes = 256 << 20
    let hub = ServeHub(
      store: SQLiteEventStore(database: database), clock: SystemClock(),
      host: ServeHub.Host(
        defaultModel: "bench", workspace: { _ in "/" }, modelProblem: { _ in nil },
        skills: { [:] }, doctor: { [:] }), limits: limits
    ) { _ in script }
    let server = try ServeServer.start(hub: hub, host: "127.0.0.1", port: 0, token: token)
    return (hub, server)
  }

  static func throughput(events: Int, directory: String) async throws -> Throughput {
    let notice = AgentMessage.system(
      SystemNotice(subtype: "bench", message: "an event of the benchmark's run, about 100 bytes"))
    let (_, server) = try hub(
      directory: directory,
      script: ScriptedSession { continuation in
        for _ in 0..<events { continuation.yield(notice) }
      })
    let session = try await create(port: server.port)
    let reader = try SSECounter(
      port: server.port, path: "/api/sessions/\(session)/stream", until: #""type":"result""#)
    try await reader.waitForFirstFrame()
    let clock = ContinuousClock()
    let start = clock.now
    _ = try await request(
      port: server.port, "POST", "/api/sessions/\(session)/messages", #"{"text":"go"}"#)
    let counted = await reader.finish()
    let hubSeconds = StoreBenchmark.seconds(clock.now - start)
    await server.stop()

    // The same frames written straight into a stream of the same server.
    let frame = Array("id: 123456\ndata: \(MessageWire.encode(notice).jsonString)\n\n".utf8)
    let end = Array("data: {\"type\":\"result\"}\n\n".utf8)
    let raw = try HTTPServer(host: "127.0.0.1", port: 0) { _ in
      let stream = HTTPByteStream(limit: 1 << 30)
      Thread.detachNewThread {
        for _ in 0..<events { _ = stream.write(frame) }
        _ = stream.write(end)
        stream.finish()
      }
      return HTTPResponse(status: 200, headers: [], body: .stream(stream))
    }
    let rawStart = clock.now
    let rawReader = try SSECounter(port: raw.port, path: "/", until: #""type":"result""#)
    _ = await rawReader.finish()
    let rawSeconds = StoreBenchmark.seconds(clock.now - rawStart)
    await raw.stop()
    return Throughput(
      events: counted.ids, hubSeconds: hubSeconds, rawSeconds: rawSeconds, bytes: counted.bytes)
  }

  static func latency(deltas: Int, directory: String) async throws -> Latency {
    let sent = Mutex<[ContinuousClock.Instant]>([])
    let (_, server) = try hub(
      directory: directory,
      script: ScriptedSession { continuation in
        for index in 0..<deltas {
          sent.withLock { $0.append(.now) }
          continuation.yield(.partialMessage("word\(index) "))
          do { try await Task.sleep(for: .milliseconds(2)) } catch { return }
        }
      })
    let session = try await create(port: server.port)
    let reader = try SSECounter(
      port: server.port, path: "/api/sessions/\(session)/stream?partial=1",
      until: #""type":"result""#, timing: #""type":"partial_message""#)
    try await reader.waitForFirstFrame()
    _ = try await request(
      port: server.port, "POST", "/api/sessions/\(session)/messages", #"{"text":"go"}"#)
    let counted = await reader.finish()
    await server.stop()
    let emitted = sent.withLock { $0 }
    let delays = zip(emitted, counted.arrivals).map { StoreBenchmark.seconds($1 - $0) * 1000 }
      .sorted()
    guard !delays.isEmpty else { throw BenchProcess.Failure(description: "no delta arrived") }
    return Latency(
      deltas: delays.count, medianMs: delays[delays.count / 2],
      p99Ms: delays[min(delays.count - 1, delays.count * 99 / 100)], maxMs: delays.last ?? 0,
      textFrames: counted.marked)
  }

  /// The real binary over a copy of the store benchmark's database.
  static func memory(storePath: String, directory: String) async throws -> Memory {
    let home = directory + "/serve-home"
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: storePath, toPath: home + "/ask.sqlite")
    let (process, port, token) = try await launch(home: home)
    defer { process.terminate() }
    let pid = process.processIdentifier
    let idle = try statusMB(pid, "VmRSS")
    var streams: [SSECounter] = []
    var sessions = [StoreBenchmark.sessionID]
    for _ in 0..<19 { sessions.append(try await create(port: port, token: token)) }
    for session in sessions {
      let stream = try SSECounter(
        port: port, path: "/api/sessions/\(session)/stream", until: "\u{0}", token: token)
      try await stream.waitForFirstFrame()
      streams.append(stream)
    }
    let clock = ContinuousClock()
    let start = clock.now
    var before: Int? = nil
    var pages = 0
    var events = 0
    while true {
      let query = before.map { "&before=\($0)" } ?? ""
      let body = try await request(
        port: port, "GET", "/api/sessions/\(StoreBenchmark.sessionID)/events?limit=500\(query)",
        nil, token: token)
      let page = try JSONValue.parse(body)
      let list = page["events"]?.arrayValue ?? []
      pages += 1
      events += list.count
      guard let first = list.first?["sequence"]?.intValue, first > 1 else { break }
      before = first
    }
    let pagingSeconds = StoreBenchmark.seconds(clock.now - start)
    let after = try statusMB(pid, "VmRSS")
    let peak = try statusMB(pid, "VmHWM")
    for stream in streams { stream.close() }
    return Memory(
      idleMB: idle, afterMB: after, peakMB: peak, pages: pages, pagingSeconds: pagingSeconds,
      events: events)
  }

  /// The real `ask serve` on a free port with `home` (and `environment` over this process's);
  /// the process, its port and its token, read from the line it prints.
  static func launch(home: String, environment extra: [String: String] = [:]) async throws -> (
    Process, UInt16, String
  ) {
    var environment = extra
    environment["ASK_HOME"] = home
    let (process, line) = try await BenchProcess.startAsk(
      ["serve", "--port", "0"], environment: environment)
    guard let url = URLComponents(string: String(line.dropFirst("ask serve: ".count))),
      let port = url.port.flatMap(UInt16.init(exactly:)),
      let token = url.queryItems?.first(where: { $0.name == "token" })?.value
    else {
      process.terminate()
      throw BenchProcess.Failure(description: "ask serve printed \(line)")
    }
    return (process, port, token)
  }

  /// `field` of /proc/PID/status in MB; a missing process or field is an error, never 0 MB.
  static func statusMB(_ pid: Int32, _ field: String) throws -> Double {
    let text = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { throw BenchProcess.Failure(description: "no \(field) in /proc/\(pid)/status") }
    return kilobytes / 1024
  }

  static func create(port: UInt16, token: String = token) async throws -> String {
    let body = try await request(port: port, "POST", "/api/sessions", "{}", token: token)
    guard let id = try JSONValue.parse(body)["session"]?["id"]?.stringValue else {
      throw BenchProcess.Failure(description: "no session: \(body)")
    }
    return id
  }

  /// One HTTP/1.0 request; its body.
  static func request(
    port: UInt16, _ method: String, _ path: String, _ body: String?, token: String = token
  ) async throws -> String {
    let raw = try await RawHTTPClient.request(
      port: port, method, path, body: body, headers: ["Authorization": "Bearer \(token)"])
    guard let split = raw.range(of: "\r\n\r\n") else { return "" }
    return String(raw[split.upperBound...])
  }

  static func table(_ throughput: Throughput, _ latency: Latency, _ memory: Memory?) -> String {
    let hubRate = Double(throughput.events) / throughput.hubSeconds
    let rawRate = Double(throughput.events) / throughput.rawSeconds
    var text = """
      | ask serve | figure | baseline in the same run | ratio |
      | --- | --- | --- | --- |
      | events/s, agent → bridge → store → SSE client (\(throughput.events) events, \(throughput.bytes / 1_048_576) MB) | \(Int(hubRate)) | \(Int(rawRate)) (the same frames written straight into the server) | \(String(format: "%.2f", hubRate / rawRate)) |
      | model delta → SSE client, median (\(latency.deltas) deltas 2 ms apart, `?partial=1`) | \(String(format: "%.2f", latency.medianMs)) ms | | |
      | model delta → SSE client, p99 / max | \(String(format: "%.2f", latency.p99Ms)) / \(String(format: "%.2f", latency.maxMs)) ms | | |
      | throttled `text` frames for those \(latency.deltas) deltas | \(latency.textFrames) | | |

      """
    if let memory {
      text += """
        | `ask serve` RSS: idle → 20 open sessions with a stream each, one of \(memory.events) events paged back to its start | \(String(format: "%.1f", memory.afterMB)) MB (peak \(String(format: "%.1f", memory.peakMB)) MB) | \(String(format: "%.1f", memory.idleMB)) MB idle | \(String(format: "%.2f", memory.afterMB / max(memory.idleMB, 1))) |
        | paging it back: \(memory.pages) pages of 500 over HTTP | \(String(format: "%.2f", memory.pagingSeconds)) s (\(String(format: "%.2f", memory.pagingSeconds * 1000 / Double(max(memory.pages, 1)))) ms a page) | | |

        """
    }
    return text
  }
}

/// Reads an SSE response on a thread of its own, counting `id:` lines (and the frames holding
/// `timing`, with their arrival) until a frame holds `until`.
final class SSECounter: Sendable {
  struct Counted: Sendable {
    var ids = 0
    var bytes = 0
    var arrivals: [ContinuousClock.Instant] = []
    var marked = 0
  }

  private let socket: Int32
  private let first = Mutex(false)
  /// What was counted once reading ended, and whoever waits for it.
  private let outcome = Mutex<(counted: Counted?, waiter: CheckedContinuation<Counted, Never>?)>(
    (nil, nil))

  init(
    port: UInt16, path: String, until: String, timing: String? = nil,
    token: String = ServeBenchmark.token
  ) throws {
    let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    socket = fd
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      Glibc.close(fd)
      throw POSIXError(.ECONNREFUSED)
    }
    let request = Array(
      "GET \(path) HTTP/1.0\r\nHost: 127.0.0.1:\(port)\r\nAuthorization: Bearer \(token)\r\n\r\n"
        .utf8)
    _ = request.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, 0) }
    let endMarker = Array(until.utf8)
    let timingMarker = timing.map { Array($0.utf8) }
    let textMarker = Array(#""type":"text""#.utf8)
    Thread.detachNewThread { [self] in
      var counted = Counted()
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      var carry: [UInt8] = []
      var finished = false
      while !finished {
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count <= 0 { break }
        let now = ContinuousClock.now
        counted.bytes += count
        carry += buffer[..<count]
        // Whole frames only: up to the last blank line.
        var end = carry.count - 1
        while end > 0, !(carry[end] == 10 && carry[end - 1] == 10) { end -= 1 }
        guard end > 0 else { continue }
        for frame in carry[...end].split(separator: 10, omittingEmptySubsequences: true) {
          if frame.starts(with: Array("id: ".utf8)) { counted.ids += 1 }
          if frame.starts(with: Array("data: ".utf8)) { first.withLock { $0 = true } }
          if let timingMarker, RawHTTPClient.find(timingMarker, in: frame) {
            counted.arrivals.append(now)
          }
          if RawHTTPClient.find(textMarker, in: frame) { counted.marked += 1 }
          if RawHTTPClient.find(endMarker, in: frame) { finished = true }
        }
        carry = Array(carry[(end + 1)...])
      }
      deliver(counted)
    }
  }

  private func deliver(_ counted: Counted) {
    let waiter = outcome.withLock { state in
      defer { state = (counted, nil) }
      return state.waiter
    }
    waiter?.resume(returning: counted)
  }

  /// Waits (at most 30 s) until the first frame (the `state`) arrived.
  func waitForFirstFrame() async throws {
    try await waitUntil("the stream's first frame", timeout: .seconds(30)) {
      first.withLock { $0 }
    }
  }

  /// What was counted, once the end frame arrived or the stream closed.
  func finish() async -> Counted {
    await withCheckedContinuation { continuation in
      let ready = outcome.withLock { state -> Counted? in
        if state.counted == nil { state.waiter = continuation }
        return state.counted
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  func close() { shutdown(socket, Int32(SHUT_RDWR)) }

  deinit { Glibc.close(socket) }
}
