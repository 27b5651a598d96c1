import HTTPServer

/// Starts the HTTP server for a hub: the router needs the bound port (the `Host` check), and
/// the port is known only once the server listens, so requests that arrive in between are
/// answered 503.
public enum ServeServer {
  /// A running server on `host`:`port` (0: any free port) answering with `hub`'s API and
  /// page, letting in requests that carry `token`.
  public static func start(
    hub: ServeHub, host: String, port: UInt16, token: String,
    limits: HTTPServer.Limits = HTTPServer.Limits()
  ) throws -> HTTPServer {
    let slot = RouterSlot()
    let server = try HTTPServer(host: host, port: port, limits: limits) { request in
      guard let router = slot.router else {
        return APIError(503, "starting", "the server is starting; try again").response
      }
      return await router.handle(request)
    }
    slot.set(
      APIRouter(hub: hub, access: ServeAccess(token: token, host: host, port: server.port)))
    return server
  }
}
