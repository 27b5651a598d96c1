#!/usr/bin/env python3
"""Measures how long a terminal program takes to draw its first frame.

  first_frame.py MARKER COMMAND [ARG...]

Starts COMMAND on a pty (100x30) and prints the seconds from the fork until its output first
contains MARKER (text of the first frame), then sends Ctrl-C twice and reaps it. Prints
"timeout" when MARKER has not shown in 20 s.
"""
import fcntl
import os
import pty
import select
import struct
import sys
import termios
import time


def main():
    marker = sys.argv[1].encode()
    start = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp(sys.argv[2], sys.argv[2:])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    seen = b""
    shown = None
    deadline = start + 20
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], max(0, deadline - time.monotonic()))
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
        if marker in seen:
            shown = time.monotonic() - start
            break
    for _ in range(2):
        try:
            os.write(fd, b"\x03")
        except OSError:
            pass
        time.sleep(0.05)
    end = time.monotonic() + 5
    while time.monotonic() < end:
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                os.read(fd, 65536)
            except OSError:
                pass
    else:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    print("timeout" if shown is None else "%.6f" % shown)


if __name__ == "__main__":
    main()
