import Foundation

/// The user's cache folder, where `ask` keeps what it can make again — the embedding engine and
/// the glossary the README's commands install, the skills' vectors: `$XDG_CACHE_HOME`, else
/// `~/.cache`.
public enum UserCache {
  /// `$XDG_CACHE_HOME` (when set and not empty), else `$HOME/.cache`.
  public static func directory(in environment: [String: String]) -> String {
    environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.cache"
  }
}
