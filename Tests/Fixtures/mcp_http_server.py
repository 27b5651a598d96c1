#!/usr/bin/env python3
"""An MCP server over Streamable HTTP, written with the official Python SDK (mcp 2.x), for
AgentSkillKit's tests. `mcp_http_server.py json|sse` answers with application/json or with
an SSE stream. Prints "PORT" once listening; stops when stdin closes."""
import asyncio
import socket
import sys
import threading
from typing import Annotated

from pydantic import BaseModel

from mcp.server.mcpserver import (
    AcceptedElicitation, Context, Elicit, ElicitationResult, MCPServer, Resolve)

server = MCPServer("http-test")


class Who(BaseModel):
    name: str
    age: int


def ask_who() -> Elicit[Who]:
    return Elicit("Who is asking?", Who)


@server.tool()
async def greet(who: Annotated[ElicitationResult[Who], Resolve(ask_who)]) -> str:
    """Greets whoever answers the question it asks (elicitation: a server-sent request before
    2026-07-28, an input-required result from then on)."""
    if isinstance(who, AcceptedElicitation):
        return "hello %s (%d)" % (who.data.name, who.data.age)
    return who.action


@server.tool()
def add(a: int, b: int) -> int:
    """Adds two integers."""
    return a + b


@server.tool()
async def count(steps: int, ctx: Context) -> str:
    """Counts to steps, reporting progress."""
    for step in range(1, steps + 1):
        await ctx.report_progress(step, steps, "step %d" % step)
        await asyncio.sleep(0.05)
    return "counted %d" % steps


def main():
    # stdout carries only the port; the server's own logging goes to stderr.
    real_stdout = sys.stdout
    sys.stdout = sys.stderr
    mode = sys.argv[1] if len(sys.argv) > 1 else "sse"
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()

    def watch_stdin():
        sys.stdin.read()
        import os
        os._exit(0)

    threading.Thread(target=watch_stdin, daemon=True).start()

    async def run():
        task = asyncio.create_task(server.run_streamable_http_async(
            host="127.0.0.1", port=port, json_response=(mode == "json")))
        for _ in range(200):
            try:
                reader, writer = await asyncio.open_connection("127.0.0.1", port)
                writer.close()
                break
            except OSError:
                await asyncio.sleep(0.05)
        real_stdout.write("%d\n" % port)
        real_stdout.flush()
        await task

    asyncio.run(run())


if __name__ == "__main__":
    main()
