# ports/host/port.mk - the build machine itself: the reference port, where
# tests are fastest and sanitizers and valgrind work.  See ports/README.md.
#
# Memory: whatever the OS gives; the stack is `ulimit -s` (8 MB typically),
# so PORT_STACK_BYTES is only informative here.  A host program that hangs
# is not timed out by the port (PORT_RUN is empty): wrap it in the caller.

PORT_STACK_BYTES ?= 8388608

# CROSS_COMPILE, if set, still names a gcc (e.g. a host-like cross build).
PORT_CC      = $(if $(CROSS_COMPILE),$(CROSS_COMPILE)gcc,cc)
# HOST_ARCH (the top Makefile): -march for this machine's vector units.
PORT_CFLAGS  = -ffunction-sections -fdata-sections $(if $(strip $(HOST_ARCH)),-march=$(strip $(HOST_ARCH)))
PORT_DEFS    = -DUC10_PORT_HOST
PORT_LDFLAGS = -Wl,--gc-sections
PORT_LDLIBS  = -lm
PORT_SRCS    =
PORT_EXE     =
PORT_RUN     =
PORT_SIZE    = size
PORT_NM      = nm
PORT_READELF = readelf
PORT_OBJCOPY = objcopy
PORT_AVAILABLE = command -v $(PORT_CC) >/dev/null 2>&1
