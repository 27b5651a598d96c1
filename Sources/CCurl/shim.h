#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H

// libcurl's setopt and getinfo are C variadics, which Swift cannot call; these typed
// wrappers are the only way the Swift side touches them.
#include <curl/curl.h>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

typedef size_t (*ccurl_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode ccurl_set_long(CURL *easy, CURLoption option, long value) {
  return curl_easy_setopt(easy, option, value);
}

static inline CURLcode ccurl_set_offset(CURL *easy, CURLoption option, curl_off_t value) {
  return curl_easy_setopt(easy, option, value);
}

static inline CURLcode ccurl_set_string(CURL *easy, CURLoption option, const char *value) {
  return curl_easy_setopt(easy, option, value);
}

static inline CURLcode ccurl_set_pointer(CURL *easy, CURLoption option, void *value) {
  return curl_easy_setopt(easy, option, value);
}

static inline CURLcode ccurl_set_headers(CURL *easy, struct curl_slist *headers) {
  return curl_easy_setopt(easy, CURLOPT_HTTPHEADER, headers);
}

static inline CURLcode ccurl_set_callback(CURL *easy, CURLoption option,
                                          ccurl_data_callback callback) {
  return curl_easy_setopt(easy, option, callback);
}

static inline CURLcode ccurl_response_code(CURL *easy, long *code) {
  return curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, code);
}

/// Opens curl's sockets close-on-exec (libcurl 7.88 opens them without it): a process this
/// one starts must not hold a connection open, or be able to read it.
static inline curl_socket_t ccurl_open_socket(void *context, curlsocktype purpose,
                                              struct curl_sockaddr *address) {
  (void)context;
  (void)purpose;
#ifdef SOCK_CLOEXEC
  return socket(address->family, address->socktype | SOCK_CLOEXEC, address->protocol);
#else
  curl_socket_t fd = socket(address->family, address->socktype, address->protocol);
  if (fd != CURL_SOCKET_BAD && fcntl(fd, F_SETFD, FD_CLOEXEC) != 0) {
    close(fd);
    return CURL_SOCKET_BAD;
  }
  return fd;
#endif
}

static inline CURLcode ccurl_open_sockets_close_on_exec(CURL *easy) {
  return curl_easy_setopt(easy, CURLOPT_OPENSOCKETFUNCTION, ccurl_open_socket);
}

/// The value a write callback returns to pause the transfer (a macro Swift cannot see as
/// a size_t).
static inline size_t ccurl_write_pause(void) { return CURL_WRITEFUNC_PAUSE; }

/// The finished transfer a CURLMSG_DONE message names, and its result.
static inline CURL *ccurl_message_done(CURLMsg *message, CURLcode *result) {
  if (message->msg != CURLMSG_DONE) return NULL;
  *result = message->data.result;
  return message->easy_handle;
}

#endif
