#!/usr/bin/env python3
"""Serves two recorded streams, as fast as the socket takes them, for the SDK benchmark.

    sse_file_server.py ANTHROPIC_FILE OPENAI_FILE

POST /v1/messages          the bytes of ANTHROPIC_FILE (text/event-stream)
POST /v1/chat/completions  the bytes of OPENAI_FILE
Each file is read once into memory, so every client gets the same bytes at the same cost.
Prints the port on the first line of stdout; stops when stdin closes.
"""
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

STREAMS = {}
CHUNK = 256 * 1024


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_POST(self):
        length = int(self.headers.get("content-length") or 0)
        if length > 1 << 20:
            self.send_error(413, "request body over 1 MB")
            return
        self.rfile.read(length)
        path = self.path.split("?")[0]
        body = STREAMS.get(path)
        if body is None:
            self.send_error(404, "no stream at " + path)
            return
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("content-length", str(len(body)))
        self.send_header("connection", "close")
        self.end_headers()
        view = memoryview(body)
        for offset in range(0, len(body), CHUNK):
            self.wfile.write(view[offset : offset + CHUNK])
        self.close_connection = True


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: sse_file_server.py ANTHROPIC_FILE OPENAI_FILE")
    for path, name in ((sys.argv[1], "/v1/messages"), (sys.argv[2], "/v1/chat/completions")):
        with open(path, "rb") as handle:
            STREAMS[name] = handle.read()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    sys.stdin.read()
    server.shutdown()


if __name__ == "__main__":
    main()
