#!/usr/bin/env python3
"""Measures a terminal program's CPU while it sits idle in a pseudo-terminal.

  idle_tui.py SECONDS COMMAND [ARG...]

Starts COMMAND on a pty (80x24), waits until its output has been quiet for one second (the
first frame is drawn), reads its CPU time from /proc, waits SECONDS more while draining the
pty, reads it again, sends Ctrl-C and prints "CPU_SECONDS WALL_SECONDS" on stdout.
"""
import fcntl
import os
import pty
import select
import struct
import sys
import termios
import time


def cpu(pid):
    with open("/proc/%d/stat" % pid) as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def drain(fd, seconds):
    """Reads whatever arrives for `seconds`; returns when output was last seen."""
    end = time.monotonic() + seconds
    last = time.monotonic()
    while time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], max(0, end - time.monotonic()))
        if ready:
            try:
                if not os.read(fd, 65536):
                    return last
            except OSError:
                return last
            last = time.monotonic()
    return last


def main():
    seconds = float(sys.argv[1])
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp(sys.argv[2], sys.argv[2:])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        last = drain(fd, 0.2)
        if time.monotonic() - last >= 1.0:
            break
    before, start = cpu(pid), time.monotonic()
    drain(fd, seconds)
    after, wall = cpu(pid), time.monotonic() - start
    os.write(fd, b"\x03")
    drain(fd, 1.0)
    try:
        os.kill(pid, 9)
    except OSError:
        pass
    os.waitpid(pid, 0)
    print("%.3f %.3f" % (after - before, wall))


if __name__ == "__main__":
    main()
