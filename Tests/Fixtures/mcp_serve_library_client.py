#!/usr/bin/env python3
"""The official MCP Python SDK as a client of `ask mcp serve`'s resources and prompts, for
AgentSkillKit's tests.

mcp_serve_library_client.py MODE -- COMMAND… | -- URL
  MODE  auto (server/discover, 2026-07-28) or legacy (the initialize handshake)
Lists every resource (following the cursor), the templates and the prompts; reads the audit
log, one skill, the newest five sessions and the older events each points to; asks for a resource
and a prompt that are not there; fills in one prompt. Prints one JSON object per line.
"""
import asyncio
import json
import os
import sys

from mcp import StdioServerParameters
from mcp.client import Client


def emit(**fields):
    print(json.dumps(fields, ensure_ascii=False), flush=True)


async def main():
    mode = sys.argv[1]
    command = sys.argv[sys.argv.index("--") + 1:]
    if command[0].startswith("http://"):
        server = command[0]  # ask mcp serve --http, at the URL it printed
    else:
        server = StdioServerParameters(command=command[0], args=command[1:], env=dict(os.environ))
    async with Client(server, mode=mode) as client:
        emit(event="protocol", version=getattr(client.session, "protocol_version", None))
        uris, cursor, pages = [], None, 0
        while True:
            page = await client.list_resources(cursor=cursor, cache_mode="refresh")
            pages += 1
            uris += [str(r.uri) for r in page.resources]
            cursor = page.next_cursor
            if not cursor or pages > 1000:
                break
        emit(event="resources", uris=uris, pages=pages)
        templates = await client.list_resource_templates()
        emit(event="templates", names=[t.uri_template for t in templates.resource_templates])
        sessions = [u for u in uris if u.startswith("ask://sessions/")][:5]
        for uri in ["ask://audit", next(u for u in uris if u.startswith("ask://skills/"))] + sessions:
            read = await client.read_resource(uri)
            emit(event="read", uri=uri, mime=read.contents[0].mime_type, text=read.contents[0].text)
            for line in read.contents[0].text.splitlines():
                if line.startswith("older events: "):
                    older = await client.read_resource(line[len("older events: "):])
                    emit(event="read", uri=line[len("older events: "):],
                         mime=older.contents[0].mime_type, text=older.contents[0].text)
        for uri in ["ask://sessions/nope", "file:///etc/passwd", "ask://audit?before=x"]:
            try:
                await client.read_resource(uri)
                emit(event="read", uri=uri, text="(read)")
            except Exception as error:
                emit(event="error", uri=uri, message=str(error))
        prompts = await client.list_prompts()
        emit(event="prompts", names=[p.name for p in prompts.prompts],
             arguments={p.name: [a.name for a in p.arguments or []] for p in prompts.prompts})
        first = prompts.prompts[0].name
        got = await client.get_prompt(first, {"example": "1"})
        emit(event="prompt", name=first, messages=[[m.role, m.content.text] for m in got.messages])
        for name, arguments in [("nope", {}), (first, {"example": "999"})]:
            try:
                await client.get_prompt(name, arguments)
                emit(event="prompt", name=name, messages=[])
            except Exception as error:
                emit(event="error", prompt=name, message=str(error))


asyncio.run(main())
