/// Reads small numbers written in digits or Chinese numerals: `9`, `九`, `十一`, `二十五`, `两`.
public enum ChineseNumerals {
  private static let digits: [Character: Int] = [
    "零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
    "八": 8, "九": 9,
  ]

  /// The value of `text`, or nil when it is not a number up to 99.
  public static func value(_ text: String) -> Int? {
    if let number = Int(text) { return number }
    if text.isEmpty { return nil }
    if let tenIndex = text.firstIndex(of: "十") {
      let before = String(text[..<tenIndex])
      let after = String(text[text.index(after: tenIndex)...])
      let tens = before.isEmpty ? 1 : digits[Character(before)]
      let ones = after.isEmpty ? 0 : (after.count == 1 ? digits[Character(after)] : nil)
      guard before.count <= 1, let tens, let ones else { return nil }
      return tens * 10 + ones
    }
    guard text.count == 1, let value = digits[Character(text)] else { return nil }
    return value
  }
}
