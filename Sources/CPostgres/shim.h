#ifndef CPOSTGRES_SHIM_H
#define CPOSTGRES_SHIM_H

// libpq, PostgreSQL's client library (Debian's libpq-dev). Its header sits in a folder of
// its own; pkg-config's libpq names it, and the path below finds it without.
#include <postgresql/libpq-fe.h>

/// A notice processor that drops the server's notices (they would go to stderr, where a
/// terminal UI draws).
static inline void cpq_ignore_notice(void *context, const char *message) {
  (void)context;
  (void)message;
}

/// Silences the server's notices on `connection`.
static inline void cpq_silence_notices(PGconn *connection) {
  PQsetNoticeProcessor(connection, cpq_ignore_notice, NULL);
}

#endif
