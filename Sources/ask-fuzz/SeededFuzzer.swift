import AgentTestSupport
import Foundation

/// A seeded mutation fuzzer for machines without libFuzzer: starts from the corpus (or from
/// tokens of each grammar) and mutates — flips, inserts, splices, repeats — deterministically
/// from its seed.
struct SeededFuzzer {
  let target: String
  var random: SeededRandom
  var pool: [[UInt8]]

  init(target: String, seed: UInt64, corpus: String?) {
    self.target = target
    self.random = SeededRandom(seed: seed)
    var pool = Self.tokens(for: target).map { Array($0.utf8) }
    if let corpus, let files = try? FileManager.default.contentsOfDirectory(atPath: corpus) {
      for file in files.sorted() {
        if let data = FileManager.default.contents(atPath: corpus + "/" + file) {
          pool.append(Array(data.prefix(1 << 16)))
        }
      }
    }
    self.pool = pool
  }

  /// Runs `count` inputs and returns how many ran (a failure traps).
  mutating func run(_ count: Int) -> Int {
    for _ in 0..<count {
      let input = mutate(pool[Int(random.next() % UInt64(pool.count))])
      FuzzTargets.run(target, Data(input))
      if input.count < 4096 && random.next() % 8 == 0 { pool.append(input) }
      if pool.count > 4096 { pool.removeFirst(pool.count - 4096) }
    }
    return count
  }

  private mutating func mutate(_ base: [UInt8]) -> [UInt8] {
    var bytes = base
    for _ in 0...(random.next() % 6) {
      switch random.next() % 7 {
      case 0 where !bytes.isEmpty:
        bytes[Int(random.next() % UInt64(bytes.count))] ^= UInt8(1 << (random.next() % 8))
      case 1:
        bytes.insert(
          Self.interesting[Int(random.next() % UInt64(Self.interesting.count))],
          at: Int(random.next() % UInt64(bytes.count + 1)))
      case 2 where !bytes.isEmpty:
        bytes.remove(at: Int(random.next() % UInt64(bytes.count)))
      case 3:
        let other = pool[Int(random.next() % UInt64(pool.count))]
        let cut = Int(random.next() % UInt64(bytes.count + 1))
        let from = Int(random.next() % UInt64(other.count + 1))
        bytes = Array(bytes[..<cut]) + Array(other[from...])
      case 4 where !bytes.isEmpty:
        let start = Int(random.next() % UInt64(bytes.count))
        let piece = bytes[start..<min(bytes.count, start + 8)]
        for _ in 0..<(random.next() % 64) { bytes.insert(contentsOf: piece, at: start) }
      case 5:
        bytes.append(UInt8(truncatingIfNeeded: random.next()))
      default:
        if bytes.count > 1 << 16 { bytes.removeLast(bytes.count - (1 << 16)) }
      }
    }
    return bytes
  }

  /// Bytes that sit at the edges of the parsers: quotes, escapes, separators, controls,
  /// multi-byte and invalid UTF-8 lead bytes.
  static let interesting: [UInt8] = [
    0x00, 0x0A, 0x0D, 0x09, 0x20, 0x22, 0x5C, 0x2C, 0x3A, 0x28, 0x29, 0x2A, 0x2F, 0x2E, 0x7B, 0x7D,
    0x5B, 0x5D, 0x1B, 0x7F, 0xC2, 0xE2, 0xF0, 0xFF, 0x80, 0xBF, 0x30, 0x39, 0x2D, 0x65, 0x75,
  ]

  static func tokens(for target: String) -> [String] {
    switch target {
    case "json":
      return [
        #"{"a":[1,2.5e10,-0,true,false,null,"\u00e9\ud83d\ude00"]}"#, "[]", "{}", "\"\\\"\"",
        "1e999", "-", "[[[[[[[[[[1]]]]]]]]]]", #"{"a":"\u0000"}"#,
      ]
    case "sse":
      return [
        "event: message_start\ndata: {\"a\":1}\n\n", ": ping\n\n", "data: x\r\ndata: y\r\n\r\n",
        "\u{FEFF}data: bom\n\n", "id: 1\nretry: 10\ndata:\n\n", "data: [DONE]\n\n",
      ]
    case "rule":
      return [
        "todo.add", "todo.*", "*", "todo.add(priority: high)", #"shell(command: "git status")"#,
        "files.write(path: src/**)", #"todo.add(title: "a \"b\" \\ c", due: *)"#, "x(a: *?*)",
      ]
    case "date":
      return [
        "明天上午九点", "后天下午三点半", "下周一 10:30", "tomorrow at 6pm", "in 3 days",
        "2026-12-01T09:00:00+08:00", "十二月三十一日晚上十一点五十九分", "next friday noon",
      ]
    default:
      return [
        #"{"type":"permission_response","request_id":"perm-1","decision":"allow_once"}"#,
        #"{"type":"input_response","request_id":"input-1","values":{"dueDate":"明天"}}"#,
        #"{"type":"cancel"}"#, #"{"type":"cancel_tool","tool_use_id":"call_1"}"#,
        #"{"type":"permission_response","request_id":"perm-2","decision":"allow_always","skill":"todo.add","rule":"todo.add(priority: high)","scope":"project","kind":"confirmation"}"#,
      ]
    }
  }
}
