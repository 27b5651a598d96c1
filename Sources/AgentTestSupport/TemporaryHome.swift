import Foundation

/// A fresh folder per test (a data directory, a fake install), removed afterwards.
public final class TemporaryHome: Sendable {
  /// The folder.
  public let path: String

  /// A new, empty folder under the temporary directory.
  public init() throws {
    path = NSTemporaryDirectory() + "ask-e2e-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    // A folder a test already removed (or never filled) is not a failure of the next one.
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The SQLite database in it, as `ask` names it.
  public var database: String { path + "/ask.sqlite" }
}
