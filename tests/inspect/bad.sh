# tests/inspect/bad.sh - images that are not (readable) uc10 firmware;
# sourced by run.sh.  Each must give exit status 2 and a message saying
# why, never a crash.  The subjects are the committed seeds (small real
# images: tests/inspect/seeds/), damaged on purpose with elfpatch.c: the
# 32-bit board image where a pointer is the stored word, the host's PIE
# for the header and symbol table.

S=tests/inspect/seeds
B=$W/bad
mkdir -p "$B"
echo "-- bad images"

# expect NAME REGEX FILE [ARGS..]: status 2 and REGEX in the message.
expect() {
	name=$1 re=$2 file=$3
	shift 3
	$I "$@" "$file" >"$B/out" 2>"$B/err"
	rc=$?
	if [ $rc -eq 2 ] && grep -Eq "$re" "$B/err"; then
		ok "bad: $name -> $(sed 's/^uc10-inspect: [^:]*: //' "$B/err" | cut -c1-110)"
	else
		no "bad: $name: status $rc: $(head -c 300 "$B/err")"
	fi
}

# damaged NAME SEED SYMBOL[+OFF] SIZE VALUE: a copy with one field changed.
damaged() {
	cp "$S/$2" "$B/$1" && $P "$B/$1" "$3" "$4" "$5"
}

# abi N: the byte offset of uc10_abi[N] in the seed's registry etc.
abi() { printf %d "$($P "$S/$1" "uc10_abi+$((2 * $2))" 2)"; }

: >"$B/empty"
expect "empty file" "past the end of the file" "$B/empty"
printf 'This is a text file, long enough to hold an ELF header: 64 bytes and more.\n' >"$B/text"
expect "not an ELF" "not an ELF file" "$B/text"
head -c 40 "$S/host.elf" >"$B/short"
expect "cut inside the ELF header" "ELF header .* past the end of the file" "$B/short"
size=$(wc -c <"$S/host.elf")
head -c $((size / 2)) "$S/host.elf" >"$B/half"
expect "cut in half" "past the end of the file .*truncated" "$B/half"
size=$(wc -c <"$S/cortex-m0.elf")
head -c $((size - 1)) "$S/cortex-m0.elf" >"$B/less1"
expect "one byte short" "truncated" "$B/less1"

cp "$S/host.elf" "$B/class"
printf '\003' | dd of="$B/class" bs=1 seek=4 conv=notrunc 2>/dev/null
expect "ELF class 3" "bad ELF class 3" "$B/class"
cp "$S/host.elf" "$B/as32"
printf '\001' | dd of="$B/as32" bs=1 seek=4 conv=notrunc 2>/dev/null
expect "a 64-bit image read as 32-bit" "." "$B/as32"
cp "$S/cortex-m0.elf" "$B/big"
printf '\002' | dd of="$B/big" bs=1 seek=5 conv=notrunc 2>/dev/null
expect "big-endian" "big-endian ELF" "$B/big"

expect "no uc10 tables (uc10-inspect itself)" "no uc10 tables: .*uc10_registry_main" "$I"
cp "$S/host.elf" "$B/stripped"
strip "$B/stripped"
expect "stripped (host: .dynsym left)" "stripped" "$B/stripped"
cp "$S/cortex-m0.elf" "$B/stripped32"
if strip "$B/stripped32" 2>/dev/null || arm-none-eabi-strip "$B/stripped32" 2>/dev/null; then
	expect "stripped (ARM: no symbols at all)" "no symbol table: the ELF is stripped" "$B/stripped32"
fi
if objcopy --strip-symbol=uc10_abi "$S/host.elf" "$B/noabi" 2>/dev/null; then
	expect "no uc10_abi" "no uc10_abi symbol" "$B/noabi"
fi

damaged abi2 host.elf uc10_abi 2 2
expect "uc10_abi version 2" "uc10_abi version 2: this uc10-inspect reads version 1" "$B/abi2"
damaged abip host.elf uc10_abi+2 2 4
expect "uc10_abi pointer size 4 in a 64-bit ELF" "pointer size 4 in a 64-bit ELF" "$B/abip"
damaged abin cortex-m0.elf uc10_abi+4 2 0
expect "uc10_abi: no table entries" "0 table entries per operator" "$B/abin"
damaged abio cortex-m0.elf uc10_abi+10 2 60000
expect "uc10_abi: a field outside its struct" "uc10_op.name at offset 60000 .* outside" "$B/abio"
damaged abit cortex-m0.elf uc10_abi+22 2 4000
expect "uc10_abi: the table outside uc10_op" "uc10_op.table .* outside" "$B/abit"

m0=cortex-m0.elf
damaged ops "$m0" "uc10_registry_main+$(abi $m0 19)" 4 0xdeadbeef
expect "registry.ops out of range" "registry.ops: address 0xdeadbeef .* outside every loaded section" "$B/ops"
damaged ram "$m0" "uc10_registry_main+$(abi $m0 24)" 4 "$($P "$S/$m0" uc10_the_local 0)"
expect "registry.disp into RAM (.bss)" "registry.disp at 0x[0-9a-f]* lies in .bss \(RAM, not flash\)" "$B/ram"
damaged nops "$m0" "uc10_registry_main+$(abi $m0 20)" 4 0x7fffffff
expect "2^31-1 operators" "2147483647 operators \(at most 32767\)" "$B/nops"
damaged nops2 "$m0" "uc10_registry_main+$(abi $m0 20)" 4 3000 &&
	$P "$B/nops2" "uc10_registry_main+$(abi $m0 21)" 4 1500 &&
	$P "$B/nops2" "uc10_registry_main+$(abi $m0 22)" 4 3001
expect "more operators than the image holds" "registry.(ops|order|disp)" "$B/nops2"
damaged nb "$m0" "uc10_registry_main+$(abi $m0 21)" 4 0
expect "no hash buckets" "0 hash buckets" "$B/nb"
damaged prime "$m0" "uc10_registry_main+$(abi $m0 22)" 4 0
expect "hash prime 0" "hash prime 0" "$B/prime"
damaged disp "$m0" "uc10_registry_main+$(abi $m0 24)" 4 0xfffffff0
expect "registry.disp out of range" "registry.disp" "$B/disp"
damaged order "$m0" "uc10_ops_order" 4 "$(($($P "$S/$m0" uc10_ops 0) + $(abi $m0 4)))"
expect "order[] past the last operator" "order\[0\] = 0x[0-9a-f]* is not one of the 1 operators" "$B/order"
damaged name "$m0" "uc10_ops+$(abi $m0 5)" 4 0xfffffff0
expect "an operator's name out of range" "an operator's name: address 0xfffffff0" "$B/name"
damaged nft "$m0" "uc10_ops+$(abi $m0 7)" 4 0xfffffff0
expect "its non-fallthrough sets out of range" "myops::myadd: non-fallthrough sets" "$B/nft"
damaged entry "$m0" "uc10_ops+$(($(abi $m0 11) + 4))" 4 0xfffffff0
expect "a table entry out of range" "myops::myadd: table entry 1: address 0xfffffff0" "$B/entry"
damaged src "$m0" "uc10_k_myops_myadd__myadd_cpu_KERNEL+$(abi $m0 16)" 1 9
expect "a kernel record's source 9" "source 9 is not a uc10_source" "$B/src"
damaged kname "$m0" "uc10_k_myops_myadd__myadd_cpu_KERNEL+$(abi $m0 15)" 4 0x10000000
expect "a kernel record's name out of range" "a kernel's name: address 0x10000000" "$B/kname"
damaged keys "$m0" uc10_runtime_key_names+8 4 0xfffffff0
expect "a runtime key name out of range" "a runtime key name" "$B/keys"
# The name's NUL replaced: the string runs on into the next one, or off
# the end of its section -- either way it is read within bounds.
damaged nonul "$m0" "uc10_abi" 2 3
expect "uc10_abi version 3" "uc10_abi version 3" "$B/nonul"
damaged which "$m0" uc10_abi+4 2 105
if $I "$B/which" >/dev/null 2>&1; then
	expect "--which on an image of another key universe" "105 runtime keys" "$B/which" --which CPU
fi

# A record named after another function: it loads, and is flagged.
kn=$(abi $m0 15)
damaged mis "$m0" "uc10_k_myops_myadd__myadd_cpu_KERNEL+$kn" 4 \
	"$($P "$S/$m0" "uc10_k_myops_myadd__myadd_autograd_AUTOGRAD+$kn" 4)"
$I --kernels "$B/mis" >"$B/mis.txt" 2>&1
$I --html "$B/mis.html" "$B/mis" 2>>"$B/mis.txt"
if grep -q "name=myadd_autograd source=kernel ops=1 unboxed=myadd_cpu@0x[0-9a-f]* boxed=- MISMATCH: its function is myadd_cpu" "$B/mis.txt" &&
	grep -q "kernel records, 1 whose name is not their function's symbol" "$B/mis.txt" &&
	grep -q '<td class="c0 mis" data-k="[0-9]*">K</td>' "$B/mis.html"; then
	ok "bad: a record whose name is not its function's symbol is flagged (--kernels, --html)"
else
	no "bad: a record whose name is not its function's symbol is flagged"
	head -3 "$B/mis.txt" | sed 's/^/        /'
fi

# Random damage: no status but 0, 1 or 2, and 2 always says why.
n=0 loaded=0 refused=0 crashed=0
for s in host.elf cortex-m0.elf rv32imac.elf host-compact.elf cortex-m0-compact.elf; do
	i=0
	while [ $i -lt 60 ]; do
		i=$((i + 1))
		cp "$S/$s" "$B/rnd"
		$P "$B/rnd" --mutate "$i" $((i % 24 + 1))
		for args in "" "--size" "--which CPU,AutogradCPU" "--html $B/rnd.html"; do
			n=$((n + 1))
			# shellcheck disable=SC2086
			$I $args "$B/rnd" >/dev/null 2>"$B/rnd.err"
			rc=$?
			case $rc in
			0 | 1) loaded=$((loaded + 1)) ;;
			2) grep -q '^uc10-inspect: ' "$B/rnd.err" && refused=$((refused + 1)) || crashed=$((crashed + 1)) ;;
			*) crashed=$((crashed + 1)); echo "        $s --mutate $i: $args: status $rc" ;;
			esac
		done
	done
done
if [ $crashed -eq 0 ]; then
	ok "bad: $n runs on randomly damaged seeds: $loaded read, $refused refused with a message, no crash"
else
	no "bad: $n runs on randomly damaged seeds: $crashed crashed or failed silently"
fi
