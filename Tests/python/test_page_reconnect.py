"""A server restart on the same port: the page says reconnecting, then live, and draws again."""
from page.driver import open_dashboard
from page.servers import restart_on_same_port


def test_page_recovers_after_server_restart(server, browser, artifacts):
    dashboard = open_dashboard(browser, server.url + "/")
    try:
        dashboard.wait_status("live")
        dashboard.wait_drawn()
        dashboard.set_number("scrollY", 90)
        dashboard.wait_state("navAlpha", "v > 0")
        dashboard.page.wait_for_function(
            "() => new URL(location.href).searchParams.get('scrollY') === '90'", timeout=20000)

        server.stop()
        dashboard.wait_status("reconnecting")
        assert dashboard.page.inner_text("#status") == "reconnecting…"
        draws_while_down = dashboard.draws()

        restart_on_same_port(server)
        dashboard.wait_status("live")
        dashboard.page.wait_for_function(
            f"() => Number(document.getElementById('screen').dataset.draws) > {draws_while_down}", timeout=20000)
        # The new server starts from defaults; the page puts back what its address holds.
        dashboard.wait_state("navAlpha", "v > 0")
        # And it is in control again with the new server's token.
        dashboard.set_number("scrollY", 0)
        dashboard.wait_state("navAlpha", "v === 0")
        assert dashboard.page.is_hidden("#view-only")
        assert dashboard.pixels()["variance"] > 100
        dashboard.page.screenshot(path=f"{artifacts}/page-after-restart.png")
    finally:
        dashboard.close()
