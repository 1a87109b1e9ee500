// HarfBuzz's C API, for the TextShaping target (pkg-config harfbuzz, apt libharfbuzz-dev).
#include <hb.h>
