#!/usr/bin/env python3
"""The HTTP peer of the transport conformance suite (Tests/ModelProvidersTests).

  GET|POST|PUT /echo     200 JSON: method, path, headers, body (as text)
  GET /chunks?n=N&gap=MS N chunked lines "chunk-I\\n", one every MS milliseconds
  GET /status/CODE       CODE with a small JSON body
  GET /redirect          302 to /echo (the transport must not follow it)
  GET /hang              reads the request, never answers
  GET /silent-body       200 headers, then nothing until the client goes away
  GET /flood?mb=N        N MiB as fast as the client takes it; records in /__flood whether
                         the writer was blocked (a reader that applies backpressure) or done
  GET /close             closes the connection without a response
  GET /huge-headers      a response with 400 KiB of headers
  GET /__seen            JSON list of the paths requested so far
  GET /__flood           JSON {"blocked_at": bytes or null, "done": bool}
  GET /__gone            how many /silent-body clients went away

Prints "PORT" on its first line; stops when stdin closes.
"""
import json
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

LOCK = threading.Lock()
SEEN = []
FLOOD = {"blocked_at": None, "done": False}
GONE = [0]


class Peer(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def reply(self, status, body, content_type="application/json", extra=None):
        self.send_response(status)
        self.send_header("content-type", content_type)
        self.send_header("content-length", str(len(body)))
        for key, value in (extra or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()

    def handle_any(self):
        url = urlparse(self.path)
        query = parse_qs(url.query)
        if not url.path.startswith("/__"):
            with LOCK:
                SEEN.append(url.path)
        length = min(int(self.headers.get("content-length") or 0), 16 << 20)
        body = self.rfile.read(length) if length else b""
        if url.path == "/echo":
            return self.reply(200, json.dumps({
                "method": self.command, "path": self.path,
                "headers": {k.lower(): v for k, v in self.headers.items()},
                "body": body.decode("utf-8", "replace")}).encode())
        if url.path == "/chunks":
            count = int(query.get("n", ["3"])[0])
            gap = int(query.get("gap", ["0"])[0]) / 1000.0
            self.send_response(200)
            self.send_header("content-type", "text/plain")
            self.send_header("transfer-encoding", "chunked")
            self.end_headers()
            for index in range(count):
                piece = ("chunk-%d\n" % index).encode()
                self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
                self.wfile.flush()
                time.sleep(gap)
            self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
            return
        if url.path.startswith("/status/"):
            code = int(url.path.split("/")[-1])
            return self.reply(code, json.dumps({"status": code}).encode())
        if url.path == "/redirect":
            return self.reply(302, b"", extra={"location": "/echo"})
        if url.path == "/hang":
            return self.wait_for_close()
        if url.path == "/silent-body":
            self.send_response(200)
            self.send_header("content-type", "text/event-stream")
            self.send_header("connection", "close")
            self.end_headers()
            self.wfile.flush()
            self.close_connection = True
            self.wait_for_close()
            with LOCK:
                GONE[0] += 1
            return
        if url.path == "/flood":
            total = int(query.get("mb", ["64"])[0]) << 20
            self.send_response(200)
            self.send_header("content-type", "application/octet-stream")
            self.send_header("content-length", str(total))
            self.end_headers()
            self.wfile.flush()
            self.close_connection = True
            self.connection.settimeout(3)
            piece = b"x" * 65536
            sent = 0
            try:
                while sent < total:
                    self.connection.sendall(piece)
                    sent += len(piece)
                with LOCK:
                    FLOOD["done"] = True
            except socket.timeout:
                with LOCK:
                    FLOOD["blocked_at"] = sent
            except OSError:
                pass
            return
        if url.path == "/close":
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        if url.path == "/huge-headers":
            self.send_response(200)
            for index in range(400):
                self.send_header("x-filler-%d" % index, "y" * 1000)
            self.send_header("content-length", "0")
            self.end_headers()
            self.wfile.flush()
            return
        if url.path == "/__seen":
            with LOCK:
                return self.reply(200, json.dumps(SEEN).encode())
        if url.path == "/__flood":
            with LOCK:
                return self.reply(200, json.dumps(FLOOD).encode())
        if url.path == "/__gone":
            with LOCK:
                return self.reply(200, json.dumps(GONE[0]).encode())
        self.reply(404, b'{"error": "no such path"}')

    def wait_for_close(self):
        # Until the client goes away (a read returns end of file), at most 10 minutes.
        self.connection.settimeout(600)
        try:
            while self.connection.recv(1024):
                pass
        except OSError:
            pass

    do_GET = do_POST = do_PUT = do_DELETE = handle_any


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Peer)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(server.server_address[1], flush=True)
    try:
        sys.stdin.read()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
