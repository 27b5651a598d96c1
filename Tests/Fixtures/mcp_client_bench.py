#!/usr/bin/env python3
"""The official MCP Python SDK as a client, for ask-bench: starts the server given on the
command line, calls TOOL with ARGS (JSON) N times, prints the median round trip in ms and
the start (spawn + initialize + tools/list) in ms."""
import asyncio
import json
import statistics
import sys
import time

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


async def main():
    count, tool, arguments = int(sys.argv[1]), sys.argv[2], json.loads(sys.argv[3])
    command = sys.argv[4:]
    started = time.perf_counter()
    params = StdioServerParameters(command=command[0], args=command[1:])
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            await session.list_tools()
            ready = time.perf_counter()
            samples = []
            for _ in range(count):
                before = time.perf_counter()
                await session.call_tool(tool, arguments)
                samples.append((time.perf_counter() - before) * 1000)
    print("%.3f %.3f" % (statistics.median(samples), (ready - started) * 1000))


asyncio.run(main())
