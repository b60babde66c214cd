#!/bin/sh
# docs/examples/out-of-tree/test.sh - host suite `out-of-tree'
# (mk/tutorial.mk): docs/out-of-tree-ops.md's example project, copied
# outside uc10's tree, builds with its own Makefile and runs; in the compact
# layout; as a selective build; with uc10's aten operators and kernels; and
# a mistake in its ops.m4 fails the build with the generator's message and
# leaves no generated file behind.
uc10=$(cd "$(dirname "$0")/../../.." && pwd) || exit 2
pass=0; fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
cp -R "$uc10/docs/examples/out-of-tree" "$tmp/sensor" || exit 2
cd "$tmp/sensor" || exit 2
m() { env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s UC10="$uc10" "$@" > out 2>&1; }

for variant in "" "LAYOUT=compact" "SELECT=select.m4"; do
	rm -rf build
	if m $variant run && grep -q '^sensor: 4 passed, 0 failed$' out; then ok
	else bad "make $variant run:"; tail -20 out; fi
done
grep -q '^2 operators$' out && ok || bad "the selective build has $(grep operators out)"
rm -rf build
if m ATEN=yes run && grep -q '^sensor: 5 passed, 0 failed$' out; then ok
else bad "make ATEN=yes run:"; tail -20 out; fi

# A mistake: the generator's file:line message, no file left behind.
rm -rf build
echo 'UC10_IMPL(sensor, CPU, nope, sensor_nope_cpu)' >> ops.m4
line=$(wc -l < ops.m4 | tr -d ' ')
if m run; then bad "a bad ops.m4 built"
elif grep -q "^ops.m4:$line: error: UC10_IMPL: no UC10_DEF for operator sensor::nope$" out; then ok
else bad "no ops.m4:$line message:"; cat out; fi
[ ! -e build/gen/uc10_ops.h ] && [ -z "$(ls build/gen | grep '\.tmp$')" ] && ok || bad "files left: $(ls build/gen)"

echo "out-of-tree: $pass passed, $fail failed"
[ $fail -eq 0 ]
