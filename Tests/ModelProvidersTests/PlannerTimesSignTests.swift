import AgentCore
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// Two shapes of a value, on skills written for this test: a number with a times sign
  /// (`1.5x speed`, `2× zoom`) is that number, and the rest of the request is no title; a place
  /// said after `at` / `in` keeps a number that ends its name (`at Pier 39`), not one that
  /// counts (`in Paris 3 nights`).
  struct PlannerTimesSignTests {
    static let listen = PlannerValueWordsTests.skill(
      "talk.play", "Plays a recorded talk.",
      #"{"type":"object","properties":{"title":{"type":"string","description":"Talk title"},"speed":{"type":"number","minimum":0.5,"maximum":3,"description":"Playback speed"}},"required":["title"]}"#
    )
    static let tow = PlannerValueWordsTests.skill(
      "tow.call", "Calls a tow truck.",
      #"{"type":"object","properties":{"location":{"type":"string","description":"Where the car is"}},"required":["location"]}"#
    )

    @Test func aTimesSignIsNoWord() throws {
      let values = try PlannerValueWordsTests.values(
        "play Deep Work at 1.5x speed", for: Self.listen)
      #expect(values["speed"] == 1.5, "\(values)")
      #expect(values["title"] == "Deep Work", "\(values)")
      let sign = try PlannerValueWordsTests.values("play Deep Work at 2× speed", for: Self.listen)
      #expect(sign["speed"] == .number(2), "\(sign)")
    }

    @Test func aNumberThatEndsANameStays() throws {
      let pier = try PlannerValueWordsTests.values("my car broke down at Pier 39", for: Self.tow)
      #expect(pier["location"] == "Pier 39", "\(pier)")
      let paris = try PlannerValueWordsTests.values("tow it in Paris 3 nights", for: Self.tow)
      #expect(paris["location"] == "Paris", "\(paris)")
    }
  }
}
