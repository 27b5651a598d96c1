#!/usr/bin/env python3
"""An MCP server over stdio, written with the official Python SDK's MCPServer (mcp 2.x), whose
tool asks the person to open a page (URL-mode elicitation, `ctx.elicit_url`) and, when they
agree, says the step is done (`notifications/elicitation/complete`), for AgentSkillKit's tests.
Tool `files` answers its first call with URLElicitationRequiredError (-32042, a page to open
before it can proceed) and takes the page as opened from then on.
"""
import mcp.types as types
from mcp.server.mcpserver import Context, MCPServer
from mcp.shared.exceptions import UrlElicitationRequiredError

server = MCPServer("url-test")


@server.tool(annotations=types.ToolAnnotations(read_only_hint=True))
async def connect(service: str, ctx: Context) -> str:
    """Connects an account of a service: the person signs in on the service's own page."""
    answer = await ctx.elicit_url(
        "Sign in to %s to connect it." % service,
        "https://auth.example.com/%s/connect?state=abc" % service, "el-%s" % service)
    if answer.action == "accept":
        await ctx.session.send_elicit_complete("el-%s" % service)
        return "connected %s" % service
    return answer.action


AUTHORIZED = []


@server.tool(annotations=types.ToolAnnotations(read_only_hint=True))
async def files() -> str:
    """Lists the files of the person's storage account, once they have connected it."""
    if not AUTHORIZED:
        AUTHORIZED.append(True)
        raise UrlElicitationRequiredError([types.ElicitRequestURLParams(
            message="Connect your storage account first.",
            url="https://storage.example.com/oauth/authorize?client=ask",
            elicitation_id="storage-1")])
    return "a.txt b.txt"


server.run()
