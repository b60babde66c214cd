#!/bin/bash
# ports/qemu-run.sh - run one bare-metal test program under QEMU as if it
# were a host program: its output on our stdout, its exit status as ours.
#
# usage: qemu-run.sh QEMU-SYSTEM [MACHINE-ARGS...] -- PROG.elf
#   e.g. qemu-run.sh qemu-system-arm -M mps2-an386 -- build/cortex-m4f/smoke.elf
# (each ports/*/port.mk puts everything up to `--` into PORT_RUN).
#
# Environment:
#   QEMU_TIMEOUT  seconds before the program is killed (default 120)
#   QEMU_FLAGS    extra QEMU arguments, e.g. "-icount shift=0" or
#                 "-d unimp,guest_errors"
#
# Exit status: the program's own (main's return or exit(n), mod 256);
#   124 timeout, 134 abort()/assert() or a QEMU abort (CPU lockup),
#   139 a fault caught by the port's handler (ports/arm/fault.c,
#   ports/rv32imac/trap.c), 2 bad usage.  The last four come with a loud
#   line on stderr.
#
# Why each QEMU option:
#   -semihosting-config enable=on,target=native
#                    printf and exit(n) reach the host through QEMU
#                    (picolibc --oslib=semihost); exit uses
#                    SYS_EXIT_EXTENDED, so the whole status survives.
#                    Without it a RISC-V program hangs on its first ebreak.
#   2>&1             QEMU writes semihosting text to its stderr; one stream
#                    keeps a program's lines in order with QEMU's complaints.
#   -serial stdio    a board UART, should a program use one, lands there too.
#   -display none -monitor none </dev/null
#                    no window, no monitor, no fight with make or a terminal
#                    over stdin (on a tty QEMU would also switch it to raw).
#   timeout          a spinning program must not stall CI.  --foreground
#                    keeps QEMU in our process group, so Ctrl-C reaches it.
#   ulimit -c 0      a QEMU abort must not leave core files behind.
set -u

limit=${QEMU_TIMEOUT:-120}
qemu=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do
	qemu+=("$1")
	shift
done
if [ $# -ne 2 ] || [ ${#qemu[@]} -eq 0 ]; then
	echo "usage: qemu-run.sh QEMU-SYSTEM [MACHINE-ARGS...] -- PROG.elf" >&2
	exit 2
fi
prog=$2
if [ ! -f "$prog" ]; then
	echo "qemu-run: $prog: no such file" >&2
	exit 2
fi

loud() { echo "qemu-run: *** $prog: $* ***" >&2; }

ulimit -c 0
start=$SECONDS
# shellcheck disable=SC2086 # QEMU_FLAGS is meant to split into words
timeout --foreground -k 5 "$limit" "${qemu[@]}" \
	-display none -monitor none -serial stdio \
	-semihosting-config enable=on,target=native \
	${QEMU_FLAGS:-} -kernel "$prog" </dev/null 2>&1
rc=$?

case $rc in
124|137)
	# 124 is also a status a program may return: only time tells them apart
	if [ $((SECONDS - start)) -ge "$limit" ]; then
		loud "TIMEOUT: killed after ${limit} s (QEMU_TIMEOUT=$limit)"
		rc=124
	fi ;;
134)	loud "aborted (status 134): abort()/assert(), or QEMU gave up on a CPU lockup" ;;
139)	loud "crashed (status 139): CPU fault, registers above" ;;
esac
exit $rc
