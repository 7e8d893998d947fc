"""Drives `earshot serve` in headless Chromium as a workshop would use it: a presenter's page
navigates by keys and hears the speech, a second browser follows it, the screen curtain hides
the drawing, a broken screen file shows its located error until it is fixed, and a server bound
beyond loopback refuses requests without its token. Prints one line per check (PASS or FAIL)
and exits 1 when any failed.

Usage: check_workshop.py URL SCREEN_FILE LABELS TOKEN_URL PID
  URL         the loopback server's address, serving SCREEN_FILE
  SCREEN_FILE the screen file it shows (the script breaks it and mends it again)
  LABELS      the file's element labels in swipe order, separated by '|'
  TOKEN_URL   the address printed by a server bound to 0.0.0.0 (with ?token=)
  PID         the loopback server's process: the last check stops it with SIGTERM while a page
              is connected (its caller checks the exit status)
"""
import http.client
import os
import re
import signal
import sys
import time
import traceback
import urllib.error
import urllib.parse
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

# Roles of controls a keyboard or screen reader user operates: each needs a name. (A select's
# MenuListPopup is left out: it is the unnamed popup inside the named combobox.)
CONTROL_ROLES = {"button", "checkbox", "combobox", "comboboxselect", "slider", "link", "textfield", "textbox",
                 "radiobutton", "popupbutton", "togglebutton", "spinbutton", "listbox", "application"}
# What a refused WebSocket upgrade gets: the guard answers 403, but Hummingbird answers every
# upgrade its route does not take with an empty 400 (HTTP1WebSocketUpgradeChannel's failed
# upgrade), whatever the route's own response was.
REFUSED_UPGRADE = {400, 403}
TIMEOUT = 15
PAGE = "window.earshotWorkshop"
STATE = "return " + PAGE


class CheckFailed(AssertionError):
    pass


def check(condition, message):
    if not condition:
        raise CheckFailed(message)


def wait_for(driver, script, what, timeout=TIMEOUT):
    deadline = time.time() + timeout
    value = None
    while time.time() < deadline:
        value = driver.execute_script(script)
        if value:
            return value
        time.sleep(0.05)
    raise CheckFailed("timed out waiting for %s (last: %r)" % (what, value))


def run_checks(checks, stop=lambda: False):
    """Runs each check, printing PASS or FAIL with the reason, one failure not hiding the
    others', until `stop()` says the rest cannot run; then how many passed. Returns the exit
    status: 1 when any failed."""
    failures = 0
    for run in checks:
        try:
            run()
            print("PASS %s" % run.__name__)
        except Exception as error:  # one check's failure must not hide the others'
            failures += 1
            print("FAIL %s: %s" % (run.__name__, error if isinstance(error, CheckFailed) else traceback.format_exc()))
            if stop():
                break
        sys.stdout.flush()
    print("%d of %d checks passed" % (len(checks) - failures, len(checks)))
    return 1 if failures else 0


def browser(autoplay=True):
    """Headless Chromium; without `autoplay`, it holds a page's sound back until a click or a key,
    as browsers do."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--mute-audio",
                     "--window-size=1280,1000"]:
        options.add_argument(argument)
    if autoplay:
        options.add_argument("--autoplay-policy=no-user-gesture-required")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(TIMEOUT)
    return driver


# The keys the gesture list names (KeyboardEvent.key), as Selenium presses them.
SELENIUM_KEYS = {"ArrowLeft": Keys.ARROW_LEFT, "ArrowRight": Keys.ARROW_RIGHT, "ArrowUp": Keys.ARROW_UP,
                 "ArrowDown": Keys.ARROW_DOWN, "Home": Keys.HOME, "End": Keys.END, "Enter": Keys.ENTER,
                 "Escape": Keys.ESCAPE, "Tab": Keys.TAB, "Shift": Keys.SHIFT}


def state(driver, path):
    return driver.execute_script(STATE + path)


def open_page(driver, url):
    """Opens a workshop page and waits until it has its session and has drawn the phone."""
    driver.get(url)
    wait_for(driver, STATE + ".session !== null && document.querySelectorAll('#boxes .box').length > 0",
             "the page's session and drawing")


def press(driver, key):
    driver.find_element(By.ID, "phone").send_keys(key)


def ring(driver):
    """The focus ring's element id and its box and the focused element's box, on screen."""
    return driver.execute_script("""
        const ring = document.getElementById('focus-ring');
        const box = document.querySelector(`#boxes .box[data-id="${CSS.escape(ring.dataset.id || '')}"]`);
        const rect = (node) => { const r = node.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; };
        return {id: ring.dataset.id || null, hidden: ring.hidden, ring: rect(ring), box: box ? rect(box) : null,
                order: box ? Number(box.dataset.order) : null};""")


def wait_for_focus(driver, order, what):
    """Waits until the server's focus and the ring are on the element at `order` in swipe order,
    the ring drawn over that element's box."""
    script = """
        const state = window.earshotWorkshop;
        const ring = document.getElementById('focus-ring');
        const box = document.querySelector('#boxes .box.element[data-order="%d"]');
        if (!state.focus || state.focus.order !== %d || !box || ring.hidden || ring.dataset.id !== box.dataset.id) return false;
        const a = ring.getBoundingClientRect(), b = box.getBoundingClientRect();
        return Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1 && Math.abs(a.width - b.width) < 1
            && Math.abs(a.height - b.height) < 1;""" % (order, order)
    try:
        wait_for(driver, script, what)
    except CheckFailed:
        raise CheckFailed("%s: the ring is not on element %d (focus %r, ring %r)"
                          % (what, order, state(driver, ".focus"), ring(driver)))


def home(driver):
    """Focuses the first element (every check starts there, whatever the one before left)."""
    press(driver, Keys.HOME)
    wait_for_focus(driver, 1, "Home to the first element")


def transcript_cut(driver, stream):
    """Whether the transcript marks the utterance of `stream` as cut off."""
    return driver.execute_script(
        "const item = document.querySelector('#transcript li[data-stream=\"%d\"]');"
        " return item ? item.classList.contains('cut') : null" % stream)


def stats(driver):
    return state(driver, ".stats")


def raw_upgrade(url, path, origin=None):
    """Sends a WebSocket upgrade for `path` to the server of `url`, from a page of `origin` when
    given; returns the status."""
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=TIMEOUT)
    headers = {"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
               "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="}
    if origin:
        headers["Origin"] = origin
    try:
        connection.request("GET", path, headers=headers)
        return connection.getresponse().status
    finally:
        connection.close()


def http_status(url):
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


class Workshop:
    def __init__(self, url, screen_file, labels, token_url, pid):
        self.url = url
        self.pid = pid
        self.screen_file = screen_file
        self.labels = labels
        self.token_url = token_url
        self.presenter = None
        self.follower = None
        self.code = None

    # 1
    def page_connects_and_draws_every_element(self):
        self.presenter = browser()
        open_page(self.presenter, self.url)
        driver = self.presenter
        self.code = state(driver, ".session")
        check(re.fullmatch(r"[A-Z2-9]{6}", self.code or ""), "session code %r" % self.code)
        check(driver.find_element(By.ID, "session-code").text == self.code, "the session code is not shown")
        check(state(driver, ".presenter") is True, "the first page is not the presenter")
        wait_for(driver, "return document.getElementById('status').textContent === 'Connected'", "'Connected'")
        boxes = driver.execute_script("""
            return Array.from(document.querySelectorAll('#boxes .box.element'),
                              (box) => [Number(box.dataset.order), box.textContent]);""")
        orders = sorted(order for order, _ in boxes)
        check(orders == list(range(1, len(self.labels) + 1)),
              "data-order of the boxes: %r, expected 1...%d" % (orders, len(self.labels)))
        for order, text in boxes:
            check(text == "%d%s" % (order, self.labels[order - 1]),
                  "box %d shows %r, expected the label %r" % (order, text, self.labels[order - 1]))

    # 2
    def arrows_move_the_ring_in_swipe_order(self):
        driver = self.presenter
        wait_for_focus(driver, 1, "the first element focused at start")
        for order in [2, 3, 4]:
            press(driver, Keys.ARROW_RIGHT)
            wait_for_focus(driver, order, "ArrowRight to element %d" % order)
        press(driver, Keys.ARROW_LEFT)
        wait_for_focus(driver, 3, "ArrowLeft back to element 3")
        wait_for(driver, STATE + ".said.length > 0 && " + PAGE + ".said.at(-1).startsWith(%r)" % self.labels[2],
                 "'%s' said" % self.labels[2])
        press(driver, Keys.END)
        wait_for_focus(driver, len(self.labels), "End to the last element")
        press(driver, Keys.HOME)
        wait_for_focus(driver, 1, "Home to the first element")

    # 3
    def speech_arrives_and_decodes(self):
        driver = self.presenter
        before = stats(driver)
        press(driver, Keys.ARROW_RIGHT)
        wait_for_focus(driver, 2, "ArrowRight to element 2")
        wait_for(driver, STATE + ".stats.frames > %d && " % before["frames"] + PAGE
                 + ".stats.decodedSeconds > %f" % (before["decodedSeconds"] + 0.2), "audio frames of element 2")
        after = stats(driver)
        check(after["bytes"] > before["bytes"], "no audio bytes counted")
        print("  decoded %.2f s of speech in %d frames" % (after["decodedSeconds"], after["frames"]))

    # 4
    def a_key_interrupts_a_long_utterance(self):
        driver = self.presenter
        home(driver)
        # Home's own speech plays to its end: the transcript does not call it cut off below.
        heard = state(driver, ".lastSaidStream")
        wait_for(driver, STATE + ".stats.lastFrameStream === %d && " % heard + PAGE + ".stats.playing === 0",
                 "Home's speech played out")
        # The next key goes as soon as the read-all is heard: espeak-ng renders hundreds of times
        # faster than speech plays, and a WebDriver key waits on a page busy with the frames
        # pouring in. So the page's own key handler is given ArrowLeft right after the page has
        # played the read-all's first frame (a listener on its socket after its own), while the
        # server is still synthesising the paragraphs.
        driver.execute_script("""
            const state = window.earshotWorkshop;
            const listener = (event) => {
                if (typeof event.data === 'string' || new DataView(event.data).getUint32(0, true) <= %d) return;
                socket.removeEventListener('message', listener);
                window.interruptedAt = Object.assign({}, state.stats, {readAll: state.lastSaidStream});
                document.getElementById('phone').dispatchEvent(
                    new KeyboardEvent('keydown', {key: 'ArrowLeft', bubbles: true, cancelable: true}));
            };
            socket.addEventListener('message', listener);""" % heard)
        press(driver, "r")
        reading = wait_for(driver, "return window.interruptedAt", "the read-all's first frame")
        read_all = reading["readAll"]
        last = len(self.labels)
        wait_for_focus(driver, last - 1, "ArrowLeft during the read-all")
        wait_for(driver, STATE + ".stats.playbackStops > %d" % reading["playbackStops"], "the playback stopped")
        wait_for(driver, STATE + ".stats.interrupted > %d" % reading["interrupted"],
                 "the server ending the read-all's streams as interrupted")
        stream = state(driver, ".lastSaidStream")
        wait_for(driver, STATE + ".stats.lastFrameStream === %d" % stream, "the new stream's audio")
        wait_for(driver, STATE + ".said.at(-1).startsWith(%r)" % self.labels[last - 2], "the new element said")
        check(transcript_cut(driver, heard) is False, "the transcript calls speech heard to its end cut off")
        # The first paragraph (still being synthesised or waiting to play) and the last (never
        # synthesised) are cut off.
        for stream in [read_all - 5, read_all]:
            check(transcript_cut(driver, stream), "the transcript does not call read-all's stream %d cut off" % stream)
        footer = driver.execute_script("return document.querySelector('footer').offsetHeight / innerHeight")
        check(footer <= 0.4, "a long caption fills %d%% of the window" % (footer * 100))
        after = stats(driver)
        print("  interrupted %d streams; %d playback stops" % (after["interrupted"] - reading["interrupted"],
                                                             after["playbackStops"] - reading["playbackStops"]))

    # 4b
    def a_burst_of_keys_shows_the_server_busy(self):
        """Keys pressed faster than their speech can start replace speech that never sounded:
        the page says the server is busy, for at least two seconds, then hides the sign."""
        driver = self.presenter
        home(driver)
        check(driver.execute_script("return document.getElementById('busy').hidden"), "busy before the burst")
        driver.execute_script("""
            window.busySeen = [];
            const sign = document.getElementById('busy');
            new MutationObserver(() => window.busySeen.push({hidden: sign.hidden, at: performance.now()}))
                .observe(sign, {attributes: true, attributeFilter: ['hidden']});
            for (let i = 0; i < 20; i++) send({type: 'gesture', gesture: i % 2 ? 'previous' : 'next'});""")
        wait_for(driver, "return window.busySeen.some(change => !change.hidden)", "the busy sign after the burst")
        seen = wait_for(driver, "const seen = window.busySeen;"
                        " return seen.length > 1 && seen.at(-1).hidden ? seen : null",
                        "the busy sign hidden again")
        shown = next(change["at"] for change in seen if not change["hidden"])
        shown_for = (seen[-1]["at"] - shown) / 1000
        check(shown_for >= 1.9, "the busy sign was up for only %.2f s" % shown_for)
        print("  busy sign up for %.1f s" % shown_for)
        home(driver)

    # 5
    def the_curtain_hides_the_drawing(self):
        driver = self.presenter
        home(driver)
        curtain = driver.find_element(By.ID, "curtain")
        boxes = driver.find_elements(By.CSS_SELECTOR, "#boxes .box")
        focus_ring = driver.find_element(By.ID, "focus-ring")
        cover = driver.find_element(By.ID, "curtain-cover")
        check(focus_ring.is_displayed() and all(box.is_displayed() for box in boxes[:5]), "the drawing is not shown")
        check(not cover.is_displayed(), "the curtain's cover shows before the curtain is on")
        curtain.click()
        check(curtain.is_selected(), "the curtain checkbox did not check")
        check(not focus_ring.is_displayed(), "the focus ring shows behind the curtain")
        check(not any(box.is_displayed() for box in boxes), "an element's box shows behind the curtain")
        check(driver.execute_script("return getComputedStyle(document.getElementById('boxes')).visibility") == "hidden",
              "the boxes are not hidden")
        check(cover.is_displayed(), "the curtain's cover does not show")
        # Navigation by ear goes on behind the curtain.
        press(driver, Keys.ARROW_RIGHT)
        wait_for(driver, STATE + ".focus.order === 2", "focus moving behind the curtain")
        check(not focus_ring.is_displayed(), "the focus ring shows behind the curtain after a move")
        curtain.click()
        check(focus_ring.is_displayed() and all(box.is_displayed() for box in boxes[:5]),
              "the drawing does not come back when the curtain is off")
        check(not cover.is_displayed(), "the cover stays after the curtain is off")
        wait_for_focus(driver, 2, "the ring back on the focused element")

    # 6
    def a_second_browser_follows(self):
        presenter = self.presenter
        home(presenter)
        # A participant's browser as it comes: its sound waits for a click or a key.
        self.follower = browser(autoplay=False)
        follower = self.follower
        open_page(follower, self.url.split("?")[0] + "?follow=" + self.code.lower())
        check(state(follower, ".session") == self.code, "the follower joined %r" % state(follower, ".session"))
        check(state(follower, ".presenter") is False, "the follower is told it presents")
        check(follower.find_element(By.ID, "own-session").is_displayed(), "no 'Take a session of my own'")
        check(not follower.find_element(By.CSS_SELECTOR, "button[data-gesture=next]").is_enabled(),
              "the follower's gesture buttons are enabled")
        wait_for_focus(follower, 1, "the follower showing the presenter's focus")
        frames = stats(follower)["frames"]
        for order in [2, 3]:
            press(presenter, Keys.ARROW_RIGHT)
            wait_for_focus(presenter, order, "the presenter's ArrowRight")
            wait_for_focus(follower, order, "the follower's ring following the presenter to %d" % order)
        wait_for(follower, STATE + ".stats.frames > %d && " % frames + PAGE + ".stats.decodedSeconds > 0",
                 "the presenter's speech reaching the follower")
        wait_for(follower, STATE + ".said.at(-1).startsWith(%r)" % self.labels[2], "the follower's transcript")
        check(state(follower, ".sound") == "suspended", "the follower's sound is %r" % state(follower, ".sound"))
        wait_for(follower, "return document.getElementById('status').textContent.startsWith('Click anywhere')",
                 "the follower asked for a click to hear the presenter")
        ActionChains(follower).click(follower.find_element(By.TAG_NAME, "h1")).perform()
        wait_for(follower, STATE + ".sound === 'running'", "the follower's sound started by a click")
        wait_for(follower, "return document.getElementById('status').textContent === 'Connected'",
                 "the request for a click gone")

        # The follower's keys do not move the presenter; its page says why.
        press(follower, Keys.ARROW_RIGHT)
        wait_for(follower, "return document.getElementById('status').textContent.includes('follow')",
                 "the follower told it follows")
        # Nor do gestures a follower's connection sends itself: the server refuses them.
        refusal = follower.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const socket = new WebSocket(`ws://${location.host}/ws?follow=%s`);
            const timer = setTimeout(() => done('no answer'), 5000);
            socket.onmessage = (event) => {
                if (typeof event.data !== 'string') return;
                const message = JSON.parse(event.data);
                if (message.type === 'welcome') socket.send(JSON.stringify({type: 'gesture', gesture: 'next'}));
                if (message.type === 'error') { clearTimeout(timer); socket.close(); done(message.message); }
            };""" % self.code)
        check("follows" in refusal, "a follower's gesture was not refused: %r" % refusal)
        time.sleep(0.5)
        check(state(presenter, ".focus.order") == 3, "a follower moved the presenter's focus")
        wait_for_focus(follower, 3, "the follower still on the presenter's focus")

        # Its own session: independent of the presenter's. The button, focused as by Tab, is
        # scrolled clear of the caption bar fixed at the bottom (which grows with long captions).
        own = follower.find_element(By.ID, "own-session")
        follower.execute_script("arguments[0].focus()", own)
        covering = follower.execute_script("""
            const r = arguments[0].getBoundingClientRect();
            const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
            return top === arguments[0] ? null : (top ? top.id || top.tagName : 'nothing');""", own)
        check(covering is None, "the focused 'Take a session of my own' is covered by %s" % covering)
        own.click()
        wait_for(follower, STATE + ".session !== null && " + PAGE + ".session !== %r" % self.code,
                 "a session of the follower's own")
        check(state(follower, ".presenter") is True, "the follower's own session is not its to drive")
        wait_for_focus(follower, 1, "the new session on the first element")
        press(follower, Keys.ARROW_RIGHT)
        wait_for_focus(follower, 2, "the follower's own ArrowRight")
        time.sleep(0.3)
        check(state(presenter, ".focus.order") == 3, "the follower's own session moved the presenter")
        check(state(presenter, ".session") == self.code, "the presenter's session changed")

    # 9
    def the_page_is_accessible(self):
        driver = self.presenter
        tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})
        controls = {}
        unnamed = []
        for node in tree["nodes"]:
            if node.get("ignored"):
                continue
            role = node.get("role", {}).get("value", "")
            if role.lower() in CONTROL_ROLES:
                controls[role] = controls.get(role, 0) + 1
                if not node.get("name", {}).get("value", "").strip():
                    unnamed.append("%s (node %s)" % (role, node.get("nodeId")))
        print("  controls with names checked: %s" % ", ".join("%s %d" % item for item in sorted(controls.items())))
        check(not unnamed, "controls without an accessible name: %s" % ", ".join(unnamed))
        for role in ["button", "checkbox", "application", "slider", "link"]:
            check(role in controls, "no %s in the accessibility tree" % role)

        # The live region says the focused element.
        home(driver)
        for order in [2, 3, 4]:
            press(driver, Keys.ARROW_RIGHT)
            wait_for_focus(driver, order, "ArrowRight to element %d" % order)
        wait_for(driver, "return document.getElementById('announcer').textContent.startsWith(%r)" % self.labels[3],
                 "the live region announcing '%s'" % self.labels[3])
        live = driver.execute_script("const a = document.getElementById('announcer');"
                                     " return [a.getAttribute('aria-live'), a.textContent === window.earshotWorkshop.said.at(-1)]")
        check(live == ["polite", True], "the announcer is not a polite live region with the last thing said: %r" % live)

        # Every control is reached from the keyboard: Tab from the top to the phone, F6 out of it,
        # Tab on to the end; Shift+F6 leaves the phone backwards.
        describe = """
            const node = document.activeElement;
            return node && node !== document.body ? (node.id || node.dataset.gesture || node.textContent.trim()) : null;"""
        expected = driver.execute_script("""
            return Array.from(document.querySelectorAll('a[href], button, input, select, [tabindex]'))
                .filter((node) => !node.disabled && node.tabIndex >= 0 && node.getClientRects().length > 0
                                  && getComputedStyle(node).visibility === 'visible')
                .map((node) => node.id || node.dataset.gesture || node.textContent.trim());""")
        # A click on the heading puts the start of sequential focus navigation at the top.
        ActionChains(driver).click(driver.find_element(By.TAG_NAME, "h1")).perform()
        reached = []
        for _ in range(len(expected) + 5):
            ActionChains(driver).send_keys(Keys.TAB).perform()
            reached.append(driver.execute_script(describe))
            if reached[-1] == "phone":
                break
        check(reached[-1] == "phone", "Tab from the top did not reach the phone: %r" % reached)
        ActionChains(driver).send_keys(Keys.F6).perform()
        first = driver.execute_script(describe)
        check(first == "previous", "F6 on the phone went to %r, not the first gesture button" % first)
        outline = driver.execute_script("const s = getComputedStyle(document.activeElement);"
                                        " return [s.outlineStyle, parseFloat(s.outlineWidth)]")
        check(outline[0] != "none" and outline[1] >= 2, "no visible focus on a gesture button: %r" % outline)
        reached.append(first)
        for _ in range(len(expected) + 5):
            ActionChains(driver).send_keys(Keys.TAB).perform()
            now = driver.execute_script(describe)
            if now is None or now in reached:
                break
            reached.append(now)
        missing = [name for name in expected if name not in reached]
        check(not missing, "controls the keyboard does not reach: %r (reached %r)" % (missing, reached))
        driver.find_element(By.ID, "phone").send_keys(Keys.SHIFT + Keys.F6)
        back = driver.execute_script(describe)
        check(back == "mute", "Shift+F6 on the phone went to %r, not the control before it" % back)
        print("  %d controls reached by keyboard" % len(expected))

    # 11
    def every_listed_gesture_has_its_key_and_button(self):
        """The page's keys and buttons are the gestures the server wrote into it: each listed key
        on the phone and each button sends its gesture's name. What the page sends is kept instead
        of sent, so the session stays where it was."""
        driver = self.presenter
        gestures = driver.execute_script(
            "return JSON.parse(document.getElementById('gesture-list').textContent).gestures")
        check(len(gestures) > 10, "the page lists %d gestures" % len(gestures))
        buttons = driver.execute_script("""
            return Array.from(document.querySelectorAll('#gestures button[data-gesture]'),
                              (button) => [button.dataset.gesture, button.textContent]);""")
        listed = [[gesture["name"], gesture["button"]] for gesture in gestures if "button" in gesture]
        check(buttons == listed, "the gesture buttons %r, the list's %r" % (buttons, listed))
        keyed = [gesture for gesture in gestures if "key" in gesture]
        driver.execute_script("""
            const send = WebSocket.prototype.send;
            window.keptGestures = [];
            window.sendAgain = () => { WebSocket.prototype.send = send; };
            WebSocket.prototype.send = function (data) {
              const message = JSON.parse(data);
              if (message.type === 'gesture') window.keptGestures.push(message.gesture);
              else send.call(this, data);
            };""")
        try:
            for gesture in keyed:
                *modifiers, key = gesture["key"].split("+")
                press(driver, "".join(SELENIUM_KEYS[name] for name in modifiers) + SELENIUM_KEYS.get(key, key))
            for name, _ in buttons:
                driver.find_element(By.CSS_SELECTOR, "button[data-gesture='%s']" % name).click()
            sent = driver.execute_script("return window.keptGestures")
        finally:
            driver.execute_script("window.sendAgain()")
        expected = [gesture["name"] for gesture in keyed] + [name for name, _ in buttons]
        check(sent == expected, "the page sent %r for the list's keys and buttons, expected %r" % (sent, expected))
        print("  %d keys and %d buttons checked" % (len(keyed), len(buttons)))

    # 7
    def a_bad_file_shows_its_located_error(self):
        driver = self.presenter
        with open(self.screen_file, encoding="utf-8") as file:
            good = file.read()
        lines = good.split("\n")
        line = next(index for index, text in enumerate(lines) if "[button]" in text) + 1
        lines[line - 1] = lines[line - 1].replace("[button]", "[buton]")
        with open(self.screen_file, "w", encoding="utf-8") as file:
            file.write("\n".join(lines))
        try:
            wait_for(driver, "return !document.getElementById('load-error').hidden", "the load error shown")
            diagnostics = driver.find_element(By.ID, "diagnostics").text
            located = re.search(r"(\S+):(\d+):(\d+): error: ", diagnostics)
            check(located, "no file:line:column: error: in %r" % diagnostics)
            check(located.group(1) == self.screen_file and int(located.group(2)) == line,
                  "the error is located at %s:%s, expected %s:%d (%r)"
                  % (located.group(1), located.group(2), self.screen_file, line, diagnostics))
            check("buton" in diagnostics, "the error does not name the typo: %r" % diagnostics)
            check(driver.find_element(By.ID, "load-error").is_displayed(), "the error section is not visible")
            check(not driver.find_element(By.ID, "phone").is_displayed(), "the phone shows beside the error")
            check(state(driver, ".diagnostics") == diagnostics.split("\n"), "state.diagnostics differs from the page")
            if self.follower:
                wait_for(self.follower, "return !document.getElementById('load-error').hidden",
                         "the other session's page showing the error")
        finally:
            with open(self.screen_file, "w", encoding="utf-8") as file:
                file.write(good)
        wait_for(driver, "return document.getElementById('load-error').hidden", "the error gone once the file is fixed")
        wait_for(driver, "return document.querySelectorAll('#boxes .box.element').length === %d" % len(self.labels),
                 "the phone drawn again")
        check(driver.find_element(By.ID, "phone").is_displayed(), "the phone is not shown again")
        check(state(driver, ".diagnostics") == [], "diagnostics remain")
        print("  located: %s" % located.group(0))

    # 8
    def beyond_loopback_the_token_is_required(self):
        parts = urllib.parse.urlsplit(self.token_url)
        token = urllib.parse.parse_qs(parts.query).get("token", [""])[0]
        check(re.fullmatch(r"[0-9a-f]{32}", token), "the printed address has no token: %s" % self.token_url)
        bare = "http://127.0.0.1:%d" % parts.port
        for path in ["/", "/workshop.js", "/?token=" + "0" * 32]:
            status = http_status(bare + path)
            check(status == 403, "GET %s without the token answered %d, not 403" % (path, status))
        for path, origin in [("/ws", None), ("/ws?token=" + "f" * 32, None),
                             ("/ws?token=" + token, "http://example.com")]:
            status = raw_upgrade(bare, path, origin)
            check(status in REFUSED_UPGRADE, "a WebSocket upgrade of %s from %s answered %d, not a refusal"
                  % (path.replace(token, "TOKEN"), origin or "no page", status))
        check(raw_upgrade(bare, "/ws?token=" + token) == 101, "a WebSocket upgrade with the token was not taken")
        check(http_status(bare + "/?token=" + token) == 200, "GET / with the token was not served")
        driver = self.presenter
        open_page(driver, self.token_url)
        wait_for_focus(driver, 1, "the first element focused")
        frames = stats(driver)["frames"]
        press(driver, Keys.ARROW_RIGHT)
        wait_for_focus(driver, 2, "ArrowRight on the server beyond loopback")
        wait_for(driver, STATE + ".stats.frames > %d" % frames, "audio from the server beyond loopback")
        link = driver.find_element(By.ID, "follow-link").get_attribute("href")
        check("token=" + token in link, "the follow link leaves out the token: %s" % link)

    # Ctrl-C in a workshop: the server stops with a page still connected, and the page says so.
    def sigterm_stops_the_server_under_a_page(self):
        driver = self.follower
        check(driver is not None, "no page is left on the loopback server")
        wait_for(driver, "return document.getElementById('status').textContent === 'Connected'", "a connected page")
        os.kill(self.pid, signal.SIGTERM)
        began = time.time()
        wait_for(driver, "return document.getElementById('status').textContent.startsWith('Disconnected')",
                 "the page told the server is gone")

        def ended():
            try:
                with open("/proc/%d/stat" % self.pid) as stat:
                    return stat.read().rsplit(")", 1)[1].split()[0] in ("Z", "X")
            except (FileNotFoundError, ProcessLookupError):
                # Gone, or reaped between opening its stat and reading it.
                return True
        deadline = time.time() + TIMEOUT
        while not ended() and time.time() < deadline:
            time.sleep(0.05)
        check(ended(), "the server still runs %d s after SIGTERM" % TIMEOUT)
        print("  stopped %.2f s after SIGTERM" % (time.time() - began))

    # 10
    def no_console_errors(self):
        errors = []
        for name, driver in [("presenter", self.presenter), ("follower", self.follower)]:
            if driver is None:
                continue
            for entry in driver.get_log("browser"):
                if entry["level"] == "SEVERE":
                    errors.append("%s: %s" % (name, entry["message"]))
            errors += ["%s page error: %s" % (name, error) for error in state(driver, ".errors") or []]
        check(not errors, "; ".join(errors))

    def close(self):
        for driver in [self.presenter, self.follower]:
            if driver is not None:
                driver.quit()


def main(url, screen_file, labels, token_url, pid):
    workshop = Workshop(url, screen_file, labels.split("|"), token_url, int(pid))
    checks = [workshop.page_connects_and_draws_every_element, workshop.arrows_move_the_ring_in_swipe_order,
              workshop.speech_arrives_and_decodes, workshop.a_key_interrupts_a_long_utterance,
              workshop.a_burst_of_keys_shows_the_server_busy, workshop.the_curtain_hides_the_drawing, workshop.a_second_browser_follows,
              workshop.the_page_is_accessible, workshop.every_listed_gesture_has_its_key_and_button,
              workshop.a_bad_file_shows_its_located_error,
              workshop.beyond_loopback_the_token_is_required, workshop.sigterm_stops_the_server_under_a_page,
              workshop.no_console_errors]
    failures = 0
    started = time.time()
    try:
        for run in checks:
            began = time.time()
            try:
                run()
                print("PASS %s (%.1f s)" % (run.__name__, time.time() - began))
            except Exception as error:  # one check's failure must not hide the others'
                failures += 1
                detail = str(error) if isinstance(error, CheckFailed) else traceback.format_exc()
                print("FAIL %s: %s" % (run.__name__, detail))
                if workshop.presenter is None:
                    break
            sys.stdout.flush()
    finally:
        workshop.close()
    print("%d of %d checks passed in %.1f s" % (len(checks) - failures, len(checks), time.time() - started))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:6]))
