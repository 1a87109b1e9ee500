"""Two pages on one session: what one does, the other shows without being touched."""
from page.driver import grid_difference, open_dashboard


def test_second_page_sees_changes_from_the_first(server, browser, artifacts):
    first = open_dashboard(browser, server.url + "/?session=default")
    second = open_dashboard(browser, server.url + "/?session=default")
    try:
        for dashboard in (first, second):
            dashboard.wait_status("live")
            dashboard.wait_drawn()
        second.wait_state("navAlpha", "v === 0")
        before = second.pixels()
        draws_before = second.draws()

        first.set_number("scrollY", 120)
        second.wait_state("navAlpha", "v > 0.5")
        second.page.wait_for_function(
            "() => document.querySelector('[data-param=scrollY] input[data-role=number]').value === '120'")
        second.page.wait_for_function(f"() => Number(document.getElementById('screen').dataset.draws) > {draws_before}")
        assert grid_difference(before, second.pixels()) > 20
        assert second.state()["navAlpha"] == first.state()["navAlpha"]
        second.page.screenshot(path=f"{artifacts}/page-second-viewer.png")
    finally:
        first.close()
        second.close()
