"""What the browser checks share: a headless Chromium (Debian's chromium + chromium-driver,
or $CHROMIUM / $CHROMEDRIVER) at a size, light or dark, and the failure they stop at."""
import os

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from selenium.webdriver.chrome.service import Service


class Failed(Exception):
    pass


def browser(width, height, dark=False):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 f"--window-size={width},{height}"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(
        service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)
    driver.set_page_load_timeout(30)
    if dark:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    return driver


def waiter(shots):
    """wait(driver, what, condition): the condition's value, or Failed with a screenshot in
    `shots` and the end of what the page said. An element the page replaced while the
    condition read it (a list re-rendered) is polled again, not a failure."""
    def wait(driver, what, condition, timeout=30):
        try:
            return WebDriverWait(driver, timeout, poll_frequency=0.05,
                                 ignored_exceptions=(StaleElementReferenceException,)).until(lambda d: condition(d))
        except TimeoutException:
            driver.save_screenshot(os.path.join(shots, "failed-" + what.replace(" ", "-")[:40] + ".png"))
            raise Failed(f"timed out after {timeout}s waiting until {what}; the page said: "
                         + driver.find_element(By.TAG_NAME, "body").text[-800:])
    return wait


def attributes(driver, css, name):
    """The attribute `name` of every element `css` selects, read in one script: a list the
    page re-renders meanwhile cannot leave a stale element half-way through the read."""
    return driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0]), n => n.getAttribute(arguments[1]))",
        css, name)
