#!/bin/sh
# tests/readme/run.sh - the counts README.md quotes are the tree's: each is
# computed here from its one source and must appear in the README's prose
# (line breaks read as spaces), so that an operator added without the
# README following fails `make check'.
cd "$(dirname "$0")/../.." || exit 2
. tests/check.sh
text=$(tr -s ' \n' '  ' < README.md)
# has WHAT PHRASE: README's prose holds PHRASE.
has() {
	case $text in
	*"$2"*) ok ;;
	*) bad "README.md should say \"$2\" ($1)" ;;
	esac
}
# The product's operator libraries: operators defined, kernel functions
# (distinct C functions registered), registrations.
K="tables/aten_defs.m4 tables/aten_cpu.m4 tables/aten_quantized.m4"
nops=$(cat $K | grep -c '^UC10_DEF(')
# (a registration may list its kernel's dtypes after the function: UC10_IMPL's fifth argument)
nfns=$(sed -n 's/^UC10_IMPL[A-Z_]*([^,]*,[^,]*,[^,]*, *\([A-Za-z0-9_]*\) *[,)].*/\1/p' $K | sort -u | wc -l)
nregs=$(cat $K | grep -c '^UC10_IMPL')
has "tables/aten_*.m4" "$nops operators ($nfns kernel functions, $nregs registrations in tables/aten_*.m4)"
# PyTorch 1.13's whole registry (tests/registry/).
R=tests/registry/pytorch-1.13.m4
commas() { printf '%s\n' "$1" | sed -E ':a; s/([0-9])([0-9]{3})($|,)/\1,\2\3/; ta'; }
has "$R" "$(commas "$(grep -c '^UC10_DEF' $R)") operators and $(commas "$(grep -c '^UC10_IMPL' $R)") registrations"
# The size table (make size-readme) measured the demo with the product's
# tables: as many operators as the generator reads from them now.
P=$(make -s --no-print-directory --eval 'readme-tables: ; @echo $(TABLES)' readme-tables)
nprod=$(tools/gen.sh -e emit_op_schemas $P | grep -c '^op ')
has "README's size table, $P" "The demo firmware (\`demo/demo.c\`) with the product tables, $nprod operators"
# The kernel tests' cases, each computed by PyTorch 1.13: the NCASES of
# every table of cases tools/refdata/gen.py wrote (tests/kernels/data/).
ncases=$(sed -n 's/^#define [A-Z0-9_]*_NCASES \([0-9]*\)$/\1/p' tests/kernels/data/*.h | awk '{ n += $1 } END { print n }')
has "tests/kernels/data/*.h" "tested against $(commas "$ncases") cases computed by PyTorch 1.13"
# The key universe (m4/keys.m4), whole and trimmed to BACKENDS=CPU: its
# runtime entries, one kernel pointer each in an operator's dense row (4
# bytes on the boards).
d=$(mktemp -d) || exit 2
trap 'rm -rf "$d"' EXIT
entries() { tools/gen.sh -k $1 "$d/$2" && sed -n 's/^#define UC10_NUM_RUNTIME_ENTRIES //p' "$d/$2/uc10_keys.h"; }
all=$(entries '' all) && cpu=$(entries '-b CPU' cpu) || bad "tools/gen.sh -k failed"
has "m4/keys.m4" "instead of $all pointers"
has "m4/keys.m4, BACKENDS=CPU" \
	"$cpu runtime entries instead of $all with \`BACKENDS=CPU\`, the dense table $((cpu * 4)) B an operator instead of $((all * 4))"
# The programs' table: each program of tests/programs/ that it names, its
# calls (and the calls as exported where fusion took some), planned arena
# and lower bound as the program compiler plans them (the same on every
# port: no call of theirs takes target-dependent scratch).
PT=$(make -s --no-print-directory --eval 'readme-prog-tables: ; @echo $(PROG_TABLES)' readme-prog-tables)
for row in $(grep -o '^| `tests/programs/[a-z0-9_]*`' README.md | sed 's/.*\/\([a-z0-9_]*\)`$/\1/'); do
	plan=$(tools/gen.sh -e emit_program -D UC10_PART=plan m4/program.m4 $PT tests/programs/$row.m4 | head -n 1)
	calls=$(printf '%s\n' "$plan" | sed -n 's/^program [a-z0-9_]*: \([0-9]*\) calls, .*/\1/p')
	arena=$(printf '%s\n' "$plan" | sed -n 's/.*, arena \([0-9]*\) bytes, .*/\1/p')
	lower=$(printf '%s\n' "$plan" | sed -n 's/.*, lower bound \([0-9]*\) .*/\1/p')
	exported=$(grep -c '^UC10_CALL(' tests/programs/$row.m4)
	want="| $calls $([ "$exported" = "$calls" ] || echo "($exported as exported")"
	got=$(grep "^| \`tests/programs/$row\`" README.md)
	case $got in
	*"$want"*"| $arena B | $lower B |") ok ;;
	*) bad "README.md's row of tests/programs/$row should say calls \"$want\", arena $arena B, lower bound $lower B" ;;
	esac
done
# The models' table: each MLPerf Tiny model's planned arena, float and
# int8, as the program compiler plans it for cortex-m4f (whose target the
# float scratch depends on), in the table's KB (1024 bytes: two decimals
# under 1, one under 100).
D=$(make -s --no-print-directory PORT=cortex-m4f --eval 'readme-defs: ; @echo $(PROG_TARGET_DEFS)' readme-defs)
kb() { awk -v b="$1" 'BEGIN { k = b / 1024; printf(k < 1 ? "%.2f" : k < 100 ? "%.1f" : "%.0f", k) }'; }
arena() {
	tools/gen.sh -e emit_program -D UC10_PART=h $D m4/program.m4 $PT examples/models/programs/$1.m4 |
		sed -n 's/^#define UC10_PROGRAM_[A-Z0-9_]*_ARENA_BYTES //p'
}
for m in "DS-CNN keyword spotting:ds_cnn" "MobileNetV1-0.25:mobilenet_v1" "ResNet-8:resnet8" "FC autoencoder:autoencoder"; do
	label=${m%%:*} p=${m#*:}
	got=$(grep "^| $label " README.md | awk -F'|' '{ print $4 "|" $5 }' | sed 's/[^|(]*(\([0-9.]*\) KB,[^|]*/\1/g')
	want="$(kb "$(arena $p)")|$(kb "$(arena ${p}_int8)")"
	[ "$got" = "$want" ] && ok || bad "README.md's row of $p should give the arenas (float|int8) $want KB, not $got"
done
finish readme
