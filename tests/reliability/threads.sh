#!/bin/sh
# tests/reliability/threads.sh - many threads calling at
# once, each with its own local key sets (tests/reliability/test_threads.c):
# a plain build, a ThreadSanitizer build (any data race in the runtime is a
# failure), and the control (one shared context must show cross-talk, or
# the test could not see it).  REL_THREAD_ITERS sets the iterations per
# worker (default 5000000; about 100 M calls).
. "$(dirname "$0")/lib.sh"
iters=${REL_THREAD_ITERS:-5000000}
make -s --no-print-directory PORT=host rel-threads-progs >build/host/rel-threads.log 2>&1 ||
	{ cat build/host/rel-threads.log; bad "build failed"; finish threads; }
b=build/host/rel
run_prog threads $b/test_threads "$iters"
TSAN_OPTIONS="halt_on_error=1 exitcode=66 ${TSAN_OPTIONS:-}" run_prog threads-tsan $b/test_threads-tsan $((iters / 20))
run_prog threads-control $b/test_threads-shared 10
finish threads
