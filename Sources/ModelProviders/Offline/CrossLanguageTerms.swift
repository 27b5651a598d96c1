import SkillKit

/// Chinese words for common actions and objects with their English equivalents: a Chinese
/// request also ranks skills that are described only in English (most MCP servers' tools).
enum CrossLanguageTerms {
  static let table: [(chinese: [String], english: String)] =
    [
      (["换算", "转换", "转成", "换成"], "convert"), (["列出", "列一下", "显示", "展示"], "list show"),
      (["查看", "看看"], "show get view"), (["查询", "获取", "得到"], "get fetch query"),
      (["创建", "新建", "建立"], "create new"), (["添加", "加一个", "增加"], "add create"),
      (["删除", "删掉", "移除"], "delete remove"), (["搜索", "查找", "寻找", "找一下"], "search find"),
      (["完成", "做完"], "complete done"), (["发送", "发给", "发一封"], "send"),
      (["读取", "打开"], "read open"), (["写入", "保存"], "write save"),
      (["运行", "执行"], "run execute"), (["更新", "修改", "编辑"], "update edit"),
      (["比较", "对比", "差异"], "diff compare"), (["提交"], "commit"), (["分支"], "branch"),
      (["时间", "几点"], "time"), (["时区"], "timezone"), (["文件"], "file"),
      (["邮件"], "mail email"), (["日程", "日历", "会议"], "event calendar"),
      (["提醒"], "reminder"), (["待办"], "todo task"), (["天气"], "weather forecast"),
      (["翻译"], "translate"), (["网页", "网址", "链接"], "url web page"), (["仓库"], "repository repo"),
      (["状态"], "status"), (["日志"], "log"),
    ] + everyday

  /// Everyday words of apps and devices that CC-CEDICT lacks (`网速`, `电量`, `单车`) or glosses
  /// by another sense than an app's English says it (`消息` news → message, `打卡` clock → check in, `日记` diary →
  /// journal, `高铁` high-speed rail → train, `加油` refuel → fuel, `梯子` ladder → VPN).
  static let everyday: [(chinese: [String], english: String)] = [
    (["网速", "测速"], "internet speed network"), (["电量"], "battery charge level"),
    (["充电"], "charge charging"), (["备忘"], "memo note"), (["单车"], "bike bicycle"),
    (["番茄钟"], "pomodoro focus timer"), (["云盘", "网盘"], "cloud drive storage"),
    (["扫码"], "scan qr code"),
    (["体检"], "health checkup"), (["扫地机"], "robot vacuum"), (["烘干"], "dry dryer"),
    (["取消订阅", "退订"], "unsubscribe"), (["翻墙", "梯子"], "vpn proxy"),
    (["电费"], "electricity bill"), (["打卡", "签到"], "check in"),
    (["高铁", "动车", "火车"], "train rail"), (["日记"], "journal diary"),
    (["卡片", "闪卡"], "card flashcard"), (["运动", "健身", "锻炼"], "workout exercise"),
    (["加油"], "fuel gas refuel"), (["美式"], "americano coffee"), (["拿铁"], "latte coffee"),
    (["值机"], "check in flight"), (["热点"], "hotspot"), (["房贷"], "mortgage loan"),
    (["窗帘", "百叶窗"], "blinds curtains"), (["限行"], "traffic restriction"),
    (["工单"], "ticket support"), (["短信"], "text message sms"), (["消息"], "message"),
  ]

  /// The table with each entry's English as terms, worked out once.
  static let tableTerms: [(chinese: [String], english: Set<String>)] = table.map {
    ($0.chinese, Set(TextTokenizer.terms($0.english)))
  }

  /// `query` with the English words of the Chinese words it contains: this table's, then the
  /// glossary's (when there is one) for every dictionary word — the text of `expansion`.
  static func expanded(_ query: String, _ glossary: ChineseGlossary? = nil) -> String {
    expansion(query, glossary).text
  }

  /// `expanded(query)`, with each Chinese word the table or the glossary reads as one word of
  /// the ranking (SkillIndex.Word): its characters (the terms the query has of them) and each of
  /// its English words (the table's, the glossary's) are ways of saying it, and a skill is
  /// credited for the way that matches it best and only an echo of the others — `打开空调` is no
  /// more about reading a file for 打开 giving read, open and show than it is about the air
  /// conditioner for 空调.
  static func expansion(_ query: String, _ glossary: ChineseGlossary? = nil)
    -> (text: String, words: [SkillIndex.Word])
  {
    let said = Set(TextTokenizer.terms(query))
    var words: [(chinese: [String], literal: Set<String>, ways: [[String]])] = []
    func add(_ chinese: String, _ english: [String]) {
      let literal = Set(TextTokenizer.terms(chinese)).intersection(said)
      let senses = english.flatMap(TextTokenizer.terms)
      guard !senses.isEmpty else { return }
      // The same word, or one inside the other (the glossary's 网 in the table's 网速).
      if let same = words.firstIndex(where: { word in
        !word.literal.isDisjoint(with: literal)
          || word.chinese.contains { $0.contains(chinese) || chinese.contains($0) }
      }) {
        words[same].chinese.append(chinese)
        words[same].literal.formUnion(literal)
        words[same].ways.append(senses)
      } else {
        words.append(([chinese], literal, [senses]))
      }
    }
    var extra: [String] = []
    for (index, entry) in tableTerms.enumerated()
    where entry.chinese.contains(where: query.contains) {
      extra.append(table[index].english)
      for word in entry.chinese where query.contains(word) { add(word, Array(entry.english)) }
    }
    // The glossary's English words once each, as `ChineseGlossary.englishWords` gives them,
    // then those of the words the cut read past (`做寿 · 司`: 寿司, sushi).
    var seen: Set<String> = []
    let segments = glossary?.segments(in: query) ?? []
    for segment in segments + (glossary?.hiddenWords(in: query, among: segments) ?? []) {
      add(segment.word, segment.english)
      extra += segment.english.filter { seen.insert($0).inserted }
    }
    let ranked = words.map { word in
      SkillIndex.Word(ways: (word.literal.isEmpty ? [] : [word.literal.sorted()]) + word.ways)
    }
    return (extra.isEmpty ? query : query + " " + extra.joined(separator: " "), ranked)
  }

  /// Whether `skill` is described in Chinese alone: fewer than three English words (of two
  /// letters or more) in its names and description. Such a skill is known in English through the
  /// glossary (the index, the words that say nothing) and is in the other language of an English
  /// request (the fusion).
  static func describedInChineseAlone(_ skill: SkillDescriptor) -> Bool {
    let described = skill.displayName + " " + skill.descriptionsInAllLanguages
    return described.split { !($0.isASCII && $0.isLetter) }.lazy.filter { $0.count > 1 }
      .prefix(3).count < 3
  }
}
