#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

// libmicrohttpd's start and info calls are C variadics and its reader results are macros,
// which Swift cannot use; these typed wrappers are the only way the Swift side touches them.
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// Starts a daemon with one thread per connection on `address` (IPv4 or IPv6).
static inline struct MHD_Daemon *cmhd_start(
    unsigned int flags, const struct sockaddr *address, MHD_AccessHandlerCallback handler,
    void *handler_context, MHD_RequestCompletedCallback completed, void *completed_context,
    unsigned int connection_limit, unsigned int per_ip_limit, unsigned int timeout_seconds,
    size_t memory_limit) {
  return MHD_start_daemon(
      flags | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL,
      0, NULL, NULL, handler, handler_context,
      MHD_OPTION_SOCK_ADDR, address,
      MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
      MHD_OPTION_CONNECTION_LIMIT, connection_limit,
      MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_ip_limit,
      MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
      MHD_OPTION_END);
}

/// The port the daemon listens on (the one the kernel chose for port 0), or 0.
static inline uint16_t cmhd_bound_port(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? 0 : info->port;
}

/// A response whose length is not known in advance (server-sent events).
static inline struct MHD_Response *cmhd_stream_response(
    MHD_ContentReaderCallback reader, void *context, MHD_ContentReaderFreeCallback release) {
  return MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 16 * 1024, reader, context, release);
}

/// What a content reader returns at the end of its stream.
static inline ssize_t cmhd_end_of_stream(void) { return MHD_CONTENT_READER_END_OF_STREAM; }

/// What a content reader returns when the stream ends because of an error.
static inline ssize_t cmhd_end_with_error(void) { return MHD_CONTENT_READER_END_WITH_ERROR; }

/// The socket of a connection, or -1.
static inline int cmhd_connection_fd(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : info->connect_fd;
}

/// 1 when the peer of `fd` has closed its side (a read would see end of file), without
/// consuming anything it sent.
static inline int cmhd_peer_closed(int fd) {
  if (fd < 0) return 0;
  char byte;
  return recv(fd, &byte, 1, MSG_PEEK | MSG_DONTWAIT) == 0;
}

#endif
