#!/usr/bin/env python3
"""Drives `ask serve`'s page in headless Chromium in each language, as a new user would: the
first screen's abilities panel (grouped, one example each, a click or ↑↓ Enter puts an example
in the box, a name opens the skill's declaration), then a shell command whose output keeps its
lines — with no character of the other language on screen, and screenshots at 360 and
1920 px.

usage: browser_language_check.py EN_URL_WITH_TOKEN ZH_URL_WITH_TOKEN SCREENSHOT_DIR
Both servers run the offline planner, one with ASK_LANG=en, the other with ASK_LANG=zh.
Prints one line per scenario; exits 1 with the reason at the first failure.
"""
import json
import os
import re
import sys
import time
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser_support import Failed, browser, waiter

URLS = {"en": sys.argv[1], "zh": sys.argv[2]}
SHOTS = sys.argv[3]
os.makedirs(SHOTS, exist_ok=True)
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
REQUESTS = {"en": "run seq 101 104", "zh": "运行命令 seq 101 104"}


def get(language, path, raw=False):
    url = URLS[language]
    request = urllib.request.Request(
        url.split("/?")[0] + path, headers={"Authorization": "Bearer " + url.split("token=")[1]})
    with urllib.request.urlopen(request, timeout=20) as response:
        body = response.read()
        return body.decode() if raw else json.loads(body)


def english_phrases():
    """What an English page says that a Chinese one must not: every word of the page's
    catalogues (from the English server's script) and every built-in's English name and
    description."""
    script = get("en", "/app.js", raw=True)
    line = next(l for l in script.splitlines() if l.startswith("const ASK_WORDS = "))
    words = json.loads(line[len("const ASK_WORDS = "):].rstrip(";"))
    phrases = set()
    for text in words.values():
        for piece in re.split(r"\{[a-z]+\}", text):
            piece = piece.strip(" ·:—()“”…?.,")
            if re.search(r"[A-Za-z]{3,}", piece) and " " in piece:
                phrases.add(piece)
    for skill in get("en", "/api/skills")["skills"]:
        if skill.get("source") == "builtin":
            phrases.add(skill["display_name"])
            phrases.add(skill["description"][:40])
    return phrases


wait = waiter(SHOTS)


def shot(driver, name):
    driver.save_screenshot(os.path.join(SHOTS, name + ".png"))


def screen_text(driver):
    """Everything a person can read: the visible text, the placeholder and the titles."""
    return driver.execute_script(
        "const parts = [document.body.innerText, document.getElementById('message').placeholder];"
        "for (const n of document.querySelectorAll('[title],[aria-label]'))"
        "  if (n.offsetParent !== null) parts.push(n.title || '', n.getAttribute('aria-label') || '');"
        "return parts.join('\\n');")


def one_language(driver, language, phrases, where):
    text = screen_text(driver)
    if language == "en":
        found = sorted(set(CJK.findall(text)))
        if found:
            raise Failed(f"{where}: Chinese on the English page: {''.join(found)[:40]} in {text[:400]!r}")
    else:
        found = sorted(p for p in phrases if p in text)
        if found:
            raise Failed(f"{where}: English on the Chinese page: {found[:5]}")


def check(language, phrases):
    driver = browser(1280, 900)
    try:
        driver.get(URLS[language])
        wait(driver, "the page connects", lambda d: d.find_element(By.ID, "connection").text != "")
        wait(driver, "the abilities panel shows its groups",
             lambda d: len(d.find_elements(By.CSS_SELECTOR, "#abilities .ability-group")) >= 5)
        if driver.execute_script("return document.documentElement.lang") != language:
            raise Failed("the page does not say its language")
        panel = get(language, "/api/abilities")
        titles = [n.text for n in driver.find_elements(By.CSS_SELECTOR, "#abilities h3")]
        if titles != [group["title"] for group in panel["groups"]]:
            raise Failed(f"the page's groups {titles} are not the panel's {panel['groups']}")
        entries = [entry for group in panel["groups"] for entry in group["entries"]]
        shown = driver.find_elements(By.CSS_SELECTOR, "#abilities .example")
        if [n.text for n in shown] != [f"“{entry['example']}”" for entry in entries]:
            raise Failed("the examples shown are not the panel's, one per skill")
        one_language(driver, language, phrases, "the first screen")
        shot(driver, f"lang-{language}-01-first-screen")

        # A click on an example puts it in the box and marks it; ↓↓ Enter in the empty box then
        # puts the one two below it.
        shown[2].click()
        box = driver.find_element(By.ID, "message")
        if box.get_attribute("value") != entries[2]["example"]:
            raise Failed("a click on an example does not put it in the message box")
        box.clear()
        box.send_keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ENTER)
        if box.get_attribute("value") != entries[4]["example"]:
            raise Failed(f"↓↓ Enter put {box.get_attribute('value')!r}, not the fifth example")
        if not driver.find_elements(By.CSS_SELECTOR, "#abilities .ability[aria-selected=true]"):
            raise Failed("the chosen example is not marked")
        box.clear()

        # A skill's name opens its whole declaration, in the page's language.
        shell = next(entry for entry in entries if entry["skill_id"] == "shell.run")
        declared = next(s for s in get(language, "/api/skills")["skills"] if s["id"] == "shell.run")
        names = driver.find_elements(By.CSS_SELECTOR, "#abilities .ability-name")
        next(n for n in names if n.text == shell["name"]).click()
        wait(driver, "the declaration opens",
             lambda d: d.execute_script("return document.getElementById('declaration').open"))
        body = driver.find_element(By.ID, "declaration-body").text
        if declared["description"] not in body or "timeout" not in body:
            raise Failed(f"the declaration lacks its description or fields: {body[:300]}")
        one_language(driver, language, phrases, "the declaration")
        driver.find_element(By.CSS_SELECTOR, "#declaration-body details summary").click()
        schema = driver.find_element(By.CSS_SELECTOR, "#declaration-body pre.schema").text
        if json.loads(schema) != declared["input_schema"]:
            raise Failed("the declaration's schema is not the skill's")
        shot(driver, f"lang-{language}-02-declaration")
        driver.find_element(By.ID, "declaration-close").click()

        # A shell command: approved with y, its output keeps its lines in the answer and card.
        box = driver.find_element(By.ID, "message")
        box.send_keys(REQUESTS[language], Keys.ENTER)
        wait(driver, "the permission dialog opens",
             lambda d: d.execute_script("return document.getElementById('permission').open"))
        one_language(driver, language, phrases, "the permission dialog")
        shot(driver, f"lang-{language}-03-permission")
        driver.find_element(By.ID, "permission").send_keys("y")
        wait(driver, "the answer shows the output as a block",
             lambda d: d.execute_script(
                 "const pre = [...document.querySelectorAll('#events .assistant pre')].pop();"
                 "return pre ? pre.textContent : ''").strip().endswith("101\n102\n103\n104"))
        card = driver.find_element(By.CSS_SELECTOR, "#cards [data-card] details")
        driver.execute_script("arguments[0].open = true", card)
        output = driver.execute_script(
            "const pre = document.querySelector('#cards pre.output'); return pre ? pre.textContent : ''")
        if "101\n102\n103\n104" not in output:
            raise Failed(f"the card's output lost its lines: {output!r}")
        one_language(driver, language, phrases, "after the shell call")
        shot(driver, f"lang-{language}-04-shell-call")

        # A long output: the card shows 40 lines and a button that shows all of them.
        box = driver.find_element(By.ID, "message")
        box.send_keys(REQUESTS[language].replace("101 104", "1 60"), Keys.ENTER)
        wait(driver, "the second permission dialog opens",
             lambda d: d.execute_script("return document.getElementById('permission').open"))
        driver.find_element(By.ID, "permission").send_keys("y")
        wait(driver, "the long output's card is folded",
             lambda d: d.execute_script(
                 "const n = [...document.querySelectorAll('#cards [data-card]')].pop();"
                 "return n && n.dataset.status === 'completed' && n.querySelector('.show-all') !== null"))
        # The page may draw the card again as later events arrive (the answer, the turn's end):
        # each step finds the newest card afresh, in one script, never through a kept element
        # (a kept one goes stale when the card is redrawn).
        newest = "const card = [...document.querySelectorAll('#cards [data-card] details')].pop();"
        driver.execute_script(newest + "if (card) card.open = true;")
        folded = driver.execute_script(
            newest + "const pre = card && card.querySelector('pre.output');"
            "return pre ? pre.textContent : ''")
        if len(folded.split("\n")) != 40:
            raise Failed(f"the folded output shows {len(folded.splitlines())} lines, not 40")
        label = driver.execute_script(
            newest + "const b = card && card.querySelector('.show-all');"
            "return b ? b.textContent.trim() : ''")
        if label != {"en": "Show all 61 lines", "zh": "显示全部 61 行"}[language]:
            raise Failed(f"the fold says {label!r}")
        driver.execute_script(newest + "card.open = true; card.querySelector('.show-all').click();")
        shown = lambda d: d.execute_script(
            newest + "if (card) card.open = true;"
            "const pre = card && card.querySelector('pre.output');"
            "return pre ? pre.textContent : ''")
        wait(driver, "Show all shows every line",
             lambda d: len(shown(d).split("\n")) == 61 or not d.execute_script(
                 newest + "return card && card.querySelector('.show-all') !== null"))
        whole = shown(driver)
        if not whole.endswith("\n58\n59\n60") or len(whole.split("\n")) != 61:
            raise Failed(f"Show all did not show every line: {whole[-40:]!r}")
        one_language(driver, language, phrases, "after the long output")
    finally:
        driver.quit()
    for width, height, dark in [(360, 740, True), (1920, 1080, False)]:
        small = browser(width, height, dark)
        try:
            small.get(URLS[language])
            wait(small, "the page connects", lambda d: d.find_element(By.ID, "connection").text != "")
            overflow = small.execute_script(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
            if overflow > 1:
                raise Failed(f"at {width}px the {language} page scrolls sideways by {overflow}px")
            one_language(small, language, phrases, f"{width} px")
            shot(small, f"lang-{language}-{width}px")
        finally:
            small.quit()


def main():
    phrases = english_phrases()
    if len(phrases) < 40:
        raise Failed(f"only {len(phrases)} English phrases to look for: the catalogue was not read")
    for language in ["en", "zh"]:
        started = time.monotonic()
        check(language, phrases)
        print(f"ok {language} ({time.monotonic() - started:.1f}s)", flush=True)


try:
    main()
except Failed as failure:
    print(f"FAILED: {failure}", flush=True)
    sys.exit(1)
