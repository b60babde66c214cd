# ports/cortex-m4f/port.mk - Cortex-M4F (ARMv7E-M, single-precision FPU)
# on QEMU's "mps2-an386" board (ARM MPS2 FPGA image AN386).
# See ports/README.md.
#
# Hard-float ABI with fpv4-sp-d16: float in hardware, double in software.
# picolibc's crt0 switches the FPU on (CPACR |= 0xf << 20) before any C.
#
# Memory map, toolchain and runner: ports/arm/mps2.mk.

MPS2_CPU   = -mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard
MPS2_BOARD := mps2-an386
PORT_DEFS  = -DUC10_PORT_CORTEX_M4F
include ports/arm/mps2.mk
