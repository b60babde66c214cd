# mk/export.mk - what tools/export/uc10_export.py can turn into a program.
#
#   make program-ops-doc    docs/programs.md's list of the operators a program can
#                           call, generated from the operator libraries the exporter
#                           reads (tables/*.m4) by m4/emit_program_ops.m4
#   make op-schemas         the operators of those libraries with their schemas, and
#                           the dtype names, as the generator parsed them
#                           (m4/emit_op_schemas.m4): what the exporter reads
#   make export-check       (developer-side, /usr/bin/python3 with torch 1.13) export
#                           the models of tools/export/tests/models.py and check the
#                           programs and reports (tools/export/tests/run.sh)
#   make export-torchvision (developer-side, with torchvision 0.14) export torchvision's
#                           classification models at MCU sizes, float and int8, and run
#                           each on the host against PyTorch (tools/export/tests/torchvision.sh)
#
# `make check' runs the list's test (it fails when the committed list is stale or
# when a kernel it names is not the one `make which' finds for those tensors);
# never the exporter, which needs Python.
PROG_DOC_TABLES := $(sort $(wildcard tables/*.m4))
program-ops-doc:
	@tools/program-ops-doc.sh $(PROG_DOC_TABLES)
program-ops-doc-check:
	@tools/program-ops-doc.sh -c $(PROG_DOC_TABLES)
HOST_SUITES += program-ops-doc=$(MAKE)+-s+--no-print-directory+program-ops-doc-check
op-schemas:
	@$(call gen_emit,emit_op_schemas,$(PROG_DOC_TABLES) $(EXTRA_TABLES))
export-check:
	@tools/export/tests/run.sh
export-torchvision:
	@tools/export/tests/torchvision.sh
.PHONY: program-ops-doc program-ops-doc-check op-schemas export-check export-torchvision
