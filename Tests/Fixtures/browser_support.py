"""What the browser checks share: a headless Chromium (Debian's chromium + chromium-driver,
or $CHROMIUM / $CHROMEDRIVER) at a size, light or dark, and the failure they stop at."""
import os

from selenium import webdriver
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
