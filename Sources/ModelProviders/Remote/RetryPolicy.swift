import Foundation

/// When and how long to wait before trying a request again.
///
/// At most `maxAttempts` tries, only before any output was delivered; waits grow
/// exponentially with jitter, and a server's `retry-after` wins when it says longer.
public struct RetryPolicy: Sendable {
  /// Attempts in all, the first included.
  public var maxAttempts: Int
  /// Seconds before the first retry; doubled each time.
  public var baseDelay: Double
  /// The longest wait between two attempts.
  public var maxDelay: Double
  /// A `retry-after` longer than this is not waited for: the error is reported at once.
  public var maxRetryAfter: Double

  /// A policy.
  public init(
    maxAttempts: Int = 3, baseDelay: Double = 0.5, maxDelay: Double = 8, maxRetryAfter: Double = 60
  ) {
    self.maxAttempts = maxAttempts
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.maxRetryAfter = maxRetryAfter
  }

  /// The wait before attempt `attempt + 1` (attempt counts from 1), with jitter from `random`.
  public func delay(afterAttempt attempt: Int, retryAfter: Double?, random: Double) -> Double {
    let exponential = min(maxDelay, baseDelay * pow(2, Double(attempt - 1)))
    let jittered = exponential * (0.5 + 0.5 * random)
    return max(jittered, retryAfter ?? 0)
  }

  /// The longest `retry-after` read from a server (a day); anything else is ignored.
  public static let maxRetryAfterHeader = 86_400.0

  /// Seconds from a `retry-after` header: delta-seconds or an HTTP date. A value that is not
  /// a finite number from 0 to a day (`inf`, `1e308`, `-5`, `nan`) is no value at all.
  public static func retryAfter(_ header: String?, now: Date = Date()) -> Double? {
    guard let header = header?.trimmingCharacters(in: .whitespaces), !header.isEmpty,
      header.utf8.count <= 64
    else {
      return nil
    }
    if let seconds = Double(header) {
      guard seconds.isFinite, (0...maxRetryAfterHeader).contains(seconds) else { return nil }
      return seconds
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return formatter.date(from: header).map { max(0, $0.timeIntervalSince(now)) }
      .flatMap { $0.isFinite && $0 <= maxRetryAfterHeader ? $0 : nil }
  }
}
