# tools/program-size.awk - what a program's production image spends its
# flash and RAM on (make program-size), from its link map (GNU ld -Map).
#
#   awk -v name=NAME -v flash=F -v ram=D -v arena=A -v stack=S -f tools/program-size.awk NAME.map
#
# F and D are the image's flash (text + data) and static RAM (data + bss)
# as `size' counts them, A the arena (UC10_PROGRAM_<NAME>_ARENA_BYTES, in
# the image's .bss), S the run's stack bound (UC10_PROGRAM_<NAME>_STACK_BYTES).
# The flash by part, each input section by the object it comes from:
#   weights   the program's data (NAME_data.o) and the constants prepared
#             from it at build time (NAME_prepared.o: what the prepared int8
#             calls read instead of the int8 weights, which are not linked)
#   kernels   the kernels' objects (kernels/, generated kernels/)
#   tables    the generated tables: the operators' and keys' (uc10_ops.o,
#             uc10_keys.o) and the program's plan (NAME_program.o), their
#             read-only data
#   runtime   the rest: the dispatcher, the tensor layer, the generated call
#             wrappers, the run, main, the C library and the startup code
# Prints
#   NAME: flash F bytes (weights W, kernels K, tables T, runtime R)
#   NAME: ram R bytes (arena A, stack S, static D)
# (the RAM's static part: every .data and .bss byte but the arena's).
/^Linker script and memory map/ { on = 1; next }
!on { next }
/^\.[^ ]*/ { out = $1; next }            # an output section
/^ \.[^ ]+/ {                            # an input section, its figures here or on the next line
	sec = $1
	if (NF >= 4 && $2 ~ /^0x/ && $3 ~ /^0x/) { add(sec, $3, $4) ; sec = "" }
	next
}
sec != "" && /^ +0x[0-9a-f]+ +0x[0-9a-f]+ +[^ ]/ { add(sec, $2, $3); sec = ""; next }
{ sec = "" }
function hex(s,   v, i) {
	s = tolower(s); sub(/^0x/, "", s); v = 0
	for (i = 1; i <= length(s); i++) v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
	return v
}
# Count an input section of the flash by the object it comes from.
function add(sec, size, file,   n, b) {
	if (out ~ /^\.(bss|tbss|noinit|heap|stack|comment|debug|ARM\.attributes)/ || out ~ /^\.(debug|stab)/) return
	n = hex(size)
	b = file; sub(/.*\//, "", b)
	if (b == name "_data.o" || b == name "_prepared.o") weights += n
	else if (file ~ /\/(s|b\/gen)\/kernels\//) kernels += n
	else if ((b == "uc10_ops.o" || b == "uc10_keys.o" || b == name "_program.o") && sec !~ /^\.text/) tables += n
}
END {
	printf "%s: flash %d bytes (weights %d, kernels %d, tables %d, runtime %d)\n", name, flash, weights, kernels,
	       tables, flash - weights - kernels - tables
	printf "%s: ram %d bytes (arena %d, stack %d, static %d)\n", name, arena + stack + ram - arena, arena, stack,
	       ram - arena
}
