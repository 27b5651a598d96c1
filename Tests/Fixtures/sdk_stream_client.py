#!/usr/bin/env python3
"""Reads one streamed reply with a Python client and reports what it saw, for the benchmark.

    sdk_stream_client.py CLIENT BASE_URL

CLIENT is `anthropic` (the official SDK), `openai` (the official SDK), or `stdlib-anthropic` /
`stdlib-openai` (http.client, line splitting and json.loads: a few lines of plain Python).
Prints one JSON line: events, text_bytes, seconds and cpu_seconds of the streaming part only
(imports and client set-up are not counted).
"""
import http.client
import json
import sys
import time
import urllib.parse


def stdlib(base_url, path, text_of):
    url = urllib.parse.urlparse(base_url)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=600)
    body = json.dumps({"model": "m", "max_tokens": 16, "stream": True,
                       "messages": [{"role": "user", "content": "hi"}]})
    connection.request("POST", path, body, {"content-type": "application/json"})
    response = connection.getresponse()
    if response.status != 200:
        sys.exit(f"HTTP {response.status}")
    events = text = 0
    for line in response:
        if not line.startswith(b"data:"):
            continue
        data = line[5:].strip()
        if data == b"[DONE]":
            break
        events += 1
        piece = text_of(json.loads(data))
        if piece:
            text += len(piece.encode())
    return events, text


def anthropic_text(event):
    delta = event.get("delta") or {}
    return delta.get("text") if event.get("type") == "content_block_delta" else None


def openai_text(chunk):
    choices = chunk.get("choices") or []
    return (choices[0].get("delta") or {}).get("content") if choices else None


def run(client, base_url):
    if client == "anthropic":
        import anthropic

        sdk = anthropic.Anthropic(api_key="sk-bench", base_url=base_url, max_retries=0)

        def stream():
            events = text = 0
            with sdk.messages.create(
                model="m", max_tokens=16, stream=True,
                messages=[{"role": "user", "content": "hi"}],
            ) as reply:
                for event in reply:
                    events += 1
                    if event.type == "content_block_delta" and event.delta.type == "text_delta":
                        text += len(event.delta.text.encode())
            return events, text
    elif client == "openai":
        import openai

        sdk = openai.OpenAI(api_key="sk-bench", base_url=base_url + "/v1", max_retries=0)

        def stream():
            events = text = 0
            reply = sdk.chat.completions.create(
                model="m", stream=True, messages=[{"role": "user", "content": "hi"}])
            with reply:
                for chunk in reply:
                    events += 1
                    if chunk.choices and chunk.choices[0].delta.content:
                        text += len(chunk.choices[0].delta.content.encode())
            return events, text
    elif client == "stdlib-anthropic":
        def stream():
            return stdlib(base_url, "/v1/messages", anthropic_text)
    elif client == "stdlib-openai":
        def stream():
            return stdlib(base_url, "/v1/chat/completions", openai_text)
    else:
        sys.exit("unknown client " + client)
    wall, cpu = time.perf_counter(), time.process_time()
    events, text = stream()
    print(json.dumps({"events": events, "text_bytes": text,
                      "seconds": time.perf_counter() - wall,
                      "cpu_seconds": time.process_time() - cpu}), flush=True)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: sdk_stream_client.py CLIENT BASE_URL")
    run(sys.argv[1], sys.argv[2])
