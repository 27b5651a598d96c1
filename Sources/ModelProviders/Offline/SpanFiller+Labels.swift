import AgentCore
import Foundation
import SkillKit

/// Values a request labels for their field: `subject: x`, `主题是x`, `with the message x`,
/// `my Spanish deck`, `called HomeNet`, `by Frank Herbert`, `正面 apple`, `-m 'x'`.
extension SpanFiller {
  /// The names of common fields in Chinese, for labels (`主题是周报`).
  // swift-format-ignore
  static let labelWords: [String: [String]] = [
    "subject": ["主题", "标题"], "title": ["标题", "题目", "名称"], "message": ["消息", "说明", "信息", "提交信息"],
    "text": ["内容", "文字"], "body": ["正文", "内容"], "note": ["备注", "笔记"], "query": ["关键词", "关键字"],
    "name": ["名字", "姓名", "名称"], "content": ["内容"], "description": ["描述", "说明"],
    "password": ["密码", "口令"], "room": ["房间", "房号"], "user": ["用户名", "用户"],
    "username": ["用户名"], "memo": ["备注"], "remark": ["备注"], "reference": ["备注", "附言"],
    "comment": ["备注", "评论"],
  ]

  /// Field names that are prepositions: the role of a value in the request (`to`, `from`),
  /// not a label said before it.
  static let prepositions: Set<String> = [
    "to", "from", "with", "via", "by", "at", "on", "in", "for", "into", "towards",
  ]

  /// Fields for who made a work: `by X` names them.
  static let creatorNames: Set<String> = [
    "author", "artist", "singer", "composer", "director", "writer", "creator", "band", "by",
  ]

  /// Whether `field` takes words written on a thing: its name or description says writing, an
  /// inscription, an engraving or a wording (`writing`, "Text printed on the shirt", "刻字").
  static func isWriting(_ field: InputField) -> Bool {
    return FieldWords.all(of: field).contains {
      ["writing", "written", "inscription", "engraving", "engraved", "wording", "printed"]
        .contains($0)
    } || ["刻字", "写的字", "上的字"].contains { field.description.contains($0) }
  }

  /// The words that name `field` as a label: its name's words (`commit message`) and their
  /// Chinese (`主题`, `标题`); for free text also the first word of a short description
  /// (`message` described as "Note to the signer": `with the note x`; "Card message": `card
  /// says x`), and the second of two (`Transfer reference`: `with reference x`).
  static func labels(of field: InputField) -> [String] {
    let name = TextTokenizer.identifierWords(field.name).joined(separator: " ")
    var labels = [name] + (labelWords[name] ?? [])
    let about = field.description.lowercased().split { !$0.isLetter && $0 != "-" }
    // A description that asks (`Whose birthday`) names no label: its words are what the value
    // is about.
    guard LeftoverWords.isFreeText(field), (1...4).contains(about.count),
      !notLabels.contains(String(about[0])), !TextTokenizer.isStopWord(String(about[0]))
    else { return labels }
    // Of two words, the second is the noun too (`Transfer reference`: `with reference x`).
    for word in about.count == 2 ? [about[0], about[1]] : [about[0]]
    where word.count >= 3 && word.allSatisfy(\.isASCII) && !TextTokenizer.isStopWord(String(word))
      && !notLabels.contains(String(word)) && !labels.contains(String(word))
    {
      labels.append(String(word))
      labels += (labelWords[String(word)] ?? []).filter { !labels.contains($0) }
    }
    return labels
  }

  /// First words of a description that say what a value is for, not what it is called.
  static let notLabels: Set<String> = [
    "who", "whom", "whose", "when", "where", "why", "which", "optional", "short", "long", "free",
    "any", "one", "all", "each", "your", "his", "her", "new", "old", "first", "last", "full",
  ]

  /// The pattern of a name said before a field's name in lower case (`my Spanish deck`, `the
  /// Ops team`, `at Central Park station`): capitalised words, not the sentence's first; group 1
  /// is the name. `Central Stop` is one name, not a stop called Central.
  static func nameBefore(_ name: String) -> String {
    #"(?<=\s)([A-Z][\p{L}\p{N}'-]*(?:\s+[A-Z][\p{L}\p{N}'-]*)*)\s+"#
      + NSRegularExpression.escapedPattern(for: name) + #"\b"#
  }

  /// Text fields from labels (`subject: x`, `with the message x`, `主题是x`) and `-m 'x'` for a
  /// message.
  static func fillLabelled(
    _ text: inout String, _ values: inout [String: JSONValue], _ skill: SkillDescriptor,
    glossary: ChineseGlossary? = nil
  ) {
    let fields = skill.inputFields.filter {
      $0.type == .string && values[$0.name] == nil && !SchemaFiller.isTyped($0)
        && $0.declaredSchema?.pattern == nil
    }
    func labels(_ field: InputField) -> [String] {
      Self.labels(of: field).map(NSRegularExpression.escapedPattern(for:))
    }
    // The glossary's words of a Chinese request, read again only when a field took some.
    let chinese = text.unicodeScalars.contains(where: ChineseGlossary.isHan)
    var segmented: (text: String, words: [ChineseGlossary.Segment])?
    for field in fields {
      let name = TextTokenizer.identifierWords(field.name).joined(separator: " ")
      let alternatives = labels(field).joined(separator: "|")
      // Free text runs to the end, or to the label of another field (`名字叫 x，密码 y`); any
      // other value is one token.
      let others = fields.filter { $0.name != field.name }.flatMap(labels).joined(separator: "|")
      // A list (`options: pizza, sushi, tacos`, "comma separated") runs on like free text.
      let about = field.description.lowercased()
      let free =
        LeftoverWords.isFreeText(field) || about.contains("comma") || about.contains("separated")
        || about.hasPrefix("list of")
      let value =
        !free
        ? #"['"“]?([^\s'"”，,；;。]+)"#
        : others.isEmpty ? #"(.+)$"# : #"(.+?)(?=\s*[，,；;]\s*(?:"# + others + #")|$)"#
      // `LABEL: x`, `LABEL is x`, `LABEL says x`, `LABEL是x`, `LABEL叫x`, or `with (the) LABEL
      // (saying) x`.
      let says = #"(?:saying|that\s+says|which\s+says|reading)\b"#
      let pattern =
        #"(?i)(?:(?:\bwith\s+(?:a\s+|the\s+)?(?:"# + alternatives + #")\b\s*(?:[:：]|"# + says
        + #")?)|(?:(?:"# + alternatives + #")\s*(?:[:：=]|\bis\b|\bsays\b|"# + says
        + #"|是|为|叫)))\s*"# + value
      // A name said before the field's (`my Spanish deck`, `the Ops team`): one capitalised
      // word, not the sentence's first, before the field's name in lower case (`Central Stop`
      // is one name).
      if !free, !name.contains(" "), !TextTokenizer.isStopWord(name),
        take(nameBefore(name), group: 1, field, &text, &values)
      {
        continue
      }
      if take(pattern, group: 1, field, &text, &values) { continue }
      // A Chinese label that starts a clause is followed by its text with no mark between
      // (`转账1000元，备注房租`), for free text.
      let chineseLabels = Self.labels(of: field).filter {
        $0.unicodeScalars.contains(where: ChineseGlossary.isHan)
      }
      if LeftoverWords.isFreeText(field), !chineseLabels.isEmpty,
        take(
          #"(?:^|(?<=[，,；;。！!？?\s]))(?:"# + chineseLabels.joined(separator: "|")
            + #")\s*(?=[\p{Han}A-Za-z0-9])"# + value, group: 1, field, &text, &values)
      {
        continue
      }
      // Words to be written on the thing (`with Happy Birthday Mia written on it`, `上面写着生日
      // 快乐`), for a field of writing ("Writing on the cake", `inscription`, `engraving`).
      if Self.isWriting(field),
        take(
          #"(?i)\bwith\s+['"“]?(.+?)['"”]?\s+(?:written|printed|engraved|inscribed|embroidered|iced)\s+on\b"#,
          group: 1, field, &text, &values)
          || take(#"写(?:上|着)\s*['"“「]?([^'"”」，,；;。]+)"#, group: 1, field, &text, &values)
      {
        continue
      }
      // `room 1208`, `password hunter22`: the label, then a token with a letter or a digit —
      // not a preposition that names a field (`to 12 Baker Street` is where, not a `to` of 12).
      if !free, !Self.prepositions.contains(name),
        take(
          #"(?i)(?<![A-Za-z])(?:"# + alternatives
            + #")\s+(?=[A-Za-z0-9_.@-]*[0-9])([A-Za-z0-9][A-Za-z0-9_.@-]*)"#, group: 1, field,
          &text, &values)
      {
        continue
      }
      // A name said as one: `called HomeNet`, `named "Q3"`, `labelled gym`, `名为…` — for a field that is a
      // name (`name`, `title`, `label`, or described as one: "网络名称 (SSID)"); free text
      // (a title) runs to a break: `a memo called grocery ideas`.
      if ["name", "title", "label"].contains(name) || about.contains("name")
        || about.contains("名称") || about.contains("名字"),
        take(
          #"(?i)(?:\bcalled|\bnamed|\blabell?ed|\btitled|名为|名叫|叫做|名字叫|(?<=[个张首只本份][\p{Han}]{1,4})叫)\s*['"“]?"#
            + (free ? #"([^'"”，,；;。]*[^\s'"”，,；;。])"# : #"([^\s'"”，,；;。]+)"#),
          group: 1,
          field, &text, &values)
      {
        continue
      }
      // Who made it: `by Frank Herbert`, `by the Beatles`, for an author, an artist.
      if Self.creatorNames.contains(name) || about.hasPrefix("who wrote")
        || about.hasPrefix("who made") || about.hasPrefix("who sang"),
        take(
          #"(?<![A-Za-z])by\s+((?:the\s+)?[A-Z][\p{L}'.-]*(?:\s+[A-Z][\p{L}'.-]*)*)"#, group: 1,
          field, &text, &values)
      {
        continue
      }
      // A Chinese label the glossary reads as the field's name (`正面 apple，背面 苹果` for
      // `front` and `back`), then a space or `是` / `：` and the value, up to a break.
      if chinese, let glossary, segmented?.text != text {
        segmented = (text, glossary.segments(in: text))
      }
      if !name.contains(" "),
        let label = segmented?.words.first(where: {
          $0.english.contains(name) && labelWords[name]?.contains($0.word) != true
        }),
        // …and not another empty field's name first (`序列号`: serial number, product key — the
        // serial's label, though its pattern field fills itself later).
        !skill.inputFields.contains(where: { other in
          other.name != field.name && values[other.name] == nil
            && (label.english.firstIndex(
              of: TextTokenizer.identifierWords(other.name).joined(
                separator: " ")) ?? .max) < (label.english.firstIndex(of: name) ?? .max)
        })
      {
        let after = text[label.range.upperBound...]
        if let value = after.range(
          of: #"^(?:\s+|\s*[:：是为]\s*)([^\s，,；;。]+)"#, options: .regularExpression)
        {
          let word = after[value].trimmingCharacters(in: CharacterSet(charactersIn: " :：是为"))
          // A number with a measure word after it is a quantity (`遛狗 30 分钟`), not the dog's
          // name.
          let quantity =
            word.allSatisfy(\.isNumber)
            && after[value.upperBound...].drop(while: { $0 == " " }).first.map {
              $0.unicodeScalars.allSatisfy(ChineseGlossary.isHan)
            } == true
          if !word.isEmpty, !quantity {
            values[field.name] = .string(word)
            text = ParameterFiller.removing(label.range.lowerBound..<value.upperBound, from: text)
            continue
          }
        }
      }
      // What a message says: `… saying the door code is 4412`, `… that says hi`.
      if ["message", "text", "body", "content"].contains(name),
        take(#"(?i)\b(?:saying|that says|which says)\s+(.+)$"#, group: 1, field, &text, &values)
      {
        continue
      }
      if name == "message" || name == "commit message" {
        if take(#"(?:^|\s)-m\s+['"]?([^'"]+)['"]?"#, group: 1, field, &text, &values) { continue }
      }
    }
  }
}
