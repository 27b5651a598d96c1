#!/usr/bin/env python3
"""A hostile MCP server over stdio for AgentSkillKit's tests (protocol 2025-11-25).

Tools:
  slow      sends three progress notifications 200 ms apart, then answers "done"
  wait      never answers; a notifications/cancelled for it is appended to $MCP_FAULT_LOG
  crash     exits in the middle of the call
  garbage   writes a line that is not JSON
  wrongid   answers with an id that was never sent
  write     not read-only: answers with structured content
  grow      adds the tool "grown" and sends notifications/tools/list_changed
  ask       asks the user for a name (elicitation/create), then answers with what came back
MCP_FAULT_VERSION sets the protocol version it answers with (default: the client's);
MCP_FAULT_EXTRA=N adds N more read-only tools (extra0 … extraN-1), each with a small schema.
Any other request (server/discover of 2026-07-28) gets "method not found", as servers of the
handshake revisions answer it; MCP_FAULT_IGNORE_UNKNOWN=1 leaves it unanswered instead.
MCP_FAULT_STUBBORN=1 ignores SIGTERM and the end of its input (its pid is logged at start).
MCP_FAULT_RESOURCES=1 declares resources, each hostile: reading huge://gigabyte writes a
one-line answer of 1 GiB (in chunks, until the reader goes away); resources/list with the
cursor "loop" gives that cursor again, and with any other cursor a new one, forever;
reading bad://blob returns a blob that is not base64.
Tool "openurl" asks the person to open $MCP_FAULT_URL (default https://auth.example.com/connect)
in URL mode — a server-sent elicitation/create before 2026-07-28 (followed, when accepted, by
notifications/elicitation/complete), an input-required result from then on — and returns the
answer's action.
MCP_FAULT_MODERN=1 speaks only 2026-07-28: it answers server/discover, "ask" returns an
input-required result (answered by calling again), "grow" sends no notification (a stale
listing is how a client finds out), and two more tools: "askloop" asks for input forever,
"sample" asks for sampling/createMessage.
"""
import json
import os
import sys
import time


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def log(entry):
    path = os.environ.get("MCP_FAULT_LOG")
    if path:
        with open(path, "a") as handle:
            handle.write(json.dumps(entry) + "\n")


if os.environ.get("MCP_FAULT_STUBBORN"):
    import signal
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
log({"pid": os.getpid()})

TOOLS = [
    {"name": name, "description": "Fault tool %s." % name,
     "inputSchema": {"type": "object", "properties": {}},
     "annotations": {"readOnlyHint": name != "write"}}
    for name in ["slow", "wait", "crash", "garbage", "wrongid", "grow", "ask", "openurl"]
] + [{"name": "write", "title": "Write a thing", "description": "Writes.",
      "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}},
                      "required": ["text"]},
      "outputSchema": {"type": "object", "properties": {"written": {"type": "integer"}},
                       "required": ["written"]},
      "annotations": {"readOnlyHint": False}}]


TOOLS += [{"name": "extra%d" % index, "description": "Extra tool %d for size tests." % index,
           "inputSchema": {"type": "object", "properties": {
               "query": {"type": "string", "maxLength": 200},
               "limit": {"type": "integer", "minimum": 1, "maximum": 50}},
               "required": ["query"]},
           "annotations": {"readOnlyHint": True}}
          for index in range(int(os.environ.get("MCP_FAULT_EXTRA", "0")))]


# Properties written out of name order: a client that keeps the order gives `120/80` to
# systolic then diastolic.
if os.environ.get("MCP_FAULT_ORDERED"):
    TOOLS += [{"name": "pressure", "description": "Logs a blood pressure reading.",
               "inputSchema": {"type": "object", "properties": {
                   "systolic": {"type": "integer"}, "diastolic": {"type": "integer"},
                   "arm": {"type": "string"}}, "required": ["systolic", "diastolic"]},
               "annotations": {"readOnlyHint": True}}]

MODERN = bool(os.environ.get("MCP_FAULT_MODERN"))
if MODERN:
    TOOLS += [{"name": name, "description": "Fault tool %s." % name,
               "inputSchema": {"type": "object", "properties": {}},
               "annotations": {"readOnlyHint": True}} for name in ["askloop", "sample"]]
WHO = {"type": "object", "properties": {
    "name": {"type": "string", "minLength": 1},
    "age": {"type": "integer", "minimum": 0, "maximum": 150}}, "required": ["name"]}


def result(ident, body):
    if MODERN:
        body = dict(body, resultType=body.get("resultType", "complete"))
    send({"jsonrpc": "2.0", "id": ident, "result": body})


def ask_again(ident, key, method, params, state):
    result(ident, {"resultType": "input_required", "requestState": state,
                   "inputRequests": {key: {"method": method, "params": params}}})


for line in sys.stdin:
    message = json.loads(line)
    method = message.get("method")
    ident = message.get("id")
    params = message.get("params") or {}
    log({"method": method, "params": params})
    if method == "initialize":
        version = os.environ.get("MCP_FAULT_VERSION") or params.get("protocolVersion")
        send({"jsonrpc": "2.0", "id": ident, "result": {
            "protocolVersion": version, "capabilities": dict(
                {"tools": {"listChanged": False}},
                **({"resources": {}} if os.environ.get("MCP_FAULT_RESOURCES") else {})),
            "serverInfo": {"name": "fault", "version": "1"}}})
    elif method == "server/discover" and MODERN:
        result(ident, {"supportedVersions": ["2026-07-28"], "capabilities": {"tools": {}},
                       "cacheScope": "private", "ttlMs": 0,
                       "_meta": {"io.modelcontextprotocol/serverInfo": {
                           "name": "fault", "version": "1"}}})
    elif method == "initialize" and MODERN:
        send({"jsonrpc": "2.0", "id": ident, "error": {
            "code": -32022, "message": "Unsupported protocol version",
            "data": {"requested": params.get("protocolVersion"), "supported": ["2026-07-28"]}}})
    elif method == "tools/list":
        body = {"tools": TOOLS}
        if MODERN:
            body.update(cacheScope="private", ttlMs=0)
        result(ident, body)
    elif method == "tools/call":
        name = params.get("name")
        token = (params.get("_meta") or {}).get("progressToken")
        if name == "slow":
            for step in range(1, 4):
                time.sleep(0.2)
                send({"jsonrpc": "2.0", "method": "notifications/progress", "params": {
                    "progressToken": token, "progress": step, "total": 3,
                    "message": "step %d of 3" % step}})
            send({"jsonrpc": "2.0", "id": ident, "result": {
                "content": [{"type": "text", "text": "done"}], "isError": False}})
        elif name == "wait":
            pass
        elif name == "crash":
            sys.exit(7)
        elif name == "garbage":
            sys.stdout.write("this is not json\n")
            sys.stdout.flush()
        elif name == "wrongid":
            send({"jsonrpc": "2.0", "id": 99999, "result": {"content": []}})
        elif name == "ask" and MODERN:
            answer = (params.get("inputResponses") or {}).get("who")
            if answer is None:
                ask_again(ident, "who", "elicitation/create",
                          {"mode": "form", "message": "Who is asking?", "requestedSchema": WHO},
                          "round-1")
            else:
                log({"reply_to": "who", "result": answer, "state": params.get("requestState")})
                action = answer.get("action")
                text = ("hello %s" % answer["content"]["name"]) if action == "accept" else action
                result(ident, {"content": [{"type": "text", "text": text}]})
        elif name == "openurl":
            target = os.environ.get("MCP_FAULT_URL", "https://auth.example.com/connect")
            question = {"mode": "url", "message": "Connect your account.", "url": target,
                        "elicitationId": "el-1"}
            if MODERN:
                answer = (params.get("inputResponses") or {}).get("page")
                if answer is None:
                    ask_again(ident, "page", "elicitation/create", question, "url-1")
                else:
                    log({"reply_to": "page", "result": answer})
                    result(ident, {"content": [{"type": "text", "text": answer.get("action")}]})
            else:
                send({"jsonrpc": "2.0", "id": "u1", "method": "elicitation/create",
                      "params": question})
                answer = {}
                for reply in sys.stdin:
                    reply = json.loads(reply)
                    log({"method": reply.get("method"), "reply_to": reply.get("id"),
                         "result": reply.get("result")})
                    if reply.get("id") == "u1":
                        answer = reply.get("result") or {}
                        break
                if answer.get("action") == "accept":
                    send({"jsonrpc": "2.0", "method": "notifications/elicitation/complete",
                          "params": {"elicitationId": "el-1"}})
                send({"jsonrpc": "2.0", "id": ident, "result": {
                    "content": [{"type": "text", "text": str(answer.get("action"))}]}})
        elif name == "askloop":
            ask_again(ident, "again", "elicitation/create",
                      {"mode": "form", "message": "Again?", "requestedSchema": WHO}, "loop")
        elif name == "sample":
            answer = (params.get("inputResponses") or {}).get("llm")
            if answer is None:
                ask_again(ident, "llm", "sampling/createMessage",
                          {"messages": [{"role": "user", "content": {
                              "type": "text", "text": "Say hi"}}], "maxTokens": 10}, "sample")
            else:
                log({"reply_to": "llm", "result": answer})
                result(ident, {"content": [{"type": "text", "text": "sampled: %s" % (
                    (answer.get("content") or {}).get("text"))}]})
        elif name == "ask":
            send({"jsonrpc": "2.0", "id": "e1", "method": "elicitation/create", "params": {
                "mode": "form", "message": "Who is asking?",
                "requestedSchema": {"type": "object", "properties": {
                    "name": {"type": "string", "minLength": 1},
                    "age": {"type": "integer", "minimum": 0, "maximum": 150}},
                    "required": ["name"]}}})
            answer = None
            for reply in sys.stdin:
                reply = json.loads(reply)
                log({"method": reply.get("method"), "reply_to": reply.get("id"),
                     "result": reply.get("result")})
                if reply.get("id") == "e1":
                    answer = reply.get("result") or {}
                    break
            action = (answer or {}).get("action")
            text = ("hello %s" % answer["content"]["name"]) if action == "accept" else str(action)
            send({"jsonrpc": "2.0", "id": ident, "result": {
                "content": [{"type": "text", "text": text}]}})
        elif name == "grow":
            TOOLS.append({"name": "grown", "description": "Added while running.",
                          "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": True}})
            if not MODERN:
                send({"jsonrpc": "2.0", "method": "notifications/tools/list_changed"})
            result(ident, {"content": [{"type": "text", "text": "grew"}]})
        elif name == "write":
            written = len((params.get("arguments") or {}).get("text", ""))
            result(ident, {"content": [{"type": "text", "text": "wrote %d" % written}],
                           "structuredContent": {"written": written}})
    elif method == "resources/list" and os.environ.get("MCP_FAULT_RESOURCES"):
        cursor = params.get("cursor")
        following = "loop" if cursor == "loop" else "page-%d" % (int((cursor or "page-0")[5:]) + 1)
        if cursor is None and os.environ.get("MCP_FAULT_RESOURCES") == "loop":
            following = "loop"
        result(ident, {"resources": [{"uri": "huge://gigabyte", "name": "gigabyte"}],
                       "nextCursor": following})
    elif method == "resources/read" and os.environ.get("MCP_FAULT_RESOURCES"):
        if params.get("uri") == "bad://blob":
            result(ident, {"contents": [{"uri": "bad://blob", "blob": "not base64!"}]})
        else:
            head = json.dumps({"jsonrpc": "2.0", "id": ident, "result": {"contents": [
                {"uri": "huge://gigabyte", "text": ""}]}})
            sys.stdout.write(head[:head.index('"text": "') + 9])
            chunk = "a" * (1 << 20)
            try:
                for _ in range(1024):
                    sys.stdout.write(chunk)
                sys.stdout.write('"}]}}\n')
                sys.stdout.flush()
            except BrokenPipeError:
                log({"huge": "the reader went away"})
                sys.exit(0)
    elif method == "ping":
        send({"jsonrpc": "2.0", "id": ident, "result": {}})
    elif ident is not None and not os.environ.get("MCP_FAULT_IGNORE_UNKNOWN"):
        # A server of the handshake revisions: server/discover is a method it does not know.
        send({"jsonrpc": "2.0", "id": ident,
              "error": {"code": -32601, "message": "Method not found: %s" % method}})

if os.environ.get("MCP_FAULT_STUBBORN"):
    # A server that ignores the end of its input and SIGTERM: only SIGKILL ends it.
    while True:
        time.sleep(3600)
