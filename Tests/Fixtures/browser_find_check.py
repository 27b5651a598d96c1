#!/usr/bin/env python3
"""Drives `ask serve`'s page in headless Chromium to find and govern, as a person would: a
search over every session (the words marked, a click opens the session at the hit), the
session list filtered by a tag, the Permissions panel (every grant the API lists, the row
that could not be read, a revoke that takes the grant away), and the Audit panel (the calls
the API lists, filtered by what decided them, each row showing the rule or answer).

usage: browser_find_check.py URL_WITH_TOKEN SCREENSHOT_DIR
The server's store holds a session that said "交房租 deadline" (tagged 客户), a todo.add call
allowed by a rule, and a rule row edited into nonsense. Prints one line per scenario; exits 1
with the reason at the first failure.
"""
import json
import os
import sys
import urllib.parse
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from browser_support import Failed, attributes, browser, waiter

URL = sys.argv[1]
SHOTS = sys.argv[2]
os.makedirs(SHOTS, exist_ok=True)
BASE = URL.split("/?")[0]
TOKEN = URL.split("token=")[1]


def get(path):
    request = urllib.request.Request(BASE + path, headers={"Authorization": "Bearer " + TOKEN})
    with urllib.request.urlopen(request, timeout=20) as response:
        return json.loads(response.read())


wait = waiter(SHOTS)


def shot(driver, name):
    driver.save_screenshot(os.path.join(SHOTS, name + ".png"))


def search(driver):
    expected = get("/api/search?" + urllib.parse.urlencode({"q": "房租"}))["hits"]
    if not expected:
        raise Failed("the API finds no hit for 房租: the test's store is not what it should be")
    box = driver.find_element(By.ID, "search")
    box.send_keys("房租", Keys.ENTER)
    order = [[h["session"], str(h["seq"])] for h in expected]
    wait(driver, "the hits show, the API's in its order",
         lambda d: [list(p) for p in zip(attributes(d, "#hits li", "data-session"),
                                         attributes(d, "#hits li", "data-sequence"))] == order)
    hits = driver.find_elements(By.CSS_SELECTOR, "#hits li")
    for hit, want in zip(hits, expected):
        marks = [m.text for m in hit.find_elements(By.TAG_NAME, "mark")]
        if "房租" not in marks:
            raise Failed(f"a hit does not mark the words: {hit.text!r}")
        if hit.get_attribute("data-session") != want["session"] or hit.get_attribute("data-sequence") != str(want["seq"]):
            raise Failed("the hits are not the API's, in its order")
    shot(driver, "find-01-search")
    first = expected[0]
    hits[0].click()
    wait(driver, "the session opens at the hit",
         lambda d: d.execute_script("return location.hash") == "#" + first["session"]
         and len(d.find_elements(By.CSS_SELECTOR, "#events .found")) == 1)
    found = driver.find_element(By.CSS_SELECTOR, "#events .found")
    if int(found.get_attribute("data-sequence")) < first["seq"]:
        raise Failed("the marked event is before the hit")
    if not driver.execute_script(
            "const r = arguments[0].getBoundingClientRect(); const p = document.getElementById('conversation').getBoundingClientRect();"
            "return r.bottom > p.top && r.top < p.bottom;", found):
        raise Failed("the hit is not scrolled into view")
    shot(driver, "find-02-opened-at-hit")
    driver.find_element(By.ID, "close-search").click()
    print("ok search marks the words and opens the session at the hit")


def filters(driver):
    tagged = get("/api/sessions?" + urllib.parse.urlencode({"tag": "客户"}))["sessions"]
    everything = get("/api/sessions")["sessions"]
    if not tagged or len(tagged) == len(everything):
        raise Failed("the store should hold tagged and untagged sessions")
    driver.find_element(By.CSS_SELECTOR, "#filters summary").click()
    driver.find_element(By.ID, "filter-tag").send_keys("客户")
    driver.find_element(By.CSS_SELECTOR, "#filter-form button[type=submit]").click()
    wait(driver, "the list shows the tagged sessions only",
         lambda d: attributes(d, "#sessions li", "data-id") == [s["id"] for s in tagged])
    if "#客户" not in driver.find_element(By.ID, "sessions").text:
        raise Failed("the list does not show the sessions' tags")
    shot(driver, "find-03-filtered")
    driver.find_element(By.ID, "filter-clear").click()
    wait(driver, "the filter clears", lambda d: len(d.find_elements(By.CSS_SELECTOR, "#sessions li")) == len(everything))
    print("ok the session list filters by tag")


def permissions(driver):
    listed = get("/api/grants")
    rule = next(g for g in listed["grants"] if g["kind"] == "rule" and g["pattern"] == "todo.add")
    driver.find_element(By.ID, "open-permissions").click()
    wait(driver, "the Permissions panel opens",
         lambda d: d.execute_script("return document.getElementById('permissions-dialog').open"))
    want = sorted(g["id"] for g in listed["grants"])
    wait(driver, f"the panel shows every grant the API lists ({want})",
         lambda d: sorted(attributes(d, "#grants li.grant", "data-grant")) == want)
    text = driver.find_element(By.ID, "grants").text
    if not listed["problems"] or listed["problems"][0] not in text:
        raise Failed("the row that could not be read is not shown with its error")
    item = driver.find_element(By.CSS_SELECTOR, f"#grants li[data-grant='{rule['id']}']")
    if "ask permissions add" not in item.text or "todo.add" not in item.text:
        raise Failed(f"the rule does not say what made it: {item.text!r}")
    mode = driver.find_element(By.CSS_SELECTOR, "#grants li[data-grant='mode']").text
    said = driver.execute_script("return ASK_WORDS.modeDefault")
    if not said or said not in mode:
        raise Failed(f"the mode does not say what it does in the page's words: {mode!r}")
    shot(driver, "find-04-permissions")
    item.find_element(By.CSS_SELECTOR, "button.revoke").click()
    driver.switch_to.alert.accept()
    wait(driver, "the revoked rule leaves the panel",
         lambda d: not d.find_elements(By.CSS_SELECTOR, f"#grants li[data-grant='{rule['id']}']"))
    if any(g["id"] == rule["id"] for g in get("/api/grants")["grants"]):
        raise Failed("the rule is still stored after the revoke")
    driver.find_element(By.CSS_SELECTOR, "#permissions-dialog button[type=submit]").click()
    print("ok the Permissions panel lists every grant and revokes one")


def audit(driver):
    entries = get("/api/audit")["entries"]
    ruled = get("/api/audit?decided_by=allow_rule")["entries"]
    if not ruled or len(ruled) == len(entries):
        raise Failed("the audit log should hold calls decided by a rule and by other steps")
    driver.find_element(By.ID, "open-audit").click()
    wait(driver, "the Audit panel lists every call",
         lambda d: len(d.find_elements(By.CSS_SELECTOR, "#audit-rows tr")) == len(entries))
    Select(driver.find_element(By.ID, "audit-decided-by")).select_by_value("allow_rule")
    driver.find_element(By.ID, "audit-apply").click()
    wait(driver, "the filter applies",
         lambda d: len(d.find_elements(By.CSS_SELECTOR, "#audit-rows tr")) == len(ruled))
    rows = driver.execute_script(
        "return Array.from(document.querySelectorAll('#audit-rows tr'),"
        " r => Array.from(r.querySelectorAll('td'), c => c.innerText))")
    for cells in rows:
        if cells[3] != "allow_rule" or "rule:" not in cells[4]:
            raise Failed(f"a row does not show the rule that decided it: {cells}")
    shot(driver, "find-05-audit")
    driver.find_element(By.CSS_SELECTOR, "#audit-dialog button[type=submit]").click()
    print("ok the Audit panel lists the calls and filters by what decided them")


def attach(driver):
    listed = get("/api/attachments")["attachments"]
    if not any(item["reference"] == "mcp://notes/note://3" for item in listed):
        raise Failed(f"the API lists no mcp://notes/note://3 to attach: {listed}")
    box = driver.find_element(By.ID, "message")
    box.clear()
    box.send_keys("what does it say")
    driver.find_element(By.ID, "attach").click()
    wait(driver, "the picker lists every resource the API lists",
         lambda d: attributes(d, "#attachments button", "data-reference")
         == [item["reference"] for item in listed])
    driver.find_element(By.ID, "attach-filter").send_keys("note://3")
    wait(driver, "the filter leaves the one resource",
         lambda d: attributes(d, "#attachments button", "data-reference") == ["mcp://notes/note://3"])
    shot(driver, "find-07-attach")
    driver.find_element(By.CSS_SELECTOR, "#attachments button").click()
    wait(driver, "the picker closes",
         lambda d: not d.execute_script("return document.getElementById('attach-dialog').open"))
    if box.get_attribute("value") != "what does it say @mcp://notes/note://3 ":
        raise Failed(f"the message does not carry the reference: {box.get_attribute('value')!r}")
    box.clear()
    print("ok the attach picker writes the resource's @mcp:// reference into the message")


def narrow(driver):
    driver.set_window_size(360, 800)
    driver.find_element(By.ID, "show-sidebar").click()
    box = driver.find_element(By.ID, "search")
    box.clear()
    box.send_keys("deadline", Keys.ENTER)
    wait(driver, "the hits show at 360 px", lambda d: d.find_elements(By.CSS_SELECTOR, "#hits li"))
    shot(driver, "find-06-search-360px")
    print("ok search at 360 px")


def main():
    driver = browser(1280, 900)
    try:
        driver.get(URL)
        wait(driver, "the page connects", lambda d: d.find_element(By.ID, "connection").text != "")
        for scenario in (search, filters, permissions, audit, attach, narrow):
            scenario(driver)
        problems = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
        if problems:
            raise Failed(f"the console has errors: {problems[:3]}")
    finally:
        driver.quit()


if __name__ == "__main__":
    try:
        main()
    except Failed as failure:
        print(f"FAILED {failure}")
        sys.exit(1)
