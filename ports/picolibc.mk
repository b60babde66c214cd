# ports/picolibc.mk - what the bare-metal ports on QEMU share (included by
# ports/cortex-m0/port.mk, ports/arm/mps2.mk and ports/rv32imac/port.mk,
# after CROSS_COMPILE and PORT_CC): picolibc's linker flags for a memory
# map, the GNU binutils, QEMU's runner and the availability test.  Each
# port's comment describes its map.
#
# $(call picolibc_ldflags,FLASH,FLASH_SIZE,RAM,RAM_SIZE,STACK_BYTES):
# picolibc.ld's regions (ports/picolibc-nostack.ld): flash at FLASH,
# FLASH_SIZE bytes; at RAM the stack, STACK_BYTES with sp starting at its
# top, then .data, .bss and the heap up to RAM + RAM_SIZE.
picolibc_ldflags = -T ports/picolibc-nostack.ld --oslib=semihost --crt0=hosted \
                   -Wl,--gc-sections \
                   -Wl,--defsym=__flash=$(1) -Wl,--defsym=__flash_size=$(2) \
                   -Wl,--defsym=__stack=$(3)+$(5) \
                   -Wl,--defsym=__ram=$(3)+$(5) \
                   -Wl,--defsym=__ram_size=$(4)-$(5) \
                   -Wl,--defsym=__heap_end=$(3)+$(4)

PORT_SIZE    = $(CROSS_COMPILE)size
PORT_NM      = $(CROSS_COMPILE)nm
PORT_READELF = $(CROSS_COMPILE)readelf
PORT_OBJCOPY = $(CROSS_COMPILE)objcopy

# $(QEMU_RUN) qemu-system-... -M BOARD --: PORT_RUN (ports/qemu-run.sh).
QEMU_RUN := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))/qemu-run.sh
# $(call picolibc_available,QEMU): PORT_AVAILABLE, the compiler, picolibc and QEMU installed.
picolibc_available = { command -v $(PORT_CC) && command -v $(1) && \
                     test -f "$$($(PORT_CC) -print-file-name=picolibc.specs)"; } >/dev/null 2>&1
