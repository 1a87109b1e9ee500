"""HTTPS ended by the server's front door (GnuTLS), with a self-signed certificate made here:
the page, the event stream, reconnecting — by EventSource's Last-Event-ID and by the page after
a restart — and a malformed request over TLS, which gets the protocol's JSON error."""
import datetime
import http.client
import ipaddress
import json
import ssl
import urllib.request

import socket

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from conftest import Server
from page.csp import RECORD_VIOLATIONS
from page.driver import Dashboard
from page.servers import restart_on_same_port

TIMEOUT_S = 10


@pytest.fixture
def certificate(tmp_path):
    """A self-signed P-256 certificate for 127.0.0.1 and localhost, valid for a day."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.timezone.utc)
    cert = (
        x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5)).not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName(
            [x509.IPAddress(ipaddress.ip_address("127.0.0.1")), x509.DNSName("localhost")]), critical=False)
        .sign(key, hashes.SHA256()))
    cert_path, key_path = tmp_path / "cert.pem", tmp_path / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()))
    return str(cert_path), str(key_path)


@pytest.fixture
def tls_server(certificate):
    instance = Server("--tls-cert", certificate[0], "--tls-key", certificate[1]).start()
    yield instance
    instance.stop()


def trusting(certificate):
    """A client context that trusts exactly the test's certificate (verification stays on)."""
    return ssl.create_default_context(cafile=certificate[0])


def first_frame(response):
    """Reads events until the first frame; returns its id and data."""
    event = {}
    while True:
        line = response.fp.readline().decode().rstrip("\n")
        if line == "":
            if event.get("event") == "frame":
                return event["id"], json.loads(event["data"])
            event = {}
        elif not line.startswith(":") and ":" in line:
            name, value = line.split(":", 1)
            event[name] = value.lstrip(" ")


def open_stream(server, certificate, headers=None):
    connection = http.client.HTTPSConnection(
        "127.0.0.1", server.port, context=trusting(certificate), timeout=TIMEOUT_S)
    connection.request("GET", "/api/sessions/default/events", headers=headers or {})
    response = connection.getresponse()
    assert response.status == 200
    assert response.getheader("Content-Type") == "text/event-stream"
    return connection, response


def test_the_page_and_the_api_over_https(tls_server, certificate):
    assert tls_server.url.startswith("https://")
    context = trusting(certificate)
    with urllib.request.urlopen(tls_server.url + "/", context=context, timeout=TIMEOUT_S) as page:
        assert page.status == 200
        assert "frame-ancestors 'none'" in page.headers["Content-Security-Policy"]
        assert b"<script" in page.read()
    with urllib.request.urlopen(tls_server.url + "/fonts/ipag.ttf", context=context, timeout=TIMEOUT_S) as font:
        assert len(font.read()) > 1_000_000
    with pytest.raises(Exception):
        urllib.request.urlopen(tls_server.url.replace("https", "http") + "/healthz", timeout=TIMEOUT_S).read()


def test_stream_and_reconnect_over_https(tls_server, certificate):
    connection, response = open_stream(tls_server, certificate)
    seq, frame = first_frame(response)
    connection.close()
    token = json.load(urllib.request.urlopen(
        tls_server.url + "/api/sessions/default/token", context=trusting(certificate), timeout=TIMEOUT_S))["controlToken"]
    request = urllib.request.Request(
        tls_server.url + "/api/sessions/default/input", data=b'{"set":{"scrollY":120}}', method="POST",
        headers={"Content-Type": "application/json", "Authorization": f"Bearer {token}"})
    assert urllib.request.urlopen(request, context=trusting(certificate), timeout=TIMEOUT_S).status == 202
    # EventSource reconnects with the last id it saw; the server answers with the frame now.
    connection, response = open_stream(tls_server, certificate, {"Last-Event-ID": seq})
    new_seq, new_frame = first_frame(response)
    connection.close()
    assert int(new_seq) > int(seq)
    assert new_frame["params"]["scrollY"] == 120 and frame["params"]["scrollY"] == 0


def test_page_draws_and_reconnects_over_https(tls_server, browser):
    context = browser.new_context(ignore_https_errors=True, viewport={"width": 1280, "height": 800})
    context.add_init_script(RECORD_VIOLATIONS)
    dashboard = Dashboard(context, context.new_page())
    try:
        dashboard.page.goto(tls_server.url + "/")
        dashboard.wait_status("live")
        dashboard.wait_drawn()
        assert dashboard.page.evaluate("location.protocol") == "https:"
        tls_server.stop()
        dashboard.wait_status("reconnecting")
        draws_while_down = dashboard.draws()
        restart_on_same_port(tls_server)
        dashboard.wait_status("live")
        dashboard.page.wait_for_function(
            f"() => Number(document.getElementById('screen').dataset.draws) > {draws_while_down}", timeout=20000)
        assert dashboard.pixels()["variance"] > 100
    finally:
        dashboard.close()


def test_a_malformed_later_head_over_https_gets_the_json_error(tls_server, certificate):
    """Before the front door ended TLS, libmicrohttpd parsed every head over HTTPS itself and
    answered `Content-Length: -1` with an HTML page whose head it wrote twice."""
    raw = socket.create_connection(("127.0.0.1", tls_server.port), timeout=TIMEOUT_S)
    with trusting(certificate).wrap_socket(raw, server_hostname="127.0.0.1") as tls:
        tls.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                    b"POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n{}")
        received = b""
        while chunk := tls.recv(65536):
            received += chunk
    answers = received.split(b"HTTP/1.1 ")[1:]
    assert [answer[:3] for answer in answers] == [b"200", b"400"]
    head, body = answers[1].split(b"\r\n\r\n", 1)
    assert b"application/json" in head and b"Connection: close" in head
    assert json.loads(body)["error"]["code"] == "bad_content_length"
