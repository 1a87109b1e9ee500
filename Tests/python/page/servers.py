"""Restarting the fixture's server on the same port, as a deploy or a crash would."""
import time

# How long a fresh server may take to bind the port the old one just released.
RESTART_DEADLINE_S = 20


def restart_on_same_port(server, hard=False):
    """Stops `server` (the conftest fixture's instance) and starts a new process on its port;
    `hard` kills it with SIGKILL, as a crash would. The instance is reused, so the fixture's
    teardown stops the new process."""
    port = server.port
    if hard:
        server.kill()
    else:
        server.stop()
    args = list(server.args)
    args[args.index("--port") + 1] = str(port)
    server.args = args
    deadline = time.monotonic() + RESTART_DEADLINE_S
    while True:
        try:
            server.start()
            break
        except RuntimeError:
            # The port may still be held for a moment after the old process exits.
            server.stop()
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)
    assert server.port == port, f"restarted on {server.port}, wanted {port}"
    return server
