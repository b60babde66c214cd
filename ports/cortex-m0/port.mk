# ports/cortex-m0/port.mk - Cortex-M0 (ARMv6-M: no FPU, no divide
# instruction) on QEMU's "microbit" board, an nRF51822.  See ports/README.md.
#
# Memory: the real chip's sizes, enforced by the linker (picolibc.ld's
# regions, set by the --defsyms below); a program that does not fit fails
# to link with "region `flash' (or `ram') overflowed by N bytes".
#   flash 0x00000000-0x0003ffff 256 KB, read-only (QEMU drops writes):
#         vectors, .text, .rodata, the load image of .data
#   RAM   0x20000000-0x20003fff  16 KB:
#         stack  PORT_STACK_BYTES from 0x20000000, sp starting at its top;
#                below 0x20000000 nothing is mapped, so an overflow faults
#                instead of silently overwriting .data and .bss
#         then .data, .bss, and the heap up to 0x20004000
# picolibc itself needs about 0.1 KB of RAM (stdio, TLS).

CROSS_COMPILE ?= arm-none-eabi-
PORT_STACK_BYTES ?= 4096

PORT_CC      = $(CROSS_COMPILE)gcc
# --specs may appear only once per gcc command: link with PORT_CFLAGS too.
PORT_CFLAGS  = -mcpu=cortex-m0 -mthumb --specs=picolibc.specs \
               -ffunction-sections -fdata-sections
PORT_DEFS    = -DUC10_PORT_CORTEX_M0
include ports/picolibc.mk
PORT_LDFLAGS = $(call picolibc_ldflags,0x00000000,0x40000,0x20000000,0x4000,$(PORT_STACK_BYTES))
PORT_LDLIBS  = -lm
PORT_SRCS    = ports/arm/fault.c
PORT_EXE     = .elf
PORT_RUN    := $(QEMU_RUN) qemu-system-arm -M microbit --
# Programs larger than the nRF51 (bench/dscnn.c: the DS-CNN model; the demo,
# the tutorial and the kernel tests, which hold every operator) are linked
# for the MPS2 boards' memory instead and run on QEMU's mps2-an385, whose
# Cortex-M3 executes this ARMv6-M code instruction for instruction: QEMU's
# -icount counts the M0 code's instructions (mk/bench.mk).
include ports/arm/mps2-map.mk
PORT_BIG_LDFLAGS = $(call mps2_ldflags,65536)
PORT_BIG_RUN := $(QEMU_RUN) qemu-system-arm -M mps2-an385 --
PORT_AVAILABLE = $(call picolibc_available,qemu-system-arm)
