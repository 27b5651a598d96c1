import ProcessRunner

/// How JSON-RPC lines reach a server: a child's stdin, or HTTP POSTs. What comes back is
/// handed to the sink the link was made with, one JSON message per line.
protocol MCPLink: Sendable {
  func send(_ line: String) throws
  func stop()
  /// The protocol version the handshake settled on (HTTP sends it with every request).
  func negotiated(_ version: String)
}

extension ServiceProcess: MCPLink {
  func negotiated(_ version: String) {}
}
