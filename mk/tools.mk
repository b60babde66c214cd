# mk/tools.mk - the generator's inspection commands: dump, which, schemas.
# They run on the build machine whatever PORT is.

# `make dump OPS="a.m4 b.m4"' - straight from the generator.
dump:
	@test -n "$(OPS)" || { echo "make dump: give OPS=\"file.m4 ...\"" >&2; exit 2; }
	@$(call gen_emit,emit_dump,$(OPS))

# `make which': the runtime's own key-set code, built on the host with the
# tables of OPS and stub kernels.  One build per distinct OPS list.
ifneq ($(OPS),)
OPSID  := $(firstword $(shell echo "$(abspath $(OPS))" | cksum))
OPSDIR := $(HOST_BUILD)/opsets/$(OPSID)-$(LAYOUT)$(BACKENDS_TAG)
HOST_KEYS := $(HOST_BUILD)/gen/uc10_keys.h $(HOST_BUILD)/gen/uc10_keys.c
$(eval $(call gen_ops,$(OPSDIR),$(OPS)))
$(OPSDIR)/uc10_stubs.c: $(OPS) $(GEN_DEPS) $(OPSDIR)/uc10_ops.h
	$(call gen_emit_to,emit_stubs,$(OPS))
$(OPSDIR)/uc10-which: tools/which.c tools/which.h tools/whichargs.h tools/schemaargs.h $(OPSDIR)/uc10_ops.c $(OPSDIR)/uc10_stubs.c $(HOST_KEYS) $(RUNTIME_SRCS) $(wildcard include/uc10/*.h)
	@$(HOSTCC) $(HOST_CFLAGS) -I$(OPSDIR) -I$(HOST_BUILD)/gen -o $@ tools/which.c \
		$(OPSDIR)/uc10_ops.c $(OPSDIR)/uc10_stubs.c $(HOST_BUILD)/gen/uc10_keys.c $(RUNTIME_SRCS)
endif
# The host's own key tables, as PORT=host generates them (whatever this
# build's LAYOUT and BACKENDS).
ifneq ($(GEN),$(HOST_BUILD)/gen)
$(eval $(call gen_keys,$(HOST_BUILD)/gen))
$(HOST_BUILD)/gen/uc10_keys.h $(HOST_BUILD)/gen/uc10_keys.c: override LAYOUT := dense
$(HOST_BUILD)/gen/uc10_keys.h $(HOST_BUILD)/gen/uc10_keys.c: override BACKENDS :=
endif

TLS ?= default
which:
	@test -n "$(OPS)" || { echo "make which: give OPS=\"file.m4 ...\"" >&2; exit 2; }
	@$(MAKE) -s --no-print-directory PORT=host OPS="$(OPS)" $(OPSDIR)/uc10-which
	@$(OPSDIR)/uc10-which "$(KEYS)" "$(TLS)" "$(INCLUDE)" "$(EXCLUDE)" "$(ARGS)" "$(OP)"

# `make schemas SCHEMAS=file.txt' - one schema a line (an escaped apostrophe
# becomes \047: Note [Quote in a schema] in m4/schemas.m4).
schemas:
	@test -n "$(SCHEMAS)" || { echo "make schemas: give SCHEMAS=file" >&2; exit 2; }
	@mkdir -p $(HOST_BUILD)
	@sed -e '/^[[:space:]]*$$/d' -e '/^#/d' -e "s/\\\\'/\\\\047/g" \
	     -e "/[\`']/{s/[\`']/?/g;s/.*/UC10_SCHEMA_QUOTES(\`&')/;b" -e "}" \
	     -e "s/.*/UC10_SCHEMA_LINE(\`&')/" $(SCHEMAS) > $(HOST_BUILD)/schemas.m4
	@$(call gen_emit,schemas_end,m4/schemas.m4 $(HOST_BUILD)/schemas.m4)

.PHONY: dump which schemas
