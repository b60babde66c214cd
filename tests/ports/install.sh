#!/bin/sh
# tests/ports/install.sh - host suite `install' (mk/lib.mk): uc10 as one
# library.  `make install' with the example project's ops.m4 (examples/acme,
# copied outside uc10's tree) into a scratch prefix; then the example is
# built against the installed package twice, with its Makefile (pkg-config)
# and with CMake (find_package(uc10), target uc10::uc10), and runs; then
# the same with LAYOUT=compact, whose define must reach the user's compiler;
# then on one board (cortex-m4f under QEMU) as firmware, and the keyword
# spotter of examples/app built from that prefix with make and with CMake.
set -u
uc10=$(cd "$(dirname "$0")/../.." && pwd) || exit 2
cd "$uc10" || exit 2
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "install: FAIL: $*"; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
cp -R examples/acme "$tmp/proj" || exit 2
m() { env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s --no-print-directory "$@"; }
# runs OUT: acme_demo's answer, typed and by name
runs() { grep -q '^typed: .*\[21, 42, 63, 84\]$' "$1" && grep -q '^boxed, by name: .*\[21, 42, 63, 84\]$' "$1"; }

for layout in dense compact; do
	p=$tmp/prefix-$layout
	# A build directory of its own: the product's build/host keeps its tables.
	if m PORT=host LAYOUT=$layout BUILD=build/host-install-$layout EXTRA_TABLES="$tmp/proj/ops.m4" \
		install PREFIX="$p" > "$tmp/log" 2>&1; then ok
	else bad "$layout: make install"; tail -n 20 "$tmp/log"; continue; fi
	for f in lib/libuc10.a include/uc10/dispatcher.h include/uc10/uc10_ops.h include/uc10/uc10_keys.h \
		lib/pkgconfig/uc10.pc lib/cmake/uc10/uc10-config.cmake; do
		[ -f "$p/$f" ] || bad "$layout: $f not installed"
	done
	# the archive: runtime, tables, uc10's kernels (add), the example's
	# operator in the installed header
	objs=$(ar t "$p/lib/libuc10.a")
	if echo "$objs" | grep -qx dispatch.o && echo "$objs" | grep -qx uc10_ops.o &&
	   echo "$objs" | grep -qx add.o && grep -q uc10_call_acme_scaled_add "$p/include/uc10/uc10_ops.h"; then ok
	else bad "$layout: archive or header incomplete: $objs"; fi
	flags=$(PKG_CONFIG_PATH=$p/lib/pkgconfig pkg-config --cflags uc10)
	case $flags in *-DUC10_LAYOUT_COMPACT*) got=compact ;; *) got=dense ;; esac
	[ $got = $layout ] && ok || bad "$layout: pkg-config --cflags uc10: $flags"

	# the example's Makefile, through pkg-config
	if m -C "$tmp/proj" PKG_CONFIG_PATH="$p/lib/pkgconfig" BUILD="$tmp/mk-$layout" run > "$tmp/run" 2>&1 && runs "$tmp/run"; then ok
	else bad "$layout: examples/acme/Makefile"; tail -n 20 "$tmp/run"; fi

	# CMake: find_package(uc10) of the installed package
	if command -v cmake >/dev/null 2>&1; then
		b=$tmp/cmake-$layout
		if cmake -S "$tmp/proj" -B "$b" -DCMAKE_PREFIX_PATH="$p" > "$tmp/log" 2>&1 &&
		   cmake --build "$b" >> "$tmp/log" 2>&1; then ok
		else bad "$layout: cmake build"; tail -n 20 "$tmp/log"; continue; fi
		if "$b/acme_demo" > "$tmp/run" 2>&1 && runs "$tmp/run"; then ok
		else bad "$layout: acme_demo (cmake)"; cat "$tmp/run"; fi
		# it linked the archive, not sources of uc10's tree
		grep -q "libuc10.a" "$b/CMakeFiles/acme_demo.dir/link.txt" && ok || bad "$layout: libuc10.a not linked"
	else
		echo "install: cmake not installed, CMake package not tried"
		[ "${CI:-}" = true ] && bad "cmake missing"
	fi
done
# One board, when its tools are there: the archive built for it, the
# example linked against the installed package as firmware, run on QEMU.
board=cortex-m4f
if m PORT=$board port-available; then
	p=$tmp/prefix-$board
	if m PORT=$board BUILD=build/$board-install EXTRA_TABLES="$tmp/proj/ops.m4" install PREFIX="$p" > "$tmp/log" 2>&1 &&
	   m PORT=$board BUILD=build/$board-install ACME="$tmp/proj" PREFIX="$p" acme-fw > "$tmp/run" 2>&1 && runs "$tmp/run"; then ok
	else bad "$board: install and link the example"; tail -n 20 "$tmp/log" "$tmp/run"; fi
	# The keyword spotter (examples/app) copied with its program, from the
	# same prefix: its Makefile (uc10-program.mk), then CMake
	# (find_package(uc10), uc10_add_program) sharing the program's build,
	# each run on QEMU; the label must be PyTorch's.
	a=$tmp/app
	mkdir -p "$a" && cp examples/app/* examples/models/programs/ds_cnn_int8.m4 \
		examples/models/programs/ds_cnn_int8_data.c examples/models/programs/ds_cnn_int8_data.h "$a/" || exit 2
	kws() { grep -q '^kws: label \([0-9]*\) (PyTorch: \1); arena 16000 bytes' "$1" && grep -q '^kws: 1 passed, 0 failed$' "$1"; }
	if m -C "$a" UC10_PREFIX="$p" run > "$tmp/run" 2>&1 && kws "$tmp/run"; then ok
	else bad "$board: examples/app with make"; tail -n 20 "$tmp/run"; fi
	if ! command -v cmake >/dev/null 2>&1; then :
	elif cmake -S "$a" -B "$a/cb" -DCMAKE_PREFIX_PATH="$p" -DUC10_BUILD_DIR="$a/build/uc10" \
		-DCMAKE_TOOLCHAIN_FILE="$p/share/uc10/cmake/arm-none-eabi.cmake" > "$tmp/log" 2>&1 &&
	   cmake --build "$a/cb" >> "$tmp/log" 2>&1 && cmake --build "$a/cb" --target kws-run > "$tmp/run" 2>&1 &&
	   kws "$tmp/run" && grep -q "libds_cnn_int8.a" "$a/cb/CMakeFiles/kws.dir/link.txt"; then ok
	else bad "$board: examples/app with CMake"; tail -n 20 "$tmp/log" "$tmp/run"; fi
	# A port uc10 does not have: configuring stops, naming it.
	if command -v cmake >/dev/null 2>&1; then
		if cmake -S "$a" -B "$a/cb2" -DCMAKE_PREFIX_PATH="$p" -DUC10_PORT=nosuch > "$tmp/log" 2>&1; then
			bad "$board: examples/app: PORT=nosuch configured"
		elif grep -q "uc10_add_program: PORT nosuch: no such port" "$tmp/log"; then ok
		else bad "$board: examples/app: PORT=nosuch: $(tail -n 5 "$tmp/log")"; fi
	fi
else
	echo "install: PORT=$board: toolchain or QEMU missing, board not tried"
	[ "${CI:-}" = true ] && bad "$board missing"
fi
echo "install: $pass passed, $fail failed"
[ $fail -eq 0 ]
