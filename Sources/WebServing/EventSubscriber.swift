import AgentCore
import HTTPServer
import SkillKit

/// One client's server-sent event stream: stored events carry `id:` = their sequence number
/// and go out once each, in order; live frames (the stage, cards, text) carry no id.
///
/// While the client catches up from the store, events that happen are held back, then sent
/// after what the store had, skipping any the catch-up already sent: nothing lost, nothing
/// twice.
@MainActor
final class EventSubscriber {
  let stream: HTTPByteStream
  /// Whether the client asked for every partial-message delta too (`?partial=1`).
  let wantsPartial: Bool
  /// The sequence number of the last event sent.
  private(set) var lastSent: Int64
  /// Events that happened while catching up; nil once live.
  private var held: [TimelineEvent]? = []

  /// Events held back while catching up before the stream is ended instead.
  static let heldLimit = 10_000

  init(stream: HTTPByteStream, after: Int64, wantsPartial: Bool) {
    self.stream = stream
    self.lastSent = after
    self.wantsPartial = wantsPartial
  }

  var isLive: Bool { held == nil }

  /// A new event of the session: sent now (as `frames`, its bytes made once for every
  /// subscriber), or held while catching up.
  func deliver(_ event: TimelineEvent, frames: [UInt8]) {
    if isLive { send(event, frames: frames) } else { hold(event) }
  }

  /// Keeps an event that happened while catching up. A client too slow to catch up while a
  /// run goes on: its stream ends after what it was sent, and it resumes from its
  /// Last-Event-ID; memory stays bounded.
  private func hold(_ event: TimelineEvent) {
    guard let waiting = held else { return }
    guard waiting.count < Self.heldLimit else {
      held = []
      stream.finish()
      return
    }
    held?.append(event)
  }

  /// New events of the session with their frames, each followed by its live frames
  /// (`then`, sent whether or not the event itself was sent already): one write; or the
  /// events held while catching up (and the live frames dropped, as `sendLive` drops them).
  func deliver(_ events: [TimelineEvent], frames: [[UInt8]], then after: [[UInt8]]) {
    guard isLive else {
      for event in events { hold(event) }
      return
    }
    var bytes: [UInt8] = []
    for (index, event) in events.enumerated() {
      if event.sequence > lastSent {
        lastSent = event.sequence
        bytes += frames[index]
      }
      bytes += after[index]
    }
    if !bytes.isEmpty { _ = stream.write(bytes) }
  }

  /// Sends a stored event (as `frames`, when they were made already) unless an event at or
  /// after it was already sent.
  func send(_ event: TimelineEvent, frames: [UInt8]? = nil) {
    guard event.sequence > lastSent else { return }
    lastSent = event.sequence
    _ = stream.write(frames ?? Self.frames(of: event))
  }

  /// The bytes a stored event goes out as: its frame with `id:` = its sequence; an assistant
  /// turn's is followed by its text as safe HTML (`assistant_html`, no id), so that no client
  /// renders model Markdown itself. One write, so a client's connection wakes once for both.
  static func frames(of event: TimelineEvent) -> [UInt8] {
    var bytes = frame(id: event.sequence, json: event.encodedPayload.json)
    if let rendered = WebJSON.html(of: event) {
      let frame: JSONValue = [
        "type": "assistant_html", "sequence": .integer(Int(event.sequence)),
        "html": .string(rendered),
      ]
      bytes += Self.frame(id: nil, json: Array(frame.jsonString.utf8))
    }
    return bytes
  }

  /// Ends catching up: sends what was held, and from now on every event as it comes.
  func goLive() {
    let waiting = held ?? []
    held = nil
    for event in waiting { send(event) }
  }

  /// A frame without an id (state, stage, card, text): only once live.
  func sendLive(_ json: [UInt8]) {
    guard held == nil else { return }
    _ = stream.write(Self.frame(id: nil, json: json))
  }

  /// `id: N` and `data: JSON` lines and the blank line that ends an event. The JSON is
  /// compact (no raw newline), so one data line holds it.
  static func frame(id: Int64?, json: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(json.count + 32)
    if let id { bytes += Array("id: \(id)\n".utf8) }
    bytes += Array("data: ".utf8)
    bytes += json
    bytes += [10, 10]
    return bytes
  }
}
