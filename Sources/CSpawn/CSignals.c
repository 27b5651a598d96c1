#define _GNU_SOURCE
#include "CSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static int signal_pipe_write = -1;

static void cspawn_signal_to_pipe(int number) {
  int saved = errno;
  unsigned char byte = (unsigned char)number;
  (void)!write(signal_pipe_write, &byte, 1);
  errno = saved;
}

int cspawn_signal_pipe(const int *numbers, int count) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) return -1;
  /* A full pipe drops a byte rather than blocking a thread inside a signal handler. */
  if (fcntl(fds[1], F_SETFL, O_NONBLOCK) != 0) {
    close(fds[0]);
    close(fds[1]);
    return -1;
  }
  signal_pipe_write = fds[1];
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = cspawn_signal_to_pipe;
  action.sa_flags = SA_RESTART;
  sigemptyset(&action.sa_mask);
  for (int index = 0; index < count; index++) {
    if (sigaction(numbers[index], &action, NULL) != 0) return -1;
  }
  return fds[0];
}
