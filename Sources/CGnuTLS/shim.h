#ifndef MOTIONPREVIEW_CGNUTLS_SHIM_H
#define MOTIONPREVIEW_CGNUTLS_SHIM_H

// GnuTLS's C API for the front door's TLS termination (Sources/PreviewServer/Bridge/
// TLSTermination.swift), plus fixed-argument wrappers for the calls Swift cannot make because
// GnuTLS defines them as macros.

#include <gnutls/gnutls.h>
#include <gnutls/x509.h>

/// gnutls_transport_set_int is a macro over gnutls_transport_set_int2.
static inline void mp_gnutls_transport_set_descriptor(gnutls_session_t session, int descriptor) {
    gnutls_transport_set_int2(session, descriptor, descriptor);
}

/// gnutls_free is a macro (it also nulls its argument), over a global function pointer.
static inline void mp_gnutls_free(void *pointer) { gnutls_free(pointer); }

/// The flags for gnutls_init: GNUTLS_SERVER is both an enum constant and a macro, which Swift
/// cannot tell apart.
static inline unsigned int mp_gnutls_server_nonblocking_flags(void) {
    return GNUTLS_SERVER | GNUTLS_NONBLOCK | GNUTLS_NO_SIGNAL;
}
static inline unsigned int mp_gnutls_client_nonblocking_flags(void) {
    return GNUTLS_CLIENT | GNUTLS_NONBLOCK | GNUTLS_NO_SIGNAL;
}

#endif
