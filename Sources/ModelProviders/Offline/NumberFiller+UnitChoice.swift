import AgentCore
import Foundation
import SkillKit

/// The unit a number is said in, as the value of a field that chooses the unit: `180 lbs`
/// sets `unit: lb`, `65 公斤` sets `kg`, `30 °F` sets `fahrenheit` — when the skill's enum
/// names the unit in any of its spellings.
extension NumberFiller {
  /// Spellings of one unit, each list one unit (the dimension tells `pound` of mass from
  /// `pound` of money).
  // swift-format-ignore
  static let unitSpellings: [Dimension: [[String]]] = [
    .mass: [["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "公斤", "千克"], ["lb", "lbs", "pound", "pounds", "磅"], ["g", "gram", "grams", "克"], ["mg", "milligram", "milligrams", "毫克"], ["jin", "斤"]],
    .length: [["cm", "centimeter", "centimeters", "centimetre", "centimetres", "厘米"], ["mm", "millimeter", "millimeters", "millimetre", "millimetres", "毫米"], ["m", "meter", "meters", "metre", "metres", "米"], ["km", "kilometer", "kilometers", "kilometre", "kilometres", "公里"], ["in", "inch", "inches", "英寸"], ["ft", "foot", "feet"], ["mi", "mile", "miles", "英里"]],
    .volume: [["ml", "milliliter", "milliliters", "millilitre", "millilitres", "毫升"], ["l", "liter", "liters", "litre", "litres", "升"], ["cup", "cups", "杯"]],
    .temperature: [["c", "°c", "celsius", "摄氏度"], ["f", "°f", "fahrenheit", "华氏度"]],
    .money: [["usd", "$", "dollar", "dollars", "bucks", "美元"], ["eur", "€", "euro", "euros", "欧元"], ["gbp", "£", "pound", "pounds", "英镑"], ["cny", "rmb", "yuan", "元", "块", "块钱", "¥"], ["jpy", "yen", "日元"]],
  ]

  /// The unit `said` (a number's words with the number taken out: `lbs`, `公斤`, `$`) in the
  /// spelling an enum field of `skill` still empty offers, with that field's name.
  static func unitChoice(
    _ said: String, _ dimension: Dimension, _ skill: SkillDescriptor,
    _ values: [String: JSONValue]
  ) -> (field: String, value: String)? {
    let unit = said.lowercased().trimmingCharacters(in: .whitespaces)
    guard !unit.isEmpty,
      let spellings = unitSpellings[dimension]?.first(where: { $0.contains(unit) })
    else { return nil }
    for field in skill.inputFields
    where values[field.name] == nil && !field.enumValues.isEmpty {
      if let value = field.enumValues.first(where: { spellings.contains($0.lowercased()) }) {
        return (field.name, value)
      }
    }
    return nil
  }

  /// What a mention says besides its number: `180 lbs` → `lbs`, `五公斤` → `公斤`, `$12` → `$`.
  static func unitWords(_ said: Substring) -> String {
    String(said.filter { !($0.isNumber || " ,.-#万千亿零〇一二两三四五六七八九十百负半".contains($0)) })
  }
}
