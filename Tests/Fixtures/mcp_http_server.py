#!/usr/bin/env python3
"""An MCP server over Streamable HTTP, written with the official Python SDK (mcp 2.x), for
AgentSkillKit's tests. `mcp_http_server.py json|sse` answers with application/json or with
an SSE stream. Prints "PORT" once listening; stops when stdin closes."""
import asyncio
import os
import sys
from typing import Annotated

from pydantic import BaseModel

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from loopback_serving import serve  # noqa: E402

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
    mode = sys.argv[1] if len(sys.argv) > 1 else "sse"
    serve(lambda port: server.run_streamable_http_async(
        host="127.0.0.1", port=port, json_response=(mode == "json")))


if __name__ == "__main__":
    main()
