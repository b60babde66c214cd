#!/bin/sh
# tutorial/check-text.sh [FILE.md...] - the code blocks of the tutorial and
# of docs/ are real: nothing in them was typed twice.  A fenced block
#
#   ```c        is lines that appear, consecutive and verbatim, in a C file
#   ```m4       ... in an operator library (m4)
#   ```make     ... in a make file
#   ```cmake    ... in a CMake file
#   ```console  is `$ command' lines, each followed by lines of what it
#               prints: the command is run from the top directory (with
#               /bin/sh, outside of any make), and those lines must appear
#               in its output (stdout and stderr), in that order; other
#               lines may lie between them
#
# and any other block (```text, ```sh) is not checked.  A block right after
# a line `<!-- quote: FILE|START|END -->` (END may be END1|END2|...: the
# first line starting with END2 after END1's, ...) must be exactly
# the lines of FILE from the first one starting with START to the first
# one starting with END; `tutorial/check-text.sh --refresh [FILE.md...]'
# rewrites such blocks from their files (review the diff: the prose around
# them may need changing too).  tutorial/README.md
# may quote tutorial/, the header generated from its tables and
# mk/tutorial.mk only, since its program is what `make check' runs;
# docs/*.md may quote the whole tree and the generated C of build/host/.
# Prints `tutorial-text: N passed, N failed'.
cd "$(dirname "$0")/.." || exit 2
refresh=
[ "${1:-}" = --refresh ] && { refresh=yes; shift; }
# One directory a run: two checks at once (a parallel `make check') must
# not share one.
out=build/host/tutorial-text.$$
rm -rf $out; mkdir -p $out
trap 'rm -rf $out' EXIT
. tests/check.sh

# The generated C that docs/ quote.
make -s --no-print-directory PORT=host build/host/gen/uc10_ops.c build/host/gen/uc10_ops.h \
	build/host/gen-tut/uc10_ops.c build/host/gen-tut/uc10_ops.h >/dev/null || bad "generating build/host/gen*"

# quotable MD LANG: the files a block of MD in LANG may quote.
quotable() {
	case $1:$2 in
	tutorial/*:c) ls tutorial/*.c tutorial/*.h build/host/gen-tut/uc10_ops.h ;;
	tutorial/*:m4) ls tutorial/*.m4 ;;
	tutorial/*:make) echo mk/tutorial.mk ;;
	*:c) ls include/uc10/*.h src/*.c src/tensor/*.c kernels/*/*.c kernels/*/*.h tutorial/*.[ch] \
		tests/*/*.[ch] demo/*.c ports/*/*.c examples/*/*.c build/host/gen/*.[ch] build/host/gen-tut/*.[ch] ;;
	*:m4) ls tables/*.m4 tutorial/*.m4 m4/*.m4 demo/*.m4 tests/*/*.m4 ;;
	*:make) ls Makefile mk/*.mk ports/*/port.mk ports/ports.mk kernels/sources.mk examples/*/Makefile ;;
	*:cmake) ls cmake/*.cmake examples/*/CMakeLists.txt ;;
	*:shell) ls tools/*.sh tests/*/*.sh ;;   # script text (```sh blocks are commands to type)
	esac 2>/dev/null
	case $1 in tutorial/*) ;; *) find docs -type f ! -name '*.md' 2>/dev/null ;; esac
}

# contains FILE BLOCK: BLOCK's lines are consecutive lines of FILE.
contains() {
	awk -v B="$2" 'BEGIN { while ((getline l < B) > 0) b[++nb] = l }
		{ f[++nf] = $0 }
		END { if (nb == 0) exit 1
		      for (i = 1; i + nb - 1 <= nf; i++) {
		          for (j = 1; j <= nb && f[i + j - 1] == b[j]; j++) ;
		          if (j > nb) exit 0
		      }
		      exit 1 }' "$1"
}

# in_order OUTPUT EXPECTED: EXPECTED's lines appear in OUTPUT, in order.
in_order() {
	awk -v E="$2" 'BEGIN { while ((getline l < E) > 0) e[++ne] = l; k = 1 }
		k <= ne && $0 == e[k] { k++ }
		END { if (k <= ne) { print "  not in the output (or not in this order): " e[k]; exit 1 } }' "$1"
}

docs=$*
[ -n "$docs" ] || docs="tutorial/README.md $(ls docs/*.md 2>/dev/null)"

# quotes MODE MD: check (print `FILE:LINE: message' for each bad quote
# block) or refresh (print MD with every quote block cut anew).
quotes() {
	awk -v mode="$1" -v md="$2" '
	function cut(file, start, nends,   n, l, i, j, k, r) {
		n = 0
		while ((getline l < file) > 0) f[++n] = l
		close(file)
		for (i = 1; i <= n && substr(f[i], 1, length(start)) != start; i++) ;
		if (i > n) return "\001no line of " file " starts with: " start
		j = i
		for (k = 1; k <= nends; k++) {
			if (k > 1) j++
			while (j <= n && substr(f[j], 1, length(ends[k])) != ends[k]) j++
			if (j > n) return "\001no line of " file " after its line " i " starts with: " ends[k]
		}
		r = f[i]
		for (k = i + 1; k <= j; k++) r = r "\n" f[k]
		return r
	}
	/^<!-- quote: .* -->$/ {
		n = split(substr($0, 13, length($0) - 16), q, "|")
		for (k = 3; k <= n; k++) ends[k - 2] = q[k]
		want = cut(q[1], q[2], n - 2); at = NR; state = 1
		if (substr(want, 1, 1) == "\001") { print md ":" NR ": " substr(want, 2) > "/dev/stderr"; bad++; state = 0 }
		else if (md ~ /^tutorial\// && q[1] !~ /^(tutorial\/|build\/host\/gen-tut\/|mk\/tutorial\.mk$)/) {
			print md ":" NR ": the tutorial quotes " q[1] ", which is not its own" > "/dev/stderr"; bad++ }
		if (mode == "refresh") print
		next
	}
	state == 1 && /^```/ { state = 2; nb = 0; body = ""; if (mode == "refresh") print; next }
	state == 2 && /^```$/ {
		if (mode == "refresh") print want
		else if (body != want) { print md ":" at ": the block differs from its quote (tutorial/check-text.sh --refresh " md ")" > "/dev/stderr"; bad++ }
		state = 0; if (mode == "refresh") print; next
	}
	state == 2 { body = nb++ ? body "\n" $0 : $0; next }
	mode == "refresh" { print }
	END { exit bad > 0 }' "$2"
}
if [ -n "$refresh" ]; then
	for md in $docs; do
		quotes refresh "$md" > "$md.tmp$$" && mv "$md.tmp$$" "$md" || { rm -f "$md.tmp$$"; echo "$md: not refreshed"; }
	done
	exit 0
fi
for md in $docs; do
	if quotes check "$md" 2> $out/quotes.err; then ok; else bad "quote blocks of $md:"; sed 's/^/  /' $out/quotes.err; fi
done
# Split every block into $out/N.LANG, with $out/N.where = FILE.md:LINE.
n=0
for md in $docs; do
	n=$(awk -v out=$out -v md="$md" -v n=$n '
		/^```[A-Za-z0-9]+$/ && !lang { lang = substr($0, 4); n++; file = out "/" n "." lang
		                               print md ":" NR > (out "/" n ".where"); close(out "/" n ".where")
		                               printf "" > file; next }
		/^```$/ && lang { close(file); lang = ""; next }
		lang { print > file }
		END { print n }' "$md")
done

i=0
while [ $i -lt $n ]; do
	i=$((i + 1))
	where=$(cat $out/$i.where)
	md=${where%:*}
	b=$(ls $out/$i.* | grep -v '\.where$')
	lang=${b##*.}
	case $lang in
	c|m4|make|cmake|shell)
		found=
		for src in $(quotable "$md" $lang); do
			if contains "$src" "$b"; then found=$src; break; fi
		done
		if [ -n "$found" ]; then ok
		else bad "$where: a \`\`\`$lang block found in no file it may quote:"; sed 's/^/  | /' "$b"; fi ;;
	console)
		awk -v pre="$b" '/^\$ / { k++; print substr($0, 3) > (pre ".cmd" k); printf "" > (pre ".exp" k); next }
			k { print > (pre ".exp" k) }' "$b"
		k=0
		while [ -f $b.cmd$((k + 1)) ]; do
			k=$((k + 1))
			cmd=$(cat $b.cmd$k)
			env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL sh -c "$cmd" > $b.out$k 2>&1
			if in_order $b.out$k $b.exp$k > $b.why$k; then ok
			else bad "$where: \$ $cmd"; cat $b.why$k; fi
		done ;;
	esac
done

# docs/reference.md is complete: every UC10_ macro the generator defines,
# and every case of the error catalogues, is in it.
case " $docs " in *" docs/reference.md "*)
	for mac in $(sed -n "s/^m4_define(\`\(UC10_[A-Z_]*\)'.*/\1/p" m4/*.m4 | sort -u); do
		grep -qw "$mac" docs/reference.md && ok || bad "docs/reference.md does not describe $mac"
	done
	for f in $(grep -l '^m4_dnl EXPECT: ' tests/errors/*.m4 docs/errors/*.m4); do
		grep -q "^\$ make -s dump OPS=$f\$" docs/reference.md && ok || bad "docs/reference.md does not show $f"
	done ;;
esac

finish tutorial-text
