#!/usr/bin/env python3
"""An OAuth-protected MCP server written with FastMCP from PyPI (the `fastmcp` package, not
the SDK's own server), for AgentSkillKit's tests: FastMCP's InMemoryOAuthProvider is its
authorization server (metadata, dynamic registration, /authorize approving at once, /token,
/revoke) and its protected-resource metadata, on loopback.

    fastmcp_oauth_server.py

Prints "PORT" once listening; stops when stdin closes.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from loopback_serving import serve  # noqa: E402

os.environ.setdefault("FASTMCP_SHOW_CLI_BANNER", "false")

from fastmcp import FastMCP
from fastmcp.server.auth.auth import ClientRegistrationOptions, RevocationOptions
from fastmcp.server.auth.providers.in_memory import InMemoryOAuthProvider
from fastmcp.server.dependencies import get_access_token


def start(port):
    base = "http://127.0.0.1:%d" % port
    server = FastMCP(
        "fastmcp-oauth-test",
        auth=InMemoryOAuthProvider(
            base_url=base, required_scopes=["mcp"],
            client_registration_options=ClientRegistrationOptions(
                enabled=True, valid_scopes=["mcp"], default_scopes=["mcp"]),
            revocation_options=RevocationOptions(enabled=True)))

    @server.tool
    def whoami() -> str:
        """Says which client's token the request carried and what it allows."""
        token = get_access_token()
        return "client %s, scopes %s" % (token.client_id, " ".join(token.scopes))

    return server.run_http_async(show_banner=False, host="127.0.0.1", port=port, log_level="warning")


if __name__ == "__main__":
    serve(start)
