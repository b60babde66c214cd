#!/bin/sh
# tests/reliability/static.sh - static checks: the runtime
# (src/, src/tensor/) and every generated C file (keys, the product tables
# and their stubs, the test, reliability, wide and return-kind op sets)
# compile with gcc AND clang under -std=c11 -Wall -Wextra -Werror -O2 (the
# flow warnings need the optimizer); and cppcheck finds nothing in the same files
# except tests/reliability/cppcheck.supp's findings, each with its reason.
# One check per file and compiler, one per cppcheck run.
. "$(dirname "$0")/lib.sh"
make -s --no-print-directory PORT=host rel-static-gen >build/host/rel-static.log 2>&1 ||
	{ cat build/host/rel-static.log; bad "generating the C failed"; finish static; }
gen=$(make -s --no-print-directory PORT=host rel-print-static-gen)
srcs="$(ls src/*.c src/tensor/*.c)"
obj=build/host/rel/static; mkdir -p $obj

for cc in gcc clang; do
	required $cc || continue
	for f in $srcs $gen; do
		if $cc -std=c11 -Wall -Wextra -Werror -O2 -Iinclude -Ibuild/host/gen -I"$(dirname "$f")" \
			-c "$f" -o $obj/x.o 2>$obj/cc.err; then ok
		else bad "$cc $f:"; sed 's/^/    /' $obj/cc.err | head -20; fi
	done
done

if required cppcheck; then
	grep -v '^#' tests/reliability/cppcheck.supp | grep -v '^$' > $obj/cppcheck.supp
	# The runtime in one run (all #if configurations), each generated
	# file with the header directory next to it.
	run_cppcheck() {
		if cppcheck --std=c11 --enable=warning,style,performance,portability --error-exitcode=1 --quiet \
			--suppressions-list=$obj/cppcheck.supp -Iinclude -Ibuild/host/gen "$@" >$obj/cppcheck.out 2>&1; then ok
		else bad "cppcheck $*:"; sed 's/^/    /' $obj/cppcheck.out | head -40; fi
	}
	run_cppcheck $srcs
	for f in $gen; do run_cppcheck -I"$(dirname "$f")" "$f"; done
fi
finish static
