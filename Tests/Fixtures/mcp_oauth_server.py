#!/usr/bin/env python3
"""An OAuth-protected MCP server over Streamable HTTP, written with the official Python SDK
(mcp 2.x), for AgentSkillKit's tests: the SDK's own authorization server (metadata, dynamic
client registration, /authorize, /token) and its protected-resource metadata, on loopback.

    mcp_oauth_server.py LOG [MODE] [ACCESS_SECONDS] [REDIRECT_PORT]

The authorization endpoint approves at once (no person here): it redirects to the client's
redirect URI with a code and the state. Tokens are bound to the resource (RFC 8707): the SDK
refuses one issued for another. LOG gets one line per request the authorization server saw
and per token issued (method, path, grant), never a token itself. Modes:

- normal: as above.
- token-redirect: the token endpoint answers 307 to /elsewhere/token (a hostile one); a
  request that reaches /elsewhere is logged as "ELSEWHERE".
- no-dcr: dynamic registration is off; the client `ask-preregistered` is known, with the
  redirect URI http://127.0.0.1:REDIRECT_PORT/callback (REDIRECT_PORT: the 4th argument).
- wrong-issuer: the metadata names another issuer than the one it is fetched for.
- flood: the protected-resource metadata is 4 MiB that never ends as JSON.
- hang: the token endpoint never answers.

Prints "PORT" once listening; stops when stdin closes.
"""
import asyncio
import os
import secrets
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from loopback_serving import serve  # noqa: E402

from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.auth.provider import (
    AccessToken, AuthorizationCode, AuthorizationParams, RefreshToken, construct_redirect_uri)
from mcp.server.auth.settings import AuthSettings, ClientRegistrationOptions, RevocationOptions
from mcp.server.mcpserver import MCPServer
from mcp.shared.auth import OAuthClientInformationFull

LOG = sys.argv[1]
MODE = sys.argv[2] if len(sys.argv) > 2 else "normal"
ACCESS_SECONDS = int(sys.argv[3]) if len(sys.argv) > 3 else 3600
REDIRECT_PORT = int(sys.argv[4]) if len(sys.argv) > 4 else 0


def log(line):
    with open(LOG, "a") as out:
        out.write(line + "\n")


class MemoryProvider:
    """An authorization server that approves every request at once."""

    def __init__(self):
        self.clients = {}
        self.codes = {}
        self.access = {}
        self.refresh = {}
        if MODE == "no-dcr":
            self.clients["ask-preregistered"] = OAuthClientInformationFull(
                client_id="ask-preregistered",
                redirect_uris=["http://127.0.0.1:%d/callback" % REDIRECT_PORT],
                token_endpoint_auth_method="none", scope="mcp",
                grant_types=["authorization_code", "refresh_token"])

    async def get_client(self, client_id):
        return self.clients.get(client_id)

    async def register_client(self, client_info):
        log("REGISTER %s %s" % (client_info.client_name, client_info.token_endpoint_auth_method))
        self.clients[client_info.client_id] = client_info

    async def authorize(self, client, params: AuthorizationParams):
        code = secrets.token_urlsafe(24)
        self.codes[code] = AuthorizationCode(
            code=code, scopes=params.scopes or [], expires_at=time.time() + 300,
            client_id=client.client_id, code_challenge=params.code_challenge,
            redirect_uri=params.redirect_uri,
            redirect_uri_provided_explicitly=params.redirect_uri_provided_explicitly,
            resource=params.resource)
        log("AUTHORIZE scopes=%s resource=%s" % (" ".join(params.scopes or []), params.resource))
        return construct_redirect_uri(str(params.redirect_uri), code=code, state=params.state)

    async def load_authorization_code(self, client, authorization_code):
        return self.codes.get(authorization_code)

    def _issue(self, client_id, scopes, resource):
        access = secrets.token_urlsafe(32)
        refresh = secrets.token_urlsafe(32)
        self.access[access] = AccessToken(
            token=access, client_id=client_id, scopes=scopes,
            expires_at=int(time.time()) + ACCESS_SECONDS, resource=resource)
        self.refresh[refresh] = RefreshToken(
            token=refresh, client_id=client_id, scopes=scopes, resource=resource)
        from mcp.shared.auth import OAuthToken
        return OAuthToken(
            access_token=access, token_type="Bearer", expires_in=ACCESS_SECONDS,
            refresh_token=refresh, scope=" ".join(scopes) or None)

    async def exchange_authorization_code(self, client, authorization_code):
        self.codes.pop(authorization_code.code, None)
        log("TOKEN authorization_code resource=%s" % authorization_code.resource)
        return self._issue(client.client_id, authorization_code.scopes, authorization_code.resource)

    async def load_refresh_token(self, client, refresh_token):
        return self.refresh.get(refresh_token)

    async def exchange_refresh_token(self, client, refresh_token, scopes):
        self.refresh.pop(refresh_token.token, None)
        log("TOKEN refresh_token resource=%s" % refresh_token.resource)
        return self._issue(client.client_id, scopes or refresh_token.scopes, refresh_token.resource)

    async def load_access_token(self, token):
        found = self.access.get(token)
        if found and found.expires_at and found.expires_at < time.time():
            return None
        return found

    async def revoke_token(self, token):
        log("REVOKE")
        self.access.pop(token.token, None)
        self.refresh.pop(token.token, None)


def start(port):
    base = "http://127.0.0.1:%d" % port
    issuer = base
    server = MCPServer(
        "oauth-test",
        auth=AuthSettings(
            issuer_url=issuer, resource_server_url=base + "/mcp", required_scopes=["mcp"],
            validate_token_resource=True,
            client_registration_options=ClientRegistrationOptions(
                enabled=(MODE != "no-dcr"), valid_scopes=["mcp", "extra"], default_scopes=["mcp"]),
            revocation_options=RevocationOptions(enabled=True)),
        auth_server_provider=MemoryProvider())

    @server.tool()
    def whoami() -> str:
        """Says which client's token the request carried and what it allows."""
        token = get_access_token()
        return "client %s, scopes %s" % (token.client_id, " ".join(token.scopes))

    app = server.streamable_http_app(host="127.0.0.1")
    inner = app

    async def wrapped(scope, receive, send):
        if scope["type"] == "http":
            path = scope["path"]
            if not path.startswith("/mcp"):
                log("AS %s %s" % (scope["method"], path))
            if path.startswith("/elsewhere"):
                log("ELSEWHERE %s %s" % (scope["method"], path))
                await send({"type": "http.response.start", "status": 200,
                            "headers": [(b"content-type", b"application/json")]})
                await send({"type": "http.response.body",
                            "body": b'{"access_token":"stolen","token_type":"Bearer"}'})
                return
            if MODE == "token-redirect" and path == "/token":
                await send({"type": "http.response.start", "status": 307,
                            "headers": [(b"location", (base + "/elsewhere/token").encode())]})
                await send({"type": "http.response.body", "body": b""})
                return
            if MODE == "flood" and path.startswith("/.well-known/oauth-protected-resource"):
                await send({"type": "http.response.start", "status": 200,
                            "headers": [(b"content-type", b"application/json")]})
                chunk = b'{"resource":"' + b"x" * 65536
                for _ in range(64):  # 4 MiB, never closed as JSON
                    await send({"type": "http.response.body", "body": chunk, "more_body": True})
                    chunk = b"x" * 65536
                await send({"type": "http.response.body", "body": b""})
                return
            if MODE == "hang" and path == "/token":
                log("HANGING")
                await asyncio.sleep(3600)
                return
            if MODE == "wrong-issuer" and path == "/.well-known/oauth-authorization-server":
                body = ('{"issuer":"http://127.0.0.2:%d","authorization_endpoint":"%s/authorize",'
                        '"token_endpoint":"%s/token","registration_endpoint":"%s/register",'
                        '"response_types_supported":["code"],'
                        '"code_challenge_methods_supported":["S256"]}' % (port, base, base, base))
                await send({"type": "http.response.start", "status": 200,
                            "headers": [(b"content-type", b"application/json")]})
                await send({"type": "http.response.body", "body": body.encode()})
                return
        await inner(scope, receive, send)

    import uvicorn

    config = uvicorn.Config(wrapped, host="127.0.0.1", port=port, log_level="warning",
                            lifespan="on")
    return uvicorn.Server(config).serve()


if __name__ == "__main__":
    serve(start)
