#!/usr/bin/env python3
"""Drives `ask serve`'s page in a real headless Chromium (Debian's chromium + chromium-driver)
with selenium, as a person would: every scenario the issue names, with screenshots.

usage: browser_check.py URL_WITH_TOKEN SCREENSHOT_DIR WORKSPACE
The server must run the offline planner with ASK_DEMO_SKILLS=1 (the countdown), a
--base-url whose `anthropic/xss` model answers with script and event-handler HTML, and
--workspace WORKSPACE holding notes.txt with the line "hello world".
Prints one line per scenario; exits 1 with the reason at the first failure.
"""
import json
import os
import sys
import time
import urllib.request

from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from browser_support import Failed, browser

URL, SHOTS, WORKSPACE = sys.argv[1], sys.argv[2], sys.argv[3]
BASE = URL.split("/?")[0]
TOKEN = URL.split("token=")[1]
os.makedirs(SHOTS, exist_ok=True)


def api(method, path, body=None):
    request = urllib.request.Request(
        BASE + path, method=method, data=None if body is None else json.dumps(body).encode(),
        headers={"Authorization": "Bearer " + TOKEN, "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=20) as response:
        return json.loads(response.read() or b"null")


def wait(driver, what, condition, timeout=20):
    try:
        # A list the page re-rendered while the condition read it is polled again.
        return WebDriverWait(driver, timeout, poll_frequency=0.05,
                             ignored_exceptions=(StaleElementReferenceException,)).until(lambda d: condition(d))
    except TimeoutException:
        shot(driver, "failed-" + what.replace(" ", "-")[:40])
        for entry in driver.get_log("browser")[-20:]:
            print("console:", entry.get("level"), entry.get("message", "")[:300], flush=True)
        raise Failed(f"timed out after {timeout}s waiting until {what}; the page said: "
                     + driver.find_element(By.ID, "events").text[-600:])


def shot(driver, name):
    driver.save_screenshot(os.path.join(SHOTS, name + ".png"))


def send(driver, text):
    box = driver.find_element(By.ID, "message")
    box.clear()
    box.send_keys(text)
    box.send_keys(Keys.ENTER)


def card_states(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('#cards [data-card]')].map(n => n.dataset.status)")


def last_card(driver):
    return driver.execute_script(
        "const n = [...document.querySelectorAll('#cards [data-card]')].pop();"
        "return n ? {status: n.dataset.status, text: n.textContent} : {status: null, text: ''}")


def dialog_open(driver, id):
    return driver.execute_script(f"return document.getElementById('{id}').open")


def new_session(driver):
    count = len(driver.find_elements(By.CSS_SELECTOR, "#sessions li"))
    driver.find_element(By.ID, "new-session").click()
    wait(driver, "a new session is listed",
         lambda d: len(d.find_elements(By.CSS_SELECTOR, "#sessions li")) == count + 1
         and d.find_element(By.ID, "connection").text == "live")
    driver.find_element(By.ID, "message").click()


def session_id(driver):
    return driver.execute_script("return location.hash.slice(1)")


def rendered_sequences(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('#events [data-sequence]')].map(n => +n.dataset.sequence)")


def scenario(name, run):
    started = time.monotonic()
    run()
    print(f"ok {name} ({time.monotonic() - started:.1f}s)", flush=True)


def main():
    driver = browser(1280, 900)
    try:
        def first_visit():
            driver.get(URL)
            wait(driver, "the page connects", lambda d: d.find_element(By.ID, "connection").text == "live")
            if "token=" in driver.current_url:
                raise Failed("the token stayed in the address bar: " + driver.current_url)
            wait(driver, "the first panel lists the skills",
                 lambda d: "What I can do" in d.find_element(By.ID, "abilities").text)
            wait(driver, "the header says the sandbox commands run in",
                 lambda d: d.find_element(By.ID, "sandbox").text == "sandbox: workspace")
            shot(driver, "01-first-panel")
        scenario("first visit: the token becomes a cookie, the first panel shows", first_visit)

        def approve():
            send(driver, "add a todo buy milk")
            wait(driver, "the permission dialog opens", lambda d: dialog_open(d, "permission"))
            if last_card(driver)["status"] != "pending":
                raise Failed("the card is not pending while permission is asked: " + str(last_card(driver)))
            shot(driver, "02-permission-dialog")
            driver.find_element(By.ID, "permission").send_keys("y")
            wait(driver, "the card completes", lambda d: last_card(d)["status"] == "completed")
            wait(driver, "the dialog closes", lambda d: not dialog_open(d, "permission"))
            wait(driver, "the result shows", lambda d: "✓ done" in d.find_element(By.ID, "events").text)
            shot(driver, "03-approved")
        scenario("approve in the dialog (y): the card goes pending → completed", approve)

        def running_card():
            send(driver, "count down 3 seconds")  # level normal: no prompt
            wait(driver, "the card runs with a progress bar",
                 lambda d: last_card(d)["status"] == "running"
                 and d.find_elements(By.CSS_SELECTOR, "#cards [data-status=running] progress"))
            shot(driver, "04-running-card")
            wait(driver, "the countdown completes", lambda d: last_card(d)["status"] == "completed", 30)
        scenario("a slow call shows running with its progress, then completed", running_card)

        def deny_with_message():
            send(driver, "add a todo call the bank")
            wait(driver, "the permission dialog opens", lambda d: dialog_open(d, "permission"))
            driver.find_element(By.CSS_SELECTOR, "#permission [data-decision=deny]").click()
            box = wait(driver, "the message box shows",
                       lambda d: d.find_element(By.ID, "deny-message") if d.find_element(By.ID, "deny-message").is_displayed() else None)
            box.send_keys("not today, thanks")
            shot(driver, "05-deny-with-message")
            box.send_keys(Keys.ENTER)
            wait(driver, "the card is denied", lambda d: last_card(d)["status"] == "denied")
            events = api("GET", f"/api/sessions/{session_id(driver)}/events?limit=500")["events"]
            decisions = [e["payload"] for e in events if e["payload"]["type"] == "permission_decision"]
            if decisions[-1]["decision"] != "deny" or "not today, thanks" not in decisions[-1]["reason"]:
                raise Failed("the deny and its message were not recorded: " + json.dumps(decisions[-1]))
        scenario("deny with a message: the card is denied, the message recorded", deny_with_message)

        def edit_parameters():
            send(driver, "add a todo buy milk")
            wait(driver, "the permission dialog opens", lambda d: dialog_open(d, "permission"))
            driver.find_element(By.ID, "permission").send_keys("e")
            field = wait(driver, "the parameters are editable",
                         lambda d: d.find_element(By.CSS_SELECTOR, "#permission-fields input[name=title]"))
            field.clear()
            field.send_keys("buy oat milk")
            shot(driver, "06-edit-parameters")
            field.send_keys(Keys.ENTER)
            wait(driver, "the edited call completes",
                 lambda d: last_card(d)["status"] == "completed" and "buy oat milk" in last_card(d)["text"])
        scenario("edit parameters in the dialog: the call runs with the edited title", edit_parameters)

        def fill_form():
            send(driver, "add a todo")
            wait(driver, "the form opens", lambda d: dialog_open(d, "form-dialog"))
            field = driver.find_element(By.CSS_SELECTOR, "#form-fields [name=title]")
            field.send_keys("walk the dog")
            shot(driver, "07-form")
            driver.find_element(By.ID, "form-submit").click()
            wait(driver, "the permission dialog follows the form", lambda d: dialog_open(d, "permission"))
            driver.find_element(By.ID, "permission").send_keys("y")
            wait(driver, "the call completes with the form's value",
                 lambda d: last_card(d)["status"] == "completed" and "walk the dog" in last_card(d)["text"])
        scenario("fill a form generated from the schema", fill_form)

        def cancel_with_escape():
            send(driver, "count down 30 seconds")
            wait(driver, "the countdown runs", lambda d: last_card(d)["status"] == "running")
            driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
            wait(driver, "the call is cancelled", lambda d: last_card(d)["status"] == "cancelled")
            wait(driver, "the run ends cancelled", lambda d: "cancelled" in d.find_element(By.ID, "events").text)
            shot(driver, "08-cancelled")
        scenario("Esc cancels the run", cancel_with_escape)

        def reload_mid_stream():
            new_session(driver)
            send(driver, "count down 4 seconds")
            wait(driver, "the countdown runs", lambda d: last_card(d)["status"] == "running")
            driver.refresh()
            wait(driver, "the page reconnects", lambda d: d.find_element(By.ID, "connection").text == "live")
            wait(driver, "the countdown completes after the reload", lambda d: last_card(d)["status"] == "completed", 30)
            wait(driver, "the result shows", lambda d: "✓ done" in d.find_element(By.ID, "events").text)
            shown = rendered_sequences(driver)
            if len(shown) != len(set(shown)):
                raise Failed(f"an event is shown twice after the reload: {shown}")
            stored = [e["sequence"] for e in api("GET", f"/api/sessions/{session_id(driver)}/events?limit=500")["events"]]
            missing = [s for s in shown if s not in stored]
            if missing or shown != sorted(shown):
                raise Failed(f"shown {shown}, stored {stored}")
            kinds = driver.execute_script(
                "return [...document.querySelectorAll('#events [data-sequence]')].map(n => n.className)")
            if not any("user" in k for k in kinds) or not any("assistant" in k for k in kinds):
                raise Failed(f"the conversation lost its message or answer: {kinds}")
            shot(driver, "09-after-reload")
        scenario("reload mid-stream: nothing lost, nothing doubled", reload_mid_stream)

        def allow_for_the_session():
            new_session(driver)
            send(driver, "add a todo water the plants")
            wait(driver, "the permission dialog opens", lambda d: dialog_open(d, "permission"))
            driver.find_element(By.ID, "permission").send_keys("s")
            wait(driver, "the card completes", lambda d: last_card(d)["status"] == "completed")
            cards = len(card_states(driver))
            send(driver, "add a todo feed the cat")
            wait(driver, "the second call completes without a dialog",
                 lambda d: len(card_states(d)) == cards + 1 and last_card(d)["status"] == "completed")
            if dialog_open(driver, "permission"):
                raise Failed("the dialog opened again after allow for the session")
            decisions = [e["payload"] for e in api("GET", f"/api/sessions/{session_id(driver)}/events?limit=500")["events"]
                         if e["payload"]["type"] == "permission_decision"]
            if [d["decided_by"] for d in decisions] != ["user", "allow_rule"] or decisions[0]["decision"] != "allow_session":
                raise Failed("allow_session then its rule were not what decided: " + json.dumps(decisions))
            shot(driver, "10-allow-session")
        scenario("allow for the session (s): the next call of the skill runs without asking", allow_for_the_session)

        def allow_always():
            send(driver, "complete the todo water the plants")
            wait(driver, "the permission dialog opens", lambda d: dialog_open(d, "permission"))
            driver.find_element(By.ID, "permission").send_keys("a")
            wait(driver, "the card completes", lambda d: last_card(d)["status"] == "completed")
            # Another session: only a stored rule can decide there.
            new_session(driver)
            send(driver, "complete the todo feed the cat")
            wait(driver, "the call completes in the new session without a dialog",
                 lambda d: card_states(d) == ["completed"])
            decisions = [e["payload"] for e in api("GET", f"/api/sessions/{session_id(driver)}/events?limit=500")["events"]
                         if e["payload"]["type"] == "permission_decision"]
            if len(decisions) != 1 or decisions[0]["decided_by"] != "allow_rule":
                raise Failed("the always rule did not decide in a new session: " + json.dumps(decisions))
        scenario("allow always (a): a new session runs the skill without asking", allow_always)

        def file_edit_diff():
            send(driver, 'replace "hello" with "goodbye" in notes.txt')
            wait(driver, "the permission dialog opens", lambda d: dialog_open(d, "permission"))
            diff = driver.find_element(By.ID, "permission-diff")
            if not diff.is_displayed():
                raise Failed("the dialog shows no diff for a file edit")
            removed = [n.text for n in diff.find_elements(By.CSS_SELECTOR, "span.del")]
            added = [n.text for n in diff.find_elements(By.CSS_SELECTOR, "span.add")]
            if removed != ["-hello world"] or added != ["+goodbye world"]:
                raise Failed(f"the diff is not the edit: -{removed} +{added}")
            with open(os.path.join(WORKSPACE, "notes.txt")) as before:
                if before.read() != "hello world\n":
                    raise Failed("the file changed before it was allowed")
            shot(driver, "11-edit-diff-dialog")
            driver.find_element(By.ID, "permission").send_keys("y")
            wait(driver, "the edit completes", lambda d: last_card(d)["status"] == "completed")
            driver.execute_script("[...document.querySelectorAll('#cards details')].pop().open = true")
            card_diff = driver.execute_script(
                "const n = [...document.querySelectorAll('#cards [data-card]')].pop();"
                "return [...n.querySelectorAll('pre.diff span.add')].map(s => s.textContent.trim())")
            if card_diff != ["+goodbye world"]:
                raise Failed(f"the card does not show the change: {card_diff}")
            with open(os.path.join(WORKSPACE, "notes.txt")) as after:
                if after.read() != "goodbye world\n":
                    raise Failed("the file was not edited")
            shot(driver, "12-edit-diff-card")
        scenario("a file edit shows its diff in the dialog and on its card", file_edit_diff)

        def live_output():
            send(driver, 'run the command "for i in 1 2 3; do echo line $i; sleep 1; done"')
            wait(driver, "the permission dialog opens", lambda d: dialog_open(d, "permission"))
            said = driver.find_element(By.ID, "permission-sandbox").text
            if said != "Runs sandboxed: workspace writable, no network":
                raise Failed("the dialog does not say the command's sandbox: " + repr(said))
            driver.find_element(By.ID, "permission").send_keys("y")

            def running_with(d, text):
                return d.execute_script(
                    "const n = [...document.querySelectorAll('#cards [data-card]')].pop();"
                    "const out = n && n.querySelector('pre.live-output');"
                    "return n && n.dataset.status === 'running' && out ? out.textContent : null") or ""
            wait(driver, "the running card shows the first line", lambda d: "line 1" in running_with(d, "line 1"))
            partial = running_with(driver, "")
            if "line 3" in partial:
                raise Failed("the output arrived all at once, not live: " + partial)

            def elapsed(d):
                return d.execute_script(
                    "const n = [...document.querySelectorAll('#cards [data-card]')].pop();"
                    "return parseFloat(n.querySelector('.elapsed').textContent)")
            started = elapsed(driver)
            wait(driver, "the running card shows the second line", lambda d: "line 2" in running_with(d, ""))
            if not elapsed(driver) > started:
                raise Failed(f"the running card's time stood still at {started}s")
            shot(driver, "13-live-output")
            wait(driver, "the command completes", lambda d: last_card(d)["status"] == "completed", 30)
            if "line 3" not in last_card(driver)["text"]:
                raise Failed("the card lost the last line: " + last_card(driver)["text"][-300:])
        scenario("a shell command's output shows on its card while it runs", live_output)

        def scroll_back():
            created = api("POST", "/api/sessions", {"title": "long"})["session"]
            runs = 0
            while api("GET", f"/api/sessions/{created['id']}")["session"]["event_count"] < 130:
                api("POST", f"/api/sessions/{created['id']}/messages", {"text": "what time is it"})
                runs += 1
                deadline = time.monotonic() + 30
                while api("GET", f"/api/sessions/{created['id']}/state")["running"]:
                    if time.monotonic() > deadline:
                        raise Failed("a run of the long session did not end")
                    time.sleep(0.05)
            stored = api("GET", f"/api/sessions/{created['id']}/events?limit=500")["events"]
            driver.get(f"{BASE}/#{created['id']}")
            wait(driver, "the long session opens", lambda d: d.find_element(By.ID, "session-title").text == "long"
                 and d.find_element(By.ID, "connection").text == "live")
            first = rendered_sequences(driver)
            if min(first) <= stored[0]["sequence"]:
                raise Failed(f"the first page already held the start ({len(stored)} events)")
            def at_start(d):
                return d.find_element(By.ID, "older-sentinel").text == "The start of this session"
            pages = 0
            while not at_start(driver):
                pages += 1
                if pages > 20:
                    raise Failed("20 scrolls up did not reach the start")
                count = len(rendered_sequences(driver))
                driver.execute_script("document.getElementById('conversation').scrollTop = 0")
                wait(driver, "scrolling up loads an older page",
                     lambda d: at_start(d) or len(rendered_sequences(d)) > count)
            if pages < 2:
                raise Failed(f"the start came after {pages} scroll(s): no paging was tested")
            shown = rendered_sequences(driver)
            if shown != sorted(set(shown)):
                raise Failed(f"the history is out of order or doubled: {shown}")
            questions = [e["sequence"] for e in stored if e["payload"]["type"] == "user_message"]
            missing = [q for q in questions if q not in shown]
            if missing or len(questions) != runs:
                raise Failed(f"messages missing after scrolling back: {missing} of {questions}")
            shot(driver, "14-scrolled-back")
        scenario("scrolling up pages back through a long session to its start", scroll_back)

        def inert_model_html():
            created = api("POST", "/api/sessions", {"title": "xss", "model": "anthropic/xss"})["session"]
            driver.get(f"{BASE}/#{created['id']}")
            wait(driver, "the xss session opens", lambda d: d.find_element(By.ID, "session-title").text == "xss"
                 and d.find_element(By.ID, "connection").text == "live")
            send(driver, "say something dangerous")
            wait(driver, "the answer renders", lambda d: "bold" in d.find_element(By.ID, "events").text)
            wait(driver, "the server's HTML replaced the text",
                 lambda d: not d.find_elements(By.CSS_SELECTOR, "#events [data-awaiting-html]"))
            pwned = driver.execute_script("return window.__pwned === undefined ? null : window.__pwned")
            if pwned is not None:
                raise Failed(f"model text ran script (window.__pwned = {pwned})")
            dangerous = driver.execute_script(
                "return document.querySelectorAll('#events script, #events img[onerror], #events iframe,"
                " #events [onerror], #events a[href^=javascript]').length")
            if dangerous:
                raise Failed(f"{dangerous} live script/handler element(s) in the conversation")
            if not driver.find_elements(By.CSS_SELECTOR, "#events strong"):
                raise Failed("the Markdown was not rendered (no <strong>)")
            shot(driver, "15-inert-html")
        scenario("a model answer with <script> and <img onerror> is rendered inert", inert_model_html)
    finally:
        driver.quit()

    def layout(width, height, dark, name):
        small = browser(width, height, dark)
        try:
            small.get(URL)
            wait(small, "the page connects", lambda d: d.find_element(By.ID, "connection").text == "live")
            overflow = small.execute_script(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
            if overflow > 1:
                raise Failed(f"at {width}px the page scrolls sideways by {overflow}px")
            visible = small.find_element(By.ID, "message").is_displayed() and small.find_element(By.ID, "send").is_displayed()
            if not visible:
                raise Failed(f"at {width}px the composer is hidden")
            background = small.execute_script("return getComputedStyle(document.body).backgroundColor")
            if dark and background in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"):
                raise Failed(f"prefers-color-scheme: dark is not honoured ({background})")
            shot(small, name)
        finally:
            small.quit()
    scenario("360 px wide, dark", lambda: layout(360, 740, True, "16-360px-dark"))
    scenario("1920 px wide, light", lambda: layout(1920, 1080, False, "17-1920px-light"))


try:
    main()
except Failed as failure:
    print(f"FAILED: {failure}", flush=True)
    sys.exit(1)
