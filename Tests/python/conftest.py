"""Shared fixtures: a real `motion-preview serve` on an ephemeral port, and headless Chromium."""
import os
import re
import subprocess
import time

import pytest

from page import csp

csp.install()

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.environ.get("MOTION_PREVIEW_BIN", os.path.join(ROOT, ".build", "debug", "motion-preview"))
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
ARTIFACTS = os.path.join(ROOT, "artifacts")


def run_cli(*args, input_text=None, timeout=60):
    """Runs the command line and returns its stdout; fails the test on a non-zero exit."""
    result = subprocess.run([BIN, *args], input=input_text, capture_output=True, text=True, timeout=timeout)
    assert result.returncode == 0, f"{args} failed: {result.stderr}"
    return result.stdout


class Server:
    """A server process on port 0; `url` is read from the line it prints when it listens.
    It stores sessions only when given `--data` (a test's own temporary folder): otherwise it
    runs with `--no-store`, so no run writes into the user's data directory or sees another
    run's sessions."""

    def __init__(self, *extra_args, port=0, binary=None, cwd=ROOT):
        store = [] if "--data" in extra_args else ["--no-store"]
        self.args = [binary or BIN, "serve", "--host", "127.0.0.1", "--port", str(port), *store, *extra_args]
        self.cwd = cwd
        self.process = None
        self.url = None
        self.port = None

    def start(self):
        self.process = subprocess.Popen(self.args, cwd=self.cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            match = re.search(r"(https?)://127\.0\.0\.1:(\d+)/", line)
            if match:
                self.port = int(match.group(2))
                self.url = f"{match.group(1)}://127.0.0.1:{self.port}"
                return self
        raise RuntimeError("server did not print its URL")

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=15)

    def kill(self):
        """`kill -9`: the process gets no chance to write anything more."""
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=15)


@pytest.fixture
def server():
    instance = Server().start()
    yield instance
    instance.stop()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        instance = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield instance
        instance.close()


@pytest.fixture
def artifacts():
    os.makedirs(ARTIFACTS, exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def new_package(tmp_path_factory):
    """`motion-preview new` into a temporary folder, built once with its tests (a first build of
    everything: a few minutes) and shared by the tests of `new` and of `dev`, which edits its
    scene and puts it back."""
    package = tmp_path_factory.mktemp("user") / "MyScenes"
    run_cli("new", str(package))
    build = subprocess.run(
        ["swift", "build", "--build-tests", "--package-path", str(package)], capture_output=True, text=True, timeout=1800)
    assert build.returncode == 0, build.stdout[-4000:] + build.stderr[-4000:]
    return package
