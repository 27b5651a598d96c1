import AgentCore
import SkillKit
import Testing

/// Control characters from outside are shown, never obeyed.
struct VisibleTextTests {
  @Test(arguments: [
    ("plain 中文 😀", "plain 中文 😀"),
    ("a\u{1B}[2Kb", "a␛[2Kb"),
    ("title\r\u{1B}[2K", "title␍␛[2K"),
    ("\u{1B}]52;c;ZXZpbA==\u{07}", "␛]52;c;ZXZpbA==␇"),
    ("bell\u{07}del\u{7F}", "bell␇del␡"),
    ("c1\u{9B}31m", "c1<U+009B>31m"),
    ("rtl\u{202E}txt.exe", "rtl<U+202E>txt.exe"),
    ("isolate\u{2066}x\u{2069}", "isolate<U+2066>x<U+2069>"),
    ("tab\there", "tab here"),
    ("two\nlines", "two\nlines"),
    ("nul\u{0}", "nul␀"),
  ])
  func controlsBecomeVisible(_ input: String, _ expected: String) {
    #expect(VisibleText.escaped(input) == expected)
  }

  @Test func newlinesCanBeShownToo() {
    #expect(VisibleText.escaped("a\nb", keepingNewlines: false) == "a␤b")
  }

  @Test func noControlSurvivesAnyInput() {
    var random = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<16 {
        let value = UInt32.random(in: 0...0x2100, using: &random)
        if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
      }
      let shown = VisibleText.escaped(String(scalars), keepingNewlines: false)
      #expect(!shown.unicodeScalars.contains(where: VisibleText.isControl))
    }
  }

  @Test func jsonEscapesWhatATerminalWouldObey() throws {
    let text = JSONValue.string("a\u{1B}b\u{7F}c\u{9B}d\u{202E}e“中”").jsonString
    #expect(text == #""a\u001bb\u007fc\u009bd\u202ee“中”""#)
    #expect(try JSONValue.parse(text) == .string("a\u{1B}b\u{7F}c\u{9B}d\u{202E}e“中”"))
  }
}
