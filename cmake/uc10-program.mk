# uc10-program.mk - a program (make PROGRAM=...) in a Makefile of your own,
# from uc10 as `make install' put it (PREFIX/share/uc10/uc10-program.mk).
#
#   UC10_PORT    = cortex-m4f            # a port of uc10 (ports/)
#   UC10_PROGRAM = ds_cnn_int8.m4        # the exporter's program; its
#                                        # NAME_data.c, .h beside it
#   include $(UC10_PREFIX)/share/uc10/uc10-program.mk
#
# then compile and link against it:
#
#   kws.elf: kws.c $(UC10_LIB)
#           $(UC10_CC) $(UC10_CFLAGS) $(UC10_DEFS:%=-D%) $(UC10_INCLUDE:%=-I%) -o $@ kws.c \
#                   $(UC10_LIB) $(UC10_LDFLAGS) $(UC10_LDLIBS)
#
# uc10's own make (PREFIX/share/uc10/Makefile) builds the program in
# UC10_BUILD (default build/uc10): its generated C, its own operators and
# kernels, its stack bound, in one archive (make program-lib), and says
# what compiles and links against it (make program-flags: Note [A program
# in another build] in mk/program.mk):
#   UC10_CC, UC10_CFLAGS       the port's compiler and flags
#   UC10_INCLUDE, UC10_DEFS    the program's headers' directories, the
#                              defines its build was compiled with
#   UC10_LDFLAGS, UC10_LDLIBS  the board's linker script and startup, libm
#   UC10_LIB                   the archive (a rule here makes it)
#   UC10_RUN                   the port's runner (QEMU), empty on the host
#   UC10_STACK                 the port's stack, in bytes
# Nothing here needs Python: GNU make, m4, awk, a C compiler for the host
# (the prepared constants' tool) and the port's.
UC10_SHARE := $(patsubst %/,%,$(dir $(abspath $(lastword $(MAKEFILE_LIST)))))
UC10_BUILD ?= build/uc10
ifeq ($(strip $(UC10_PORT)),)
$(error uc10-program.mk: set UC10_PORT: $(notdir $(patsubst %/port.mk,%,$(wildcard $(UC10_SHARE)/ports/*/port.mk))))
endif
ifeq ($(wildcard $(UC10_PROGRAM)),)
$(error uc10-program.mk: UC10_PROGRAM=$(UC10_PROGRAM): no such program file)
endif
UC10_MAKE = env -u MAKEFLAGS -u MAKELEVEL $(MAKE) -s --no-print-directory -C $(UC10_SHARE) PORT=$(UC10_PORT) \
	BUILD=$(abspath $(UC10_BUILD))/$(UC10_PORT) HOST_BUILD=$(abspath $(UC10_BUILD))/host \
	PROGRAM=$(abspath $(UC10_PROGRAM))
UC10_FLAGS_MK := $(UC10_BUILD)/$(UC10_PORT)-$(basename $(notdir $(UC10_PROGRAM))).mk
$(shell mkdir -p $(UC10_BUILD) && $(UC10_MAKE) program-flags > $(UC10_FLAGS_MK).tmp && mv $(UC10_FLAGS_MK).tmp $(UC10_FLAGS_MK))
ifeq ($(wildcard $(UC10_FLAGS_MK)),)
$(error uc10-program.mk: `make program-flags' in $(UC10_SHARE) failed)
endif
include $(UC10_FLAGS_MK)
# uc10's make knows what is up to date; it is asked every time.
$(UC10_LIB): uc10-program-lib
uc10-program-lib:
	@$(UC10_MAKE) program-lib
.PHONY: uc10-program-lib
