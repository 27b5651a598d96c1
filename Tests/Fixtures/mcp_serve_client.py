#!/usr/bin/env python3
"""The official MCP Python SDK as a client of `ask mcp serve`, for AgentSkillKit's tests.

mcp_serve_client.py MODE TOOL ARGUMENTS ANSWERS -- COMMAND… | -- URL
  MODE       auto (server/discover, the 2026-07-28 revision) or legacy (initialize handshake)
  TOOL       the tool to call ("-" lists only)
  ARGUMENTS  the call's arguments (JSON object)
  ANSWERS    a JSON list of answers given to the server's questions in order, each
             {"action": "accept", "content": {...}} / {"action": "decline"} / {"action":
             "cancel"}; "none" declares no elicitation capability at all
Prints one JSON object per line: the protocol, the tools, each question, each progress
notification, the result (or the error).
"""
import asyncio
import json
import os
import sys

import mcp_types as types
from mcp import StdioServerParameters
from mcp.client import Client


def emit(**fields):
    print(json.dumps(fields), flush=True)


async def main():
    mode, tool, arguments, answers = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), sys.argv[4]
    command = sys.argv[sys.argv.index("--") + 1:]
    queue = None if answers == "none" else list(json.loads(answers))

    async def elicit(context, params):
        emit(event="elicit", message=params.message,
             schema=getattr(params, "requested_schema", None))
        answer = queue.pop(0) if queue else {"action": "cancel"}
        return types.ElicitResult(action=answer["action"], content=answer.get("content"))

    async def progress(value, total, message):
        emit(event="progress", progress=value, total=total, message=message)

    # The SDK passes only a few variables on by default; ask needs ASK_HOME and the clock.
    if command[0].startswith("http://"):
        # ask mcp serve --http, at the URL it printed (the token in its query).
        server = command[0]
    else:
        server = StdioServerParameters(command=command[0], args=command[1:], env=dict(os.environ))
    options = {"mode": mode}
    if queue is not None:
        options["elicitation_callback"] = elicit
    async with Client(server, **options) as client:
        emit(event="protocol", version=client.session.protocol_version
             if hasattr(client.session, "protocol_version") else None)
        listing = await client.list_tools()
        emit(event="tools", names=[t.name for t in listing.tools],
             schemas={t.name: t.input_schema for t in listing.tools})
        if tool == "-":
            return
        try:
            result = await client.call_tool(tool, arguments, progress_callback=progress)
        except Exception as error:  # the error is what the test checks
            emit(event="error", message=str(error))
            return
        text = "\n".join(block.text for block in result.content if block.type == "text")
        emit(event="result", is_error=result.is_error, text=text,
             structured=result.structured_content)


asyncio.run(main())
