import AgentCore
import HTTPClient
import SkillKit
import Testing

@testable import ModelProviders

/// The decoders' tree-free paths read exactly what the JSON tree reads — on the shapes they
/// take and on hostile variants of them — and the data around a chunk is trimmed as before.
@Suite struct DecoderFastPathTests {
  /// Every prefix of `canonical`, and `canonical` with each byte replaced by each of `bytes`.
  static func variants(of canonical: String, changing bytes: [UInt8]) -> [String] {
    let original = Array(canonical.utf8)
    var inputs = (0..<original.count).map { String(decoding: original[..<$0], as: UTF8.self) }
    for place in original.indices {
      for replacement in bytes {
        var changed = original
        changed[place] = replacement
        inputs.append(String(decoding: changed, as: UTF8.self))
      }
    }
    return inputs
  }

  @Test func theFastTextDeltaPathReadsExactlyWhatTheTreeReads() {
    let canonical =
      #"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"hé 中文"}}"#
    var inputs = [
      canonical,
      #"{"type":"content_block_delta","index":12,"delta":{"type":"text_delta","text":""}}"#,
      #"{"type":"content_block_delta","index":01,"delta":{"type":"text_delta","text":"x"}}"#,
      #"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"a\"b"}}"#,
      #"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"\u00e9"}}"#,
      #"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"x"}} "#,
      #"{"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "x"}}"#,
      "{\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"x\"}\u{0B}}",
      #"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"x"}}}"#,
      #"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"x"},"e":1}"#,
      #"{"type":"content_block_delta","index":0,"delta":{"type":"thinking_delta","thinking":"x"}}"#,
      #"{"type":"content_block_delta","index":9999999999,"delta":{"type":"text_delta","text":"x"}}"#,
      "{\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"a\tb\"}}",
      "{\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"\u{FFFD}\"}}",
    ]
    // Every prefix, and a byte changed at every place: hostile variants of the canonical event.
    inputs += Self.variants(of: canonical, changing: [0x20, 0x22, 0x5C, 0x7D, 0x31, 0x0A, 0xFF])
    var taken = 0
    for input in inputs {
      var fast = AnthropicDecoder(names: ToolNameCodec(skillIDs: []))
      var tree = AnthropicDecoder(names: ToolNameCodec(skillIDs: []))
      let event = SSEEvent(event: "content_block_delta", data: input)
      let fastEvents = Result { try fast.decode(event) }
      let treeEvents = Result { try tree.decodeTree(event) }
      switch (fastEvents, treeEvents) {
      case (.success(let a), .success(let b)): #expect(a == b, "\(input)")
      case (.failure, .failure): break
      default: Issue.record("fast and tree paths disagree on \(input)")
      }
      if AnthropicDecoder.plainTextDelta(input) != nil { taken += 1 }
    }
    #expect(taken >= 5, "the fast path takes the canonical shapes, spaced or not")
  }

  @Test func theTreeFreeOpenAIPathReadsExactlyWhatTheTreeReads() {
    let canonical =
      #"{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1733,"model":"m","system_fingerprint":"fp","choices":[{"index":0,"delta":{"content":"hé 中文"},"logprobs":null,"finish_reason":null}]}"#
    var inputs = [
      canonical,
      #"{"choices":[{"finish_reason":null,"index":0,"delta":{"content":"x"}}],"created":1,"id":"a","model":"l","object":"chat.completion.chunk"}"#,
      #"{"choices":[{"index":0,"delta":{"role":"assistant","content":""}}]}"#,
      #"{"choices":[{"index":0,"delta":{"content":null}}]}"#,
      #"{"choices":[{"index":0,"delta":{"content":"a\nb"}}]}"#,
      #"{"choices":[{"index":0,"delta":{"content":"x"},"finish_reason":"stop"}]}"#,
      #"{"choices":[{"index":0,"delta":{"content":"x"}}],"usage":{"prompt_tokens":1}}"#,
      #"{"choices":[{"index":0,"delta":{"content":"x"}}],"usage":null}"#,
      #"{"choices":[{"index":0,"delta":{"content":"x"}},{"index":1,"delta":{"content":"y"}}]}"#,
      #"{"choices":[{"index":0,"delta":{"reasoning_content":"think"}}]}"#,
      #"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"c","function":{"name":"n","arguments":""}}]}}]}"#,
      #"{"choices":[{"index":0,"delta":{"content":"x","content":"y"}}]}"#,
      #"{"error":{"message":"bad"}}"#,
      #"{"error":null,"choices":[]}"#,
      #"{"choices":[{"index":0,"delta":{"content":"x"}}],"n":[1,-2.5e3,true,false,null,{"a":[{}]}]}"#,
      #"{"choices":[{"index":0,"delta":{"content":"x"}}],"n":01}"#,
      #"{"choices":[{"index":0,"delta":{"content":"x"}}],"n":1.}"#,
      #"{"choices":[{"index":0,"delta":{"content":"x"}}],"\u0063hoices":[]}"#,
      #"[{"choices":[]}]"#,
      #" { "choices" : [ { "delta" : { "content" : "spaced" } } ] } "#,
    ]
    inputs += Self.variants(
      of: canonical, changing: [0x20, 0x22, 0x5C, 0x7D, 0x5D, 0x2C, 0x31, 0x0A, 0xFF])
    var taken = 0
    for input in inputs {
      var fast = OpenAIDecoder(names: ToolNameCodec(skillIDs: []))
      var tree = OpenAIDecoder(names: ToolNameCodec(skillIDs: []))
      let fastEvents = Result { try fast.decode(SSEEvent(data: input)) }
      let treeEvents = Result { try tree.decodeTree(OpenAIDecoder.trimmed(input)) }
      switch (fastEvents, treeEvents) {
      case (.success(let a), .success(let b)): #expect(a == b, "\(input)")
      case (.failure, .failure): break
      default: Issue.record("fast and tree paths disagree on \(input)")
      }
      if OpenAITextChunk.text(OpenAIDecoder.trimmed(input)) != nil { taken += 1 }
    }
    #expect(taken >= 5, "the tree-free path takes the plain text chunks")
  }

  @Test func openAIChunksAreReadWithTheSpaceAroundTheirDataTrimmed() throws {
    #expect(OpenAIDecoder.trimmed(" \t[DONE]\t ") == "[DONE]")
    #expect(OpenAIDecoder.trimmed("[DONE]") == "[DONE]")
    #expect(OpenAIDecoder.trimmed("   ") == "")
    #expect(OpenAIDecoder.trimmed("") == "")
    #expect(OpenAIDecoder.trimmed(" 中文 x ") == "中文 x")
    // Line feeds inside the data are the JSON's, not the trimming's.
    #expect(OpenAIDecoder.trimmed("\n{}\n") == "\n{}\n")
    var decoder = OpenAIDecoder(names: ToolNameCodec(skillIDs: []))
    let events = try decoder.decode(
      SSEEvent(data: #"  {"choices":[{"index":0,"delta":{"content":"hi"}}]}  "#))
    #expect(events.count == 1)
    #expect(try decoder.decode(SSEEvent(data: " [DONE] ")).isEmpty == false)
  }
}
