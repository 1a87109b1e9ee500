"""Event buttons send the scene's events with their arguments: pressing the article's story
button scales it down, releasing inside fires its action (docs/scenes.md §1)."""
from page.driver import open_dashboard


def test_event_buttons_send_events_with_arguments(server, browser):
    dashboard = open_dashboard(browser, server.url + "/?scene=article&device=iphone-x&orientation=portrait")
    try:
        dashboard.wait_status("live")
        dashboard.wait_state("storyButtonScale", "v === 1")
        block = dashboard.page.locator('[data-event-block="pressStory"]')
        block.locator("select").select_option("down")
        block.locator('button[data-event="pressStory"]').click()
        # The page's part is sending the event; the scene's exact end value is its own tests'.
        dashboard.wait_state("storyButtonScale", "v < 0.95")

        block.locator("select").select_option("upInside")
        block.locator('button[data-event="pressStory"]').click()
        dashboard.wait_state("storyActionFired", "v === true")
        dashboard.wait_state("storyButtonScale", "v > 0.99")
        assert dashboard.page.inner_text('[data-error-for-event="pressStory"]') == ""
    finally:
        dashboard.close()
