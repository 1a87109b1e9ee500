// The floor for issue 15's latency table: a server that does nothing but write the bytes the
// real server writes for a frame. One thread, one epoll loop, no libraries. It speaks just the
// part of docs/protocol.md that `motion-preview load` uses:
//
//   GET  /api/sessions/default          {"id":"default","seq":N}
//   GET  /api/sessions/default/token    {"controlToken":"floor"}
//   GET  /api/sessions/default/events   headers, then the opening fixture (retry, session, frame)
//   POST /api/sessions/default/input    every viewer gets the delta fixture for seq N+1; 202 {"seq":N+1}
//
// and, for `motion-preview load --sessions K` (sessions animating at 60 frames/s on one core),
// sessions of their own:
//
//   POST /api/sessions                  201 {"id":"sN","controlToken":"floor"}
//   POST /api/sessions/sN/input         the session animates from now on; 202 {"seq":M}
//   GET  /api/sessions/sN/events        headers, then the opening fixture
//   GET  /api/sessions/sN               {"id":"sN","seq":M}
//
// Every 1/60 s (a timerfd, armed when the first session is made) each animating session's seq
// moves on and its viewers get `delta-fling.sse` for it: a delta of the article's fling as the
// real server sent it, the same size. The floor's CPU per frame is then what writing one
// frame's bytes into one viewer's socket costs here, the kernel's share included.
//
// A connection is kept alive after an answer unless its request said `Connection: close`, as
// HTTP/1.1 servers (the real one, Node's) do: the load client sends its inputs on one connection.
//
// The fixtures are events captured from the real server (README.md); `@SEQ@` in them is
// replaced by the seq and `@BASE@` (a delta's
// previous frame) by seq − 1; nothing else changes. A stream's body is close-delimited, its events
// written as they are, as the real server writes them (not chunked: docs/libmicrohttpd.md,
// pitfall 16), so the load client reads the same bytes from all three servers.
//
//   gcc -O2 -o floor floor.c && ./floor FIXTURE_DIR [PORT]     # prints http://127.0.0.1:PORT/
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/timerfd.h>
#include <unistd.h>

// A request head or body larger than this is refused: the load client sends a few hundred bytes.
#define REQUEST_BYTES 16384
// Descriptors the loop can hold: the load client opens at most 1,000 viewers plus a few requests.
#define MAX_CONNECTIONS 4096
// Sessions `load --sessions` may make: it opens one stream per session.
#define MAX_SESSIONS 4096

struct buffer {
    char *bytes;
    size_t length, capacity;
};

struct connection {
    int fd;
    int viewer;           // an event stream: kept open, gets every frame
    int session;          // a viewer's session: -1 for `default`, else an index into `sessions`
    int close_when_sent;  // an answer to a request that said `Connection: close`: closed once written
    char request[REQUEST_BYTES];
    size_t received;
    struct buffer out;  // bytes the socket did not take yet
};

static struct connection *connections[MAX_CONNECTIONS];
static int epoll_fd;
static long seq = 0;
static struct buffer opening_template, delta_template, fling_template;

struct session {
    long seq;
    int animating;
};
static struct session sessions[MAX_SESSIONS];
static int session_count = 0;
static int timer_fd = -1;

static void die(const char *what) {
    perror(what);
    exit(1);
}

static void append(struct buffer *buffer, const char *bytes, size_t length) {
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->length + length) capacity *= 2;
        buffer->bytes = realloc(buffer->bytes, capacity);
        if (!buffer->bytes) die("realloc");
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, bytes, length);
    buffer->length += length;
}

static struct buffer read_file(const char *directory, const char *name) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", directory, name);
    FILE *file = fopen(path, "rb");
    if (!file) die(path);
    struct buffer buffer = {0};
    char block[65536];
    size_t count;
    while ((count = fread(block, 1, sizeof block, file)) > 0) append(&buffer, block, count);
    fclose(file);
    return buffer;
}

// The template with `@SEQ@` replaced by `seq` and `@BASE@` (a delta's previous frame) by
// `seq - 1`.
static void expand(struct buffer *into, const struct buffer *template, long seq) {
    static const struct {
        const char *marker;
        long offset;
    } markers[] = {{"@SEQ@", 0}, {"@BASE@", -1}};
    const char *cursor = template->bytes, *end = template->bytes + template->length;
    for (;;) {
        const char *first = NULL;
        size_t which = 0;
        for (size_t index = 0; index < sizeof markers / sizeof markers[0]; index++) {
            const char *found = memmem(cursor, (size_t)(end - cursor), markers[index].marker, strlen(markers[index].marker));
            if (found && (!first || found < first)) {
                first = found;
                which = index;
            }
        }
        if (!first) break;
        append(into, cursor, (size_t)(first - cursor));
        char number[32];
        int number_length = snprintf(number, sizeof number, "%ld", seq + markers[which].offset);
        append(into, number, (size_t)number_length);
        cursor = first + strlen(markers[which].marker);
    }
    append(into, cursor, (size_t)(end - cursor));
}

static void close_connection(struct connection *connection) {
    epoll_ctl(epoll_fd, EPOLL_CTL_DEL, connection->fd, NULL);
    close(connection->fd);
    connections[connection->fd] = NULL;
    free(connection->out.bytes);
    free(connection);
}

// Writes what the socket takes now and waits for EPOLLOUT for the rest.
static void flush(struct connection *connection) {
    size_t written = 0;
    while (written < connection->out.length) {
        ssize_t count = send(connection->fd, connection->out.bytes + written, connection->out.length - written,
                             MSG_NOSIGNAL);
        if (count < 0 && errno == EINTR) continue;
        if (count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
        if (count <= 0) {
            close_connection(connection);
            return;
        }
        written += (size_t)count;
    }
    memmove(connection->out.bytes, connection->out.bytes + written, connection->out.length - written);
    connection->out.length -= written;
    if (connection->out.length == 0 && connection->close_when_sent) {
        close_connection(connection);
        return;
    }
    struct epoll_event event = {.events = EPOLLIN | (connection->out.length ? EPOLLOUT : 0u),
                                .data.fd = connection->fd};
    epoll_ctl(epoll_fd, EPOLL_CTL_MOD, connection->fd, &event);
}

// Answers the request; `close` (the request said `Connection: close`) closes the connection
// once the answer is written, else it waits for the next request.
static void answer(struct connection *connection, const char *status, const char *body, int close) {
    char head[512];
    int length = snprintf(head, sizeof head,
                          "HTTP/1.1 %s\r\nContent-Type: application/json\r\nContent-Length: %zu\r\n%s\r\n",
                          status, strlen(body), close ? "Connection: close\r\n" : "");
    append(&connection->out, head, (size_t)length);
    append(&connection->out, body, strlen(body));
    connection->close_when_sent = close;
    flush(connection);
}

static void open_stream(struct connection *connection, int session) {
    static const char head[] =
        "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
        "X-Accel-Buffering: no\r\n\r\n";
    append(&connection->out, head, sizeof head - 1);
    expand(&connection->out, &opening_template, session < 0 ? seq : sessions[session].seq);
    connection->viewer = 1;
    connection->session = session;
    flush(connection);
}

// The input's frame goes to every viewer before its sender is answered, as a server that
// publishes on input would do.
static void take_input(struct connection *connection, int close) {
    seq += 1;
    static struct buffer event;
    event.length = 0;
    expand(&event, &delta_template, seq);
    for (int fd = 0; fd < MAX_CONNECTIONS; fd++) {
        struct connection *viewer = connections[fd];
        if (!viewer || !viewer->viewer || viewer->session >= 0) continue;
        append(&viewer->out, event.bytes, event.length);
        flush(viewer);
    }
    char body[64];
    snprintf(body, sizeof body, "{\"seq\":%ld}", seq);
    answer(connection, "202 Accepted", body, close);
}

// One frame of every animating session, to each of its viewers.
static void tick(void) {
    uint64_t expirations;
    if (read(timer_fd, &expirations, sizeof expirations) < 0) return;
    for (int index = 0; index < session_count; index++) {
        if (sessions[index].animating) sessions[index].seq += 1;
    }
    static struct buffer event;
    for (int fd = 0; fd < MAX_CONNECTIONS; fd++) {
        struct connection *viewer = connections[fd];
        if (!viewer || !viewer->viewer || viewer->session < 0 || !sessions[viewer->session].animating) continue;
        event.length = 0;
        expand(&event, &fling_template, sessions[viewer->session].seq);
        append(&viewer->out, event.bytes, event.length);
        flush(viewer);
    }
}

static void create_session(struct connection *connection, int close) {
    if (session_count == MAX_SESSIONS) {
        answer(connection, "503 Service Unavailable", "{\"error\":{\"code\":\"full\",\"message\":\"floor\"}}", close);
        return;
    }
    if (timer_fd < 0) {
        timer_fd = timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
        if (timer_fd < 0) die("timerfd_create");
        struct itimerspec every = {.it_interval = {0, 1000000000L / 60}, .it_value = {0, 1000000000L / 60}};
        timerfd_settime(timer_fd, 0, &every, NULL);
        struct epoll_event event = {.events = EPOLLIN, .data.fd = timer_fd};
        epoll_ctl(epoll_fd, EPOLL_CTL_ADD, timer_fd, &event);
    }
    char body[96];
    snprintf(body, sizeof body, "{\"id\":\"s%d\",\"controlToken\":\"floor\"}", session_count);
    sessions[session_count++] = (struct session){0};
    answer(connection, "201 Created", body, close);
}

// `/api/sessions/sN…` after `prefix`: the session's index, with `rest` pointing past its digits.
static int session_in(const char *request, const char *prefix, const char **rest) {
    size_t length = strlen(prefix);
    if (strncmp(request, prefix, length) != 0 || request[length] != 's') return -1;
    char *end;
    long index = strtol(request + length + 1, &end, 10);
    if (end == request + length + 1 || index < 0 || index >= session_count) return -1;
    *rest = end;
    return (int)index;
}

// The value of header `name` (case-insensitive) in `head`, or NULL.
static const char *header(const char *head, const char *name) {
    size_t length = strlen(name);
    for (const char *line = strstr(head, "\r\n"); line; line = strstr(line + 2, "\r\n")) {
        if (strncasecmp(line + 2, name, length) == 0 && line[2 + length] == ':') return line + 3 + length;
    }
    return NULL;
}

enum route { INPUT, EVENTS, TOKEN, SESSION, CREATE, OWN_INPUT, OWN_EVENTS, OWN_SESSION, UNKNOWN };

// Handles the request once its head and body are in, and takes its bytes out of the buffer
// (a kept-alive connection's next request may follow); returns 0 while more bytes are needed.
// The connection may be closed and freed when it returns 1.
static int handle(struct connection *connection) {
    char *end = memmem(connection->request, connection->received, "\r\n\r\n", 4);
    if (!end) return 0;
    *end = '\0';
    const char *length_value = header(connection->request, "Content-Length");
    size_t body_length = length_value ? strtoul(length_value, NULL, 10) : 0;
    size_t head_length = (size_t)(end - connection->request) + 4;
    if (connection->received < head_length + body_length) {
        *end = '\r';
        return 0;
    }
    const char *request = connection->request;
    enum route route = UNKNOWN;
    if (strncmp(request, "POST /api/sessions/default/input ", 33) == 0) route = INPUT;
    else if (strncmp(request, "GET /api/sessions/default/events ", 33) == 0) route = EVENTS;
    else if (strncmp(request, "GET /api/sessions/default/token ", 32) == 0) route = TOKEN;
    else if (strncmp(request, "GET /api/sessions/default ", 26) == 0) route = SESSION;
    else if (strncmp(request, "POST /api/sessions ", 19) == 0) route = CREATE;
    const char *rest = NULL;
    int session = -1;
    if (route == UNKNOWN && (session = session_in(request, "POST /api/sessions/", &rest)) >= 0) {
        if (strncmp(rest, "/input ", 7) == 0) route = OWN_INPUT;
    } else if (route == UNKNOWN && (session = session_in(request, "GET /api/sessions/", &rest)) >= 0) {
        if (strncmp(rest, "/events ", 8) == 0) route = OWN_EVENTS;
        else if (*rest == ' ') route = OWN_SESSION;
    }
    const char *connection_value = header(request, "Connection");
    int close = connection_value && strncasecmp(connection_value + strspn(connection_value, " \t"), "close", 5) == 0;
    size_t used = head_length + body_length;
    memmove(connection->request, connection->request + used, connection->received - used);
    connection->received -= used;
    char number[64];
    switch (route) {
    case INPUT: take_input(connection, close); break;
    case EVENTS: open_stream(connection, -1); break;
    case TOKEN: answer(connection, "200 OK", "{\"controlToken\":\"floor\"}", close); break;
    case SESSION:
        snprintf(number, sizeof number, "{\"id\":\"default\",\"seq\":%ld}", seq);
        answer(connection, "200 OK", number, close);
        break;
    case CREATE: create_session(connection, close); break;
    case OWN_INPUT:
        sessions[session].animating = 1;
        sessions[session].seq += 1;
        snprintf(number, sizeof number, "{\"seq\":%ld}", sessions[session].seq);
        answer(connection, "202 Accepted", number, close);
        break;
    case OWN_EVENTS: open_stream(connection, session); break;
    case OWN_SESSION:
        snprintf(number, sizeof number, "{\"id\":\"s%d\",\"seq\":%ld}", session, sessions[session].seq);
        answer(connection, "200 OK", number, close);
        break;
    case UNKNOWN:
        answer(connection, "404 Not Found", "{\"error\":{\"code\":\"not_found\",\"message\":\"floor\"}}", close);
        break;
    }
    return 1;
}

static void readable(struct connection *connection) {
    for (;;) {
        if (connection->viewer || connection->close_when_sent) {
            // Nothing more is expected; drain, and notice the peer leaving.
            char sink[4096];
            ssize_t count = recv(connection->fd, sink, sizeof sink, 0);
            if (count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR)) close_connection(connection);
            if (count <= 0) return;
            continue;
        }
        // A kept-alive connection may already hold its next request.
        int fd = connection->fd;
        if (connection->received > 0 && handle(connection)) {
            if (!connections[fd]) return;  // closed while answering
            continue;
        }
        if (connection->received == REQUEST_BYTES) {
            close_connection(connection);
            return;
        }
        ssize_t count = recv(connection->fd, connection->request + connection->received,
                             REQUEST_BYTES - connection->received, 0);
        if (count < 0 && (errno == EAGAIN || errno == EINTR)) return;
        if (count <= 0) {
            close_connection(connection);
            return;
        }
        connection->received += (size_t)count;
    }
}

static void accept_all(int listener) {
    for (;;) {
        int fd = accept4(listener, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) return;
        if (fd >= MAX_CONNECTIONS) {
            close(fd);
            continue;
        }
        int one = 1;
        setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        struct connection *connection = calloc(1, sizeof *connection);
        if (!connection) die("calloc");
        connection->fd = fd;
        connections[fd] = connection;
        struct epoll_event event = {.events = EPOLLIN, .data.fd = fd};
        epoll_ctl(epoll_fd, EPOLL_CTL_ADD, fd, &event);
    }
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s FIXTURE_DIR [PORT]\n", argv[0]);
        return 2;
    }
    signal(SIGPIPE, SIG_IGN);
    opening_template = read_file(argv[1], "opening.sse");
    delta_template = read_file(argv[1], "delta.sse");
    fling_template = read_file(argv[1], "delta-fling.sse");
    int listener = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (listener < 0) die("socket");
    int one = 1;
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons(argc > 2 ? (uint16_t)atoi(argv[2]) : 0)};
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (bind(listener, (struct sockaddr *)&address, sizeof address) < 0) die("bind");
    if (listen(listener, 1024) < 0) die("listen");
    socklen_t address_length = sizeof address;
    getsockname(listener, (struct sockaddr *)&address, &address_length);
    printf("http://127.0.0.1:%d/\n", ntohs(address.sin_port));
    fflush(stdout);

    epoll_fd = epoll_create1(EPOLL_CLOEXEC);
    if (epoll_fd < 0) die("epoll_create1");
    struct epoll_event event = {.events = EPOLLIN, .data.fd = listener};
    epoll_ctl(epoll_fd, EPOLL_CTL_ADD, listener, &event);
    struct epoll_event ready[256];
    for (;;) {
        int count = epoll_wait(epoll_fd, ready, 256, -1);
        if (count < 0 && errno == EINTR) continue;
        if (count < 0) die("epoll_wait");
        for (int index = 0; index < count; index++) {
            int fd = ready[index].data.fd;
            if (fd == listener) {
                accept_all(listener);
                continue;
            }
            if (fd == timer_fd) {
                tick();
                continue;
            }
            struct connection *connection = connections[fd];
            if (!connection) continue;  // closed earlier in this batch
            if (ready[index].events & EPOLLOUT) {
                flush(connection);
                connection = connections[fd];
                if (!connection) continue;
            }
            if (ready[index].events & (EPOLLIN | EPOLLHUP | EPOLLERR)) readable(connection);
        }
    }
}
