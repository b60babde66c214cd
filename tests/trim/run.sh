#!/bin/sh
# tests/trim/run.sh - the trimmed key universe (Note [Trimmed key universe]
# in m4/keys.m4, `make BACKENDS=CPU'):
#  - the product's dump with BACKENDS=CPU is the full dump without the
#    trimmed-away keys' lines (kept slots: same kernels, same order);
#  - test_trim: indices, bounds, the trimmed-backend error, a CPU call;
#  - the kernel tests and the host programs that use only kept keys, built
#    with BACKENDS=CPU: as in the full build, 0 failed;
#  - the demo with BACKENDS=CPU,PrivateUse1 (it calls the PrivateUse1
#    fallback): 0 failed;
#  - build time: a registration at a trimmed key is a warning with
#    file:line; an unknown backend in BACKENDS= stops the generator.
cd "$(dirname "$0")/../.." || exit 2
out=build/host/trim-test; mkdir -p $out
. tests/check.sh
MK="make -s --no-print-directory PORT=host"
TABLES=$($MK --eval 'print-tables: ; @echo $(TABLES)' print-tables)
TRIMMED='^  (|Quantized|Sparse|NestedTensor|Autograd)(CUDA|HIP|XLA|MPS|IPU|XPU|HPU|VE|Lazy|Meta|PrivateUse1|PrivateUse2|PrivateUse3):'

# The dumps: full restricted to the kept slots == trimmed.
$MK dump OPS="$TABLES" > $out/full.txt 2>/dev/null || bad "full dump"
$MK dump OPS="$TABLES" BACKENDS=CPU > $out/cpu.txt 2> $out/cpu.err || bad "trimmed dump: $(cat $out/cpu.err)"
grep -Ev "$TRIMMED" $out/full.txt > $out/full-kept.txt
if [ -s $out/cpu.txt ] && cmp -s $out/full-kept.txt $out/cpu.txt; then ok
else bad "trimmed dump differs from the full one on kept slots (diff $out/full-kept.txt $out/cpu.txt)"; fi
grep -Eq "$TRIMMED" $out/cpu.txt && bad "trimmed dump has a trimmed key" || ok
[ $(wc -l < $out/cpu.txt) -lt $(wc -l < $out/full.txt) ] && ok || bad "trimmed dump not shorter"

# test_trim on the seed example, generated with BACKENDS=CPU.
g=$out/gen
G="tools/gen.sh -b CPU"
if $G -k $g && $G $g tables/myops.m4 2>/dev/null; then ok; else bad "generate"; fi
if ${CC:-cc} -std=c11 -Wall -Wextra -Werror -O2 -Iinclude -I$g -o $out/test_trim tests/trim/test_trim.c \
	$g/uc10_ops.c $g/uc10_keys.c src/*.c src/tensor/*.c kernels/myops/*.c -lm 2> $out/cc.err; then ok
else bad "compile test_trim: $(cat $out/cc.err)"; fi
r=$($out/test_trim); rc=$?
printf '%s\n' "$r" | grep -v '^trim: '
if [ $rc -eq 0 ] && printf '%s\n' "$r" | grep -q '^trim: [1-9][0-9]* passed, 0 failed'; then ok; else bad "test_trim: $(printf '%s\n' "$r" | tail -1)"; fi

# The programs using only kept keys, built with BACKENDS=CPU.
progs="test_contexts test_wide $($MK --eval 'print-kt: ; @echo $(KERNEL_TESTS)' print-kt)"
for p in $progs; do
	if $MK BACKENDS=CPU build/host-bCPU/tests/$p > $out/$p.log 2>&1; then
		r=$(build/host-bCPU/tests/$p 2>&1 | tail -1)
		case "$r" in *" 0 failed") ok ;; *) bad "BACKENDS=CPU $p: $r" ;; esac
	else bad "BACKENDS=CPU build $p: $(grep -v 'trimmed away' $out/$p.log | head -5)"; fi
done
if $MK BACKENDS=CPU,PrivateUse1 build/host-bCPU-PrivateUse1/tests/demo > $out/demo.log 2>&1; then
	r=$(build/host-bCPU-PrivateUse1/tests/demo 2>&1 | tail -1)
	case "$r" in *" 0 failed") ok ;; *) bad "BACKENDS=CPU,PrivateUse1 demo: $r" ;; esac
else bad "build demo: $(head -5 $out/demo.log)"; fi

# Build time.
printf '%s\n' 'UC10_LIBRARY(`tt'"'"')' 'UC10_DEF(tt, `f(Tensor a) -> Tensor'"'"')' \
	'UC10_IMPL(tt, CPU, f, f_cpu)' 'UC10_IMPL(tt, CUDA, f, f_cuda)' > $out/ops.m4
if $G $out/ops $out/ops.m4 2> $out/ops.err &&
   grep -qx "$out/ops.m4:4: warning: UC10_IMPL: key CUDA is trimmed away by BACKENDS=CPU; registration dropped" $out/ops.err &&
   ! grep -q f_cuda $out/ops/uc10_ops.c && grep -q f_cpu $out/ops/uc10_ops.c; then ok
else bad "trimmed impl: $(cat $out/ops.err)"; fi
if tools/gen.sh -b CPU,Cuda -k $out/bad 2> $out/bad.err; then bad "BACKENDS=CPU,Cuda accepted"
elif grep -q "BACKENDS=CPU,Cuda: unknown backend Cuda" $out/bad.err; then ok
else bad "message: $(cat $out/bad.err)"; fi

finish trim
