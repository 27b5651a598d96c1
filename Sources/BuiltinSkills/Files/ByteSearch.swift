#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Exact byte search, so that text is replaced as written (no Unicode equivalence).
enum ByteSearch {
  /// Start offsets of the non-overlapping occurrences of `needle`, at most `limit`.
  static func occurrences(of needle: [UInt8], in haystack: [UInt8], limit: Int = .max) -> [Int] {
    var found: [Int] = []
    haystack.withUnsafeBytes { hay in
      var offset = 0
      while found.count < limit, let hit = find(needle, in: hay, from: offset) {
        found.append(hit)
        offset = hit + needle.count
      }
    }
    return found
  }

  /// The first offset at or after `start` where `needle` occurs in `hay`: `memchr` for its
  /// first byte, then `memcmp` for the rest.
  static func find(_ needle: [UInt8], in hay: UnsafeRawBufferPointer, from start: Int) -> Int? {
    guard let first = needle.first, let base = hay.baseAddress else { return nil }
    var offset = start
    return needle.withUnsafeBytes { pin in
      while offset + needle.count <= hay.count {
        guard let hit = memchr(base + offset, Int32(first), hay.count - needle.count + 1 - offset)
        else { return nil }
        let position = base.distance(to: UnsafeRawPointer(hit))
        if memcmp(base + position, pin.baseAddress!, needle.count) == 0 { return position }
        offset = position + 1
      }
      return nil
    }
  }
}
