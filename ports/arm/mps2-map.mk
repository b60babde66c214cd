# ports/arm/mps2-map.mk - the MPS2 boards' memory map as linker flags (the
# layout is ports/arm/mps2.mk's comment): $(call mps2_ldflags,STACK_BYTES).
# Shared by the MPS2 ports and by cortex-m0's benchmark (ports/cortex-m0/port.mk).
mps2_ldflags = -T ports/picolibc-nostack.ld --oslib=semihost --crt0=hosted \
               -Wl,--gc-sections \
               -Wl,--defsym=__flash=0x00000000 -Wl,--defsym=__flash_size=0x400000 \
               -Wl,--defsym=__stack=0x20000000+$(1) \
               -Wl,--defsym=__ram=0x20000000+$(1) \
               -Wl,--defsym=__ram_size=0x400000-$(1) \
               -Wl,--defsym=__heap_end=0x20400000
