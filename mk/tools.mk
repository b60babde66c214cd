# mk/tools.mk - the inspection commands of issue #2: dump, which, schemas.
# They run on the build machine whatever PORT is.

# `make dump OPS="a.m4 b.m4"' - straight from the generator.
dump:
	@test -n "$(OPS)" || { echo "make dump: give OPS=\"file.m4 ...\"" >&2; exit 2; }
	@$(GENERATE) $(OPS) m4/emit_dump.m4

# `make which': the runtime's own key-set code, built on the host with the
# tables of OPS and stub kernels.  One build per distinct OPS list.
ifneq ($(OPS),)
OPSID  := $(firstword $(shell echo "$(abspath $(OPS))" | cksum))
OPSDIR := $(HOST_BUILD)/opsets/$(OPSID)-$(LAYOUT)$(BACKENDS_TAG)
HOST_KEYS := $(HOST_BUILD)/gen/uc10_keys.h $(HOST_BUILD)/gen/uc10_keys.c
$(OPSDIR)/uc10_ops.h: $(OPS) $(UC10_M4)
	@mkdir -p $(@D)
	$(call gen_to,$(OPS) m4/emit_ops_h.m4)
$(OPSDIR)/uc10_ops.c: $(OPS) $(UC10_M4) $(OPSDIR)/uc10_ops.h
	$(call gen_to,$(OPS) m4/emit_ops_c.m4)
$(OPSDIR)/uc10_stubs.c: $(OPS) $(UC10_M4) $(OPSDIR)/uc10_ops.h
	$(call gen_to,$(OPS) m4/emit_stubs.m4)
$(OPSDIR)/uc10-which: tools/which.c $(OPSDIR)/uc10_ops.c $(OPSDIR)/uc10_stubs.c $(HOST_KEYS) $(RUNTIME_SRCS) $(wildcard include/uc10/*.h)
	@$(HOSTCC) $(HOST_CFLAGS) -I$(OPSDIR) -I$(HOST_BUILD)/gen -o $@ tools/which.c \
		$(OPSDIR)/uc10_ops.c $(OPSDIR)/uc10_stubs.c $(HOST_BUILD)/gen/uc10_keys.c $(RUNTIME_SRCS)
endif
ifneq ($(PORT),host)
$(HOST_BUILD)/gen/uc10_keys.h: $(UC10_M4)
	@mkdir -p $(@D)
	$(call gen_to,m4/emit_keys_h.m4)
$(HOST_BUILD)/gen/uc10_keys.c: $(UC10_M4) $(HOST_BUILD)/gen/uc10_keys.h
	$(call gen_to,m4/emit_keys_c.m4)
endif

TLS ?= default
which:
	@test -n "$(OPS)" || { echo "make which: give OPS=\"file.m4 ...\"" >&2; exit 2; }
	@$(MAKE) -s --no-print-directory PORT=host OPS="$(OPS)" $(OPSDIR)/uc10-which
	@$(OPSDIR)/uc10-which "$(KEYS)" "$(TLS)" "$(INCLUDE)" "$(EXCLUDE)"

# `make schemas SCHEMAS=file.txt' - one schema a line (an escaped apostrophe
# becomes \047: Note [Quote in a schema] in m4/schemas.m4).
schemas:
	@test -n "$(SCHEMAS)" || { echo "make schemas: give SCHEMAS=file" >&2; exit 2; }
	@mkdir -p $(HOST_BUILD)
	@sed -e '/^[[:space:]]*$$/d' -e '/^#/d' -e "s/\\\\'/\\\\047/g" \
	     -e "/[\`']/{s/[\`']/?/g;s/.*/UC10_SCHEMA_QUOTES(\`&')/;b" -e "}" \
	     -e "s/.*/UC10_SCHEMA_LINE(\`&')/" $(SCHEMAS) > $(HOST_BUILD)/schemas.m4
	@$(GENERATE) m4/schemas.m4 $(HOST_BUILD)/schemas.m4 m4/schemas_end.m4

.PHONY: dump which schemas
