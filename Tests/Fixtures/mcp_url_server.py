#!/usr/bin/env python3
"""An MCP server over stdio, written with the official Python SDK's MCPServer (mcp 2.x), whose
tool asks the person to open a page (URL-mode elicitation, `ctx.elicit_url`) and, when they
agree, says the step is done (`notifications/elicitation/complete`), for AgentSkillKit's tests.
"""
import mcp.types as types
from mcp.server.mcpserver import Context, MCPServer

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


server.run()
