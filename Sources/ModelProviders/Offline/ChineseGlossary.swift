import Foundation
import Synchronization

/// Chinese words with their English glosses (CC-CEDICT, which `scripts/install-glossary.sh`
/// installs): a Chinese request also ranks skills described only in English (`把客厅的灯关掉` →
/// living room, light, switch off), and an enum value is named by its translation (`喂猫` → `cat`).
///
/// A request is cut into dictionary words, longest first; each word gives the few English words
/// of its first common senses — a register-marked sense (`(dialect)`, `(old)`, `(coll.)`…), a
/// classifier, a surname, a variant note and a sense longer than three words give none, and
/// function characters (`的`, `把`, `了`…) are not glossed alone. The file is read once, on the
/// first Chinese text, and only up to `maxBytes`.
public struct ChineseGlossary: Sendable {
  /// A word of the request and its English words.
  public struct Segment: Sendable, Equatable {
    /// The dictionary word, as written.
    public var word: String
    /// Where it stands in the text.
    public var range: Range<String.Index>
    /// Its English words, lower-cased, the commonest sense first.
    public var english: [String]
  }

  /// The longest file read (CC-CEDICT is about 9.6 MB).
  public static let maxBytes = 32 << 20
  /// The longest headword kept, in characters, and the most English words kept per headword.
  static let longestWord = 6
  static let wordsPerEntry = 6
  /// A single character has many senses; its first few say what it mostly means.
  static let wordsPerCharacter = 4

  private let storage: Storage

  /// The glossary in the CC-CEDICT file at `path`, read when it is first needed.
  public init(path: String) {
    storage = Storage(source: .file(path))
  }

  /// A glossary of CC-CEDICT lines (`傳統 传统 [pin1 yin1] /gloss/gloss/`), read at once.
  public init(cedict text: String) {
    storage = Storage(source: .text(text))
  }

  /// Why the file could not be read, once it was tried (nil: read, or not tried yet).
  public var problem: String? { storage.entries().problem }

  /// The English words of `word` (a dictionary headword), or none.
  public func english(_ word: String) -> [String] {
    storage.english(word) ?? []
  }

  /// Whether `word` (lower case) is an English word the dictionary's senses use more than
  /// once (`party`, `leave`; not `chimny`, nor a word as rare as `wether`): a word of a request
  /// that is none may be a mistyped one (SpellingMends).
  public func isEnglishWord(_ word: String) -> Bool {
    storage.usesEnglish(word)
  }

  /// Whether `word` names a place: a proper noun (its pinyin capitalised) glossed as a city, a
  /// capital, a province, a square, a lake, a mountain… or as a name alone (`纽约`: New York).
  /// `成都`, `巴黎`, `人民广场`, `千岛湖` are; `苹果`, `长城` are not.
  public func isPlace(_ word: String) -> Bool {
    guard let line = storage.firstLine(word),
      let open = line.firstIndex(of: "["), let slash = line.firstIndex(of: "/"), open < slash
    else { return false }
    let pinyin = line[line.index(after: open)...]
    guard pinyin.first?.isUppercase == true else { return false }
    let senses = line[line.index(after: slash)...].split(separator: "/")
    guard let first = senses.first else { return false }
    let lower = first.lowercased()
    if Self.placeWords.contains(where: { lower.contains($0) }) { return true }
    let words = first.split(separator: " ")
    return words.count <= 3 && words.allSatisfy { $0.first?.isUppercase == true }
  }

  /// What a gloss calls a place.
  static let placeWords = [
    "city", "capital", "province", "municipality", "county", "district", "square", "town",
    "prefecture", "island", "region", "country", "village", "state of", "lake", "mountain",
    "river", "national park", "place name",
  ]

  /// The most characters of a text that are read (a request may be a megabyte).
  static let maxCharacters = 4096

  /// The dictionary words of `text` with their English words, in order: each run of Chinese
  /// characters cut at the longest headword that starts there. Text without Chinese costs
  /// nothing (the file is not read for it); at most `limit` words are given, from the first
  /// `maxCharacters` characters.
  public func segments(in text: String, limit: Int = 256) -> [Segment] {
    let read =
      text.index(text.startIndex, offsetBy: Self.maxCharacters, limitedBy: text.endIndex)
      ?? text.endIndex
    guard text[..<read].unicodeScalars.contains(where: Self.isHan) else { return [] }
    guard storage.entries().count > 0 else { return [] }
    var found: [Segment] = []
    var index = text.startIndex
    while index < read, found.count < limit {
      guard text[index].unicodeScalars.first.map(Self.isHan) ?? false else {
        index = text.index(after: index)
        continue
      }
      if let joined = separated(in: text, at: index, before: read) {
        found.append(joined)
        index = joined.range.upperBound
        continue
      }
      var end = index
      var length = 0
      while end < read, length < Self.longestWord,
        text[end].unicodeScalars.first.map(Self.isHan) ?? false
      {
        end = text.index(after: end)
        length += 1
      }
      var matched = false
      while length > 0 {
        let word = String(text[index..<end])
        // A function word is read as one and glossed as none: `测一下网速` is 测 · 一下 · 网速, not
        // the 下网 (go offline) of its second and third characters.
        if length > 1, Self.functionWords.contains(word) {
          index = end
          matched = true
          break
        }
        if length > 1 || !Self.functionCharacters.contains(word),
          let english = storage.english(word)
        {
          found.append(Segment(word: word, range: index..<end, english: english))
          index = end
          matched = true
          break
        }
        end = text.index(before: end)
        length -= 1
      }
      if !matched { index = text.index(after: index) }
    }
    return found
  }

  /// The words the longest-first cut of `segments` (`segments(in: text)`) reads past: where a
  /// word of two characters or more is followed by a character that starts no word of its own,
  /// the longest word its last character starts (`做寿 · 司` hides 寿司, `圣诞花 · 环` hides 花环,
  /// `羽毛球 · 拍` hides 球拍). The other reading, for ranking beside the cut; it is not the cut
  /// (`几天 · 冷` is right, not `几 · 天冷`).
  public func hiddenWords(in text: String, among segments: [Segment]) -> [Segment] {
    var found: [Segment] = []
    for segment in segments where segment.word.count >= 2 {
      let after = segment.range.upperBound
      guard after < text.endIndex, text[after].unicodeScalars.first.map(Self.isHan) ?? false,
        longestWord(in: text, at: after) == nil,
        let hidden = longestWord(in: text, at: text.index(before: after))
      else { continue }
      found.append(hidden)
    }
    return found
  }

  /// The longest glossed word of two characters or more that starts at `start`, none a word of
  /// grammar.
  private func longestWord(in text: String, at start: String.Index) -> Segment? {
    var ends: [String.Index] = []
    var end = start
    while end < text.endIndex, ends.count < Self.longestWord,
      text[end].unicodeScalars.first.map(Self.isHan) ?? false
    {
      end = text.index(after: end)
      ends.append(end)
    }
    for end in ends.dropFirst().reversed() {
      let word = String(text[start..<end])
      if !Self.functionWords.contains(word), let english = storage.english(word) {
        return Segment(word: word, range: start..<end, english: english)
      }
    }
    return nil
  }

  /// A two-character word said with `个` inside it (`截个图`: 截图, `洗个澡`, `开个会`), as one
  /// word over the three characters — when the first character and `个` make no word of their own
  /// (`一个`, `这个`).
  private func separated(in text: String, at index: String.Index, before end: String.Index)
    -> Segment?
  {
    let middle = text.index(after: index)
    guard middle < end, text[middle] == "个" else { return nil }
    let last = text.index(after: middle)
    guard last < end, text[last].unicodeScalars.first.map(Self.isHan) ?? false else { return nil }
    let word = String([text[index], text[last]])
    let withMeasure = String([text[index], text[middle]])
    guard !Self.functionWords.contains(withMeasure), storage.english(withMeasure) == nil,
      !Self.functionWords.contains(word), let english = storage.english(word)
    else { return nil }
    return Segment(word: word, range: index..<text.index(after: last), english: english)
  }

  /// The English words of every dictionary word in `text`, once each, in order.
  public func englishWords(in text: String) -> [String] {
    var seen: Set<String> = []
    return segments(in: text).flatMap(\.english).filter { seen.insert($0).inserted }
  }

  /// Characters that carry grammar, not content: glossed only inside a longer word.
  static let functionCharacters: Set<String> = [
    "的", "了", "是", "我", "你", "他", "她", "它", "们", "把", "被", "给", "在", "和", "与", "跟", "就",
    "都", "也", "还", "又", "很", "太", "一", "个", "这", "那", "吗", "呢", "吧", "啊", "呀", "嘛", "么",
    "下", "上", "要", "想", "会", "能", "可", "让", "请", "帮", "到", "得", "地", "着", "过", "有", "没",
    "不", "多", "少", "点", "些", "从", "向", "对", "为", "于", "以", "之", "而", "或", "及", "所", "其",
    "该", "每", "各", "再", "才", "将", "已", "正", "用", "做", "弄", "搞", "来", "去", "看", "说",
    "里", "中", "内", "外", "前", "后", "次", "几", "块", "号", "张", "条", "只", "件", "位", "种",
  ]

  /// Words of two or more characters that carry grammar or hedging, not content (`一下`: a
  /// little, once — not a "time"): never glossed.
  static let functionWords: Set<String> = [
    "一下", "一点", "一些", "一个", "一次", "一起", "这个", "那个", "这些", "那些", "这样", "那样", "什么",
    "怎么", "怎样", "为什么", "还有", "有点", "有些", "可以", "能否", "是否", "是不是", "能不能", "可不可以",
    "我们", "你们", "他们", "自己", "已经", "然后", "还是", "或者", "如果", "因为", "所以", "但是", "就是",
    "一般", "比较", "多少", "几个", "哪个", "哪些", "哪里", "好的", "谢谢", "麻烦", "帮忙",
  ]

  /// English words that say a Chinese word is the negation of its other words (`不好`: no good).
  public static let negations: Set<String> = ["no", "not", "never", "without", "non"]

  /// Whether `scalar` is a Han character (the CJK blocks the dictionary's headwords use).
  static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
    default: false
    }
  }

  /// The dictionary, read once (a problem reading it leaves it empty, and says why), and the
  /// words worked out so far.
  private final class Storage: Sendable {
    enum Source: Sendable {
      case file(String)
      case text(String)
    }

    struct Entries: Sendable {
      var bytes: [UInt8] = []
      var lines: [String: UInt64] = [:]
      var problem: String?
      var count: Int { lines.count }
    }

    let source: Source
    private let loaded = Mutex<Entries?>(nil)
    /// Each headword's English words once worked out (at most `maxKnown`; then worked out again).
    private let known = Mutex<[String: [String]]>([:])
    static let maxKnown = 50_000

    init(source: Source) {
      self.source = source
    }

    func entries() -> Entries {
      loaded.withLock { loaded in
        if let loaded { return loaded }
        let read: Entries
        switch source {
        case .text(let text): read = Self.entries(Array(text.utf8))
        case .file(let path): read = Self.read(path)
        }
        loaded = read
        return read
      }
    }

    /// The English words of `word`, nil when it is no headword or has none.
    func english(_ word: String) -> [String]? {
      if let words = known.withLock({ $0[word] }) { return words.isEmpty ? nil : words }
      let entries = entries()
      guard let packed = entries.lines[word] else { return nil }
      let words = ChineseGlossary.english(
        entries.bytes, packed: packed, single: word.unicodeScalars.count == 1)
      known.withLock { known in
        if known.count >= Self.maxKnown { known.removeAll() }
        known[word] = words
      }
      return words.isEmpty ? nil : words
    }

    /// The English words the dictionary's senses use more than once, read the first time one is
    /// asked about.
    private let englishWords = Mutex<Set<String>?>(nil)

    /// Whether the senses use `word` (lower case) more than once.
    func usesEnglish(_ word: String) -> Bool {
      let bytes = entries().bytes
      return englishWords.withLock { words in
        if words == nil { words = ChineseGlossary.englishWords(bytes) }
        return words?.contains(word) ?? false
      }
    }

    /// The first CC-CEDICT line of `word`, as written.
    func firstLine(_ word: String) -> Substring? {
      let entries = entries()
      guard let packed = entries.lines[word] else { return nil }
      let start = Int(packed & 0xFFFF_FFFF)
      var end = start
      while end < entries.bytes.count, entries.bytes[end] != 0x0A { end += 1 }
      return String(decoding: entries.bytes[start..<end], as: UTF8.self)[...]
    }

    static func entries(_ bytes: [UInt8]) -> Entries {
      Entries(bytes: bytes, lines: ChineseGlossary.index(bytes))
    }

    static func read(_ path: String) -> Entries {
      guard let handle = FileHandle(forReadingAtPath: path) else {
        return Entries(problem: "\(path) cannot be opened")
      }
      defer { try? handle.close() }
      do {
        let data = try handle.read(upToCount: ChineseGlossary.maxBytes + 1) ?? Data()
        guard data.count <= ChineseGlossary.maxBytes else {
          return Entries(problem: "\(path) is larger than a dictionary (32 MB)")
        }
        return entries(Array(data))
      } catch {
        return Entries(problem: "\(path) cannot be read: \(error)")
      }
    }
  }
}
