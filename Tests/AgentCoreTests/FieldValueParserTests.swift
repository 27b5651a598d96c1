import AgentCore
import Foundation
import SkillKit
import Testing

struct FieldValueParserTests {
  let parser = FieldValueParser(
    dates: DateExpressionParser(
      now: ISODateTime.date(from: "2026-11-30T10:00:00+08:00")!,
      timeZone: TimeZone(identifier: "Asia/Shanghai")!))

  @Test func dateTimesFromNaturalLanguage() {
    let field = InputField(name: "dueDate", type: .dateTime)
    #expect(parser.parse("明天上午九点", for: field) == "2026-12-01T09:00:00+08:00")
    #expect(parser.parse("tomorrow at 9am", for: field) == "2026-12-01T09:00:00+08:00")
    #expect(parser.parse("next blursday", for: field) == "next blursday")
  }

  @Test func scalarsAndEnums() {
    #expect(parser.parse("3", for: InputField(name: "n", type: .integer)) == 3)
    #expect(parser.parse("x", for: InputField(name: "n", type: .integer)) == "x")
    #expect(parser.parse("2.5", for: InputField(name: "n", type: .number)) == 2.5)
    #expect(parser.parse("yes", for: InputField(name: "b", type: .boolean)) == true)
    #expect(parser.parse("否", for: InputField(name: "b", type: .boolean)) == false)
    let priority = InputField(
      name: "priority", type: .enumeration, enumValues: ["low", "high"],
      enumAliases: ["high": ["紧急"]])
    #expect(parser.parse("HIGH", for: priority) == "high")
    #expect(parser.parse("紧急", for: priority) == "high")
    #expect(parser.parse("soon", for: priority) == "soon")
    #expect(parser.parse(7, for: priority) == 7)
  }
}
