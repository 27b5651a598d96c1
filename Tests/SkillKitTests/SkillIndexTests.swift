import SkillKit
import Testing

struct SkillIndexTests {
  @Test func tokenizerMakesCJKBigramsAndWords() {
    #expect(TextTokenizer.terms("提醒我开会") == ["提醒", "醒我", "我开", "开会"])
    #expect(TextTokenizer.terms("Remind me to call Mom") == ["remind", "call", "mom"])
    #expect(TextTokenizer.terms("listing reminders") == ["list", "reminder"])
    #expect(TextTokenizer.terms("买 milk") == ["买", "milk"])
  }

  @Test func ranksByDescriptorsAndExamples() {
    let index = SkillIndex([
      SkillDescriptor(
        id: "weather.now", displayName: "天气", description: "Current weather",
        examples: ["今天天气怎么样", "what's the weather"]),
      SkillDescriptor(
        id: "time.now", displayName: "时间", description: "Current time",
        examples: ["现在几点", "what time is it"]),
    ])
    #expect(index.rank("现在几点了").first?.skillID == "time.now")
    #expect(index.rank("weather in Paris").first?.skillID == "weather.now")
    #expect(index.rank("quantum chromodynamics").isEmpty)
    let ranked = index.rank("天气")
    #expect(ranked.first?.matchedTerms == ["天气"])
  }
}
