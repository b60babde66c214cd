#!/bin/sh
# tests/reliability/sanitize.sh - sanitizers: every host core test
# program (CORE_TESTS: test_keys, test_dispatch, test_badinputs, test_wide,
# the kernel tests and whatever other fragments add), and
# tests/reliability/ub_probes.c (edge inputs to src/, each in a child
# process), built with AddressSanitizer and
# UndefinedBehaviorSanitizer, -fno-sanitize-recover=all so that any finding
# aborts the program (and counts as a failure), once with gcc and once with
# clang, both under the project's -Wall -Wextra -Werror.  The builds live in
# build/host-asan-gcc/ and build/host-asan-clang/ (the normal rules, with
# BUILD, PORT_CC and the flags overridden; PROG_STACK=0: no programs' stack
# bound, which instrumented frames would not keep).
. "$(dirname "$0")/lib.sh"
SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:detect_stack_use_after_return=1:strict_string_checks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
tests=$(make -s --no-print-directory PORT=host rel-print-core-tests)
for cc in gcc clang; do
	required $cc || continue
	b=build/host-asan-$cc
	mkdir -p $b
	if ! make -s -j"$(nproc 2>/dev/null || echo 2)" --no-print-directory PORT=host BUILD=$b PORT_CC=$cc OPT="-O1 -g" PROG_STACK=0 \
		EXTRA_CFLAGS="$SAN" test-progs $b/rel/ub_probes >$b/build.log 2>&1; then
		sed 's/^/  /' $b/build.log | tail -30; bad "$cc: sanitizer build failed"; continue
	fi
	for t in $tests; do
		run_prog "$cc:$t" $b/tests/$t
	done
	run_prog "$cc:ub_probes" $b/rel/ub_probes
done
finish sanitize
