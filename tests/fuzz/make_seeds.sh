#!/bin/sh
# tests/fuzz/make_seeds.sh - (re)write the seed corpora tests/fuzz/seeds/.
#   lookup/: every operator's qualified name, each "name NUL overload"
#            pair, and near misses (trailing dot, wrong overload, junk)
#   boxed/:  one two-byte input per (mode, operator): mode 0..3, operator
#            index into the registry's definition order (fuzz_boxed.c)
# The operator names come from the generated header of the fuzzers' set.
cd "$(dirname "$0")/../.." || exit 2
make -s --no-print-directory PORT=host build/host/gen-rel/uc10_ops.h || exit 1
names=$(sed -n 's,^/\* \([A-Za-z_0-9]*::[A-Za-z_0-9.]*\)(.*,\1,p' build/host/gen-rel/uc10_ops.h)
rm -rf tests/fuzz/seeds && mkdir -p tests/fuzz/seeds/lookup tests/fuzz/seeds/boxed
i=0
for n in $names; do
	printf '%s' "$n" > tests/fuzz/seeds/lookup/q$i
	base=${n%%.*}; ovl=${n#"$base"}; ovl=${ovl#.}
	printf '%s\0%s' "$base" "$ovl" > tests/fuzz/seeds/lookup/p$i
	i=$((i + 1))
done
printf '' > tests/fuzz/seeds/lookup/empty
printf 'myops::myadd.' > tests/fuzz/seeds/lookup/trailing_dot
printf 'myops::myadd\0Tensor' > tests/fuzz/seeds/lookup/wrong_overload
printf 't::split.pair\0' > tests/fuzz/seeds/lookup/qualified_as_name
printf 't::split.pair.x' > tests/fuzz/seeds/lookup/two_dots
printf '::.\0::' > tests/fuzz/seeds/lookup/junk
nops=$(printf '%s\n' $names | wc -l)
for m in 0 1 2 3; do
	o=0
	while [ $o -lt "$nops" ]; do
		printf "$(printf '\\%03o\\%03o' $m $o)" > tests/fuzz/seeds/boxed/m${m}_op$o
		o=$((o + 1))
	done
done
echo "seeds: $(ls tests/fuzz/seeds/lookup | wc -l) lookup, $(ls tests/fuzz/seeds/boxed | wc -l) boxed"
