#!/bin/sh
# tests/conformance/selftest.sh - tests of confgen alone (no uc10 needed).
#
#   tests/conformance/selftest.sh [SHARED_CONFORMANCE_DIR]
#
# Runs confgen on the shared cases and checks lines worked out by hand from
# the JSON, then feeds it small broken or unusual inputs.  Prints FAIL lines
# and one closing line `conformance-selftest: N passed, N failed`.

set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
shared=${1:-$root/../shared/conformance}

passed=0
failed=0
fail() { failed=$((failed + 1)); printf 'FAIL %s\n' "$*"; }
pass() { passed=$((passed + 1)); }
finish() {
	echo "conformance-selftest: $passed passed, $failed failed"
	[ "$failed" -eq 0 ] && exit 0
	exit 1
}

if ! shared=$(cd "$shared" 2>/dev/null && pwd); then
	fail "no conformance data at ${1:-$root/../shared/conformance}"
	finish
fi
cd "$root" || exit 2
out=build/host/conformance-selftest
rm -rf "$out"
mkdir -p "$out" || exit 2
cg=$out/confgen
if ! ${CC:-cc} -std=c11 -Wall -Wextra -Werror -O2 -o "$cg" tests/conformance/confgen.c; then
	fail "build confgen"
	finish
fi

# has FILE LINE: FILE has LINE as a whole line.
has() {
	if grep -Fx -e "$2" "$out/$1" >/dev/null 2>&1; then pass
	else fail "$1 lacks line: $2"; fi
}
# hasnt FILE TEXT: no line of FILE contains TEXT.
hasnt() {
	if grep -F -e "$2" "$out/$1" >/dev/null 2>&1; then fail "$1 contains: $2"
	else pass; fi
}
# line FILE N TEXT: line N of FILE is TEXT.
line() {
	got=$(sed -n "$2p" "$out/$1" 2>/dev/null)
	if [ "$got" = "$3" ]; then pass
	else fail "$1 line $2: want '$3', got '$got'"; fi
}
lines() {
	got=$(wc -l <"$out/$1" 2>/dev/null | tr -d ' ')
	if [ "$got" = "$2" ]; then pass
	else fail "$1: want $2 lines, got '$got'"; fi
}

# --- The shared cases
for c in "$shared"/cases/*.json; do
	[ -e "$c" ] || { fail "no cases in $shared/cases"; break; }
	n=$(basename "$c" .json)
	mkdir -p "$out/$n"
	if "$cg" "$c" "$shared/expected/$n.json" "$out/$n" 2>"$out/$n/err"; then
		pass
	else
		fail "confgen $n: $(cat "$out/$n/err")"
		continue
	fi
	# Rows that must never reach a uc10 dump.
	hasnt "$n/expected.dump" "core:"
	hasnt "$n/expected.dump" "  Python:"
	hasnt "$n/expected.dump" "  Tracer:"
	# One line per call in each per-call file.
	calls=$(grep -c '"query"' "$shared/expected/$n.json")
	lines "$n/queries.txt" "$calls"
	lines "$n/expected.which" "$calls"
	lines "$n/ran.txt" "$calls"
done

# 01: a CPU kernel and nothing else.
line 01_cpu_only/ops.m4 1 "UC10_LIBRARY(\`oc_cpu_only')"
line 01_cpu_only/ops.m4 2 "UC10_DEF(\`oc_cpu_only', \`foo(Tensor self, Tensor other) -> Tensor')"
line 01_cpu_only/ops.m4 3 "UC10_IMPL(\`oc_cpu_only', \`CPU', \`foo', \`foo_cpu')"
lines 01_cpu_only/ops.m4 3
line 01_cpu_only/expected.dump 1 "oc_cpu_only::foo"
line 01_cpu_only/expected.dump 2 "  CPU: foo_cpu [kernel]"
has 01_cpu_only/expected.dump "  AutogradCPU: fallthrough [backend fallback]"
has 01_cpu_only/expected.dump "  BackendSelect: fallthrough [backend fallback]"
hasnt 01_cpu_only/expected.dump "Named"
hasnt 01_cpu_only/expected.dump "Undefined"
lines 01_cpu_only/expected.dump 16      # op + CPU + 14 shipped fallthroughs
line 01_cpu_only/queries.txt 1 "foo|CPU|default|||"
line 01_cpu_only/expected.which 1 "oc_cpu_only::foo ks=0x0000000000004001 highest=CPU index=1 kernel=foo_cpu"
line 01_cpu_only/expected.which 10 "oc_cpu_only::foo ks=0x0000002000004400 highest=AutogradMeta index=86 kernel=missing"
line 01_cpu_only/ran.txt 10 "foo|"
[ -e "$out/01_cpu_only/reject1.m4" ] && fail "01 has a reject1.m4" || pass

# 03: CIA; bar's live AutogradOther entry was stale in PyTorch, the dump wins.
has 03_cia_only/expected.dump "  Undefined: foo_cia [math kernel]"
has 03_cia_only/expected.dump "  AutogradOther: ambiguous_autogradother [ambiguous autogradother]"
has 03_cia_only/expected.dump "  QuantizedCPU: bar_quantized_cpu [kernel]"
line 03_cia_only/expected.which 26 "oc_cia_only::bar ks=0x0000001000800000 highest=AutogradOther index=75 kernel=ambiguous_autogradother"
line 03_cia_only/expected.which 27 "oc_cia_only::bar2 ks=0x0000001000800000 highest=AutogradOther index=75 kernel=ambiguous_autogradother"
line 03_cia_only/ran.txt 26 "bar|"
line 03_cia_only/expected.which 25 "oc_cia_only::foo ks=0x0000001000800000 highest=AutogradOther index=75 kernel=foo_cia"

# 05: Autograd alias plus a direct AutogradCUDA kernel.
has 05_autograd_plus_cpu/expected.dump "  AutogradCUDA: foo_autograd_cuda [kernel]"
has 05_autograd_plus_cpu/expected.dump "  AutogradHIP: foo_autograd [autograd kernel]"
has 05_autograd_plus_cpu/expected.dump "  ADInplaceOrView: foo_adinplace [kernel]"
line 05_autograd_plus_cpu/expected.which 1 "oc_autograd_plus_cpu::foo ks=0x0000000800004001 highest=ADInplaceOrView index=74 kernel=foo_adinplace"

# 06: fallthrough impls print "fallthrough" with their source.
has 06_fallthrough_impl/ops.m4 "UC10_IMPL_FALLTHROUGH(\`oc_fallthrough_impl', \`AutogradMeta', \`foo')"
has 06_fallthrough_impl/ops.m4 "UC10_IMPL_FALLTHROUGH(\`oc_fallthrough_impl', \`Autograd', \`bar')"
has 06_fallthrough_impl/expected.dump "  AutogradMeta: fallthrough [kernel]"
has 06_fallthrough_impl/expected.dump "  Named: fallthrough [kernel]"
has 06_fallthrough_impl/expected.dump "  AutogradNestedTensor: fallthrough [autograd kernel]"
hasnt 06_fallthrough_impl/expected.dump "ft_"

# 07: backend fallbacks; the duplicate ADInplaceOrView one is refused.
has 07_backend_fallback/ops.m4 "UC10_FALLBACK(\`PrivateUse1', \`pu1_fallback')"
has 07_backend_fallback/ops.m4 "UC10_FALLBACK_FALLTHROUGH(\`AutogradPrivateUse1')"
has 07_backend_fallback/ops.m4 "UC10_FALLBACK(\`TESTING_ONLY_GenericMode', \`mode_fallback')"
hasnt 07_backend_fallback/ops.m4 "dup_adinplace"
has 07_backend_fallback/expected.dump "  PrivateUse1: pu1_fallback [backend fallback]"
has 07_backend_fallback/expected.dump "  AutogradPrivateUse1: fallthrough [backend fallback]"
has 07_backend_fallback/expected.dump "  TESTING_ONLY_GenericMode: foo_genericmode [kernel]"
line 07_backend_fallback/reject1.expect 1 "second fallback for key ADInplaceOrView"
lines 07_backend_fallback/reject1.expect 1
lines 07_backend_fallback/reject1.m4 9
line 07_backend_fallback/reject1.m4 9 "UC10_FALLBACK(\`ADInplaceOrView', \`dup_adinplace')"
line 07_backend_fallback/reject1.m4 8 "UC10_FALLBACK(\`TESTING_ONLY_GenericMode', \`mode_fallback')"
[ -e "$out/07_backend_fallback/reject2.m4" ] && fail "07 has a reject2.m4" || pass
line 07_backend_fallback/queries.txt 4 "foo|CPU|custom|BackendSelect,ADInplaceOrView,TESTING_ONLY_GenericWrapper|AutocastCPU,AutocastXPU,AutocastCUDA|"
line 07_backend_fallback/expected.which 2 "oc_backend_fallback::foo ks=0x0008000000004001 highest=TESTING_ONLY_GenericWrapper index=103 kernel=wrapper_fallback"
line 07_backend_fallback/ran.txt 2 "foo|wrapper_fallback,foo_cpu"

# 09: ops without tensor arguments.
has 09_backend_select/expected.dump "  Undefined: mk_cea [default backend kernel]"
has 09_backend_select/expected.dump "  BackendSelect: mk_backendselect [kernel]"
has 09_backend_select/queries.txt "mk||custom|||"
has 09_backend_select/expected.which "oc_backend_select::mk2 ks=0x0000000000000000 highest=Undefined index=0 kernel=missing"
has 09_backend_select/expected.which "oc_backend_select::mk ks=0x0000000004000000 highest=BackendSelect index=65 kernel=mk_backendselect"

# --- Small inputs.  t NAME WANT_STATUS MESSAGE_TEXT CASE_JSON EXPECTED_JSON
t() {
	d=$out/t_$1
	mkdir -p "$d/out"
	printf '%s\n' "$4" >"$d/case.json"
	printf '%s\n' "$5" >"$d/exp.json"
	"$cg" "$d/case.json" "$d/exp.json" "$d/out" >/dev/null 2>"$d/err"
	rc=$?
	if [ "$rc" -ne "$2" ]; then
		fail "t_$1: want status $2, got $rc: $(cat "$d/err")"
	elif [ -n "$3" ] && ! grep -F -e "$3" "$d/err" >/dev/null; then
		fail "t_$1: stderr lacks '$3': $(cat "$d/err")"
	elif [ "$rc" -ne 0 ] && [ -n "$(ls "$d/out")" ]; then
		fail "t_$1: failed but wrote files: $(ls "$d/out")"
	else
		pass
	fi
}
C='{"name": "t", "defs": ["foo(Tensor self) -> Tensor"], "impls": [{"op": "foo", "key": "CPU", "kernel": "foo_cpu"}]}'
tab='"table": {"CPU": {"kernel": "foo_cpu", "source": "kernel"}}'
call1='{"op": "foo", "tensor_keys": ["CPU"], "tls": "default", "dispatch_ks": "0x4001", "highest": "CPU", "index": 1, "ran": ["foo_cpu"]}'
E() { # E CALL [REGISTRATION_ERRORS]
	printf '{"name": "t", "namespace": "oc_t", "registration_errors": [%s], "ops": {"foo": {%s}}, "calls": [%s]}' "${2:-}" "$tab" "$1"
}

t ok 0 "" "$C" "$(E "$call1")"
t bad_json 2 "confgen: $out/t_bad_json/case.json: 2: value expected (at end of file)" '{"name": "t", "defs": [' "$(E "$call1")"
t trailing 2 "text after the JSON value" "$C x" "$(E "$call1")"
t no_kernel 2 'impls[0]: field "kernel" is missing' \
	'{"name": "t", "defs": ["foo(Tensor self) -> Tensor"], "impls": [{"op": "foo", "key": "CPU"}]}' "$(E "$call1")"
t wrong_pair 2 "wrong pair of files" "$C" "$(E "$call1" | sed 's/"name": "t"/"name": "u"/')"
t no_calls 2 'field "calls" is missing' "$C" '{"name": "t", "namespace": "oc_t", "registration_errors": [], "ops": {"foo": {"table": {}}}}'
t bad_key 2 "not a runtime key" "$C" "$(E "$call1" | sed 's/"CPU": {/"CPUX": {/')"
t bad_ks 2 "dispatch_ks" "$C" "$(E "$(echo "$call1" | sed 's/0x4001/4001/')")"
t bad_index 2 "index" "$C" "$(E "$(echo "$call1" | sed 's/"index": 1/"index": 106/')")"
t unknown_error 2 "Some new error" "$C" \
	"$(E '{"op": "foo", "tensor_keys": ["CPU"], "tls": "default", "dispatch_ks": "0x4001", "highest": "CPU", "index": 1, "ran": [], "error": "Some new error"}')"
t quote_in_schema 2 "cannot quote" \
	"{\"name\": \"t\", \"defs\": [\"foo(Tensor self, str s='a') -> Tensor\"]}" "$(E "$call1")"
t unmatched_reject 2 "matches no fallback" "$C" \
	"$(E "$call1" '{"fallback": {"key": "CPU", "kind": "boxed", "kernel": "x"}, "error": "Tried to register multiple backend fallbacks for the same dispatch key CPU"}')"
# PyTorch refuses a fallback at Python (its core fallback is there); uc10
# has none, so a human must decide what such a case tests.
t core_dup 2 "does not ship" \
	'{"name": "t", "defs": ["foo(Tensor self) -> Tensor"], "impls": [{"op": "foo", "key": "CPU", "kernel": "foo_cpu"}], "fallbacks": [{"key": "Python", "kind": "boxed", "kernel": "py"}]}' \
	"$(E "$call1" '{"fallback": {"key": "Python", "kind": "boxed", "kernel": "py"}, "error": "Tried to register multiple backend fallbacks for the same dispatch key Python"}')"
# Two equal user fallbacks: the second is the refused one.
t user_dup 0 "" \
	'{"name": "t", "defs": ["foo(Tensor self) -> Tensor"], "fallbacks": [{"key": "PrivateUse1", "kind": "boxed", "kernel": "pu"}, {"kind": "boxed", "kernel": "pu", "key": "PrivateUse1"}]}' \
	"$(E "$call1" '{"fallback": {"key": "PrivateUse1", "kind": "boxed", "kernel": "pu"}, "error": "Tried to register multiple backend fallbacks for the same dispatch key PrivateUse1"}')"
line t_user_dup/out/reject1.expect 1 "second fallback for key PrivateUse1"
has t_user_dup/out/ops.m4 "UC10_FALLBACK(\`PrivateUse1', \`pu')"
lines t_user_dup/out/reject1.m4 4
# A boxed core fallback that ran in PyTorch is missing in uc10.
t core_ran 0 "uc10 does not have" "$C" \
	"$(E '{"op": "foo", "tensor_keys": ["CPU", "Python"], "tls": "default", "dispatch_ks": "0x8004001", "highest": "Python", "index": 66, "ran": ["core:PythonFallbackKernel.cpp:140", "foo_cpu"]}')"
line t_core_ran/out/expected.which 1 "oc_t::foo ks=0x0000000008004001 highest=Python index=66 kernel=missing"
# JSON escapes decode (the schema default is "\u00e9/").
t escapes 0 "" '{"name": "t", "defs": ["foo(Tensor self, str s=\"\u00e9\/\") -> Tensor"]}' \
	"$(E "$call1")"
has t_escapes/out/ops.m4 "UC10_DEF(\`oc_t', \`foo(Tensor self, str s=\"é/\") -> Tensor')"

# ARGS: the tensor arguments of a call that did not carry its keys, as the
# oracle's makeArg passed them: defaults, None for Tensor[]?, and with no
# keys undefined tensors and empty lists.
call0='{"op": "foo", "tensor_keys": [], "tls": "default", "dispatch_ks": "0x1000000000", "highest": "AutogradOther", "index": 75, "ran": ["foo_cpu"]}'
t args_keys 0 "" '{"name": "t", "defs": ["foo(Tensor(a!) self, Tensor? w=None, Tensor[]? l, *, Tensor? k=None, int n=1) -> Tensor"]}' \
	"$(E "$call1")"
line t_args_keys/out/queries.txt 1 "foo|CPU|default|||w=None,l=None,k=None"
t args_nokeys 0 "" '{"name": "t", "defs": ["foo(Tensor[] xs, Tensor? w, Tensor?[] o, Tensor? b=None, Tensor[] e=[]) -> Tensor"]}' \
	"$(E "$call0")"
line t_args_nokeys/out/queries.txt 1 "foo||default|||xs=[],w=undefined,o=[undefined],b=None,e=[]"
t args_default 2 "argument w: a default the oracle's call passes" \
	'{"name": "t", "defs": ["foo(Tensor self, Tensor[] w=[0]) -> Tensor"]}' "$(E "$call1")"
# The project's own cases (beside this script) read too.
for c in "$here"/cases/*.json; do
	n=$(basename "$c" .json)
	mkdir -p "$out/$n"
	if "$cg" "$c" "$here/expected/$n.json" "$out/$n" 2>"$out/$n/err"; then pass
	else fail "confgen $n: $(cat "$out/$n/err")"; fi
done
has u01_undefined_none/queries.txt "optlist||default|||ws=[undefined]"
has u01_undefined_none/queries.txt "lst|CPU|default|||ys=None"

finish
