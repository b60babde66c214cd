#!/bin/sh
# tests/ports/cmake.sh - host suite `cmake' (mk/cmake.mk): cmake/uc10.cmake
# on the example project examples/acme, copied outside uc10's tree (its
# ops.m4, namespace acme, lives only in the copy: OPS files can be
# anywhere).  For each generator installed (Unix Makefiles, Ninja):
#   build, run (typed and by-name calls give the right answer), build
#   again with LAYOUT=compact; change ops.m4 and see the tables follow;
#   break ops.m4 and see the build fail with the generator's message,
#   leave no half-written or temporary file, and keep failing until fixed.
set -u
uc10=$(cd "$(dirname "$0")/../.." && pwd) || exit 2
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "cmake: FAIL: $*"; }
if ! command -v cmake >/dev/null 2>&1; then
	echo "cmake: cmake not installed, skipped"
	[ "${CI:-}" = true ] && fail=1
	echo "cmake: $pass passed, $fail failed"; exit 0
fi
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

gens="Unix Makefiles"
command -v ninja >/dev/null 2>&1 && gens="$gens|Ninja"
IFS='|'; set -- $gens; unset IFS
for g in "$@"; do
	w=$tmp/$(echo "$g" | tr -d ' ')
	mkdir -p "$w" && cp -R "$uc10/examples/acme" "$w/proj" || exit 2
	gen=$w/build/uc10_gen_acme_demo
	build() { cmake --build "$w/build" -j 4 > "$w/log" 2>&1; }
	configure() { cmake -S "$w/proj" -B "$w/build" -G "$g" -Duc10_DIR="$uc10/cmake" "$@" > "$w/log" 2>&1; }

	# 1. configure, build, run
	if configure && build; then ok; else bad "$g: build"; tail -n 20 "$w/log"; continue; fi
	if "$w/build/acme_demo" > "$w/run" 2>&1 && grep -q '^typed: .*\[21, 42, 63, 84\]$' "$w/run" &&
	   grep -q '^boxed, by name: .*\[21, 42, 63, 84\]$' "$w/run"; then ok
	else bad "$g: acme_demo"; cat "$w/run"; fi
	# the example's tables came from the copy, not from uc10's tree
	grep -q "acme::scaled_add" "$gen/uc10_ops.c" && ok || bad "$g: no acme::scaled_add in the tables"

	# 2. LAYOUT=compact (Note [Compact tables]) gives the same answers
	if configure -DACME_LAYOUT=compact && build && "$w/build/acme_demo" > "$w/run" 2>&1 &&
	   grep -q 'uc10_ci_' "$gen/uc10_ops.c"; then ok
	else bad "$g: LAYOUT=compact"; tail -n 20 "$w/log" "$w/run"; fi
	configure -DACME_LAYOUT=dense || bad "$g: reconfigure"

	# 3. a new operator in ops.m4 reaches the generated header on rebuild
	cp "$w/proj/ops.m4" "$w/ops.good"
	echo 'UC10_DEF(acme, `twice(Tensor self) -> Tensor'"'"')' >> "$w/proj/ops.m4"
	if build && grep -q 'uc10_call_acme_twice' "$gen/uc10_ops.h"; then ok
	else bad "$g: ops.m4 change not regenerated"; tail -n 20 "$w/log"; fi

	# 4. a mistake: the build fails naming ops.m4's line, keeps failing,
	#    and leaves no partial or temporary output (fresh build dir too)
	cp "$w/ops.good" "$w/proj/ops.m4"
	echo 'UC10_IMPL(acme, NoSuchKey, scaled_add, acme_scaled_add_cpu)' >> "$w/proj/ops.m4"
	line=$(wc -l < "$w/proj/ops.m4" | tr -d ' ')
	if build; then bad "$g: a bad ops.m4 built"
	elif grep -q "^$w/proj/ops.m4:$line: error: " "$w/log"; then ok
	else bad "$g: no ops.m4:$line: error message"; tail -n 20 "$w/log"; fi
	if build; then bad "$g: the second build of a bad ops.m4 succeeded"; else ok; fi
	[ -z "$(ls "$gen" | grep '\.tmp$')" ] && ok || bad "$g: temporary files left: $(ls "$gen")"
	rm -rf "$w/build"
	if configure && ! build && [ ! -e "$gen/uc10_ops.c" ] && [ ! -e "$gen/uc10_ops.h" ] &&
	   [ -z "$(ls "$gen" 2>/dev/null | grep '\.tmp$')" ]; then ok
	else bad "$g: fresh build of a bad ops.m4 left files: $(ls "$gen" 2>/dev/null)"; fi

	# 5. fixed again: builds and runs
	cp "$w/ops.good" "$w/proj/ops.m4"
	if build && "$w/build/acme_demo" > /dev/null; then ok; else bad "$g: rebuild after the fix"; tail -n 20 "$w/log"; fi
	echo "cmake: generator $g: done"
done
echo "cmake: $pass passed, $fail failed"
