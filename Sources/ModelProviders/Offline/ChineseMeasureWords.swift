/// Chinese measure words that count things (`一碗牛肉面`, `这件外套`, `两双鞋`): after a number
/// or a demonstrative they are no part of the thing counted (LeftoverWords' object of the verb
/// and its content span). Numbers read by NumberFiller also take units and spans of time after
/// them (`天`, `度`, `元`) and its articles (`一个`, `一张`: `articleMeasureWords`) are the few
/// that say `a`; this is the list of what a thing is counted in.
enum ChineseMeasureWords {
  static let things = "个碗杯份瓶盒块片只张本件条盘串根双台辆位套把顶副袋束"

  /// A count of things at the start of a text (`一碗`, `两双`, `几个`).
  static let countPattern = "^[一二两三四五六七八九十几半]+[" + things + "]"
}
