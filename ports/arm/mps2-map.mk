# ports/arm/mps2-map.mk - the MPS2 boards' memory map as linker flags (the
# layout is ports/arm/mps2.mk's comment): $(call mps2_ldflags,STACK_BYTES).
# Shared by the MPS2 ports and by cortex-m0's benchmark (ports/cortex-m0/port.mk).
mps2_ldflags = $(call picolibc_ldflags,0x00000000,0x400000,0x20000000,0x400000,$(1))
