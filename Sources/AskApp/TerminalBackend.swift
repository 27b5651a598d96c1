import Dispatch
import Foundation
import ProcessRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's original settings, for the crash handler (which may not capture context).
/// Written once before raw mode starts and read only when restoring; never concurrently.
nonisolated(unsafe) private var savedTermios = termios()
nonisolated(unsafe) private var rawModeActive = false

/// What leaves the alternate screen and shows the cursor again.
private let restoreSequence = "\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?25h\u{1B}[0m\u{1B}[?1049l"

/// Puts the terminal back: called on every exit path, including fatal signals.
private func restoreTerminal() {
  guard rawModeActive else { return }
  rawModeActive = false
  _ = restoreSequence.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
  _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTermios)
}

/// Raw mode, the alternate screen and mouse wheel reporting, with the terminal restored on
/// exit, on SIGTERM/SIGHUP, and on crashes (the signal is re-raised after restoring).
final class TerminalBackend {
  private var observation: ProcessSignals.Observation?

  /// Columns and rows now.
  static func size() -> (width: Int, height: Int) {
    var window = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
      return (Int(window.ws_col), Int(window.ws_row))
    }
    return (80, 24)
  }

  /// Raw mode and the alternate screen; `onTerminate` gets the signal (SIGTERM, SIGHUP,
  /// SIGINT) that asked `ask` to end.
  func start(
    onResize: @escaping @Sendable () -> Void, onTerminate: @escaping @Sendable (Int32) -> Void
  ) {
    tcgetattr(STDIN_FILENO, &savedTermios)
    var raw = savedTermios
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    rawModeActive = true
    emit("\u{1B}[?1049h\u{1B}[?1000h\u{1B}[?1006h\u{1B}[2J")
    atexit { restoreTerminal() }
    for fatal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
      signal(fatal) { number in
        restoreTerminal()
        signal(number, SIG_DFL)
        raise(number)
      }
    }
    observation = ProcessSignals.observe([SIGWINCH, SIGTERM, SIGHUP, SIGINT]) { number in
      if number == SIGWINCH { onResize() } else { onTerminate(number) }
    }
  }

  func stop() {
    if let observation { ProcessSignals.stop(observation) }
    observation = nil
    restoreTerminal()
  }

  /// Writes all of `text` to stdout, retrying interrupted writes.
  func emit(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBufferPointer { buffer in
        write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      offset += written
    }
  }
}

/// Standard input as chunks of bytes, read on a thread of its own; EINTR (a resize) is
/// retried, not taken for the end of input.
enum TerminalInput {
  static func bytes() -> AsyncStream<[UInt8]> {
    AsyncStream { continuation in
      let thread = Thread {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
          let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
          if count < 0 && errno == EINTR { continue }
          guard count > 0 else { break }
          continuation.yield(Array(buffer[0..<count]))
        }
        continuation.finish()
      }
      thread.start()
    }
  }
}
