"""Checks in headless Chromium that what a workshop page shows follows the session: the screen
drawn and the Screen selector follow Enter and Escape, the caption never goes back to speech a
key interrupted, the screenshot shows under the ring on the start screen (and the curtain hides
it), and saving a file the served file includes redraws the phone. Prints one line per check
(PASS or FAIL) and exits 1 when any failed.

Usage: check_following.py URL INCLUDED_FILE
  URL           the address of `earshot serve --screenshot PNG` on an app whose first screen,
                `home`, is INCLUDED_FILE: "Home screen", "Open details" (pushes `details`), a
                long story
  INCLUDED_FILE the file holding the `home` screen (the last check edits it)
"""
import sys
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from check_workshop import PAGE, STATE, browser, check, open_page, press, run_checks, wait_for, wait_for_focus


def boxes(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#boxes .box.element'), (box) => box.textContent.slice(0, 30))")


def showing(driver, screen, label):
    """Waits until the page draws `screen` (a box labelled `label`) and its selector names it."""
    wait_for(driver, """
        return document.getElementById('screen-select').value === %r
            && Array.from(document.querySelectorAll('#boxes .box.element')).some((box) => box.textContent.endsWith(%r))
        """ % (screen, label), "the page showing %s (selector %r, boxes %r)"
             % (screen, driver.execute_script("return document.getElementById('screen-select').value"), boxes(driver)))


class Following:
    def __init__(self, url, included):
        self.url = url
        self.included = included
        self.driver = None

    def fresh_page(self):
        """The browser on a new page of its own session, on the home screen's first element."""
        if self.driver is None:
            self.driver = browser()
        open_page(self.driver, self.url)
        wait_for_focus(self.driver, 1, "the first element focused")
        return self.driver

    def enter_and_escape_redraw_the_screen(self):
        driver = self.fresh_page()
        showing(driver, "home", "Open details")
        press(driver, Keys.ARROW_RIGHT)
        wait_for_focus(driver, 2, "ArrowRight to 'Open details'")
        press(driver, Keys.ENTER)
        showing(driver, "details", "Details screen")
        check(not any(text.endswith("Open details") for text in boxes(driver)),
              "the home screen's boxes stay drawn on details: %r" % boxes(driver))
        press(driver, Keys.ESCAPE)
        showing(driver, "home", "Open details")

    def the_caption_stays_on_the_newest_speech(self):
        driver = self.fresh_page()
        press(driver, Keys.ARROW_RIGHT)
        wait_for_focus(driver, 2, "ArrowRight to 'Open details'")
        press(driver, Keys.ARROW_RIGHT)
        wait_for_focus(driver, 3, "ArrowRight to the story")
        story = driver.execute_script(STATE + ".lastSaidStream")
        # The story's words are scheduled to be highlighted as they are heard, seconds ahead.
        wait_for(driver, STATE + ".stats.lastFrameStream === %d && " % story + PAGE
                 + ".stats.decodedSeconds > 3", "the story's audio")
        wait_for(driver, "return document.getElementById('caption').dataset.stream === '%d'" % story,
                 "the story's caption")
        press(driver, Keys.ARROW_LEFT)
        wait_for_focus(driver, 2, "ArrowLeft during the story")
        newest = wait_for(driver, "const s = %s.lastSaidStream; return s !== %d ? s : null" % (PAGE, story),
                          "the new utterance")
        shown = set()
        deadline = time.time() + 4
        while time.time() < deadline:
            shown.add(driver.execute_script("return document.getElementById('caption').dataset.stream"))
            time.sleep(0.05)
        check(shown == {str(newest)}, "the caption showed streams %r after the key, not only %d (the story was %d)"
              % (sorted(shown), newest, story))

    def the_screenshot_is_under_the_ring_and_the_curtain_hides_it(self):
        driver = self.fresh_page()
        shot = """
            const image = document.getElementById('screenshot');
            if (image.hidden || !image.complete || image.naturalWidth === 0) return null;
            const r = (node) => { const b = node.getBoundingClientRect(); return [b.x, b.y, b.width, b.height]; };
            const ring = document.getElementById('focus-ring').getBoundingClientRect();
            const top = document.elementFromPoint(ring.x + ring.width / 2, ring.y + ring.height / 2);
            return {image: r(image), screen: r(document.getElementById('screen')), ringOnTop: top !== image};"""
        drawn = wait_for(driver, shot, "the screenshot loaded and drawn")
        check(all(abs(a - b) < 1 for a, b in zip(drawn["image"], drawn["screen"])),
              "the screenshot %r is not drawn at the screen's size %r" % (drawn["image"], drawn["screen"]))
        check(drawn["ringOnTop"], "the screenshot covers the focus ring")
        press(driver, Keys.ARROW_RIGHT)
        wait_for_focus(driver, 2, "the ring on 'Open details' over the screenshot")
        image = driver.find_element(By.ID, "screenshot")
        curtain = driver.find_element(By.ID, "curtain")
        curtain.click()
        check(not image.is_displayed(), "the screenshot shows behind the curtain")
        curtain.click()
        check(image.is_displayed(), "the screenshot does not come back when the curtain is off")
        # Another screen is not the one in the screenshot.
        press(driver, Keys.ENTER)
        showing(driver, "details", "Details screen")
        check(not image.is_displayed(), "the start screen's screenshot shows under another screen")

    def editing_an_included_file_redraws(self):
        driver = self.fresh_page()
        with open(self.included, encoding="utf-8") as file:
            text = file.read()
        check('"Home screen"' in text, "the included file has no 'Home screen'")
        with open(self.included, "w", encoding="utf-8") as file:
            file.write(text.replace('"Home screen"', '"Home screen, edited"'))
        showing(driver, "home", "Home screen, edited")

    def close(self):
        if self.driver is not None:
            self.driver.quit()


def main(url, included):
    following = Following(url, included)
    checks = [following.enter_and_escape_redraw_the_screen, following.the_caption_stays_on_the_newest_speech,
              following.the_screenshot_is_under_the_ring_and_the_curtain_hides_it,
              following.editing_an_included_file_redraws]
    try:
        return run_checks(checks, stop=lambda: following.driver is None)
    finally:
        following.close()


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
