import Foundation
import SkillKit

/// What is left of a request once its values are taken: whether it says anything (more than
/// the request's own verbs and function words and the skill's own words: `发一封邮件给`,
/// `execute something`, `commit my changes` say nothing), which fields may take it (those meant
/// for free text: a title, a message, content), and the place a request names.
enum LeftoverWords {
  /// Words that ask for something without saying what — `my favourite podcast`, `the usual`
  /// name no podcast the skill could take.
  static let placeholders: Set<String> = [
    "something", "anything", "stuff", "it", "this", "that", "these", "those", "one", "thing",
    "things", "favourite", "favorite", "usual", "东西", "什么", "某个", "一些",
  ]

  /// English words of asking and doing, which a value is never made of.
  static let requestWords = Set(
    TextTokenizer.terms(
      """
      how hows what whats where when which who why send write email mail check show get find look
      up search query tell give make create add new open run execute do please quick quickly shoot
      start set need want let lets can could would should tell me my mine your our compose draft
      new take write down jot idea ideas suggestion suggestions recommendation recommendations
      option options info information help mean meaning tell turn switch enable disable on off
      book reserve log record save grab use pls plz generate fill if whether have has
      """
    ))

  /// The verbs that ask for something to be made (ActionSignal's create family: `buy`, `order`,
  /// `hire`), as said and as terms: no value of a skill that makes something (`buy the record
  /// Kind of Blue`), though a todo may be to `buy milk`.
  static let makingWords = Set(
    (ActionSignal.requestVerbs[.create] ?? []).flatMap { [$0] + TextTokenizer.terms($0) })

  /// Chinese verbs of opening, starting or using something, as `open`, `start` and `use` are
  /// among `requestWords`: alone between the skill's words they say nothing (`打开天气预报`,
  /// `使用计算器`); with an object they are its verb (`提醒我打开暖气`).
  static let requestVerbs: Set<String> = ["打开", "开启", "启动", "使用", "进入", "运行", "执行"]

  /// Chinese characters of asking and doing.
  static let requestCharacters = Set("查一下看发封写给帮我请的个了吗呢吧把要想让你这那些有没怎么样哪几多少用做去来成是")

  /// The object of one of the skill's own verbs in `said` — the words after the verb's article
  /// up to a preposition, a stop word or a comma (`I lost my wallet at the gym` for "Reports a
  /// lost item": `wallet`; `record a sighting of a bald eagle` → `bald eagle`); nil when no verb
  /// of the skill's has an article after it, or the object runs on past four words or is only
  /// the skill's own words.
  static func objectOfOwnVerb(in said: String, _ skill: SkillDescriptor) -> String? {
    let own = vocabulary(of: skill).terms
    let words = said.split(separator: " ").map(String.init)
    guard words.count >= 3 else { return nil }
    // The skill's own word, or one it says in another form (`sighting` for "Bird sightings").
    let isOwn = { (word: String) in
      TextTokenizer.terms(word).allSatisfy { term in
        own.contains(term)
          || own.contains {
            $0.count >= 4 && term.count >= 4 && ($0.hasPrefix(term) || term.hasPrefix($0))
          }
      }
    }
    // Only a lower-case article (`record The Office`: `The` starts a title, not an object).
    for index in 0..<(words.count - 2)
    where words[index].first?.isLowercase == true
      && articles.contains(words[index + 1])
      && TextTokenizer.terms(words[index]).first.map(own.contains) == true
    {
      var object: [String] = []
      var rest = words[(index + 2)...]
      while let word = rest.first {
        let bare = word.lowercased().trimmingCharacters(in: .punctuationCharacters)
        // An object of the skill's own words says what of (`a sighting of a bald eagle`).
        if bare == "of", !object.isEmpty, object.allSatisfy(isOwn) {
          object = []
          rest = rest.dropFirst()
          if let article = rest.first, articles.contains(article) { rest = rest.dropFirst() }
          continue
        }
        if bare.isEmpty || SpanFiller.prepositions.contains(bare) || TextTokenizer.isStopWord(bare)
        {
          break
        }
        object.append(word.trimmingCharacters(in: .punctuationCharacters))
        rest = rest.dropFirst()
        if word.last.map({ $0.isPunctuation }) == true { break }
      }
      // Nothing but the skill's own words is no thing (`schedule a pickup for an old sofa`).
      guard !object.isEmpty, object.count <= 4, !object.allSatisfy(isOwn) else { return nil }
      return object.joined(separator: " ")
    }
    return nil
  }

  /// Words that start the object of a verb (`file a request`, `fix the sink`): a lower-case
  /// word right before one is a verb, not a thing's name.
  static let articles: Set<String> = [
    "a", "an", "the", "my", "our", "your", "this", "that", "some",
  ]

  /// Field names meant for free text: what is left of a request may go there.
  static let freeTextNames: Set<String> = [
    "title", "text", "content", "contents", "message", "body", "note", "notes", "subject",
    "description", "summary", "comment", "details", "prompt", "question", "task", "label",
    "query", "topic", "reason", "memo", "caption", "name", "item", "event", "pattern",
    "keyword", "keywords", "term", "regex", "search",
  ]

  /// Whether `field` is meant for free text: by the last word of its name, a description
  /// that says it takes a title, or a short description of a plain string that ends in a word
  /// of writing (`card` described as "Card message", `gift_tag` as "Gift note").
  static func isFreeText(_ field: InputField) -> Bool {
    guard let last = TextTokenizer.identifierWords(field.name).last else { return false }
    if freeTextNames.contains(last) || field.description.lowercased().contains("title") {
      return true
    }
    let about = FieldWords.description(of: field)
    return field.type == .string && !SchemaFiller.isTyped(field)
      && field.declaredSchema?.pattern == nil && (2...3).contains(about.count)
      && ["message", "note", "text", "wording"].contains(about.last ?? "")
  }

  /// The content after a short command and a colon (`note: call the plumber` → `call the
  /// plumber`, `记一下：车停在B2层`, `turn this link into a QR: https://…` when the command says
  /// nothing of its own), else `text` as it is.
  static func afterColon(_ text: String, _ skill: SkillDescriptor) -> String {
    if !text.contains("://"),
      let range = text.range(of: #"^[^:：]{1,16}[:：]\s*"#, options: .regularExpression),
      range.upperBound < text.endIndex
    {
      return String(text[range.upperBound...])
    }
    // A longer command ends at a colon set apart by a space (not the `:` of `https:`).
    guard let range = text.range(of: #"^[^:：]{1,48}(?:[:：]\s+|：)"#, options: .regularExpression),
      range.upperBound < text.endIndex,
      !sayAnything(String(text[range]), skill)
    else { return text }
    return String(text[range.upperBound...])
  }

  /// The content after `that` when what comes before says nothing of its own (`take a note
  /// that the room is 4B` → `the room is 4B`), else `text` as it is.
  static func afterThat(_ text: String, _ skill: SkillDescriptor) -> String {
    guard
      let range = text.range(
        of: #"^(.{1,30}?)\bthat\s+"#, options: [.regularExpression, .caseInsensitive]),
      range.upperBound < text.endIndex
    else { return text }
    let head = text[range].replacingOccurrences(
      of: #"\bthat\s+$"#, with: "", options: [.regularExpression, .caseInsensitive])
    return sayAnything(head, skill) ? text : String(text[range.upperBound...])
  }

  /// The skill's own words: its id, names, description and the names of its fields (`guests`
  /// is no spa's name) — not its examples: they are mostly content, `开会` in
  /// `明天上午九点提醒我开会`.
  static func vocabulary(of skill: SkillDescriptor) -> (
    terms: Set<String>, characters: Set<Character>
  ) {
    let fieldNames = skill.inputFields.flatMap { TextTokenizer.identifierWords($0.name) }
    let text =
      ([skill.id, skill.displayName, skill.descriptionsInAllLanguages]
      + Array(skill.localizedDisplayNames.values) + fieldNames)
      .joined(separator: " ")
    let idWords = skill.id.split(separator: ".").flatMap {
      TextTokenizer.identifierWords(String($0))
    }
    // A skill nobody wrote examples for is also what its fields are called (as it is indexed).
    let labels = skill.examples.isEmpty ? IntentIndex.labelTerms(of: skill) : []
    return (
      Set(TextTokenizer.terms(text + " " + idWords.joined(separator: " "))).union(labels),
      Set(text.filter(TextTokenizer.isCJK))
    )
  }

  /// Chinese phrases of asking and doing (`什么意思`, `怎么做`, `告诉我`, `生成`, `记录`): never a
  /// value, though their characters may be (`思考`, `做饭`).
  static let requestPhrases =
    [
      "意思", "含义", "怎么做", "怎么", "如何", "什么时候", "什么", "哪里", "查一下", "查查", "搜一下",
      "找一下", "看一下", "哪儿", "为什么", "告诉",
      "帮忙", "可以", "能不能", "一下", "现在", "情况", "生成", "制作", "创建", "新建", "设置", "设定",
      "查询", "搜索", "记录", "启动", "开启", "新增", "添加", "增加",
    ] + hedges

  /// Chinese words of hedging (`改小一点`: a bit), which say neither a value nor which skill is
  /// meant. Not `一下`: `记一下` is a way of saying "note" that the skills' examples share.
  static let hedges = ["一点", "有点"]

  /// The words of `text` that say something (beyond the request's own words and the skill's),
  /// in order, each with its range: ASCII words, and runs of Chinese characters that are neither
  /// the request's nor the skill's — the first `limit` of them.
  ///
  /// With a glossary, a Chinese word whose English is the skill's (`条形码`, barcode, for a
  /// barcode skill described in English) says nothing either — not one whose English is only a
  /// request's verb: `吃药` is "take medicine".
  static func contentWords(
    _ text: String, _ skill: SkillDescriptor, limit: Int = .max, glossary: ChineseGlossary? = nil
  )
    -> [Range<String.Index>]
  {
    var (terms, characters) = vocabulary(of: skill)
    let making = ActionSignal.opens(skill.descriptionsInAllLanguages, with: [.create])
    // A skill described in Chinese alone has its English words through the glossary (`连接无线
    // 网络`: connect, wireless, network): an English request's `wireless network` is its own.
    if let glossary, !text.unicodeScalars.contains(where: ChineseGlossary.isHan),
      CrossLanguageTerms.describedInChineseAlone(skill)
    {
      let described =
        ([skill.displayName, skill.descriptionsInAllLanguages]
        + skill.inputFields.map(\.description)).joined(separator: " ")
      terms.formUnion(
        TextTokenizer.terms(glossary.englishWords(in: described).joined(separator: " ")))
    }
    var masked = text
    for phrase in requestPhrases {
      masked = masked.replacingOccurrences(
        of: phrase, with: String(repeating: " ", count: phrase.count))
    }
    var segments: [ChineseGlossary.Segment] = []
    if let glossary {
      segments = glossary.segments(in: text)
      // Same characters at the same places: each masked one becomes a space.
      var characters = Array(masked)
      for segment in segments where says(segment, terms) {
        let start = text.distance(from: text.startIndex, to: segment.range.lowerBound)
        for offset in start..<(start + text[segment.range].count) where offset < characters.count {
          characters[offset] = " "
        }
      }
      masked = String(characters)
    }
    // So is a word of the bilingual table whose English is the skill's (`日记` for a journal).
    masked = maskingTableWords(masked, terms: terms)
    func content(_ word: String) -> Bool {
      var lower = word.lowercased().replacingOccurrences(of: "’", with: "'")
      // A contraction is its first word (`what's`, `there's`); a negation says nothing.
      if lower.hasSuffix("n't") { return false }
      if let apostrophe = lower.firstIndex(of: "'") { lower = String(lower[..<apostrophe]) }
      guard !lower.isEmpty, !placeholders.contains(lower) else { return false }
      if lower.allSatisfy(\.isNumber) { return true }
      let stemmed = TextTokenizer.terms(lower)
      // A request word said with -s is one too (`gets`: the stemmer keeps four letters).
      return stemmed.contains {
        !terms.contains($0) && !requestWords.contains($0) && !(making && makingWords.contains($0))
          && !($0.hasSuffix("s") && requestWords.contains(String($0.dropLast())))
      }
    }
    // The masked text has the same characters at the same places as `text`.
    var found: [Range<String.Index>] = []
    var wordStart: String.Index?
    var runStart: String.Index?
    var index = text.startIndex
    var maskedIndex = masked.startIndex
    while index <= text.endIndex, found.count < limit {
      let character: Character? = index < text.endIndex ? masked[maskedIndex] : nil
      let isWord =
        character.map {
          !TextTokenizer.isCJK($0) && ($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’")
        } ?? false
      if isWord {
        if wordStart == nil { wordStart = index }
      } else if let start = wordStart {
        if content(String(text[start..<index])) { found.append(start..<index) }
        wordStart = nil
      }
      let free =
        character.map {
          TextTokenizer.isCJK($0) && !characters.contains($0) && !requestCharacters.contains($0)
            && !placeholders.contains(String($0))
        } ?? false
      if free {
        if runStart == nil { runStart = index }
      } else if let start = runStart {
        // Characters of grammar alone (`在…中`) say nothing, nor a verb of opening or using
        // alone (`打开天气预报`: 打开 is no city).
        let run = text[start..<index]
        // Nor a count or a demonstrative and its measure word (`租一套小号的恐龙服装`: 一套;
        // `两套`).
        let counted = { (run: Substring) in
          let count = run.dropLast()
          return run.last.map { ChineseMeasureWords.things.contains($0) } == true
            && count.allSatisfy(ChineseMeasureWords.counters.contains)
            && (!count.isEmpty
              || text[..<run.startIndex].last.map(ChineseMeasureWords.counters.contains) == true)
        }
        // Nor, for a skill that makes something, a verb asking for it in one character (its
        // commonest sense: 买, to buy; 租, to hire), alone or before a count (`买一张黑胶唱片`:
        // the record is the skill's word).
        let askedFor =
          making
          && run.first.flatMap { glossary?.english(String($0)).first }.map(makingWords.contains)
            == true
          && (run.count == 1 || counted(run.dropFirst()))
        if !run.allSatisfy({ ChineseGlossary.functionCharacters.contains(String($0)) }),
          !requestVerbs.contains(String(run)), !counted(run), !askedFor
        {
          found.append(start..<index)
        }
        runStart = nil
      }
      guard index < text.endIndex else { break }
      index = text.index(after: index)
      maskedIndex = masked.index(after: maskedIndex)
    }
    return segments.isEmpty ? found : Self.aligned(found, to: segments, in: text)
  }

  /// Whether a Chinese word's English is one of the skill's own words (`terms`, its
  /// vocabulary): `条形码` (barcode) for a barcode skill, `维基百科` (Wikipedia) for a Wikipedia one.
  static func says(_ segment: ChineseGlossary.Segment, _ terms: Set<String>) -> Bool {
    segment.english.contains { TextTokenizer.terms($0).contains(where: terms.contains) }
  }

  /// Whether `text` says something beyond the request's own words and the skill's.
  static func sayAnything(
    _ text: String, _ skill: SkillDescriptor, glossary: ChineseGlossary? = nil
  ) -> Bool {
    !contentWords(text, skill, limit: 1, glossary: glossary).isEmpty
  }

  /// The words of `text` that say something, from the first to the last (`what does ephemeral
  /// mean` → `ephemeral`), when they are a short span: at most `words` words, or a run of at
  /// most 12 Chinese characters. Nil when nothing is said or too much to be one value.
  static func contentSpan(
    _ text: String, _ skill: SkillDescriptor, words: Int = 3, glossary: ChineseGlossary? = nil
  ) -> String? {
    // The object of the skill's own verb is what the request is about (`午饭吃了一碗牛肉面`,
    // `spotted a great blue heron by the lake`).
    if let glossary, let object = afterOwnVerb(text, skill, glossary: glossary) {
      return contentSpan(object, skill, words: words, glossary: glossary)
    }
    if let object = objectOfOwnVerb(in: text, skill), object != text {
      return contentSpan(object, skill, words: words, glossary: glossary)
    }
    var found = contentWords(text, skill, limit: words + 1, glossary: glossary)
    guard found.count <= words else { return nil }
    // Beside other words, one Chinese character at an edge is a verb or a measure word cut off
    // (`给 Globex 开一张…` → Globex), not part of the value.
    let lone = { (word: Range<String.Index>) in
      text[word].count == 1 && text[word].allSatisfy(TextTokenizer.isCJK)
    }
    while found.count > 1, let last = found.last, lone(last) { found.removeLast() }
    while found.count > 1, let first = found.first, lone(first) { found.removeFirst() }
    guard var first = found.first, var end = found.last?.upperBound else {
      return nil
    }
    // A lone lower-case word before an article is a verb, not a thing (`file a repair request`).
    if found.count == 1, text[first].first?.isLowercase == true,
      text[end...].range(
        of: #"^\s+(?:"# + articles.sorted().joined(separator: "|") + #")\b"#,
        options: .regularExpression) != nil
    {
      return nil
    }
    // A thing is the subject of what is said of it (`the kitchen faucet is leaking`: faucet).
    if let copula = text[first.lowerBound..<end].range(
      of: #"\s(?:is|are|was|were|isn't|aren't|keeps)\s"#, options: .regularExpression),
      let kept = found.last(where: { $0.upperBound <= copula.lowerBound })
    {
      found = found.filter { $0.upperBound <= kept.upperBound }
      end = kept.upperBound
    }
    // `The` inside a request begins a title (`record The Office tonight`).
    if first.lowerBound > text.startIndex,
      let the = text[..<first.lowerBound].range(
        of: #"(?<=\s)The\s+$"#, options: .regularExpression)
    {
      first = the.lowerBound..<first.upperBound
    }
    // A name goes on while its words are capitalised, though they are the skill's words too
    // (`Central Station` for a bus stop).
    if text[first].first?.isUppercase == true,
      let more = text[end...].range(
        of: #"^(\s+[A-Z][A-Za-z]*)+"#, options: .regularExpression)
    {
      end = more.upperBound
    }
    var span = String(text[first.lowerBound..<end])
      .trimmingCharacters(in: FillerPhrases.edgeCharacters)
    // A measure word after a demonstrative or a count is no part of the thing (`这件西装外套` →
    // 西装外套, `两双袜子` → 袜子); the demonstrative and the number are already left out.
    if first.lowerBound > text.startIndex, let measure = span.first,
      ChineseMeasureWords.things.contains(measure), span.count > 2,
      let before = text[..<first.lowerBound].last,
      ChineseMeasureWords.counters.contains(before)
    {
      span = String(span.dropFirst())
    }
    // `在` after a thing says where it is, not what it is (`钥匙在地铁上丢了`: 钥匙) — alone or at
    // the start of a word (the glossary may cut `在地|铁`), not inside one (`现在`, `存在`).
    if let glossary {
      let segments = glossary.segments(in: span)
      if let at = span.indices.first(where: { index in
        span[index] == "在" && index > span.startIndex
          && !segments.contains { $0.range.contains(index) && $0.range.lowerBound < index }
      }) {
        span = String(span[..<at]).trimmingCharacters(in: FillerPhrases.edgeCharacters)
      }
    }
    let spaced = span.split(whereSeparator: \.isWhitespace).count
    let cjk = span.filter(TextTokenizer.isCJK).count
    // One character alone names nothing a field takes (`我想听电台` leaves 听, `an e-bike` e).
    guard span.count > 1, spaced <= words, cjk <= 12 else { return nil }
    return span
  }
}
