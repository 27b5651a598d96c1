import SkillKit

/// Proof Key for Code Exchange (RFC 7636) with S256, and the `state` of one authorization:
/// random values from the system's secure generator, base64url without padding.
public struct PKCE: Sendable, Hashable {
  /// The secret the token request proves knowledge of (43 characters).
  public let verifier: String
  /// `BASE64URL(SHA256(verifier))`, sent with the authorization request.
  public let challenge: String
  /// The value the redirect must bring back unchanged.
  public let state: String

  /// Fresh values.
  public init() {
    var generator = SystemRandomNumberGenerator()
    self.init(
      verifier: Self.base64URL(
        (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }),
      state: Self.base64URL(
        (0..<24).map { _ in UInt8.random(in: .min ... .max, using: &generator) }))
  }

  /// Given values (tests: RFC 7636's appendix B).
  public init(verifier: String, state: String) {
    self.verifier = verifier
    self.challenge = Self.base64URL(SHA256(of: Array(verifier.utf8)).bytes)
    self.state = state
  }

  /// Base64url without padding (RFC 4648 §5).
  public static func base64URL(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 4 / 3 + 3)
    var index = 0
    while index + 3 <= bytes.count {
      let value =
        UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
      for shift in [18, 12, 6, 0] { out.append(alphabet[Int(value >> UInt32(shift) & 63)]) }
      index += 3
    }
    let left = bytes.count - index
    if left > 0 {
      let value =
        UInt32(bytes[index]) << 16 | (left == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
      let shifts = left == 2 ? [18, 12, 6] : [18, 12]
      for shift in shifts { out.append(alphabet[Int(value >> UInt32(shift) & 63)]) }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
