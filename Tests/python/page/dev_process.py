"""`dev` as a child process: started in a package, read until it serves, stopped by SIGTERM."""
import re
import subprocess
import threading
import time


class DevProcess:
    def __init__(self, binary, package, serve_options=()):
        # What follows `--` goes to every server dev starts (`--data DIR`: sessions in a test's own folder).
        self.args = [binary, "dev", "--host", "127.0.0.1", "--port", "0", "--", *serve_options]
        self.package = package
        self.lines = []
        self.process = None
        self.url = None

    def start(self, timeout=300):
        self.process = subprocess.Popen(
            self.args, cwd=self.package, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            self.lines.append(line)
            match = re.search(r"serving (http://127\.0\.0\.1:\d+)/", line)
            if match:
                self.url = match.group(1)
                # Keep reading, so the pipe never fills; the lines help when a test fails.
                threading.Thread(target=self._drain, daemon=True).start()
                return self
        raise RuntimeError("dev did not serve:\n" + "".join(self.lines))

    def _drain(self):
        for line in self.process.stdout:
            self.lines.append(line)

    def output(self):
        return "".join(self.lines)

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=30)
