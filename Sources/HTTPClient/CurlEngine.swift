#if canImport(CCurl)
  import CCurl
  import Foundation
  import Synchronization

  /// The one thread that drives every libcurl transfer of the process.
  ///
  /// `@unchecked Sendable` is safe because the multi handle and the transfer table are touched
  /// only on the engine thread (the loop below); other threads reach it only through
  /// `commands`, guarded by a mutex, and `curl_multi_wakeup`, which libcurl documents as
  /// callable from any thread.
  final class CurlEngine: @unchecked Sendable {
    static let shared = CurlEngine()

    private enum Command {
      case add(CurlTransfer)
      case cancel(CurlTransfer)
      case resume(CurlTransfer)
    }

    private let multi: UnsafeMutableRawPointer
    private let commands = Mutex<[Command]>([])
    /// Engine thread only: the transfers in flight, by easy handle.
    private var transfers: [UInt: CurlTransfer] = [:]

    private init() {
      // SIGPIPE from a peer that closed would end the process; libcurl with NOSIGNAL does not
      // guard every TLS write against it.
      signal(SIGPIPE, SIG_IGN)
      curl_global_init(Int(CURL_GLOBAL_DEFAULT))
      guard let multi = curl_multi_init() else { fatalError("libcurl: curl_multi_init failed") }
      self.multi = multi
      let thread = Thread { [unowned self] in self.run() }
      thread.name = "ask-http"
      thread.start()
    }

    func submit(_ transfer: CurlTransfer) { post(.add(transfer)) }

    func cancel(_ transfer: CurlTransfer) {
      transfer.markCancelled()
      post(.cancel(transfer))
    }

    func resume(_ transfer: CurlTransfer) { post(.resume(transfer)) }

    private func post(_ command: Command) {
      commands.withLock { $0.append(command) }
      curl_multi_wakeup(multi)
    }

    private func run() {
      while true {
        for command in commands.withLock({ queue in
          defer { queue.removeAll() }
          return queue
        }) {
          handle(command)
        }
        var running: Int32 = 0
        curl_multi_perform(multi, &running)
        collectFinished()
        expireHeaderDeadlines()
        curl_multi_poll(multi, nil, 0, pollTimeoutMilliseconds(), nil)
      }
    }

    private func handle(_ command: Command) {
      switch command {
      case .add(let transfer):
        if transfer.isCancelled {
          transfer.fail(CancellationError())
          return
        }
        do {
          let easy = try transfer.makeHandle(engine: self)
          transfers[UInt(bitPattern: easy)] = transfer
          curl_multi_add_handle(multi, easy)
        } catch {
          transfer.fail(error)
        }
      case .cancel(let transfer):
        end(transfer, with: CancellationError())
      case .resume(let transfer):
        guard let easy = transfer.easy, transfers[UInt(bitPattern: easy)] != nil else { return }
        transfer.paused = false
        curl_easy_pause(easy, CURLPAUSE_CONT)
      }
    }

    private func collectFinished() {
      var left: Int32 = 0
      while let message = curl_multi_info_read(multi, &left) {
        var result = CURLE_OK
        guard let easy = ccurl_message_done(message, &result),
          let transfer = transfers[UInt(bitPattern: easy)]
        else { continue }
        end(transfer, with: transfer.error(for: result))
      }
    }

    private func expireHeaderDeadlines() {
      let now = ContinuousClock.now
      for transfer in transfers.values where !transfer.hasResponse && transfer.headersBy <= now {
        end(transfer, with: HTTPTransportError.connectTimeout(seconds: transfer.timeouts.connect))
      }
    }

    /// Until the nearest header deadline (curl lowers it to its own timers), or a second: a
    /// command whose wakeup the poll missed would wait at most that long. (This cap was once
    /// blamed for a cancelled reader's connection staying open ~60–77 s in full CI runs; the
    /// cause was elsewhere — curl's sockets were inherited by commands the test process started
    /// meanwhile, which held them open after curl closed its copy; see ccurl_open_socket and
    /// cspawn_start.) Waking once a second while idle costs nothing measurable.
    private func pollTimeoutMilliseconds() -> Int32 {
      let now = ContinuousClock.now
      var wait = Duration.seconds(1)
      for transfer in transfers.values where !transfer.hasResponse {
        wait = min(wait, transfer.headersBy - now)
      }
      let (seconds, attoseconds) = wait.components
      return Int32(clamping: max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
    }

    /// Removes a transfer's handle and settles its waiters (`error` nil: the body ended).
    private func end(_ transfer: CurlTransfer, with error: (any Error)?) {
      if let easy = transfer.easy {
        transfers[UInt(bitPattern: easy)] = nil
        curl_multi_remove_handle(multi, easy)
      }
      transfer.close(error)
    }
  }
#endif
