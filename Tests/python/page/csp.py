"""The server's Content-Security-Policy has no 'unsafe-eval', and Playwright compiles a string
given to `wait_for_function` with `new Function` inside the page, which that policy refuses.
`page.evaluate` runs through DevTools, which CSP does not govern, so waiting by polling it keeps
every test running against the real policy: a page feature the policy broke still fails."""
import time

from playwright.sync_api import Error, Page, TimeoutError

POLL_S = 0.02
# Why an evaluation can fail on a page that is fine: it navigated or reloaded meanwhile.
TRANSIENT = ("Execution context was destroyed", "Cannot find context", "navigation")


def wait_for_function(page, expression, arg=None, timeout=None, polling=None):
    deadline = time.monotonic() + (30000 if timeout is None else timeout) / 1000
    while True:
        try:
            if page.evaluate(expression, arg):
                return page.evaluate_handle(expression, arg)
        except Error as error:
            if not any(reason in str(error) for reason in TRANSIENT):
                raise
        if time.monotonic() > deadline:
            raise TimeoutError(f"wait_for_function timed out after {timeout} ms: {expression}")
        # Polling interval of a test helper, like Playwright's own 'raf' polling; not an assertion delay.
        time.sleep(POLL_S)


def install():
    Page.wait_for_function = wait_for_function


# Records the policy's refusals in the page, before any of its scripts run.
RECORD_VIOLATIONS = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation",
  (event) => window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
"""
