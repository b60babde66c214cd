# cmake/uc10-generate.cmake - one run of uc10's generator, for the build
# step that cmake/uc10.cmake adds:
#
#   cmake -DUC10_M4=m4 -DOUT=file -DWORDS="-P|-I|dir|...|emit.m4" -P uc10-generate.cmake
#
# m4 writes to OUT.tmp, renamed to OUT only if m4 succeeded: a failing
# generation (a mistake in an OPS file) fails the build and leaves neither
# a half-written OUT nor the temporary behind, as the Makefile's gen_to.
string(REPLACE "|" ";" words "${WORDS}")
get_filename_component(dir "${OUT}" DIRECTORY)
file(MAKE_DIRECTORY "${dir}")
# m4's stderr is not captured: its `file:line: error: ...' lines reach the
# build log as they are (message() would re-wrap them), for editors to parse.
execute_process(COMMAND "${UC10_M4}" ${words} OUTPUT_FILE "${OUT}.tmp" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
	file(REMOVE "${OUT}.tmp")
	message(FATAL_ERROR "uc10: generating ${OUT} failed (m4: ${rc})")
endif()
file(RENAME "${OUT}.tmp" "${OUT}")
