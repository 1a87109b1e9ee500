#ifndef MOTIONPREVIEW_CGNUTLS_SHIM_H
#define MOTIONPREVIEW_CGNUTLS_SHIM_H

// GnuTLS for the front door's TLS (Sources/PreviewServer/Bridge/TLSTermination.swift, the only
// file that calls it). The flags of gnutls_init are macros of an enum Swift imports as a type,
// so they are passed through here as plain integers.

#include <gnutls/gnutls.h>

/// A server session that never blocks and never raises SIGPIPE.
static inline int mp_tls_server_init(gnutls_session_t *session) {
    return gnutls_init(session, GNUTLS_SERVER | GNUTLS_NONBLOCK | GNUTLS_NO_SIGNAL);
}

/// A client session, the same way (tests).
static inline int mp_tls_client_init(gnutls_session_t *session) {
    return gnutls_init(session, GNUTLS_CLIENT | GNUTLS_NONBLOCK | GNUTLS_NO_SIGNAL);
}

#endif
