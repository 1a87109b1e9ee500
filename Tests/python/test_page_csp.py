"""The dashboard under the server's Content-Security-Policy (issue 12): it draws, its inspector
shows a colour swatch (the one style attribute it sets) and nothing it does is refused; and the
policy is really enforced, so the check above could fail."""
from page.driver import open_dashboard


def test_dashboard_works_under_its_policy(server, browser):
    dashboard = open_dashboard(browser, server.url + "/?scene=template-tint")
    try:
        dashboard.wait_status("live")
        dashboard.wait_drawn()
        dashboard.page.wait_for_selector("#inspector .swatch", timeout=20000)
        assert dashboard.page.evaluate(
            "getComputedStyle(document.querySelector('#inspector .swatch')).backgroundColor") != "rgba(0, 0, 0, 0)"
        assert dashboard.pixels()["variance"] > 100
        assert dashboard.csp_violations() == []
    finally:
        dashboard.close()


def test_the_policy_is_enforced(server, browser):
    dashboard = open_dashboard(browser, server.url + "/")
    try:
        dashboard.wait_drawn()
        # An inline script, as an injection would add: the policy allows only the site's files.
        ran = dashboard.page.evaluate("""() => {
            const script = document.createElement("script");
            script.textContent = "window.__inlineRan = true";
            document.head.append(script);
            return window.__inlineRan === true;
        }""")
        assert not ran
        dashboard.page.wait_for_function("() => window.__cspViolations.length > 0", timeout=5000)
        assert any(v.startswith("script-src") for v in dashboard.csp_violations())
        dashboard.page.evaluate("window.__cspViolations.length = 0")
    finally:
        dashboard.close()
