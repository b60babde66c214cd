# mk/lib.mk - uc10 as one library for another build system (an IDE project,
# CMake, a vendor SDK, a Makefile of your own):
#
#   make PORT=X lib                      $(BUILD)/libuc10.a: the runtime, the
#                                        tensor layer, the generated key and
#                                        operator tables of TABLES (with
#                                        EXTRA_TABLES, SELECT, LAYOUT, BACKENDS)
#                                        and the kernels of those tables
#   make PORT=X install PREFIX=dir       it, and what a build needs to use it:
#     dir/include/uc10/*.h               the API, and the generated uc10_keys.h
#                                        and uc10_ops.h of those tables
#     dir/lib/libuc10.a
#     dir/lib/pkgconfig/uc10.pc          pkg-config --cflags --libs uc10
#     dir/lib/cmake/uc10/uc10-config.cmake   find_package(uc10): uc10::uc10,
#                                        and uc10_add_program (a program)
#     dir/share/uc10/                    uc10's program build, for programs
#                                        (make PROGRAM=...) in a build of
#                                        your own: the generator and program
#                                        compiler (m4/, tables/), kernels/,
#                                        src/, include/, ports/ (each board's
#                                        startup and linker script), tools/
#                                        but the exporter, Makefile and mk/;
#                                        uc10-program.mk for a Makefile,
#                                        cmake/ for CMake (uc10_add_program,
#                                        arm-none-eabi.cmake): examples/app
#
# The kernels of operators registered by your own tables (EXTRA_TABLES) are
# yours: the archive's tables name them, your program defines them.  A
# firmware links its own objects first, then libuc10.a, so only what it
# reaches is kept.  examples/acme uses the installed package from CMake
# and from a plain Makefile; the host suite `install' (tests/ports/install.sh)
# builds both.

LIB_A := $(BUILD)/libuc10.a
# The kernels of the tables in TABLES: uc10's aten kernels when its aten
# tables are there, the seed example's when tables/myops.m4 is.
LIB_KERNEL_SRCS = $(if $(filter $(KERNEL_TABLES),$(TABLES)),$(filter-out src/tensor/%,$(KERNEL_SRCS)) $(KERNEL_GEN_SRCS)) \
	$(if $(filter tables/myops.m4,$(TABLES)),$(MYOPS_SRCS))
LIB_SRCS = $(RUNTIME_ALL_SRCS) $(GEN)/uc10_ops.c $(LIB_KERNEL_SRCS)
# One object per source (Note [Object trees]).
LIB_OBJS = $(call tree_objs,$(BUILD)/lib,$(LIB_SRCS))
LIB_HDRS = $(wildcard include/uc10/*.h kernels/*/*.h) $(GEN)/uc10_keys.h $(GEN)/uc10_ops.h
# ar sits next to nm, as objdump does (mk/size.mk).
PORT_AR ?= $(patsubst %nm,%ar,$(PORT_NM))

LIB_FLAGS = $(CFLAGS) $(KERNEL_CPPFLAGS)
$(eval $(call object_tree,$(BUILD)/lib,LIB_FLAGS,$$(LIB_HDRS)))
$(LIB_A): $(LIB_OBJS)
	@$(say) "  AR      $@"; rm -f $@; $(PORT_AR) rcs $@ $(LIB_OBJS)
lib: $(LIB_A)

# What a user's compiler and linker need besides -I and -L: the table
# layout the tables were generated for, and libm where the port links it.
PREFIX ?= /usr/local
LIB_PC_CFLAGS = $(LAYOUT_DEFS)
LIB_PC_LIBS = $(filter -lm,$(PORT_LDLIBS))
lib_subst = sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@CFLAGS@|$(LIB_PC_CFLAGS)|g' -e 's|@LIBS@|$(LIB_PC_LIBS)|g' \
	-e 's|@PORT@|$(PORT)|g' -e 's|@TABLES@|$(notdir $(TABLES))|g'
install: $(LIB_A)
	@$(say) "  INSTALL $(DESTDIR)$(PREFIX)"
	@mkdir -p $(DESTDIR)$(PREFIX)/include/uc10 $(DESTDIR)$(PREFIX)/lib/pkgconfig $(DESTDIR)$(PREFIX)/lib/cmake/uc10
	@cp include/uc10/*.h $(GEN)/uc10_keys.h $(GEN)/uc10_ops.h $(DESTDIR)$(PREFIX)/include/uc10/
	@cp $(LIB_A) $(DESTDIR)$(PREFIX)/lib/
	@$(lib_subst) cmake/uc10.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/uc10.pc
	@$(lib_subst) cmake/uc10-package.cmake.in > $(DESTDIR)$(PREFIX)/lib/cmake/uc10/uc10-config.cmake
	@rm -rf $(DESTDIR)$(PREFIX)/share/uc10; mkdir -p $(DESTDIR)$(PREFIX)/share/uc10/tools \
		$(DESTDIR)$(PREFIX)/share/uc10/cmake
	@cp -R $(LIB_SHARE) $(DESTDIR)$(PREFIX)/share/uc10/
	@cp -R $(filter-out tools/export,$(wildcard tools/*)) $(DESTDIR)$(PREFIX)/share/uc10/tools/
	@cp cmake/uc10-program.cmake cmake/arm-none-eabi.cmake $(DESTDIR)$(PREFIX)/share/uc10/cmake/
	@cp cmake/uc10-program.mk $(DESTDIR)$(PREFIX)/share/uc10/
# What share/uc10 holds besides tools/ (the exporter, Python, stays out: a
# firmware build never runs it).
LIB_SHARE = Makefile mk m4 tables kernels src include ports

# The example project (ACME=its directory) as firmware for PORT, linked
# against the package installed at PREFIX as another build would link it
# (pkg-config), with the port's startup and flags, and run: the `install'
# suite's check on a board.
ACME ?= examples/acme
acme-fw:
	@mkdir -p $(BUILD)/acme
	@pc="env PKG_CONFIG_PATH=$(PREFIX)/lib/pkgconfig pkg-config"; \
	$(PORT_CC) $(PORT_CFLAGS) $(PORT_DEFS) $(WARN) $(OPT) $$($$pc --cflags uc10) -o $(BUILD)/acme/acme_demo$(PORT_EXE) \
		$(ACME)/main.c $(ACME)/kernels.c $(PORT_SRCS) $(PORT_LDFLAGS) $$($$pc --libs uc10) $(PORT_LDLIBS)
	@$(PORT_RUN) $(BUILD)/acme/acme_demo$(PORT_EXE)

HOST_SUITES += install=tests/ports/install.sh

.PHONY: lib install acme-fw
