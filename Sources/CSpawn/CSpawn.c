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
  short flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
  /* The child gets 0, 1 and 2 and nothing else of ours. Descriptors this process opened without
     close-on-exec (libcurl 7.88's sockets, a library's pipe) would otherwise live on in the
     child: a command that outlives its call held a model connection open after its reader
     was cancelled, and a skill's script could read and write that connection. */
#ifdef __APPLE__
  flags |= POSIX_SPAWN_CLOEXEC_DEFAULT;
#elif defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
  if (result == 0) result = posix_spawn_file_actions_addclosefrom_np(&actions, 3);
#else
#error "cspawn_start needs a way to close the parent's other descriptors in the child"
#endif
  if (result == 0) result = posix_spawnattr_setflags(&attributes, flags);
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

#ifdef __linux__
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <time.h>

/* The guard's SIGCHLD handler only has to interrupt ppoll. */
static void cspawn_guard_wake(int signal) { (void)signal; }

/* Moves fd to at least `floor` (so that the dup2s to 0..3 cannot clobber it). */
static int cspawn_lift(int fd, int floor) {
  int lifted = fcntl(fd, F_DUPFD, floor);
  return lifted < 0 ? fd : lifted;
}

/* Finds `name` on the parent's PATH (before fork: this may allocate). */
static int cspawn_resolve(const char *name, char *out, size_t size) {
  if (strchr(name, '/') != NULL) {
    if (strlen(name) >= size) return ENAMETOOLONG;
    strcpy(out, name);
    return 0;
  }
  const char *path = getenv("PATH");
  if (path == NULL || *path == '\0') path = "/usr/local/bin:/usr/bin:/bin";
  int found = ENOENT;
  while (*path != '\0') {
    const char *end = strchr(path, ':');
    size_t length = end != NULL ? (size_t)(end - path) : strlen(path);
    if (length + strlen(name) + 2 < size) {
      if (length == 0) {
        snprintf(out, size, "./%s", name);
      } else {
        snprintf(out, size, "%.*s/%s", (int)length, path, name);
      }
      if (access(out, X_OK) == 0) return 0;
      if (errno == EACCES) found = EACCES;
    }
    if (end == NULL) break;
    path = end + 1;
  }
  return found;
}

/* SIGKILLs every process whose parent is `self` (read from /proc with raw system calls only:
   this runs in a child forked from a threaded parent). Returns how many it found. */
static int cspawn_kill_children(pid_t self) {
  int found = 0;
  int proc = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (proc < 0) return 0;
  char buffer[4096];
  for (;;) {
    long count = syscall(SYS_getdents64, proc, buffer, sizeof buffer);
    if (count <= 0) break;
    for (long offset = 0; offset < count;) {
      struct cspawn_dirent {
        unsigned long long ino;
        long long off;
        unsigned short reclen;
        unsigned char type;
        char name[];
      } *entry = (struct cspawn_dirent *)(buffer + offset);
      offset += entry->reclen;
      pid_t pid = 0;
      const char *name = entry->name;
      if (*name < '1' || *name > '9') continue;
      for (; *name >= '0' && *name <= '9'; name++) pid = pid * 10 + (*name - '0');
      if (*name != 0 || pid == self) continue;
      char path[64] = "/proc/";
      int at = 6;
      char digits[16];
      int length = 0;
      for (pid_t rest = pid; rest > 0 && length < 15; rest /= 10) digits[length++] = '0' + rest % 10;
      while (length > 0) path[at++] = digits[--length];
      memcpy(path + at, "/stat", 6);
      int fd = open(path, O_RDONLY | O_CLOEXEC);
      if (fd < 0) continue;
      char stat[512];
      ssize_t got = read(fd, stat, sizeof stat - 1);
      close(fd);
      if (got <= 0) continue;
      stat[got] = 0;
      /* "pid (comm) S ppid …": comm may hold anything, so parse from the last ')'. */
      char *close_paren = NULL;
      for (char *cursor = stat; *cursor; cursor++)
        if (*cursor == ')') close_paren = cursor;
      if (close_paren == NULL || close_paren[1] != ' ' || close_paren[2] == 0) continue;
      const char *field = close_paren + 4;
      pid_t parent = 0;
      for (; *field >= '0' && *field <= '9'; field++) parent = parent * 10 + (*field - '0');
      if (parent == self) {
        kill(pid, SIGKILL);
        found++;
      }
    }
  }
  close(proc);
  return found;
}

/* Ends what the command left behind: as a subreaper the guard inherits every orphan below
   it (a daemon that called setsid included); they are killed and reaped until none is left. */
static void cspawn_end_descendants(void) {
  pid_t self = getpid();
  for (int round = 0; round < 2000; round++) {
    int found = cspawn_kill_children(self);
    pid_t reaped;
    while ((reaped = waitpid(-1, NULL, WNOHANG)) > 0) {
    }
    if (found == 0 && reaped < 0 && errno == ECHILD) return;
    struct timespec pause = {0, 5 * 1000 * 1000};
    nanosleep(&pause, NULL);
  }
}

static int cspawn_guarded(const char *const argv[], const char *const envp[], const char *cwd,
                          int stdin_fd, int stdout_fd, int stderr_fd, pid_t *pid, int *lifeline,
                          int contain);

int cspawn_start_guarded(const char *const argv[], const char *const envp[], const char *cwd,
                         int stdin_fd, int stdout_fd, int stderr_fd, pid_t *pid,
                         int *lifeline) {
  return cspawn_guarded(argv, envp, cwd, stdin_fd, stdout_fd, stderr_fd, pid, lifeline, 0);
}

int cspawn_start_contained(const char *const argv[], const char *const envp[], const char *cwd,
                           int stdin_fd, int stdout_fd, int stderr_fd, pid_t *pid,
                           int *lifeline) {
  return cspawn_guarded(argv, envp, cwd, stdin_fd, stdout_fd, stderr_fd, pid, lifeline, 1);
}

static int cspawn_guarded(const char *const argv[], const char *const envp[], const char *cwd,
                          int stdin_fd, int stdout_fd, int stderr_fd, pid_t *pid, int *lifeline,
                          int contain) {
  char path[PATH_MAX];
  int result = cspawn_resolve(argv[0], path, sizeof path);
  if (result != 0) return result;
  int life[2], report[2];
  if (pipe2(life, O_CLOEXEC) != 0) return errno;
  if (pipe2(report, O_CLOEXEC) != 0) {
    result = errno;
    close(life[0]);
    close(life[1]);
    return result;
  }
  char *const *environment = envp != NULL ? (char *const *)envp : environ;
  pid_t guard = fork();
  if (guard < 0) {
    result = errno;
    close(life[0]);
    close(life[1]);
    close(report[0]);
    close(report[1]);
    return result;
  }
  if (guard == 0) {
    /* The guard: only async-signal-safe calls from here on (the parent has threads). */
    setpgid(0, 0);
    int in = cspawn_lift(stdin_fd, 10), out = cspawn_lift(stdout_fd, 10);
    int err = cspawn_lift(stderr_fd, 10), watch = cspawn_lift(life[0], 10);
    int failure = cspawn_lift(report[1], 10);
    dup2(in, 0);
    dup2(out, 1);
    dup2(err, 2);
    dup2(watch, 3);
    dup2(failure, 4);
    /* Nothing else of the parent's stays open here: another server's stdin pipe kept open
       by this guard would never see its end. */
    syscall(SYS_close_range, 5U, ~0U, 0U);
    struct sigaction wake;
    memset(&wake, 0, sizeof wake);
    wake.sa_handler = cspawn_guard_wake;
    sigaction(SIGCHLD, &wake, NULL);
    sigset_t chld, none;
    sigemptyset(&chld);
    sigaddset(&chld, SIGCHLD);
    sigemptyset(&none);
    sigprocmask(SIG_BLOCK, &chld, NULL);
    pid_t parent = getpid();
    if (contain) prctl(PR_SET_CHILD_SUBREAPER, 1);
    pid_t child = fork();
    if (child < 0) _exit(127);
    if (child == 0) {
      /* The server: killed with the guard, whatever ends the guard. */
      prctl(PR_SET_PDEATHSIG, SIGKILL);
      if (getppid() != parent) _exit(127);
      close(3);
      /* dup2 cleared close-on-exec: the report pipe must close when the exec succeeds. */
      fcntl(4, F_SETFD, FD_CLOEXEC);
      struct sigaction plain;
      memset(&plain, 0, sizeof plain);
      plain.sa_handler = SIG_DFL;
      for (int number = 1; number < NSIG; number++) sigaction(number, &plain, NULL);
      sigprocmask(SIG_SETMASK, &none, NULL);
      if (cwd != NULL && chdir(cwd) != 0) {
        int code = errno;
        (void)!write(4, &code, sizeof code);
        _exit(127);
      }
      execve(path, (char *const *)argv, environment);
      int code = errno;
      (void)!write(4, &code, sizeof code);
      _exit(127);
    }
    close(0);
    close(1);
    close(2);
    close(4);
    /* SIGTERM / SIGINT to the group are for the server; the guard outlives them to reap it. */
    signal(SIGTERM, SIG_IGN);
    signal(SIGINT, SIG_IGN);
    signal(SIGHUP, SIG_IGN);
    signal(SIGPIPE, SIG_IGN);
    int status = 0;
    for (;;) {
      if (waitpid(child, &status, WNOHANG) == child) break;
      struct pollfd entry = {3, POLLIN, 0};
      if (ppoll(&entry, 1, NULL, &none) > 0) {
        char byte;
        if (read(3, &byte, 1) <= 0) {
          /* ask is gone (any way it ended): the server goes too, gently first. */
          close(3);
          kill(child, SIGTERM);
          struct timespec grace = {2, 0};
          while (waitpid(child, &status, WNOHANG) != child) {
            if (ppoll(NULL, 0, &grace, &none) == 0) {
              kill(child, SIGKILL);
              while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
              }
              break;
            }
          }
          break;
        }
      }
    }
    if (contain) cspawn_end_descendants();
    if (WIFSIGNALED(status)) {
      signal(WTERMSIG(status), SIG_DFL);
      sigprocmask(SIG_SETMASK, &none, NULL);
      kill(getpid(), WTERMSIG(status));
    }
    _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 127);
  }
  close(life[0]);
  close(report[1]);
  int code = 0;
  ssize_t got;
  do {
    got = read(report[0], &code, sizeof code);
  } while (got < 0 && errno == EINTR);
  close(report[0]);
  if (got == (ssize_t)sizeof code) {
    int status;
    while (waitpid(guard, &status, 0) < 0 && errno == EINTR) {
    }
    close(life[1]);
    return code != 0 ? code : ENOEXEC;
  }
  *pid = guard;
  *lifeline = life[1];
  return 0;
}
#endif
