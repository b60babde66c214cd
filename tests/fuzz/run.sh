#!/bin/sh
# tests/fuzz/run.sh - build the libFuzzer targets and run each one from the
# seeds (tests/fuzz/seeds/) for FUZZ_SECONDS (default 15), or for FUZZ_RUNS
# executions when that is set (the long run: `make fuzz-long').  A crash,
# a sanitizer finding or a broken promise (the targets abort) is a failure;
# the input is kept in build/host/fuzz/artifacts/.  One check per target;
# the executions are printed.  FUZZ_OUT: where corpora, logs and crash
# inputs go (default build/host/fuzz); FUZZ_BIN: run already built targets
# from there instead of building.  See tests/fuzz/README.md.
. "$(dirname "$0")/../reliability/lib.sh"
secs=${FUZZ_SECONDS:-15}
out=${FUZZ_OUT:-build/host/fuzz}; mkdir -p $out/artifacts
required clang || finish fuzz
if [ -z "${FUZZ_BIN:-}" ] && ! make -s --no-print-directory PORT=host rel-fuzz-progs >$out/build.log 2>&1; then
	sed 's/^/  /' $out/build.log | tail -20
	if grep -q 'cannot find.*libclang_rt\|libclang_rt.fuzzer' $out/build.log; then
		bad "the libFuzzer runtime is missing: apt-get install libclang-rt-14-dev"
	else bad "building the fuzz targets failed"; fi
	finish fuzz
fi
for t in lookup boxed; do
	corpus=$out/corpus-$t
	rm -rf "$corpus"; mkdir -p "$corpus"; cp tests/fuzz/seeds/$t/* "$corpus"/
	dict=; [ -f tests/fuzz/$t.dict ] && dict=-dict=tests/fuzz/$t.dict
	if [ -n "${FUZZ_RUNS:-}" ]; then limit=-runs=$FUZZ_RUNS; else limit=-max_total_time=$secs; fi
	start=$(date +%s)
	${FUZZ_BIN:-build/host/rel}/fuzz_$t $limit $dict -print_final_stats=1 -timeout=10 -rss_limit_mb=4096 \
		-artifact_prefix=$out/artifacts/$t- "$corpus" >$out/$t.log 2>&1
	rc=$?
	end=$(date +%s)
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' $out/$t.log)
	cov=$(grep -a -E '^#[0-9]+.*(DONE|pulse|NEW|REDUCE)' $out/$t.log | tail -n 1 | sed -n 's/.*cov: \([0-9]*\) ft: \([0-9]*\) corp: \([0-9]*\).*/cov \1, features \2, corpus \3/p')
	echo "  fuzz_$t: ${execs:-?} executions in $((end - start)) s ($cov)"
	if [ $rc -eq 0 ]; then ok
	else
		grep -a -v "^ *#[0-9]" $out/$t.log | grep -a -E 'ERROR|fuzz_|SUMMARY|runtime error|Test unit' | head -20 | sed 's/^/    /'
		bad "fuzz_$t: exit status $rc (log: $out/$t.log)"
	fi
done
finish fuzz
