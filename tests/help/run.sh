#!/bin/sh
# tests/help/run.sh - `make help' lists every target a user or a contributor
# runs: each .PHONY target of the Makefile and its fragments appears in the
# help text, or in HELP_INTERNAL (the Makefile's list of steps that other
# targets run).  A target added without either fails here.
cd "$(dirname "$0")/../.." || exit 2
. tests/check.sh
help=$(make -s --no-print-directory help)
internal=$(make -s --no-print-directory --eval 'help-internal: ; @echo $(HELP_INTERNAL)' help-internal)
for t in $(sed -n 's/^\.PHONY: *//p' Makefile mk/*.mk ports/*.mk); do
	case " $internal " in *" $t "*) ok; continue ;; esac
	if printf '%s\n' "$help" | grep -Eq "(^|[ ;:,])$t([ ;:,]|\$)"; then ok; else bad "make help does not list $t"; fi
done
finish help
