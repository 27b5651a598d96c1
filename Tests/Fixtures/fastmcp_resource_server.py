#!/usr/bin/env python3
"""A stdio MCP server written with FastMCP from PyPI (the `fastmcp` package), for
AgentSkillKit's tests of resources and prompts against an implementation it did not write:
a text resource, a binary one, a URI template and a prompt with a required and an optional
argument."""
import os

os.environ.setdefault("FASTMCP_SHOW_CLI_BANNER", "false")

from fastmcp import FastMCP

server = FastMCP("fastmcp-resources")


@server.resource("note://greeting", mime_type="text/plain")
def greeting() -> str:
    """A short note."""
    return "hello from FastMCP"


@server.resource("data://blob", mime_type="application/octet-stream")
def blob() -> bytes:
    """Every byte value once."""
    return bytes(range(256))


@server.resource("note://{name}")
def named(name: str) -> str:
    """A note by name."""
    return "note %s" % name


@server.prompt
def review(code: str, language: str = "swift") -> str:
    """Asks for a review of some code."""
    return "Review this %s code:\n%s" % (language, code)


if __name__ == "__main__":
    server.run(transport="stdio", show_banner=False)
