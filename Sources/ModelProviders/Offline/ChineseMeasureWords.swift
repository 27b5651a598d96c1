/// Chinese measure words, one catalogue: what a thing is counted in (`一碗牛肉面`, `这件外套`,
/// `两双鞋`, `两把钥匙`) — after a number or a demonstrative no part of the thing counted
/// (LeftoverWords' object of the verb and its content span) — the units and spans a number is
/// said in (`天`, `度`, `元`), and the few that make `一` an article (`一个`, `一张`). A Chinese
/// number is read only before one of them (NumberFiller), so `查一下` is no 1.
enum ChineseMeasureWords {
  static let things = "个碗杯份瓶盒块片只张本件条盘串根双台辆位套把顶副袋束棵朵匹座栋间枝封首篇幅箱桶罐"

  /// Units and spans a number is said in that count no thing: items, times, pages, lines, days,
  /// weeks, minutes, seconds, degrees, yuan, nights, floors, stars, grains, and `小` of `小时`.
  static let units = "项次页行天周分秒度元晚楼层星颗小"

  /// The measure words after `一` that make it an article, not a count, when other numbers are
  /// said (`订一个营地，住两晚`: the nights are two).
  static let articles: Set<Character> = ["个", "张", "只", "本", "份", "件", "台", "辆", "条", "位"]

  /// The numerals a count of things is said in (`两双`, `几个`).
  static let numerals = "一二两三四五六七八九十几"

  /// What counts or points at a thing before its measure word (`一套`, `两双`, `这件`).
  static let counters = Set("这那哪每" + numerals)

  /// A count of things at the start of a text (`一碗`, `两双`, `几个`, `半份`).
  static let countPattern = "^[" + numerals + "半]+[" + things + "]"
}
