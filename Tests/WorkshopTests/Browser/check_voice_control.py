"""Drives the workshop page's Voice Control overlays in headless Chromium: the "Voice Control"
choice is reached and changed with the keyboard alone, "Show names" puts each control's name on
its box (its first input label, else its label; "?" for one with none), "Show numbers" numbers the
controls, a new screen brings its own marks, the screen curtain hides them, and axe-core finds no
violation on the choice and the phone with names shown. Prints one line per check (PASS or FAIL)
and exits 1 when any failed.

Usage: check_voice_control.py URL NAMES NAMES_AFTER AXE_WHEEL
  URL          the address `earshot serve` printed
  NAMES        the names expected on the first screen, in swipe order, separated by '|'
  NAMES_AFTER  the names expected after Enter on the first element (a push), separated by '|'
  AXE_WHEEL    the axe-playwright-python wheel holding axe-core (.ci/install-deps fetches it)
"""
import json
import sys
import time
import traceback
import zipfile

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from check_workshop import CheckFailed, browser, check, wait_for

AXE = "axe_playwright_python/axe.min.js"


def shown(driver):
    return driver.execute_script("return window.earshotWorkshop.voiceControl")


def active(driver):
    return driver.execute_script(
        "const a = document.activeElement; return a ? (a.name || a.id) + ':' + (a.value || '') : ''")


def main(url, names, names_after, wheel):
    names = names.split("|")
    names_after = names_after.split("|")
    driver = browser()
    driver.set_script_timeout(60)
    results = []

    def run(name, body):
        try:
            body()
            results.append((name, None))
        except Exception as error:  # noqa: BLE001 - every failure is reported as the check's
            results.append((name, "%s\n%s" % (error, traceback.format_exc(limit=2))))

    try:
        driver.get(url)
        wait_for(driver, "return document.querySelectorAll('#boxes .box').length > 0", "the screen")

        def off_by_default():
            state = shown(driver)
            check(state["mode"] == "off" and state["shown"] == [], "overlays off at first: %r" % state)
            check(driver.execute_script("return document.querySelectorAll('.vc-tag').length") == 0,
                  "no tags drawn while off")

        def keyboard_reaches_the_choice():
            # The control before the choice in Tab order, wherever the page puts it: Tab from it.
            before = driver.execute_script("""
                const controls = Array.from(document.querySelectorAll('a[href], button, input, select, [tabindex]'))
                  .filter((n) => !n.disabled && n.tabIndex >= 0 && n.getClientRects().length > 0);
                const index = controls.findIndex((n) => n.name === 'voice-control');
                controls[index - 1].focus();
                return controls[index - 1].id || controls[index - 1].name;""")
            driver.switch_to.active_element.send_keys(Keys.TAB)
            check(active(driver) == "voice-control:off",
                  "Tab from %r reaches the choice: %r" % (before, active(driver)))
            driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
            check(active(driver) == "voice-control:names", "→ picks Show names: %r" % active(driver))

        def names_are_drawn_on_their_boxes():
            state = wait_for(driver, "const v = window.earshotWorkshop.voiceControl;"
                             " return v.mode === 'names' && v.shown.length > 0 ? v : null", "names")
            check(state["shown"] == names, "names %r, expected %r" % (state["shown"], names))
            misplaced = driver.execute_script("""
                const out = [];
                for (const tag of document.querySelectorAll('.vc-tag')) {
                  const box = document.querySelector(`#boxes .box[data-id="${tag.dataset.id}"]`);
                  if (!box) { out.push('no box for ' + tag.dataset.id); continue; }
                  const t = tag.getBoundingClientRect(), b = box.getBoundingClientRect();
                  if (Math.abs(t.left - b.left) > 1 || Math.abs(t.top - b.top) > 1) out.push(tag.dataset.id);
                }
                return out;""")
            check(misplaced == [], "each tag on its box's corner: %r" % misplaced)

        def numbers_replace_names():
            driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
            check(active(driver) == "voice-control:numbers", "→ picks Show numbers: %r" % active(driver))
            state = shown(driver)
            expected = [str(number) for number in range(1, len(names) + 1)]
            check(state["mode"] == "numbers" and state["shown"] == expected, "numbers %r" % state)

        def curtain_hides_the_marks():
            driver.find_element(By.ID, "curtain").click()
            hidden = driver.execute_script(
                "return getComputedStyle(document.getElementById('voice-control-layer')).visibility")
            check(hidden == "hidden", "the curtain hides the marks: %r" % hidden)
            driver.find_element(By.ID, "curtain").click()

        def a_new_screen_brings_its_marks():
            radio = driver.find_element(By.CSS_SELECTOR, 'input[name="voice-control"][value="names"]')
            radio.send_keys(Keys.SPACE)
            phone = driver.find_element(By.ID, "phone")
            phone.send_keys(Keys.ENTER)
            wait_for(driver, "return JSON.stringify(window.earshotWorkshop.voiceControl.shown) === %r"
                     % json.dumps(names_after, separators=(",", ":")), "the pushed screen's names")

        def axe_finds_nothing():
            driver.execute_script(zipfile.ZipFile(wheel).read(AXE).decode("utf-8"))
            result = driver.execute_async_script(
                "var done = arguments[arguments.length - 1];"
                " axe.run({include: [['#voice-control'], ['#phone']]})"
                ".then(function (r) { done(r); }, function (e) { done({error: String(e)}); });")
            check("error" not in result, "axe-core ran: %r" % result.get("error"))
            violations = ["%s: %s" % (v["id"], [n["target"] for n in v["nodes"]]) for v in result["violations"]]
            check(violations == [], "axe-core violations: %r" % violations)
            print("axe-core %s: %d rules passed" % (driver.execute_script("return axe.version"),
                                                   len(result["passes"])))

        for name, body in [
            ("off by default", off_by_default),
            ("the keyboard reaches and changes the choice", keyboard_reaches_the_choice),
            ("Show names draws each control's name on its box", names_are_drawn_on_their_boxes),
            ("Show numbers numbers the controls", numbers_replace_names),
            ("the screen curtain hides the marks", curtain_hides_the_marks),
            ("a new screen brings its own marks", a_new_screen_brings_its_marks),
            ("axe-core finds no violation", axe_finds_nothing),
        ]:
            run(name, body)
    finally:
        driver.quit()
    failed = 0
    for name, failure in results:
        print("%s %s" % ("PASS" if failure is None else "FAIL", name))
        if failure:
            failed += 1
            print("    " + failure.replace("\n", "\n    "))
    print("%d of %d checks passed" % (len(results) - failed, len(results)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:5]))
