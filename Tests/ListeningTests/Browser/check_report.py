"""Opens a listening report's index.html from disk in headless Chromium and checks it as a
listener would use it. Prints one line per failed check and exits 1 when any failed.

Usage: check_report.py REPORT_FOLDER
"""
import json
import os
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

# Roles of controls a keyboard or screen reader user operates: each needs a name.
CONTROL_ROLES = {"button", "checkbox", "combobox", "slider", "link", "textField", "radioButton",
                 "menuListPopup", "popUpButton", "toggleButton", "spinButton", "listBox"}
TIMEOUT = 20


def wait_for(driver, script, what):
    deadline = time.time() + TIMEOUT
    while time.time() < deadline:
        value = driver.execute_script(script)
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError("timed out waiting for " + what)


def main(folder):
    failures = []
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--autoplay-policy=no-user-gesture-required",
                     "--mute-audio"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.get("file://" + os.path.abspath(os.path.join(folder, "index.html")))
        wait_for(driver, "return document.readyState === 'complete'", "the page")

        # An element's audio plays and has a duration.
        driver.find_element(By.CSS_SELECTOR, "button.play").click()
        duration = wait_for(driver, "var p = document.getElementById('element-player');"
                            " return p.readyState >= 1 && p.duration > 0 ? p.duration : 0;", "element audio")
        print("element duration %.3f s" % duration)

        # The whole-screen player's captions follow the audio: a cue change marks a row.
        driver.execute_script("""
            window.cueChanges = 0;
            var audio = document.querySelector('audio[data-screen]');
            audio.querySelector('track').addEventListener('cuechange', function () { window.cueChanges += 1; });
            audio.play();""")
        wait_for(driver, "return window.cueChanges > 0", "a caption cue change")
        wait_for(driver, "return document.querySelectorAll('tr.speaking').length === 1", "the spoken row highlighted")
        caption = driver.execute_script("return document.querySelector('.caption-now').textContent")
        if not caption:
            failures.append("the spoken caption is not shown beside the player")

        # Every control has an accessible name in Chromium's accessibility tree.
        tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})
        controls = 0
        for node in tree["nodes"]:
            if node.get("ignored"):
                continue
            role = node.get("role", {}).get("value")
            if role in CONTROL_ROLES:
                controls += 1
                name = node.get("name", {}).get("value", "")
                if not name.strip():
                    failures.append("a %s has no accessible name (node %s)" % (role, node.get("nodeId")))
        print("controls with names checked: %d" % controls)
        if controls == 0:
            failures.append("no controls found in the accessibility tree")

        # Filters: one locale hides the other locales' columns.
        driver.execute_script("""
            var select = document.getElementById('locale-filter');
            select.value = select.options[2].value;
            select.dispatchEvent(new Event('change'));""")
        hidden = driver.execute_script("return document.querySelectorAll('td.hidden').length")
        if hidden == 0:
            failures.append("the locale filter hid nothing")

        for entry in driver.get_log("browser"):
            if entry["level"] == "SEVERE":
                failures.append("console: " + entry["message"])
    finally:
        driver.quit()
    for failure in failures:
        print("FAIL: " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
