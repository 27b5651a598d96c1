#ifndef CSPAWN_H
#define CSPAWN_H

#include <sys/types.h>

/// Starts `argv[0]` (searched on PATH) in a new process group of its own, with stdin, stdout
/// and stderr on the given descriptors, every signal unblocked and reset to its default
/// disposition (the parent ignores SIGPIPE; the child must not inherit that), in `cwd` when
/// it is not NULL. `envp` NULL means the parent's environment. No other descriptor of the
/// parent is open in the child, close-on-exec or not. Returns 0 and the pid, or an errno value.
int cspawn_start(const char *const argv[], const char *const envp[], const char *cwd,
                 int stdin_fd, int stdout_fd, int stderr_fd, pid_t *pid);

#ifdef __linux__
/// Like cspawn_start, through a guard process (Linux): the guard starts the command as its
/// own child with PR_SET_PDEATHSIG, and holds the read end of a pipe whose write end is
/// returned in `lifeline`. When the parent ends in any way (even SIGKILL) that pipe closes:
/// the guard sends SIGTERM to the command, SIGKILL after 2 s, and exits — so the command
/// never outlives the parent. `pid` is the guard's (the group leader); it exits with the
/// command's status. A command that cannot be run is reported as its errno.
int cspawn_start_guarded(const char *const argv[], const char *const envp[], const char *cwd,
                         int stdin_fd, int stdout_fd, int stderr_fd, pid_t *pid,
                         int *lifeline);

/// Like cspawn_start_guarded, and the guard also contains what the command starts: it is a
/// child subreaper, so every orphan below it (a daemon that left the group with setsid too)
/// becomes its child; once the command ended, the guard kills and reaps all of them before
/// it exits.
int cspawn_start_contained(const char *const argv[], const char *const envp[], const char *cwd,
                           int stdin_fd, int stdout_fd, int stderr_fd, pid_t *pid,
                           int *lifeline);
#endif

/// pipe2 with O_CLOEXEC: neither end leaks into other children.
int cspawn_pipe(int fds[2]);

/// Makes `fd` non-blocking.
int cspawn_set_nonblocking(int fd);

/// The exit code of a wait status, or -1 when the process was killed by a signal.
int cspawn_exit_code(int status);

/// The signal that ended a process, or 0 when it exited.
int cspawn_term_signal(int status);

/// Installs one handler for each of `numbers` (SA_RESTART) that writes the signal's number
/// as a byte to a pipe, and returns the pipe's read end (close-on-exec), or -1 with errno.
/// The handler only calls write(2), which is async-signal-safe: a signal is never lost and
/// nothing else runs in a signal context, on whatever thread it lands (libdispatch's main
/// thread waits in sigsuspend with every signal unblocked). Call once, early.
int cspawn_signal_pipe(const int *numbers, int count);

#endif
