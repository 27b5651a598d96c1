#!/usr/bin/env python3
"""A hostile model server for AgentSkillKit's fault tests, in both wire formats.

POST /v1/messages (Anthropic) and /v1/chat/completions (OpenAI-compatible); the request's
"model" names the fault:

  ok              a normal streamed answer ("ok")
  redirect-other  301 to the *other* listener (another origin); it records what reaches it
  redirect-307    307 to /same/<path> on this origin, which answers normally if the body came
  redirect-loop   302 to itself, forever
  hang-headers    200 with SSE headers, then nothing, ever
  drip            one byte every 50 ms of an event that never ends
  ping-flood      ": ping" every 50 ms (Anthropic also "event: ping"), never an answer
  oversized       one 9 MiB data line
  retry-inf       429 with retry-after: inf        retry-huge  429 with retry-after: 1e308
  retry-nan       429 with retry-after: nan        retry-neg   429 with retry-after: -5
  reset           closes the connection without answering
  wrong-type      200 text/html with garbage
  tool-hang       a complete tool call for time.now, then hangs before the final event
  many-calls      (Anthropic) 10,000 todo.add calls in one message
  invalid-500     500 whose body says the request is invalid (some servers do that)
  bad-json        200 application/json that is not JSON
  slow-N-MS       N one-word tokens, one every MS milliseconds, then a clean end
  compute-N-K     N tokens, each costing K rounds of SHA-256 work first: a CPU-bound stand-in
                  for a local model server, whose speed drops when the client takes CPU
  strict          validates the request the way strict compatible servers do (no nulls,
                  string content, max_tokens, a known tool_choice, tool results that answer
                  calls), answering 400 with the complaint; the first turn calls time.now,
                  the turn with its result answers "done"
GET /__counts returns how many requests each api/model received.

Prints "PORT OTHER_PORT" on its first line; stops when stdin closes. GET /__other returns,
as JSON, every request the other listener received (headers included).
"""
import hashlib
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

OTHER_REQUESTS = []
COUNTS = {}
LOCK = threading.Lock()
PORTS = {}


def anthropic_text(text):
    events = [
        ("message_start", {"type": "message_start", "message": {
            "id": "msg_f", "type": "message", "role": "assistant", "model": "fault",
            "content": [], "stop_reason": None, "usage": {"input_tokens": 3, "output_tokens": 1}}}),
        ("content_block_start", {"type": "content_block_start", "index": 0,
                                 "content_block": {"type": "text", "text": ""}}),
        ("content_block_delta", {"type": "content_block_delta", "index": 0,
                                 "delta": {"type": "text_delta", "text": text}}),
        ("content_block_stop", {"type": "content_block_stop", "index": 0}),
        ("message_delta", {"type": "message_delta", "delta": {"stop_reason": "end_turn"},
                           "usage": {"output_tokens": 2}}),
        ("message_stop", {"type": "message_stop"}),
    ]
    return "".join("event: %s\ndata: %s\n\n" % (name, json.dumps(data)) for name, data in events)


def openai_text(text):
    chunks = [
        {"id": "c", "object": "chat.completion.chunk", "model": "fault",
         "choices": [{"index": 0, "delta": {"role": "assistant", "content": text},
                      "finish_reason": None}]},
        {"id": "c", "object": "chat.completion.chunk", "model": "fault",
         "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]},
    ]
    return "".join("data: %s\n\n" % json.dumps(chunk) for chunk in chunks) + "data: [DONE]\n\n"


def anthropic_tool_start():
    events = [
        ("message_start", {"type": "message_start", "message": {
            "id": "msg_t", "type": "message", "role": "assistant", "model": "fault",
            "content": [], "stop_reason": None, "usage": {"input_tokens": 3, "output_tokens": 1}}}),
        ("content_block_start", {"type": "content_block_start", "index": 0, "content_block": {
            "type": "tool_use", "id": "toolu_hang", "name": "time_now", "input": {}}}),
        ("content_block_delta", {"type": "content_block_delta", "index": 0,
                                 "delta": {"type": "input_json_delta", "partial_json": "{}"}}),
        ("content_block_stop", {"type": "content_block_stop", "index": 0}),
    ]
    return "".join("event: %s\ndata: %s\n\n" % (name, json.dumps(data)) for name, data in events)


def anthropic_many_calls(count):
    parts = ["event: message_start\ndata: %s\n\n" % json.dumps({"type": "message_start", "message": {
        "id": "msg_m", "type": "message", "role": "assistant", "model": "fault", "content": [],
        "stop_reason": None, "usage": {"input_tokens": 3, "output_tokens": 1}}})]
    for index in range(count):
        parts.append("event: content_block_start\ndata: %s\n\n" % json.dumps({
            "type": "content_block_start", "index": index, "content_block": {
                "type": "tool_use", "id": "toolu_%05d" % index, "name": "todo_add", "input": {}}}))
        parts.append("event: content_block_delta\ndata: %s\n\n" % json.dumps({
            "type": "content_block_delta", "index": index,
            "delta": {"type": "input_json_delta", "partial_json": "{\"title\": \"item %d\"}" % index}}))
        parts.append("event: content_block_stop\ndata: {\"type\": \"content_block_stop\", \"index\": %d}\n\n" % index)
    parts.append("event: message_delta\ndata: %s\n\n" % json.dumps({
        "type": "message_delta", "delta": {"stop_reason": "tool_use"}, "usage": {"output_tokens": 5}}))
    parts.append("event: message_stop\ndata: {\"type\": \"message_stop\"}\n\n")
    return "".join(parts)


def has_result(api, body):
    text = json.dumps(body.get("messages", [])[-1:])
    return ('"tool_result"' in text) if api == "anthropic" else ('"role": "tool"' in text)


def anthropic_tool_call():
    return anthropic_tool_start() + "".join(
        "event: %s\ndata: %s\n\n" % (name, json.dumps(data)) for name, data in [
            ("message_delta", {"type": "message_delta", "delta": {"stop_reason": "tool_use"},
                               "usage": {"output_tokens": 4}}),
            ("message_stop", {"type": "message_stop"})])


def openai_tool_call():
    return openai_tool_start() + "data: %s\n\ndata: [DONE]\n\n" % json.dumps({
        "id": "c", "object": "chat.completion.chunk", "model": "fault",
        "choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]})


def openai_tool_start():
    chunk = {"id": "c", "object": "chat.completion.chunk", "model": "fault", "choices": [{
        "index": 0, "delta": {"role": "assistant", "tool_calls": [{
            "index": 0, "id": "call_hang", "type": "function",
            "function": {"name": "time_now", "arguments": "{}"}}]}, "finish_reason": None}]}
    return "data: %s\n\n" % json.dumps(chunk)


def token_events(api, token, first):
    """One streamed token in either wire format (the first also opens the message)."""
    if api == "openai":
        delta = {"content": token}
        if first:
            delta["role"] = "assistant"
        return "data: %s\n\n" % json.dumps({"id": "c", "object": "chat.completion.chunk",
            "model": "fault", "choices": [{"index": 0, "delta": delta, "finish_reason": None}]})
    head = ""
    if first:
        head = "".join(event + "\n\n" for event in anthropic_text("").split("\n\n")[:2])
    return head + "event: content_block_delta\ndata: %s\n\n" % json.dumps({
        "type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": token}})


def stream_end(api):
    if api == "openai":
        return "data: %s\n\ndata: [DONE]\n\n" % json.dumps({"id": "c", "object": "chat.completion.chunk",
            "model": "fault", "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
    return "".join(event + "\n\n" for event in anthropic_text("").split("\n\n")[3:6])


def strict_complaint(api, body):
    """What a strict server objects to in `body`, or None."""
    def nulls(value, path):
        if value is None:
            return path
        if isinstance(value, dict):
            for key, item in value.items():
                found = nulls(item, path + "." + key)
                if found:
                    return found
        if isinstance(value, list):
            for index, item in enumerate(value):
                found = nulls(item, "%s[%d]" % (path, index))
                if found:
                    return found
        return None
    found = nulls(body, "body")
    if found:
        return "null is not allowed at " + found
    tokens = body.get("max_tokens")
    if not isinstance(tokens, int) or isinstance(tokens, bool) or tokens < 1:
        return "max_tokens must be a positive integer"
    if body.get("stream") is not True:
        return "stream must be true"
    choice = body.get("tool_choice")
    tools = body.get("tools", [])
    names = [(t.get("function", {}) if api == "openai" else t).get("name") for t in tools]
    if choice is not None:
        if api == "openai":
            if choice not in ("auto", "required", "none") and not (
                    isinstance(choice, dict) and choice.get("type") == "function"
                    and choice.get("function", {}).get("name") in names):
                return "tool_choice is not auto, required, none or a listed function"
        elif not (isinstance(choice, dict) and choice.get("type") in ("auto", "any", "none", "tool")
                  and (choice.get("type") != "tool" or choice.get("name") in names)):
            return "tool_choice is not auto, any, none or a listed tool"
    calls = set()
    for message in body.get("messages", []):
        content = message.get("content")
        if api == "openai":
            if message.get("role") not in ("system", "user", "assistant", "tool"):
                return "unknown role " + str(message.get("role"))
            if not isinstance(content, str):
                return "content must be a string (role %s)" % message.get("role")
            for call in message.get("tool_calls", []):
                if not isinstance(call.get("function", {}).get("arguments"), str):
                    return "tool call arguments must be a JSON string"
                calls.add(call.get("id"))
            if message.get("role") == "tool" and message.get("tool_call_id") not in calls:
                return "a tool message answers no earlier tool call"
        else:
            if message.get("role") not in ("user", "assistant"):
                return "unknown role " + str(message.get("role"))
            if not isinstance(content, (str, list)):
                return "content must be a string or a list of blocks"
            for block in content if isinstance(content, list) else []:
                if block.get("type") == "tool_use":
                    if not isinstance(block.get("input"), dict):
                        return "tool_use input must be an object"
                    calls.add(block.get("id"))
                if block.get("type") == "tool_result" and block.get("tool_use_id") not in calls:
                    return "a tool_result answers no earlier tool_use"
    return None


def compute_token(rounds):
    digest = b"token"
    for _ in range(rounds):
        digest = hashlib.sha256(digest).digest()
    return digest


class Main(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        if self.path == "/__other":
            with LOCK:
                body = json.dumps(OTHER_REQUESTS).encode()
            return self.reply(200, body)
        if self.path == "/__counts":
            with LOCK:
                body = json.dumps(COUNTS).encode()
            return self.reply(200, body)
        self.reply(404, b'{"error": {"message": "no such path"}}')

    def do_POST(self):
        length = min(int(self.headers.get("content-length") or 0), 16 << 20)
        raw = self.rfile.read(length)
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = {}
        model = body.get("model", "")
        api = "openai" if self.path.endswith("/chat/completions") else "anthropic"
        with LOCK:
            COUNTS[api + "/" + model] = COUNTS.get(api + "/" + model, 0) + 1
        text = openai_text if api == "openai" else anthropic_text
        if self.path.startswith("/same/"):
            if not raw:
                return self.reply(400, b'{"error": {"message": "the redirect lost the body"}}')
            return self.stream(text("followed"))
        if model == "ok":
            return self.stream(text("ok"))
        if model == "many-calls":
            if "tool_result" in json.dumps(body.get("messages", [])[-1:]):
                return self.stream(text("done"))
            return self.stream(anthropic_many_calls(10000))
        if model == "strict":
            complaint = strict_complaint(api, body)
            if complaint:
                return self.reply(400, json.dumps({"error": {"type": "invalid_request_error",
                                                             "message": complaint}}).encode())
            if has_result(api, body):
                return self.stream(text("done"))
            return self.stream(openai_tool_call() if api == "openai" else anthropic_tool_call())
        parts = model.split("-")
        if parts[0] in ("slow", "compute") and len(parts) == 3 and all(p.isdigit() for p in parts[1:]):
            count, amount = int(parts[1]), int(parts[2])
            self.start_stream()
            try:
                for index in range(count):
                    if parts[0] == "slow":
                        time.sleep(amount / 1000.0)
                    else:
                        compute_token(amount)
                    self.write(token_events(api, "t%d " % index, index == 0).encode())
                self.write(stream_end(api).encode())
            except (BrokenPipeError, ConnectionResetError, OSError):
                pass
            return
        if model == "redirect-other":
            target = "http://127.0.0.1:%d%s" % (PORTS["other"], self.path)
            return self.reply(301, b"", extra={"location": target})
        if model == "redirect-307":
            return self.reply(307, b"", extra={"location": "/same" + self.path})
        if model == "redirect-loop":
            return self.reply(302, b"", extra={"location": self.path})
        if model.startswith("retry-"):
            value = {"retry-inf": "inf", "retry-huge": "1e308", "retry-nan": "nan",
                     "retry-neg": "-5"}.get(model, "inf")
            return self.reply(429, b'{"error": {"message": "slow down"}}',
                              extra={"retry-after": value})
        if model == "invalid-500":
            return self.reply(500, json.dumps({"error": {
                "message": "Invalid value for 'content': expected a string, got null."}}).encode())
        if model == "reset":
            self.close_connection = True
            self.connection.close()
            return
        if model == "wrong-type":
            return self.reply(200, b"<html><body>hello</body></html>", content_type="text/html")
        if model == "bad-json":
            return self.reply(200, b"{not json", content_type="application/json")
        self.start_stream()
        try:
            if model == "hang-headers":
                self.wait_forever()
            elif model == "drip":
                self.write(b"data: {\"type\": \"message_start\", \"x\": \"")
                while True:
                    self.write(b"x")
                    time.sleep(0.05)
            elif model == "ping-flood":
                while True:
                    self.write(b": ping\n\n" + (b"event: ping\ndata: {\"type\": \"ping\"}\n\n"
                                                if api == "anthropic" else b""))
                    time.sleep(0.05)
            elif model == "oversized":
                self.write(b"data: " + b"x" * (9 << 20) + b"\n\n")
                self.wait_forever()
            elif model == "tool-hang":
                self.write((openai_tool_start() if api == "openai"
                            else anthropic_tool_start()).encode())
                self.wait_forever()
        except (BrokenPipeError, ConnectionResetError, OSError):
            pass

    def wait_forever(self):
        # Until the client goes away (a read returns end of file), at most 10 minutes.
        self.connection.settimeout(600)
        try:
            while self.connection.recv(1024):
                pass
        except OSError:
            pass

    def start_stream(self):
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("cache-control", "no-cache")
        self.send_header("connection", "close")
        self.end_headers()
        self.wfile.flush()
        self.close_connection = True

    def write(self, data):
        self.wfile.write(data)
        self.wfile.flush()

    def stream(self, text):
        self.start_stream()
        self.write(text.encode())

    def reply(self, status, body, content_type="application/json", extra=None):
        self.send_response(status)
        self.send_header("content-type", content_type)
        self.send_header("content-length", str(len(body)))
        for key, value in (extra or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()


class Other(BaseHTTPRequestHandler):
    """Another origin: anything that reaches it is recorded (it must never see a key)."""
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_POST(self):
        length = min(int(self.headers.get("content-length") or 0), 16 << 20)
        body = self.rfile.read(length)
        with LOCK:
            OTHER_REQUESTS.append({"path": self.path, "headers": dict(self.headers.items()),
                                   "body": body.decode("utf-8", "replace")})
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("connection", "close")
        self.end_headers()
        self.wfile.write(anthropic_text("stolen").encode())
        self.wfile.flush()

    do_GET = do_POST


def main():
    main_server = ThreadingHTTPServer(("127.0.0.1", 0), Main)
    other_server = ThreadingHTTPServer(("127.0.0.1", 0), Other)
    for server in (main_server, other_server):
        server.daemon_threads = True
        threading.Thread(target=server.serve_forever, daemon=True).start()
    PORTS["main"] = main_server.server_address[1]
    PORTS["other"] = other_server.server_address[1]
    print(PORTS["main"], PORTS["other"], flush=True)
    try:
        sys.stdin.read()
    finally:
        main_server.shutdown()
        other_server.shutdown()


if __name__ == "__main__":
    main()
