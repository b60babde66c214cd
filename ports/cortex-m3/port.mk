# ports/cortex-m3/port.mk - Cortex-M3 (ARMv7-M, no FPU) on QEMU's
# "mps2-an385" board (ARM MPS2 FPGA image AN385).  See ports/README.md.
#
# Float and double are software (libgcc).
#
# Memory map, toolchain and runner: ports/arm/mps2.mk.

MPS2_CPU   = -mcpu=cortex-m3 -mthumb
MPS2_BOARD := mps2-an385
PORT_DEFS  = -DUC10_PORT_CORTEX_M3
include ports/arm/mps2.mk
