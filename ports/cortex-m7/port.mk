# ports/cortex-m7/port.mk - Cortex-M7 (ARMv7E-M, double-precision FPU) on
# QEMU's "mps2-an500" board (ARM MPS2 FPGA image AN500).
# See ports/README.md.
#
# Hard-float ABI with fpv5-d16: float and double in hardware.  picolibc's
# crt0 switches the FPU on (CPACR |= 0xf << 20) before any C.  QEMU models
# no caches.  Unlike AN385/386, AN500 has no block RAM at 0x01000000.
#
# Memory map, toolchain and runner: ports/arm/mps2.mk.

MPS2_CPU   = -mcpu=cortex-m7 -mthumb -mfpu=fpv5-d16 -mfloat-abi=hard
MPS2_BOARD := mps2-an500
PORT_DEFS  = -DUC10_PORT_CORTEX_M7
include ports/arm/mps2.mk
