# ports/arm/mps2.mk - what the three MPS2 ports (cortex-m3, cortex-m4f,
# cortex-m7) share: toolchain, picolibc with semihosting, memory map, QEMU.
# A port sets MPS2_CPU (gcc's CPU and FPU flags), MPS2_BOARD (QEMU -M) and
# PORT_DEFS, then includes this file.  See ports/README.md.
#
# Memory, enforced by the linker (picolibc.ld's regions, set by the
# --defsyms below; a program that does not fit fails to link with
# "region `flash' (or `ram') overflowed by N bytes"):
#   "flash" 0x00000000-0x003fffff 4 MB of SSRAM1: vectors, .text, .rodata,
#           the load image of .data.  It is RAM: a write to .rodata does not
#           fault here (it does on cortex-m0), so check placement in the ELF.
#   RAM     0x20000000-0x203fffff 4 MB of SSRAM2/3:
#           stack  PORT_STACK_BYTES from 0x20000000, sp starting at its top;
#                  the 4 KB below (a void in QEMU: writes dropped, reads 0)
#                  are an MPU guard (ports/arm/fault.c), so an overflow
#                  faults instead of silently overwriting .data and .bss
#           then .data, .bss, and the heap up to 0x20400000

CROSS_COMPILE ?= arm-none-eabi-
PORT_STACK_BYTES ?= 65536

PORT_CC      = $(CROSS_COMPILE)gcc
# --specs may appear only once per gcc command: link with PORT_CFLAGS too.
PORT_CFLAGS  = $(MPS2_CPU) \
               --specs=picolibc.specs -ffunction-sections -fdata-sections
include ports/picolibc.mk
include ports/arm/mps2-map.mk
PORT_LDFLAGS = $(call mps2_ldflags,$(PORT_STACK_BYTES))
PORT_LDLIBS  = -lm
PORT_SRCS    = ports/arm/fault.c
PORT_EXE     = .elf
PORT_RUN    := $(QEMU_RUN) qemu-system-arm -M $(MPS2_BOARD) --
PORT_AVAILABLE = $(call picolibc_available,qemu-system-arm)
