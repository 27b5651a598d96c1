#!/usr/bin/env python3
"""An MCP server over stdio, written with the official Python SDK's MCPServer (mcp 2.x), whose
tool asks the client's model for a completion (`sampling/createMessage`, the handshake era),
for AgentSkillKit's tests."""
import mcp.types as types
from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("sampling-test")


@server.tool(annotations=types.ToolAnnotations(read_only_hint=True))
async def summarize(text: str, ctx: Context) -> str:
    """Summarizes a text with the client's model."""
    result = await ctx.session.create_message(
        messages=[types.SamplingMessage(
            role="user", content=types.TextContent(type="text", text="Summarize: " + text))],
        max_tokens=60, system_prompt="You write one-line summaries.")
    return "summary by %s: %s" % (result.model, result.content.text)


server.run()
