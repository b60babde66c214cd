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
finish readme
