#!/bin/sh
# tests/reliability/stack.sh - the deepest stack of the
# dispatch path on Cortex-M4 (PORT=cortex-m4f's gcc and flags, -Os), from
# gcc -fstack-usage / -fcallgraph-info=su (tests/reliability/stack.awk walks
# the call graph; frames are exact, the paths an upper bound).  "Dispatch
# path": from a typed wrapper (uc10_call_*), uc10_call_boxed or a
# redispatch, to the first instruction of the kernel, error paths included
# - the kernel's own frames are the kernel's.  One dispatch layer: a kernel
# that calls the dispatcher again (an autograd kernel, a redispatching
# fallback) adds another.
#
# Bounds (bytes), checked per operator set:
#   product tables (tables/myops.m4 + the aten tables)   1280
#     (its widest operator, aten::_batch_norm_impl_index:
#     9 arguments and 5 returns, 4 of them tensors, as
#     PyTorch 1.13 declares it)
#   tests/core/testops.m4 set                             1024
#   tests/reliability/relops.m4 set (rel::args: 18
#     arguments, 5 returns, on purpose)                   2048
#   any boxed call (uc10_call_boxed), every set            640
# A typed call that lands on a boxed fallback is the deepest: its wrapper
# boxes the arguments into a stack frame of 32 bytes per argument (or
# return) plus 144 per returned tensor (see README.md).
. "$(dirname "$0")/lib.sh"
required arm-none-eabi-gcc || finish stack
if ! make -s --no-print-directory PORT=cortex-m4f rel-stack-objs >build/cortex-m4f-stack.log 2>&1; then
	sed 's/^/  /' build/cortex-m4f-stack.log | tail -20; bad "building with -fstack-usage failed"; finish stack
fi
S=build/cortex-m4f/stack
check() {   # check SET BOUND
	# the kernels and fallbacks the set names: where a path ends
	sed -n -e 's/^uc10_status \([A-Za-z0-9_]*\)(uc10_ks ks.*/\1/p' \
		-e 's/^uc10_status \([A-Za-z0-9_]*\)(const uc10_op \*op, uc10_ks ks, uc10_stack \*stack).*/\1/p' \
		build/cortex-m4f/$1/uc10_ops.h | grep -v '^uc10_redispatch_' > $S/$1.kernels
	out=$(awk -v kernels=$S/$1.kernels -f tests/reliability/stack.awk $S/s/src/*.ci $S/b/gen/uc10_keys.ci $S/b/$1/uc10_ops.ci 2>&1); rc=$?
	printf '%s\n' "$out" | sed "s/^/  $1: /"
	worst=$(printf '%s\n' "$out" | sed -n 's/^worst //p')
	boxed=$(printf '%s\n' "$out" | sed -n 's/^boxed *\([0-9]*\) bytes.*/\1/p')
	if [ $rc -ne 0 ] || [ -z "$worst" ] || [ "$worst" = unknown ]; then bad "$1: no bound (see above)"; return; fi
	if [ "$worst" -le "$2" ]; then ok; else bad "$1: dispatch path $worst bytes > bound $2"; fi
	if [ -n "$boxed" ] && [ "$boxed" -le 640 ]; then ok; else bad "$1: boxed call ${boxed:-?} bytes > bound 640"; fi
}
check gen 1280
check gen-test 1024
check gen-rel 2048
# ($out is the last check's: the relops set, whose rel::args the probe calls)
rel_typed=$(printf '%s\n' "$out" | sed -n 's/^typed *\([0-9]*\) bytes.*/\1/p')
rel_boxed=$(printf '%s\n' "$out" | sed -n 's/^boxed *\([0-9]*\) bytes.*/\1/p')

# The same paths measured on the board (QEMU, a painted stack;
# tests/reliability/stack_probe.c): what was written below the probe
# function must fit in its frame plus the static figure.
if make -s --no-print-directory PORT=cortex-m4f port-available 2>/dev/null &&
   make -s --no-print-directory PORT=cortex-m4f build/cortex-m4f/rel/stack_probe.elf >>build/cortex-m4f-stack.log 2>&1; then
	run=$(make -s --no-print-directory PORT=cortex-m4f rel-print-run)
	pout=$($run build/cortex-m4f/rel/stack_probe.elf 2>&1)
	printf '%s\n' "$pout" | grep -q 'stack-probe: [0-9]* passed, 0 failed' && ok || { printf '%s\n' "$pout"; bad "stack_probe failed"; }
	for p in typed_args:$rel_typed boxed_args:$rel_boxed; do
		name=${p%%:*}; static=${p#*:}
		got=$(printf '%s\n' "$pout" | sed -n "s/^probe $name //p")
		frame=$(sed -n "s/.*:probe_$name\t\([0-9]*\).*/\1/p" $S/s/tests/reliability/stack_probe.su)
		echo "  measured on QEMU: $name ${got:-?} bytes = probe frame ${frame:-?} + ${got:+$((got - frame))} (static path bound ${static:-?})"
		if [ -n "$got" ] && [ -n "$frame" ] && [ -n "$static" ] && [ "$got" -le $((frame + static)) ]; then ok
		else bad "$name: measured ${got:-?} > frame ${frame:-?} + static ${static:-?}"; fi
	done
elif [ "${CI:-}" = true ]; then bad "cortex-m4f: QEMU or the toolchain missing: the measurement did not run"
else echo "SKIP: the measurement on QEMU (PORT=cortex-m4f not available)"; fi
# No frame of the runtime or the wrappers is dynamic (alloca, VLA).
if grep -h -E '[[:space:]]dynamic(,bounded)?$' $S/s/src/*.su $S/b/gen*/*.su >$S/dynamic.txt; then
	bad "dynamic stack frames:"; sed 's/^/    /' $S/dynamic.txt
else ok; fi
finish stack
