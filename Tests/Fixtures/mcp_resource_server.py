#!/usr/bin/env python3
"""An MCP server of resources and prompts over stdio, written with the official Python SDK's
low-level Server (mcp 2.x; it serves the handshake revisions and 2026-07-28 alike, as the
client chooses), for AgentSkillKit's tests.

Resources, listed three to a page: seven text notes (note://1 … note://7; note://3 is
Chinese, note://4 carries terminal escapes), a binary image://logo (256 bytes 0…255), and
folder://both (two parts in one read). URI templates note://{id} and size://{bytes} (that
many bytes of text, at most 16 MiB: for the benchmark's throughput). Reading anything else is a
JSON-RPC error. Prompts, listed one to a page: `review` (file required, focus optional) and
`greeting` (no arguments). Every request's method is appended to $MCP_RESOURCE_LOG if set.
"""
import base64
import json
import os

import anyio

import mcp.types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server
from mcp.shared.exceptions import MCPError

NOTES = {
    "1": "first note: buy milk",
    "2": "second note: call the landlord",
    "3": "第三条笔记：交房租",
    "4": "escapes \x1b[2J\x1b]52;c;aGFja2Vk\x07 end",
    "5": "fifth note",
    "6": "sixth note",
    "7": "seventh note",
}
LOGO = bytes(range(256))
RESOURCES = [types.Resource(uri="note://%s" % key, name="note-%s" % key, title="Note %s" % key,
                            mime_type="text/plain") for key in NOTES]
RESOURCES.append(types.Resource(uri="image://logo", name="logo", mime_type="image/png",
                                size=len(LOGO), description="The logo, as bytes."))
RESOURCES.append(types.Resource(uri="folder://both", name="both",
                                description="Notes 1 and 2 in one read."))
PROMPTS = [
    types.Prompt(name="review", description="Review a file.", arguments=[
        types.PromptArgument(name="file", description="The file to review", required=True),
        types.PromptArgument(name="focus", description="What to look at", required=False)]),
    types.Prompt(name="greeting", description="Say hello."),
]


def log(method):
    path = os.environ.get("MCP_RESOURCE_LOG")
    if path:
        with open(path, "a") as out:
            out.write(json.dumps({"method": method}) + "\n")


def page(items, params, size):
    start = int(params.cursor) if params is not None and params.cursor else 0
    following = start + size
    return items[start:following], (str(following) if following < len(items) else None)


async def list_resources(ctx, params):
    log("resources/list")
    items, cursor = page(RESOURCES, params, 3)
    return types.ListResourcesResult(resources=items, next_cursor=cursor)


async def list_templates(ctx, params):
    log("resources/templates/list")
    return types.ListResourceTemplatesResult(resource_templates=[
        types.ResourceTemplate(uri_template="note://{id}", name="note",
                               description="A note by its number.", mime_type="text/plain"),
        types.ResourceTemplate(uri_template="size://{bytes}", name="size",
                               description="That many bytes of text.", mime_type="text/plain")])


def text(uri, body):
    return types.TextResourceContents(uri=uri, mime_type="text/plain", text=body)


async def read_resource(ctx, params):
    uri = str(params.uri)
    log("resources/read")
    if uri.startswith("note://") and uri[len("note://"):] in NOTES:
        return types.ReadResourceResult(contents=[text(uri, NOTES[uri[len("note://"):]])])
    if uri == "image://logo":
        return types.ReadResourceResult(contents=[types.BlobResourceContents(
            uri=uri, mime_type="image/png", blob=base64.b64encode(LOGO).decode())])
    if uri.startswith("size://") and uri[len("size://"):].isdigit():
        count = int(uri[len("size://"):])
        if count <= 16 << 20:
            return types.ReadResourceResult(contents=[text(uri, "x" * count)])
    if uri == "folder://both":
        return types.ReadResourceResult(contents=[text("note://1", NOTES["1"]),
                                                  text("note://2", NOTES["2"])])
    raise MCPError(-32002, "Resource not found: %s" % uri)


async def list_prompts(ctx, params):
    log("prompts/list")
    items, cursor = page(PROMPTS, params, 1)
    return types.ListPromptsResult(prompts=items, next_cursor=cursor)


async def get_prompt(ctx, params):
    log("prompts/get")
    arguments = params.arguments or {}
    if params.name == "review":
        if "file" not in arguments:
            raise MCPError(-32602, "review needs file")
        focus = arguments.get("focus")
        said = "Review %s%s." % (arguments["file"], (" focusing on " + focus) if focus else "")
        return types.GetPromptResult(description="A review of %s" % arguments["file"], messages=[
            types.PromptMessage(role="user", content=types.TextContent(type="text", text=said))])
    if params.name == "greeting":
        return types.GetPromptResult(messages=[
            types.PromptMessage(role="user", content=types.TextContent(type="text", text="Hello!")),
            types.PromptMessage(role="assistant",
                                content=types.TextContent(type="text", text="Hello, how can I help?"))])
    raise MCPError(-32602, "Unknown prompt: %s" % params.name)


server = Server("resources-test", version="1",
                on_list_resources=list_resources, on_list_resource_templates=list_templates,
                on_read_resource=read_resource, on_list_prompts=list_prompts,
                on_get_prompt=get_prompt)


async def main():
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


anyio.run(main)
