import Foundation
import SkillKit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Vectors kept in one file per model (`…/agentskillkit/vectors/<identity>.vec`): a header naming the
/// dimension, then records of a 32-byte key and the vector's floats, appended under an exclusive
/// lock so two processes never interleave. Read once, at the first lookup; a file whose header
/// is not this model's, or that outgrew `maxBytes`, is started again (it is a cache: what it
/// held is made again when needed). A torn last record is ignored.
public final class VectorFile: VectorStore {
  /// The file.
  public let path: String
  /// How many floats each vector has.
  public let dimension: Int
  /// The largest file kept (about 40,000 vectors of 384 numbers).
  public let maxBytes: Int
  private let loaded = Mutex<[SHA256: [Float]]?>(nil)

  /// The store for `dimension`-long vectors in `path`.
  public init(path: String, dimension: Int, maxBytes: Int = 64 << 20) {
    self.path = path
    self.dimension = dimension
    self.maxBytes = maxBytes
  }

  private var header: [UInt8] { Array("ASKVEC1 \(dimension)\n".utf8) }
  private var recordSize: Int { 32 + 4 * dimension }

  /// The vectors stored for `keys`; throws when the file is there but cannot be read (it is
  /// read again at the next lookup).
  public func vectors(for keys: [SHA256]) throws -> [SHA256: [Float]] {
    try loaded.withLock { loaded in
      if loaded == nil { loaded = try read() }
      var found: [SHA256: [Float]] = [:]
      for key in keys { found[key] = loaded?[key] }
      return found
    }
  }

  /// Appends `vectors` (all in one write, under the file's lock).
  public func store(_ vectors: [SHA256: [Float]]) throws {
    guard !vectors.isEmpty else { return }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(vectors.count * recordSize)
    for (key, vector) in vectors where vector.count == dimension && key.bytes.count == 32 {
      bytes += key.bytes
      for value in vector { withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 } }
    }
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let descriptor = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw VectorFileError(path: path, what: "open", code: errno) }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX) == 0 else {
      throw VectorFileError(path: path, what: "lock", code: errno)
    }
    var size = lseek(descriptor, 0, SEEK_END)
    if size > maxBytes || (size > 0 && !startsWithHeader(descriptor)) {
      // Outgrown, or another model's: start again.
      guard ftruncate(descriptor, 0) == 0 else {
        throw VectorFileError(path: path, what: "truncate", code: errno)
      }
      size = 0
    }
    if size == 0 { bytes = header + bytes }
    try writeAll(descriptor, bytes)
    loaded.withLock { loaded in
      for (key, vector) in vectors { loaded?[key] = vector }
    }
  }

  private func startsWithHeader(_ descriptor: Int32) -> Bool {
    var first = [UInt8](repeating: 0, count: header.count)
    let count = first.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    return count == header.count && first == header
  }

  private func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { throw VectorFileError(path: path, what: "write", code: errno) }
      offset += written
    }
  }

  /// What the file holds; empty when it is missing, too large or another model's (the next
  /// store starts it again); throws when it is there and a read fails.
  private func read() throws -> [SHA256: [Float]] {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      guard FileManager.default.fileExists(atPath: path) else { return [:] }
      throw VectorFileError(path: path, what: "open", code: EACCES)
    }
    defer { try? handle.close() }
    let data = try handle.read(upToCount: maxBytes + 1) ?? Data()
    guard data.count <= maxBytes, data.starts(with: header) else { return [:] }
    var vectors: [SHA256: [Float]] = [:]
    let records = (data.count - header.count) / recordSize
    vectors.reserveCapacity(records)
    data.withUnsafeBytes { raw in
      for record in 0..<records {
        let start = header.count + record * recordSize
        let key = SHA256(digest: Array(raw[start..<(start + 32)]))
        var vector = [Float](repeating: 0, count: dimension)
        for index in 0..<dimension {
          let at = start + 32 + index * 4
          vector[index] = Float(
            bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self))
          )
        }
        vectors[key] = vector
      }
    }
    return vectors
  }
}

/// A vector file that could not be written.
public struct VectorFileError: Error, CustomStringConvertible {
  /// The file.
  public let path: String
  /// What failed (`open`, `lock`, `write`…).
  public let what: String
  /// The system's error number.
  public let code: Int32

  /// `could not write … (…)`.
  public var description: String {
    "could not \(what) the vector cache \(path): \(String(cString: strerror(code)))"
  }
}
