#ifndef MOTIONPREVIEW_CMICROHTTPD_SHIM_H
#define MOTIONPREVIEW_CMICROHTTPD_SHIM_H

// Fixed-argument wrappers for the parts of libmicrohttpd that Swift cannot call: the variadic
// functions (MHD_start_daemon, MHD_get_*_info, MHD_set_connection_option) and the macros
// with casts (MHD_SIZE_UNKNOWN, the content-reader end markers). Each wrapper passes exactly
// the argument types the C API documents, so nothing relies on variadic integer promotion.

#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <linux/sockios.h>

/// Starts a daemon with its options given as one MHD_OPTION_ARRAY (terminated by MHD_OPTION_END).
static inline struct MHD_Daemon *mp_start_daemon(unsigned int flags, uint16_t port,
                                                 MHD_AccessHandlerCallback handler, void *handler_cls,
                                                 struct MHD_OptionItem *options) {
    return MHD_start_daemon(flags, port, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

/// The daemon's epoll descriptor: readable when it has work, for the loop that runs it.
static inline int mp_daemon_epoll_fd(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_EPOLL_FD);
    return info == NULL ? -1 : info->epoll_fd;
}

/// Milliseconds until the daemon must run even without an event on its descriptor (0: it
/// still has work now), or -1 when only an event can give it work.
static inline int mp_daemon_due_ms(struct MHD_Daemon *daemon) {
    MHD_UNSIGNED_LONG_LONG timeout;
    if (MHD_get_timeout(daemon, &timeout) != MHD_YES) return -1;
    return timeout > 0x7fffffff ? 0x7fffffff : (int)timeout;
}

/// Sets one connection's inactivity timeout in seconds (0 = never time out).
static inline enum MHD_Result mp_set_connection_timeout(struct MHD_Connection *connection, unsigned int seconds) {
    return MHD_set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, seconds);
}

/// The peer's socket address, or NULL.
static inline const struct sockaddr *mp_client_address(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info == NULL ? NULL : info->client_addr;
}

/// A response holding its own copy of `size` bytes at `data`.
static inline struct MHD_Response *mp_response_copying(size_t size, const void *data) {
    return MHD_create_response_from_buffer(size, (void *)data, MHD_RESPMEM_MUST_COPY);
}

/// The connection's socket, or -1 (for seeing whether a suspended stream's peer has gone).
static inline int mp_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/// A response streamed from an open file (sendfile where the platform allows); libmicrohttpd
/// closes `fd` when the response is destroyed.
static inline struct MHD_Response *mp_response_from_file(uint64_t size, int fd) {
    return MHD_create_response_from_fd64(size, fd);
}

/// An event stream's body ends with its connection instead of being chunked, so bytes written
/// straight to the socket between two of libmicrohttpd's writes need no framing of their own
/// (Sources/PreviewServer/Stream/StreamWriter.swift, `writeDirectly`).
static inline enum MHD_Result mp_response_close_delimited(struct MHD_Response *response) {
    return MHD_set_response_options(response, MHD_RF_HTTP_1_0_COMPATIBLE_STRICT, MHD_RO_END);
}

static inline uint64_t mp_size_unknown(void) { return MHD_SIZE_UNKNOWN; }
static inline ssize_t mp_reader_end_of_stream(void) { return MHD_CONTENT_READER_END_OF_STREAM; }
static inline ssize_t mp_reader_end_with_error(void) { return MHD_CONTENT_READER_END_WITH_ERROR; }

// The front door (Sources/PreviewServer/Bridge/FrontDoorSockets.swift) accepts connections
// before handing them to MHD_add_connection. Swift's Glibc module leaves out epoll, eventfd and
// accept4, and `struct epoll_event` is packed, so these wrappers take and return plain integers.

/// A close-on-exec epoll instance, or -1.
static inline int mp_epoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

/// Watches `fd` for input and for the peer's end of writing; edge-triggered when asked, which
/// a socket whose bytes are only peeked needs (level-triggered would report them forever).
static inline int mp_epoll_watch(int epoll, int fd, int edge_triggered) {
    struct epoll_event event = {0};
    event.events = EPOLLIN | EPOLLRDHUP | (edge_triggered ? EPOLLET : 0);
    event.data.fd = fd;
    return epoll_ctl(epoll, EPOLL_CTL_ADD, fd, &event);
}

/// Watches a relayed socket for input, for room to write and for the peer's end, edge-triggered:
/// the relay reads and writes until the kernel says EAGAIN, so each change is reported once.
static inline int mp_epoll_watch_relay(int epoll, int fd) {
    struct epoll_event event = {0};
    event.events = EPOLLIN | EPOLLOUT | EPOLLRDHUP | EPOLLET;
    event.data.fd = fd;
    return epoll_ctl(epoll, EPOLL_CTL_ADD, fd, &event);
}

/// A connected pair of non-blocking close-on-exec local stream sockets (the relay's end and
/// libmicrohttpd's), or -1 (errno says why).
static inline int mp_socket_pair(int fds[2]) {
    return socketpair(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0, fds);
}

/// Bytes written to a local socket that its peer has not read yet, or -1 (SIOCOUTQ).
static inline int mp_unread_by_peer(int fd) {
    int count = 0;
    return ioctl(fd, SIOCOUTQ, &count) == 0 ? count : -1;
}

/// Bytes waiting to be read from a local socket, or -1 (SIOCINQ).
static inline int mp_unread_here(int fd) {
    int count = 0;
    return ioctl(fd, SIOCINQ, &count) == 0 ? count : -1;
}

static inline int mp_epoll_unwatch(int epoll, int fd) { return epoll_ctl(epoll, EPOLL_CTL_DEL, fd, NULL); }

/// Waits up to `timeout_ms` and writes the ready descriptors to `fds`; returns their number or -1.
static inline int mp_epoll_wait(int epoll, int *fds, int capacity, int timeout_ms) {
    struct epoll_event events[256];
    int count = epoll_wait(epoll, events, capacity < 256 ? capacity : 256, timeout_ms);
    for (int index = 0; index < count; index++) fds[index] = events[index].data.fd;
    return count;
}

/// A non-blocking close-on-exec eventfd (wakes the front door's loop to stop), or -1.
static inline int mp_eventfd(void) { return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC); }

/// A new connection as a non-blocking close-on-exec socket, or -1 (errno says why).
static inline int mp_accept(int listener, struct sockaddr *address, socklen_t *length) {
    return accept4(listener, address, length, SOCK_NONBLOCK | SOCK_CLOEXEC);
}

#endif
