#!/usr/bin/env python3
"""The official MCP Python SDK's high-level client, for ask-bench, against a stdio command
or a Streamable HTTP URL.

mcp_sdk_bench.py call MODE COUNT TOOL ARGS -- COMMAND…|URL   prints the median round trip, ms
mcp_sdk_bench.py read MODE COUNT URI -- COMMAND…|URL         prints the median read in ms and
                                                             the throughput in MB/s
MODE is auto (2026-07-28 when the server speaks it) or legacy (the initialize handshake).
"""
import asyncio
import json
import os
import statistics
import sys
import time

from mcp import StdioServerParameters
from mcp.client import Client


async def main():
    action, mode, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    target = sys.argv[sys.argv.index("--") + 1:]
    if target[0].startswith("http://"):
        server = target[0]
    else:
        server = StdioServerParameters(command=target[0], args=target[1:], env=dict(os.environ))
    samples, size = [], 0
    async with Client(server, mode=mode) as client:
        for _ in range(count):
            before = time.perf_counter()
            if action == "call":
                result = await client.call_tool(sys.argv[4], json.loads(sys.argv[5]))
                if result.is_error:
                    raise SystemExit("the call failed: %s" % result.content)
            else:
                read = await client.read_resource(sys.argv[4])
                size = sum(len(part.text.encode()) for part in read.contents)
            samples.append(time.perf_counter() - before)
    median = statistics.median(samples)
    if action == "call":
        print("%.3f" % (median * 1000))
    else:
        print("%.3f %.1f" % (median * 1000, size / median / 1e6))


asyncio.run(main())
