#!/usr/bin/env python3
"""Replays recorded provider wire transcripts for AgentSkillKit's tests.

POST /v1/messages           Anthropic Messages API (streaming)
POST /v1/chat/completions   OpenAI-compatible chat completions (streaming)
GET  /v1/models             an endpoint check for `ask doctor`
GET  /__requests            every request received so far, as JSON (also appended to $REPLAY_LOG)

The request's "model" picks the transcript: anthropic/<model>.sse or openai/<model>.sse,
or <model>.after.sse once the request carries tool results. Some models behave specially:
  ratelimit-*  first request: 429 with retry-after: 1;   flaky-*  first request: 500
  slow*        one event every 100 ms;                    drop*    closes before the end
  notfound     404;   unauthorized  401;   huge  one 10 MB event;   endless  no newline, ever
  badutf8      invalid UTF-8 inside a text delta
With $REPLAY_TIMES set, the wall-clock time each text delta was written is appended there
(for the latency benchmark).
Bodies are written in small pieces (3 to 17 bytes) so chunk boundaries land everywhere.
Prints the port on the first line of stdout; stops when stdin closes.
"""
import json
import os
import random
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

HERE = os.path.dirname(os.path.abspath(__file__))
REQUESTS = []
COUNTS = {}
LOCK = threading.Lock()


def transcript(api, name):
    path = os.path.join(HERE, api, name + ".sse")
    if not os.path.exists(path):
        return None
    with open(path, "rb") as handle:
        return handle.read()


def has_tool_results(api, body):
    messages = body.get("messages") or []
    if not messages:
        return False
    last = messages[-1]
    if api == "openai":
        return last.get("role") == "tool"
    content = last.get("content")
    return isinstance(content, list) and any(
        isinstance(block, dict) and block.get("type") == "tool_result" for block in content)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        if self.path == "/__requests":
            with LOCK:
                payload = json.dumps(REQUESTS).encode()
            self.reply(200, payload, "application/json")
        elif self.path.endswith("/models"):
            self.record(None)
            if "unauthorized" in (self.headers.get("x-api-key") or self.headers.get("authorization") or ""):
                self.reply(401, b'{"error":{"type":"authentication_error","message":"invalid x-api-key"}}')
            else:
                # The models this server offers: one per transcript of the API asked.
                api = "openai" if self.headers.get("authorization") else "anthropic"
                names = sorted({name.split(".")[0] for name in os.listdir(os.path.join(HERE, api))})
                self.reply(200, json.dumps({"data": [{"id": name} for name in names]}).encode(),
                           "application/json")
        else:
            self.reply(404, b'{"error":{"message":"no such path"}}')

    def do_POST(self):
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length)
        try:
            body = json.loads(raw)
        except ValueError:
            self.reply(400, b'{"error":{"type":"invalid_request_error","message":"body is not JSON"}}')
            return
        self.record(body)
        api = "openai" if self.path.endswith("/chat/completions") else "anthropic"
        model = body.get("model", "")
        with LOCK:
            COUNTS[model] = COUNTS.get(model, 0) + 1
            count = COUNTS[model]
        if model.startswith("ratelimit") and count == 1:
            self.reply(429, b'{"type":"error","error":{"type":"rate_limit_error","message":"slow down"}}',
                       extra={"retry-after": "1"})
            return
        if model.startswith("flaky") and count == 1:
            self.reply(500, b'{"type":"error","error":{"type":"api_error","message":"boom"}}')
            return
        if model == "notfound":
            self.reply(404, b'{"type":"error","error":{"type":"not_found_error","message":"model: notfound"}}')
            return
        if model == "nostream":
            if api == "openai":
                payload = {"id": "c", "object": "chat.completion", "model": "m", "choices": [{"index": 0,
                           "message": {"role": "assistant", "content": None, "tool_calls": [{"id": "call_n",
                           "type": "function", "function": {"name": "reminder_create",
                           "arguments": "{\"title\": \"x\"}"}}]}, "finish_reason": "tool_calls"}],
                           "usage": {"prompt_tokens": 10, "completion_tokens": 5}}
            else:
                payload = {"id": "m", "type": "message", "role": "assistant", "content": [
                    {"type": "text", "text": "Whole answer."}], "stop_reason": "end_turn",
                    "usage": {"input_tokens": 7, "output_tokens": 3}}
            self.reply(200, json.dumps(payload).encode())
            return
        if model == "unauthorized":
            self.reply(401, b'{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}')
            return
        self.start_stream()
        if model == "huge":
            self.send_pieces(b"event: content_block_delta\ndata: " + b"x" * (10 * 1024 * 1024) + b"\n\n")
            return
        if model == "endless":
            try:
                for _ in range(4096):
                    self.wfile.write(b"y" * 8192)
                    self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError):
                pass
            return
        base = model.split("-", 1)[1] if model.startswith(("ratelimit-", "flaky-")) else model
        name = base + ".after" if has_tool_results(api, body) else base
        data = transcript(api, name) or transcript(api, base) or transcript(api, "text")
        if data is None:
            self.send_pieces(b'event: error\ndata: {"type":"error","error":{"type":"not_found_error","message":"no transcript"}}\n\n')
            return
        delay = 0.1 if model.startswith("slow") else 0
        times = os.environ.get("REPLAY_TIMES")
        for event in data.split(b"\n\n"):
            if not event.strip():
                continue
            if delay:
                time.sleep(delay)
            self.send_pieces(event + b"\n\n")
            if times and b"text_delta" in event or times and b'"content":"w' in event:
                with open(times, "a") as handle:
                    handle.write("%.6f\n" % time.time())

    def record(self, body):
        entry = {"method": self.command, "path": self.path,
                 "headers": {k.lower(): v for k, v in self.headers.items()}, "body": body}
        with LOCK:
            REQUESTS.append(entry)
            log = os.environ.get("REPLAY_LOG")
            if log:
                with open(log, "a") as handle:
                    handle.write(json.dumps(entry) + "\n")

    def reply(self, status, payload, content_type="application/json", extra=None):
        self.send_response(status)
        self.send_header("content-type", content_type)
        self.send_header("content-length", str(len(payload)))
        for key, value in (extra or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(payload)

    def start_stream(self):
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("cache-control", "no-cache")
        self.send_header("connection", "close")
        self.end_headers()
        self.close_connection = True

    def send_pieces(self, data):
        index = 0
        try:
            while index < len(data):
                size = random.randint(3, 17) if len(data) < 65536 else 65536
                self.wfile.write(data[index:index + size])
                self.wfile.flush()
                index += size
        except (BrokenPipeError, ConnectionResetError):
            pass


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        sys.stdin.read()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
