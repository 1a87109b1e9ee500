"""A scroll offset as a precise value (issue 6, item 2): keyboard steps change it by exactly 1
and 10, the − and + buttons likewise, a mark jump lands exactly on the mark, Page Up/Down walk
the marks, and Reset puts every parameter back to its default. Values are read back from the
server (the session object), not from the field that was typed into."""
from test_instrument_support import open_scene, scene_info, session_object, wait_param


def server_value(server, name):
    return session_object(server)["params"][name]


def wait_server_value(dashboard, server, name, expected):
    for _ in range(200):
        if server_value(server, name) == expected:
            return
        dashboard.page.wait_for_timeout(50)
    raise AssertionError(f"{name} is {server_value(server, name)}, expected {expected}")


def test_arrow_keys_step_by_exactly_one_and_shift_by_ten(server, browser):
    dashboard = open_scene(browser, server, "article", scrollY=120)
    try:
        field = dashboard.page.locator('[data-param="scrollY"] input[data-role="number"]')
        field.focus()
        for key, expected in [("ArrowUp", 121), ("ArrowUp", 122), ("Shift+ArrowUp", 132), ("ArrowDown", 131),
                              ("Shift+ArrowDown", 121), ("Shift+ArrowDown", 111)]:
            dashboard.page.keyboard.press(key)
            wait_server_value(dashboard, server, "scrollY", expected)
            assert field.input_value() == str(expected)
        # On the slider every arrow steps, left and right included.
        slider = dashboard.page.locator('[data-param="scrollY"] input[data-role="slider"]')
        slider.focus()
        dashboard.page.keyboard.press("ArrowRight")
        wait_server_value(dashboard, server, "scrollY", 112)
        dashboard.page.keyboard.press("Shift+ArrowLeft")
        wait_server_value(dashboard, server, "scrollY", 102)
        assert dashboard.errors == []
    finally:
        dashboard.close()


def test_step_buttons_step_by_one_and_ten_with_shift(server, browser):
    dashboard = open_scene(browser, server, "article", scrollY=50)
    try:
        up = dashboard.page.locator('[data-param="scrollY"] button[data-step="up"]')
        down = dashboard.page.locator('[data-param="scrollY"] button[data-step="down"]')
        assert "Increase Scroll offset y by 1 pt" in up.get_attribute("aria-label")
        up.click()
        wait_server_value(dashboard, server, "scrollY", 51)
        up.click(modifiers=["Shift"])
        wait_server_value(dashboard, server, "scrollY", 61)
        down.click()
        wait_server_value(dashboard, server, "scrollY", 60)
        # Keyboard only: Tab to the button and press Enter.
        down.focus()
        dashboard.page.keyboard.press("Enter")
        wait_server_value(dashboard, server, "scrollY", 59)
    finally:
        dashboard.close()


def test_a_mark_jump_lands_on_the_mark(server, browser):
    marks = scene_info(server, "article")["parameters"][0]["marks"]
    hidden = next(mark for mark in marks if mark["label"] == "header hidden")
    dashboard = open_scene(browser, server, "article", scrollY=0)
    try:
        dashboard.page.click('[data-param="scrollY"] button[data-mark="header hidden"]')
        wait_server_value(dashboard, server, "scrollY", hidden["value"])
        # "header hidden" is Himg − Nav: the navigation header is fully shown exactly there.
        dashboard.wait_state("navAlpha", "v === 1")
        # Page Up/Down walk the marks in order from where the value is.
        ordered = sorted(mark["value"] for mark in marks)
        field = dashboard.page.locator('[data-param="scrollY"] input[data-role="number"]')
        field.focus()
        position = ordered.index(hidden["value"])
        dashboard.page.keyboard.press("PageUp")
        wait_server_value(dashboard, server, "scrollY", ordered[position + 1])
        dashboard.page.keyboard.press("PageDown")
        dashboard.page.keyboard.press("PageDown")
        wait_server_value(dashboard, server, "scrollY", ordered[position - 1])
    finally:
        dashboard.close()


def test_marks_with_japanese_labels_jump_too(server, browser):
    spec = scene_info(server, "tab-menu")["parameters"][0]
    mark = spec["marks"][-1]
    dashboard = open_scene(browser, server, "tab-menu", pageX=0)
    try:
        button = dashboard.page.locator(f'[data-param="pageX"] button[data-mark="{mark["label"]}"]')
        assert mark["label"] in button.get_attribute("aria-label")
        button.click()
        wait_server_value(dashboard, server, "pageX", mark["value"])
    finally:
        dashboard.close()


def test_reset_returns_every_parameter_to_its_default(server, browser):
    info = scene_info(server, "page-tabs")
    defaults = {spec["name"]: spec["default"] for spec in info["parameters"]}
    dashboard = open_scene(browser, server, "page-tabs", pageX=750, drawerProgress=0.5)
    try:
        dashboard.page.select_option('[data-param="variant"] select', "pageView")
        wait_server_value(dashboard, server, "variant", "pageView")
        dashboard.page.click("#parameters-reset")
        for name, value in defaults.items():
            wait_server_value(dashboard, server, name, value)
        wait_param(dashboard, "pageX", defaults["pageX"])
        assert dashboard.errors == []
    finally:
        dashboard.close()
