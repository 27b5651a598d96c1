#!/usr/bin/env python3
"""A stand-in for the person's browser in AgentSkillKit's sign-in tests: ask starts it as
$BROWSER with the authorization page's URL.

    oauth_browser.py MODE URL

- follow: opens the page and follows its redirects (the authorization server approves at
  once and sends the browser back to ask's loopback redirect).
- deny: comes back to the redirect URI first with a wrong state (ask must ignore it), then
  with error=access_denied and the right state.
- wrong-iss: comes back with a code, the right state and an `iss` of another server.
"""
import sys
import urllib.error
import urllib.parse
import urllib.request

mode, url = sys.argv[1], sys.argv[2]
query = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(url).query))
redirect, state = query["redirect_uri"], query["state"]


def visit(target):
    try:
        with urllib.request.urlopen(target, timeout=30) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


if mode == "follow":
    visit(url)
elif mode == "deny":
    wrong = visit(redirect + "?" + urllib.parse.urlencode({"state": "not-" + state, "code": "x"}))
    assert wrong == 400, wrong
    visit(redirect + "?" + urllib.parse.urlencode(
        {"state": state, "error": "access_denied", "error_description": "the person said no"}))
elif mode == "wrong-iss":
    visit(redirect + "?" + urllib.parse.urlencode(
        {"state": state, "code": "abc", "iss": "https://impostor.example"}))
