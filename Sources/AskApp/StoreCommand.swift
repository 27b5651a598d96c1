import AgentCore
import Foundation

/// `ask store export --to FILE` and `ask store import FILE`: everything a store holds —
/// sessions and their events, rules, authorizations, the audit log, reminders, todos, the
/// calendar, undo checkpoints — as versioned JSONL (`StoreArchive`), so that a SQLite data
/// directory moves into PostgreSQL and back. Counts are compared and reported.
enum StoreCommand {
  /// Rows read and written at a time.
  static let page = 1000
  /// The longest line an archive may hold (a checkpoint of a 10 MiB file is ~14 MB).
  static let maxLineBytes = 64 << 20

  static func run(_ action: StoreAction, container: AppContainer, output: OutputWriter)
    async throws -> Int32
  {
    switch action {
    case .export(let target): return try await export(to: target, container, output)
    case .importFile(let path): return try await importArchive(path, container, output)
    }
  }

  // MARK: export

  static func export(to target: String, _ container: AppContainer, _ output: OutputWriter)
    async throws -> Int32
  {
    let transfer = container.stores.transfer
    // Every text in the table that is moved (PostgreSQL keeps a run's texts apart until then).
    try await container.stores.events.settleSearchIndex()
    // Written to a temporary file next to the target, then renamed: never half a file.
    let temporary = target == "-" ? nil : target + ".part-\(getpid())"
    let sink: FileHandle
    if let temporary {
      guard FileManager.default.createFile(atPath: temporary, contents: nil),
        let handle = FileHandle(forWritingAtPath: temporary)
      else {
        throw UsageError(message: "cannot write \(target): check the folder and its permissions")
      }
      sink = handle
    } else {
      sink = FileHandle.standardOutput
    }
    var counts: [String: Int] = [:]
    var buffer = Data()
    func emit(_ line: String) throws {
      buffer.append(contentsOf: line.utf8)
      buffer.append(0x0A)
      if buffer.count > 1 << 20 {
        try sink.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    do {
      try emit(
        StoreArchive.header(source: transfer.location, at: container.environment.clock.now()))
      for table in TransferTable.all {
        var after: [StoredCell]?
        var written = 0
        while true {
          let rows = try await transfer.rows(table, after: after, limit: page)
          for row in rows { try emit(StoreArchive.row(table, row)) }
          written += rows.count
          guard rows.count == page, let last = rows.last else { break }
          after = table.keyPositions.map { last[$0] }
        }
        counts[table.name] = written
      }
      let calls = try await container.stores.audit.entries(skill: nil, since: nil, afterRow: nil)
      for call in calls { try emit(StoreArchive.audit(call)) }
      counts["audit"] = calls.count
      try emit(StoreArchive.end(counts))
      try sink.write(contentsOf: buffer)
      if let temporary {
        try sink.close()
        guard rename(temporary, target) == 0 else {
          throw UsageError(
            message: "cannot write \(target): \(String(cString: strerror(errno)))")
        }
      }
    } catch {
      if let temporary {
        try? sink.close()
        try? FileManager.default.removeItem(atPath: temporary)
      }
      throw error
    }
    if target != "-" {
      output.line("exported \(transfer.location) to \(target):")
      for name in TransferTable.all.map(\.name) + ["audit"] {
        output.line("  \(name) \(counts[name] ?? 0)")
      }
    }
    return 0
  }

  // MARK: import

  static func importArchive(_ path: String, _ container: AppContainer, _ output: OutputWriter)
    async throws -> Int32
  {
    let transfer = container.stores.transfer
    // Into an empty store only: ids and sequence numbers are kept as they were.
    for table in TransferTable.all where try await transfer.count(table) > 0 {
      throw UsageError(
        message:
          "\(transfer.location) already holds \(table.name); import into an empty store "
          + "(a new ASK_HOME, or a new PostgreSQL database)")
    }
    if !(try await container.stores.audit.entries(skill: nil, since: nil, afterRow: nil).isEmpty) {
      throw UsageError(
        message: "\(transfer.location) already holds audit entries; import into an empty store")
    }
    let reader = try ArchiveReader(path: path, maxLineBytes: maxLineBytes)
    var read: [String: Int] = [:]
    var declared: [String: Int]?
    var pending: [String: [[StoredCell]]] = [:]
    var calls: [AuditEntry] = []
    try await transfer.beginImport()
    do {
      var number = 0
      var sawHeader = false
      while let line = try reader.next() {
        number += 1
        guard declared == nil else {
          throw UsageError(message: "\(path):\(number): a line after the end line")
        }
        let record: StoreArchive.Record
        do {
          record = try StoreArchive.read(line)
        } catch {
          throw UsageError(message: "\(path):\(number): \(error.reason)")
        }
        switch record {
        case .header:
          guard number == 1 else { throw UsageError(message: "\(path):\(number): a second header") }
          sawHeader = true
        case .row(let name, let cells):
          guard sawHeader else { throw UsageError(message: "\(path):1: no ask-store header") }
          pending[name, default: []].append(cells)
          read[name, default: 0] += 1
          // Tables are written in order; a table's rows go in before the next one's.
          if pending[name]!.count >= page { try await flush(name, &pending, transfer) }
        case .audit(let entry):
          calls.append(entry)
          read["audit", default: 0] += 1
          if calls.count >= page {
            try await flushAll(&pending, transfer)
            try await transfer.insertAudit(calls)
            calls = []
          }
        case .end(let counts):
          declared = counts
        }
      }
      guard let declared else {
        throw UsageError(
          message: "\(path): no end line: the archive was cut short; nothing was imported")
      }
      try await flushAll(&pending, transfer)
      try await transfer.insertAudit(calls)
      let names = TransferTable.all.map(\.name) + ["audit"]
      if let wrong = names.first(where: { (declared[$0] ?? 0) != (read[$0] ?? 0) }) {
        throw UsageError(
          message:
            "\(path): the end line counts \(declared[wrong] ?? 0) \(wrong), the archive holds "
            + "\(read[wrong] ?? 0); nothing was imported")
      }
      try await transfer.endImport(commit: true)
    } catch {
      try? await transfer.endImport(commit: false)
      throw error
    }
    // An archive from before search carries no texts: the index is built from the events.
    if read["events", default: 0] > 0 && read["search_docs", default: 0] == 0 {
      read["search_docs"] = try await container.stores.events.rebuildSearchIndex()
      output.line("search index rebuilt from the events: \(read["search_docs"] ?? 0) texts")
    } else {
      try await container.stores.events.settleSearchIndex()
    }
    // Counted again in the store: what is there now, against what the archive said.
    output.line("imported \(path) into \(transfer.location):")
    var mismatched = false
    for table in TransferTable.all {
      let stored = try await transfer.count(table)
      let expected = read[table.name] ?? 0
      mismatched = mismatched || stored != expected
      output.line("  \(table.name) \(stored) of \(expected)\(stored == expected ? "" : "  ✗")")
    }
    let audited = try await container.stores.audit.entries(skill: nil, since: nil, afterRow: nil)
      .count
    mismatched = mismatched || audited != read["audit", default: 0]
    output.line("  audit \(audited) of \(read["audit", default: 0])")
    return mismatched ? 1 : 0
  }

  private static func flush(
    _ name: String, _ pending: inout [String: [[StoredCell]]], _ transfer: any StoreTransfer
  ) async throws {
    guard let rows = pending[name], !rows.isEmpty,
      let table = TransferTable.all.first(where: { $0.name == name })
    else { return }
    try await transfer.insert(table, rows: rows)
    pending[name] = []
  }

  /// Every table's waiting rows, in the tables' order (sessions before their events).
  private static func flushAll(
    _ pending: inout [String: [[StoredCell]]], _ transfer: any StoreTransfer
  ) async throws {
    for table in TransferTable.all { try await flush(table.name, &pending, transfer) }
  }
}

/// An archive's lines, read a megabyte at a time; a line over the limit is an error.
final class ArchiveReader {
  private let handle: FileHandle
  private let maxLineBytes: Int
  private var buffer = Data()
  private var start = 0
  private var done = false

  init(path: String, maxLineBytes: Int) throws {
    guard let handle = path == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: path)
    else { throw UsageError(message: "cannot read \(path)") }
    self.handle = handle
    self.maxLineBytes = maxLineBytes
  }

  func next() throws -> String? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        let line = buffer[start..<newline]
        start = newline + 1
        if line.isEmpty { continue }
        return String(decoding: line, as: UTF8.self)
      }
      if done {
        guard start < buffer.endIndex else { return nil }
        defer { start = buffer.endIndex }
        return String(decoding: buffer[start...], as: UTF8.self)
      }
      guard buffer.endIndex - start <= maxLineBytes else {
        throw UsageError(message: "a line of the archive is over \(maxLineBytes >> 20) MiB")
      }
      // What was read is dropped once, not a line at a time.
      if start > 0 {
        buffer.removeSubrange(buffer.startIndex..<start)
        start = buffer.startIndex
      }
      let chunk = try handle.read(upToCount: 1 << 20) ?? Data()
      if chunk.isEmpty { done = true } else { buffer.append(chunk) }
    }
  }
}
