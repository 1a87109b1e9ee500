// What the load client needs of Linux that Swift's Glibc module leaves out: a receive that
// returns the kernel's arrival time of the bytes (MotionPreview/LoopbackSocket.swift). Its epoll
// set is the front door's (CMicroHTTPD's shim). Empty elsewhere: the client stamps arrivals when
// it reads them there.
#if defined(__linux__)
#include <string.h>
#include <sys/socket.h>
#include <time.h>

// Asks the kernel to stamp every arrival on `fd` (SO_TIMESTAMPNS); returns what setsockopt returns.
static inline int load_client_stamp_arrivals(int fd) {
    int on = 1;
    return setsockopt(fd, SOL_SOCKET, SO_TIMESTAMPNS, &on, sizeof on);
}

// recv(2) that also gives when the kernel received the last of the bytes read, in
// CLOCK_REALTIME nanoseconds (`*arrival_ns`, 0 when there is no stamp). Returns what recvmsg
// returns. The macros that read the stamp (CMSG_*) do not reach Swift.
static inline long load_client_receive(int fd, void *buffer, unsigned long length, long long *arrival_ns) {
    char control[CMSG_SPACE(sizeof(struct timespec))];
    struct iovec vector = {buffer, length};
    struct msghdr message;
    memset(&message, 0, sizeof message);
    message.msg_iov = &vector;
    message.msg_iovlen = 1;
    message.msg_control = control;
    message.msg_controllen = sizeof control;
    long count = recvmsg(fd, &message, 0);
    *arrival_ns = 0;
    if (count <= 0) return count;
    for (struct cmsghdr *header = CMSG_FIRSTHDR(&message); header; header = CMSG_NXTHDR(&message, header)) {
        if (header->cmsg_level == SOL_SOCKET && header->cmsg_type == SCM_TIMESTAMPNS) {
            struct timespec stamp;
            memcpy(&stamp, CMSG_DATA(header), sizeof stamp);
            *arrival_ns = (long long)stamp.tv_sec * 1000000000LL + stamp.tv_nsec;
        }
    }
    return count;
}
#endif
