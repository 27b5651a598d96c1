"""How the test servers start: on a free port of 127.0.0.1, the port printed on stdout once
they listen (their own logging goes to stderr), stopped when stdin closes."""
import asyncio
import os
import socket
import sys
import threading


def serve(start):
    """Runs `start(port)` — a coroutine serving on 127.0.0.1:port — until stdin closes."""
    real_stdout = sys.stdout
    sys.stdout = sys.stderr
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()

    def exit_when_stdin_closes():
        sys.stdin.read()
        os._exit(0)

    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()

    async def run():
        task = asyncio.create_task(start(port))
        for _ in range(400):
            try:
                _, writer = await asyncio.open_connection("127.0.0.1", port)
                writer.close()
                break
            except OSError:
                await asyncio.sleep(0.05)
        real_stdout.write("%d\n" % port)
        real_stdout.flush()
        await task

    asyncio.run(run())
