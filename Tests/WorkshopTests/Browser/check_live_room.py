"""Checks in headless Chromium what a trainer meets with a room listening: the real screenshot
left in view under the drawing, live edits that keep every page where it is, a server started on
a broken include noticing the fix, the Screen selector and the findings following each load, a
refused page showing why, a page that falls behind saying so, and a screenshot saved again
showing at once. Prints one line per check (PASS or FAIL) and exits 1 when any failed.

Usage: check_live_room.py png OUT WIDTH HEIGHT SEED
         writes a PNG of WIDTH × HEIGHT pixels of coloured noise (SEED picks it) to OUT
       check_live_room.py URL FOLDER BROKEN_URL BROKEN_FOLDER
  URL           `earshot serve app.yaml --screenshot FOLDER/shot.png` on FOLDER's app: screens
                `home` (home.yaml: a header, "Open details" pushing `details`, two large
                elements) and `details` (details.yaml: elements with identifiers d1, d2 and d3,
                d3 without a label)
  BROKEN_URL    `earshot serve` started on BROKEN_FOLDER/app.yaml, whose include broken.yaml
                does not parse; BROKEN_FOLDER/mended.yaml is what it should hold, with screens
                `alpha` and `beta`
"""
import os
import random
import struct
import sys
import time
import zlib

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from check_following import showing
from check_workshop import (
    CheckFailed, PAGE, STATE, browser, check, open_page, press, run_checks, wait_for, wait_for_focus)


def write_png(path, width, height, seed):
    """Coloured noise in 8-pixel blocks: any box drawn over it changes the pixels under it."""
    generator = random.Random(seed)
    blocks = [[bytes(generator.randrange(256) for _ in range(3)) for _ in range(width // 8 + 1)]
              for _ in range(height // 8 + 1)]
    rows = b"".join(b"\x00" + b"".join(blocks[y // 8][x // 8] for x in range(width)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
    with open(path + ".part", "wb") as file:
        file.write(png)
    os.replace(path + ".part", path)


def capture(driver, rect):
    """The page's pixels inside `rect` (x, y, width, height in CSS pixels), as a PNG in base64."""
    return driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": False,
        "clip": {"x": rect[0], "y": rect[1], "width": rect[2], "height": rect[3], "scale": 1}})["data"]


# Compares two captures of the screen in the page (which decodes PNGs): the share of pixels
# outside the ring's box that are the same in both, within a small tolerance for smoothing.
SAME_SHARE = """
    const [first, second, ring, done] = arguments;
    const load = (data) => new Promise((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve(image);
        image.onerror = reject;
        image.src = 'data:image/png;base64,' + data;
    });
    Promise.all([load(first), load(second)]).then(([a, b]) => {
        const pixels = (image) => {
            const canvas = document.createElement('canvas');
            canvas.width = image.width;
            canvas.height = image.height;
            const context = canvas.getContext('2d');
            context.drawImage(image, 0, 0);
            return context.getImageData(0, 0, image.width, image.height).data;
        };
        const pa = pixels(a), pb = pixels(b);
        let same = 0, counted = 0;
        for (let y = 0; y < a.height; y++) {
            for (let x = 0; x < a.width; x++) {
                if (x >= ring[0] && x < ring[0] + ring[2] && y >= ring[1] && y < ring[1] + ring[3]) continue;
                const i = (y * a.width + x) * 4;
                counted++;
                if (Math.abs(pa[i] - pb[i]) <= 8 && Math.abs(pa[i + 1] - pb[i + 1]) <= 8
                    && Math.abs(pa[i + 2] - pb[i + 2]) <= 8) same++;
            }
        }
        done({share: same / counted, width: a.width, height: a.height});
    }, (error) => done({error: String(error)}));"""

SCREENSHOT_DRAWN = """
    const image = document.getElementById('screenshot');
    return !image.hidden && image.complete && image.naturalWidth > 0 ? image.naturalWidth : 0;"""


class LiveRoom:
    def __init__(self, url, folder, broken_url, broken_folder):
        self.url = url
        self.folder = folder
        self.broken_url = broken_url
        self.broken_folder = broken_folder
        self.driver = None

    def fresh_page(self, url=None):
        if self.driver is None:
            self.driver = browser()
        open_page(self.driver, url or self.url)
        wait_for_focus(self.driver, 1, "the first element focused")
        return self.driver

    def edit(self, name, old, new, folder=None):
        path = "%s/%s" % (folder or self.folder, name)
        with open(path, encoding="utf-8") as file:
            text = file.read()
        check(old in text, "%s has no %r" % (name, old))
        with open(path, "w", encoding="utf-8") as file:
            file.write(text.replace(old, new))

    def the_screenshot_stays_in_view(self):
        driver = self.fresh_page()
        wait_for(driver, SCREENSHOT_DRAWN, "the screenshot loaded")
        # The ring has stopped moving (it slides to the focused element).
        time.sleep(0.5)
        screen = driver.execute_script(
            "const r = document.getElementById('screen').getBoundingClientRect(); return [r.x, r.y, r.width, r.height]")
        ring = driver.execute_script(
            "const r = document.getElementById('focus-ring').getBoundingClientRect(); return [r.x, r.y, r.width, r.height]")
        drawn = capture(driver, screen)
        driver.execute_script("for (const id of ['boxes', 'focus-ring']) document.getElementById(id).style.visibility = 'hidden'")
        alone = capture(driver, screen)
        driver.execute_script("for (const id of ['boxes', 'focus-ring']) document.getElementById(id).style.visibility = ''")
        # The ring's box, relative to the screen, with a margin for its rounded border.
        inside = [ring[0] - screen[0] - 2, ring[1] - screen[1] - 2, ring[2] + 4, ring[3] + 4]
        result = driver.execute_async_script(SAME_SHARE, drawn, alone, inside)
        check("error" not in result, "the captures did not decode: %r" % result)
        check(result["share"] >= 0.9, "only %.0f%% of the screenshot shows outside the focus ring (%dx%d)"
              % (100 * result["share"], result["width"], result["height"]))
        on_top = driver.execute_script("""
            const ring = document.getElementById('focus-ring').getBoundingClientRect();
            const top = document.elementFromPoint(ring.x + 1, ring.y + ring.height / 2);
            return top === document.getElementById('focus-ring') || top === document.getElementById('phone')
                || top.closest('#boxes') !== null;""")
        check(on_top, "the screenshot covers the focus ring")
        print("  %.1f%% of the screenshot shows outside the focus ring" % (100 * result["share"]))

    def a_saved_screenshot_shows_at_once(self):
        driver = self.fresh_page()
        before = wait_for(driver, SCREENSHOT_DRAWN, "the screenshot loaded")
        write_png("%s/shot.png" % self.folder, before + 10, 300, 7)
        wait_for(driver, "return (() => { %s })() === %d" % (SCREENSHOT_DRAWN, before + 10),
                 "the screenshot saved again (now %d pixels wide) drawn (it is %r)"
                 % (before + 10, driver.execute_script(SCREENSHOT_DRAWN)))

    def a_reload_keeps_the_screen_and_focus(self):
        driver = self.fresh_page()
        press(driver, Keys.ARROW_RIGHT)
        wait_for_focus(driver, 2, "ArrowRight to 'Open details'")
        press(driver, Keys.ENTER)
        showing(driver, "details", "First detail")
        for order in (2, 3):
            press(driver, Keys.ARROW_RIGHT)
            wait_for_focus(driver, order, "ArrowRight on details")
        wait_for(driver, "return document.querySelector('#findings li.error') !== null",
                 "the unlabelled element's finding")
        self.edit("details.yaml", '"Second detail"', '"Second detail, edited"')
        showing(driver, "details", "Second detail, edited")
        wait_for_focus(driver, 3, "focus kept on d3 after the edit")
        check(state_of(driver, ".focus.id") == "d3", "focus moved to %r" % state_of(driver, ".focus"))
        # Giving d3 its label fixes its finding: the panel follows without a key.
        self.edit("details.yaml", 'accessibilityIdentifier: d3, accessibilityLabel: ""',
                  'accessibilityIdentifier: d3, accessibilityLabel: "Third detail"')
        showing(driver, "details", "Third detail")
        wait_for(driver, "return document.querySelector('#findings li.error') === null"
                 " && document.getElementById('findings').textContent.includes('No findings')",
                 "the findings panel without the fixed finding (it shows %r)"
                 % driver.execute_script("return document.getElementById('findings').textContent"))
        wait_for_focus(driver, 3, "focus kept on d3 after the second edit")

    def a_broken_include_mended_is_noticed(self):
        driver = self.driver or browser()
        self.driver = driver
        driver.get(self.broken_url)
        wait_for(driver, STATE + ".diagnostics.length > 0", "the broken include's errors")
        with open("%s/mended.yaml" % self.broken_folder, encoding="utf-8") as file:
            mended = file.read()
        with open("%s/broken.yaml" % self.broken_folder, "w", encoding="utf-8") as file:
            file.write(mended)
        wait_for(driver, "return !document.getElementById('phone').hidden"
                 " && document.querySelectorAll('#boxes .box').length > 0", "the mended include drawn")
        selector = "return Array.from(document.getElementById('screen-select').options, (o) => o.value).join(',')"
        wait_for(driver, selector + " === 'alpha,beta'",
                 "the Screen selector filled (it has %r)" % driver.execute_script(selector))
        self.edit("broken.yaml", "name: beta", "name: gamma", folder=self.broken_folder)
        wait_for(driver, selector + " === 'alpha,gamma'",
                 "the Screen selector refilled after a rename (it has %r)" % driver.execute_script(selector))

    def a_refused_page_shows_why(self):
        driver = self.driver or browser()
        self.driver = driver
        driver.get(self.url + ("&" if "?" in self.url else "?") + "follow=NOSUCH")
        status = "return document.getElementById('status').textContent"
        try:
            wait_for(driver, status + ".includes('no session has the code')", "the refusal's reason")
        except CheckFailed:
            raise CheckFailed("the refused page shows %r" % driver.execute_script(status))

    def a_page_behind_says_so(self):
        driver = self.fresh_page()
        check(driver.find_element(By.ID, "behind").get_attribute("hidden") is not None, "the page starts behind")
        # The page's own script stalls while it asks for keys, as a slow laptop's does: the
        # server's answers wait, and are handled late.
        driver.execute_script("""
            for (let key = 0; key < 8; key++) {
                socket.send(JSON.stringify({type: 'gesture', gesture: key % 2 ? 'previous' : 'next'}));
                const start = performance.now();
                while (performance.now() - start < 80) {}
            }""")
        wait_for(driver, "return !document.getElementById('behind').hidden",
                 "the sign that the page is behind (lag %r ms)" % state_of(driver, ".lagMs"))

    def a_followers_first_key_keeps_its_message(self):
        presenter = self.fresh_page()
        code = state_of(presenter, ".session")
        follower = browser(autoplay=False)
        try:
            follower.get(self.url + ("&" if "?" in self.url else "?") + "follow=" + code)
            wait_for(follower, STATE + ".session === %r" % code, "the follower's page")
            press(presenter, Keys.ARROW_RIGHT)
            status = "return document.getElementById('status').textContent"
            wait_for(follower, status + ".startsWith('Click anywhere')", "the follower asked for a click to hear")
            press(follower, Keys.ARROW_RIGHT)
            wait_for(follower, "return %s.sound === 'running'" % PAGE, "the follower's sound started by its key")
            time.sleep(0.5)
            shown = follower.execute_script(status)
            check(shown.startswith("You follow"), "the follower's key shows %r, not why it did nothing" % shown)
        finally:
            follower.quit()

    def close(self):
        if self.driver is not None:
            self.driver.quit()


def state_of(driver, path):
    return driver.execute_script(STATE + path)


def main(url, folder, broken_url, broken_folder):
    room = LiveRoom(url, folder, broken_url, broken_folder)
    checks = [room.the_screenshot_stays_in_view, room.a_saved_screenshot_shows_at_once,
              room.a_reload_keeps_the_screen_and_focus, room.a_broken_include_mended_is_noticed,
              room.a_refused_page_shows_why, room.a_page_behind_says_so, room.a_followers_first_key_keeps_its_message]
    try:
        return run_checks(checks)
    finally:
        room.close()


if __name__ == "__main__":
    if sys.argv[1] == "png":
        write_png(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]))
        sys.exit(0)
    sys.exit(main(*sys.argv[1:5]))
