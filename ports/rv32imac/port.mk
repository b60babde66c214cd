# ports/rv32imac/port.mk - RV32IMAC (no FPU) on QEMU's riscv32 "virt" board
# with -bios none: no OpenSBI, QEMU jumps to 0x80000000 in M-mode, so
# _start (picolibc puts it first, in .init) must be there.
# See ports/README.md.
#
# Memory, enforced by the linker (picolibc.ld's regions, set by the
# --defsyms below; a program that does not fit fails to link with
# "region `flash' (or `ram') overflowed by N bytes").  All of it is DRAM
# (virt has 128 MB), split to look like a microcontroller:
#   "flash" 0x80000000-0x803fefff 4 MB - 4 KB: .init (_start), .text,
#           .rodata, the load image of .data.  Writable, like mps2's.
#   guard   0x803ff000-0x803fffff 4 KB that trap.c locks with PMP entry 0,
#           so a stack overflow traps instead of running on into "flash"
#   RAM     0x80400000-0x807fffff 4 MB:
#           stack  PORT_STACK_BYTES from 0x80400000, sp starting at its top
#           then .data, .bss, and the heap up to 0x80800000

CROSS_COMPILE ?= riscv64-unknown-elf-
PORT_STACK_BYTES ?= 65536

PORT_CC      = $(CROSS_COMPILE)gcc
# Keep -march=rv32imac: rv32imac_zicsr does not match picolibc's multilib.
# medany: PC-relative addressing, the usual model for code linked at
# 0x80000000.
# --specs may appear only once per gcc command: link with PORT_CFLAGS too.
PORT_CFLAGS  = -march=rv32imac -mabi=ilp32 -mcmodel=medany \
               --specs=picolibc.specs -ffunction-sections -fdata-sections
PORT_DEFS    = -DUC10_PORT_RV32IMAC
include ports/picolibc.mk
PORT_LDFLAGS = $(call picolibc_ldflags,0x80000000,0x3ff000,0x80400000,0x400000,$(PORT_STACK_BYTES))
PORT_LDLIBS  = -lm
PORT_SRCS    = ports/rv32imac/trap.c
PORT_EXE     = .elf
PORT_RUN    := $(QEMU_RUN) qemu-system-riscv32 -M virt -bios none --
PORT_AVAILABLE = $(call picolibc_available,qemu-system-riscv32)
