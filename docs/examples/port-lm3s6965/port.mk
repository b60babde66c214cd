# ports/lm3s6965/port.mk - Cortex-M3 (ARMv7-M, no FPU) on QEMU's
# "lm3s6965evb" board, a TI Stellaris LM3S6965: a real chip's sizes.
# See ports/README.md.
#
# Memory, enforced by the linker (picolibc.ld's regions, set by the
# --defsyms below; a program that does not fit fails to link with
# "region `flash' (or `ram') overflowed by N bytes"):
#   flash 0x00000000-0x0003ffff 256 KB: vectors, .text, .rodata, the load
#         image of .data
#   RAM   0x20000000-0x2000ffff  64 KB:
#         stack  PORT_STACK_BYTES from 0x20000000, sp starting at its top;
#                the 4 KB below are an MPU guard (ports/arm/fault.c)
#         then .data, .bss, and the heap up to 0x20010000

CROSS_COMPILE ?= arm-none-eabi-
PORT_STACK_BYTES ?= 16384

PORT_CC      = $(CROSS_COMPILE)gcc
# --specs may appear only once per gcc command: link with PORT_CFLAGS too.
PORT_CFLAGS  = -mcpu=cortex-m3 -mthumb --specs=picolibc.specs \
               -ffunction-sections -fdata-sections
PORT_DEFS    = -DUC10_PORT_LM3S6965
PORT_LDFLAGS = -T ports/picolibc-nostack.ld --oslib=semihost --crt0=hosted \
               -Wl,--gc-sections \
               -Wl,--defsym=__flash=0x00000000 -Wl,--defsym=__flash_size=0x40000 \
               -Wl,--defsym=__stack=0x20000000+$(PORT_STACK_BYTES) \
               -Wl,--defsym=__ram=0x20000000+$(PORT_STACK_BYTES) \
               -Wl,--defsym=__ram_size=0x10000-$(PORT_STACK_BYTES) \
               -Wl,--defsym=__heap_end=0x20010000
PORT_LDLIBS  = -lm
PORT_SRCS    = ports/arm/fault.c
PORT_EXE     = .elf
PORT_RUN    := $(abspath $(dir $(lastword $(MAKEFILE_LIST)))..)/qemu-run.sh \
               qemu-system-arm -M lm3s6965evb --
PORT_SIZE    = $(CROSS_COMPILE)size
PORT_NM      = $(CROSS_COMPILE)nm
PORT_READELF = $(CROSS_COMPILE)readelf
PORT_OBJCOPY = $(CROSS_COMPILE)objcopy
PORT_AVAILABLE = { command -v $(PORT_CC) && command -v qemu-system-arm && \
                 test -f "$$($(PORT_CC) -print-file-name=picolibc.specs)"; } >/dev/null 2>&1
