# tests/inspect/fuzz.sh - a short libFuzzer run over the reader and every
# command (tools/inspect/fuzz.c), from the committed seeds; sourced by
# run.sh.  FUZZ_SECONDS (default 20) sets the length.  Without clang's
# fuzzer runtime (Debian: clang, libclang-rt-14-dev) it is skipped, loudly.

echo "-- fuzz"
secs=${FUZZ_SECONDS:-20}
if ! $MK inspect-fuzz >"$W/fuzz-build.log" 2>&1; then
	loud "clang -fsanitize=fuzzer does not build here (see build/host/inspect-last/fuzz-build.log): the fuzz run is SKIPPED"
else
	mkdir -p "$W/corpus"
	cp tests/inspect/seeds/* "$W/corpus/"
	timeout $((secs + 120)) build/host/uc10-inspect-fuzz -max_total_time="$secs" -timeout=10 \
		-rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$W/" "$W/corpus" >"$W/fuzz.log" 2>&1
	rc=$?
	runs=$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' "$W/fuzz.log")
	if [ $rc -eq 0 ] && [ -n "$runs" ]; then
		ok "fuzz: $secs s, $runs executions, no crash, leak or undefined behaviour"
	else
		no "fuzz: status $rc (log and crashing input kept in build/host/inspect-last/)"
		grep -E 'ERROR|SUMMARY|runtime error' "$W/fuzz.log" | head -5 | sed 's/^/        /'
	fi
fi
