#define _GNU_SOURCE
#include "CSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

int cspawn_start(const char *const argv[], const char *const envp[], const char *cwd,
                 int stdin_fd, int stdout_fd, int stderr_fd, pid_t *pid) {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  int result = posix_spawn_file_actions_init(&actions);
  if (result != 0) return result;
  result = posix_spawnattr_init(&attributes);
  if (result != 0) {
    posix_spawn_file_actions_destroy(&actions);
    return result;
  }
  sigset_t none, all;
  sigemptyset(&none);
  sigfillset(&all);
  sigdelset(&all, SIGKILL);
  sigdelset(&all, SIGSTOP);
  if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, stdin_fd, 0);
  if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, stdout_fd, 1);
  if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, stderr_fd, 2);
  if (result == 0 && cwd != NULL) result = posix_spawn_file_actions_addchdir_np(&actions, cwd);
  if (result == 0)
    result = posix_spawnattr_setflags(
        &attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  if (result == 0) result = posix_spawnattr_setpgroup(&attributes, 0);
  if (result == 0) result = posix_spawnattr_setsigmask(&attributes, &none);
  if (result == 0) result = posix_spawnattr_setsigdefault(&attributes, &all);
  if (result == 0)
    result = posix_spawnp(pid, argv[0], &actions, &attributes, (char *const *)argv,
                          envp != NULL ? (char *const *)envp : environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  return result;
}

int cspawn_pipe(int fds[2]) {
#ifdef __APPLE__
  if (pipe(fds) != 0) return errno;
  fcntl(fds[0], F_SETFD, FD_CLOEXEC);
  fcntl(fds[1], F_SETFD, FD_CLOEXEC);
  return 0;
#else
  return pipe2(fds, O_CLOEXEC) == 0 ? 0 : errno;
#endif
}

int cspawn_set_nonblocking(int fd) {
  int flags = fcntl(fd, F_GETFL);
  if (flags < 0) return errno;
  return fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0 ? 0 : errno;
}

int cspawn_exit_code(int status) { return WIFEXITED(status) ? WEXITSTATUS(status) : -1; }

int cspawn_term_signal(int status) { return WIFSIGNALED(status) ? WTERMSIG(status) : 0; }
