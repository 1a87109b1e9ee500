#ifndef MOTIONPREVIEW_CPREFETCH_SHIM_H
#define MOTIONPREVIEW_CPREFETCH_SHIM_H

#include <stdint.h>

// The compiler's prefetch hint, which Swift has no spelling for. A prefetch never faults, so
// an address that is stale or not an object's is harmless: it only wastes a load.
static inline void mp_prefetch(uintptr_t address) {
    __builtin_prefetch((const void *)address, 1, 3);
}

#endif
