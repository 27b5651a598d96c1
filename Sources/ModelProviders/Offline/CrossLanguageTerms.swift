import SkillKit

/// Chinese words for common actions and objects with their English equivalents: a Chinese
/// request also ranks skills that are described only in English (most MCP servers' tools).
enum CrossLanguageTerms {
  static let table: [(chinese: [String], english: String)] = [
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
  ]

  /// `query` with the English words of the Chinese words it contains: this table's, then the
  /// glossary's (when there is one) for every dictionary word.
  static func expanded(_ query: String, _ glossary: ChineseGlossary? = nil) -> String {
    var extra: [String] = []
    for (words, english) in table where words.contains(where: query.contains) {
      extra.append(english)
    }
    if let glossary { extra += glossary.englishWords(in: query) }
    return extra.isEmpty ? query : query + " " + extra.joined(separator: " ")
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
