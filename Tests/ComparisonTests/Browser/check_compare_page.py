"""Opens the page of `earshot compare --format html` from disk in headless Chromium, runs
axe-core (read from the axe-playwright-python wheel that .ci/install-deps fetches) on it, and
checks that the words that differ are marked. Prints one line per failed check and exits 1
when any failed.

Usage: check_compare_page.py PAGE.html AXE_WHEEL
"""
import json
import os
import sys
import zipfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

AXE = "axe_playwright_python/axe.min.js"


def main(page, wheel):
    failures = []
    axe = zipfile.ZipFile(wheel).read(AXE).decode("utf-8")
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.get("file://" + os.path.abspath(page))
        driver.execute_script(axe)
        driver.set_script_timeout(60)
        result = driver.execute_async_script(
            "var done = arguments[arguments.length - 1];"
            " axe.run(document).then(function (r) { done(r); }, function (e) { done({error: String(e)}); });")
        if "error" in result:
            failures.append("axe-core did not run: " + result["error"])
        else:
            version = driver.execute_script("return axe.version")
            print("axe-core %s: %d rules passed" % (version, len(result["passes"])))
            for violation in result["violations"]:
                targets = [node["target"] for node in violation["nodes"]]
                failures.append("axe: %s (%s): %s" % (violation["id"], violation["impact"], json.dumps(targets)))
        marks = driver.execute_script("return Array.from(document.querySelectorAll('mark')).map(m => m.textContent)")
        print("marked: " + json.dumps(marks))
        rows = driver.execute_script("return document.querySelectorAll('tbody tr').length")
        print("rows: %d" % rows)
    finally:
        driver.quit()
    for failure in failures:
        print(failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
