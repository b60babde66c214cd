# cmake/uc10.cmake - build uc10 operator tables from CMake.
#
#   include(/path/to/uc10/cmake/uc10.cmake)      # or find_package(uc10),
#                                                # with uc10_DIR=/path/to/uc10/cmake
#   add_executable(fw main.c my_kernels.c)
#   uc10_add_tables(TARGET fw OPS ops/my_ops.m4 ...
#                   [LAYOUT compact] [M4FLAGS -DNAME=VALUE ...])
#
# runs uc10's generator - tools/gen.sh, as the Makefile and the tests run it
# (GNU m4 underneath) - on the OPS files, which may live anywhere
# (relative paths are taken from the calling CMakeLists.txt's directory),
# writes uc10_keys.h/.c and uc10_ops.h/.c to <build>/uc10_gen_<target>/,
# and adds them, uc10's runtime (src/*.c, src/tensor/*.c) and the include
# directories to TARGET.  A selective build is one more OPS file holding
# UC10_SELECT(...) (Note [Selective build]).
#
# A generator error (`file:line: error: ...') fails the build, and leaves
# no half-written file: each output is written to a temporary and renamed
# only when m4 succeeded (tools/gen.sh).  The tables are regenerated when
# an OPS file or any of uc10's m4 files changes.
include_guard(GLOBAL)

get_filename_component(UC10_ROOT "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
set(UC10_GENERATE_SCRIPT "${UC10_ROOT}/tools/gen.sh")
find_program(UC10_SH NAMES sh DOC "a POSIX shell, for uc10's tools/gen.sh")
if(NOT UC10_SH)
	message(FATAL_ERROR "uc10: no POSIX shell (sh) found for tools/gen.sh")
endif()

# GNU m4 only: the generator relies on its -P builtins and regexps (BSD m4
# fails in odd ways, so refuse it at configure time).  gm4 is GNU m4's name
# on BSDs and macOS with Homebrew.
find_program(UC10_M4 NAMES gm4 m4 DOC "GNU m4, for uc10's generator")
if(NOT UC10_M4)
	message(FATAL_ERROR "uc10: GNU m4 not found (install m4, or set UC10_M4)")
endif()
execute_process(COMMAND "${UC10_M4}" --version OUTPUT_VARIABLE _uc10_m4v ERROR_QUIET)
if(NOT _uc10_m4v MATCHES "GNU M4")
	message(FATAL_ERROR "uc10: ${UC10_M4} is not GNU m4 (set UC10_M4 to GNU m4)")
endif()

function(uc10_add_tables)
	cmake_parse_arguments(U "" "TARGET;LAYOUT" "OPS;M4FLAGS" ${ARGN})
	if(NOT U_TARGET OR NOT TARGET "${U_TARGET}")
		message(FATAL_ERROR "uc10_add_tables: TARGET must name an existing target")
	endif()
	if(NOT U_OPS)
		message(FATAL_ERROR "uc10_add_tables: give OPS file.m4 ...")
	endif()
	if(U_UNPARSED_ARGUMENTS)
		message(FATAL_ERROR "uc10_add_tables: unknown arguments ${U_UNPARSED_ARGUMENTS}")
	endif()

	set(ops "")
	foreach(f IN LISTS U_OPS)
		get_filename_component(f "${f}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
		if(NOT EXISTS "${f}")
			message(FATAL_ERROR "uc10_add_tables: ${f}: no such file")
		endif()
		list(APPEND ops "${f}")
	endforeach()

	set(flags ${U_M4FLAGS})
	if(U_LAYOUT STREQUAL "compact")
		list(APPEND flags -l compact)
		target_compile_definitions(${U_TARGET} PRIVATE UC10_LAYOUT_COMPACT)
	elseif(U_LAYOUT AND NOT U_LAYOUT STREQUAL "dense")
		message(FATAL_ERROR "uc10_add_tables: LAYOUT is dense or compact")
	endif()

	set(out "${CMAKE_CURRENT_BINARY_DIR}/uc10_gen_${U_TARGET}")
	file(GLOB m4_files CONFIGURE_DEPENDS "${UC10_ROOT}/m4/*.m4")
	# Two runs of tools/gen.sh: the key tables (no OPS needed), and the
	# operator tables (header and C from one parse).
	add_custom_command(OUTPUT "${out}/uc10_keys.h" "${out}/uc10_keys.c"
		COMMAND "${CMAKE_COMMAND}" -E env "M4=${UC10_M4}"
			"${UC10_SH}" "${UC10_GENERATE_SCRIPT}" -k ${flags} "${out}"
		DEPENDS ${m4_files} "${UC10_GENERATE_SCRIPT}"
		COMMENT "uc10: generating uc10_keys.h, uc10_keys.c for ${U_TARGET}"
		VERBATIM)
	add_custom_command(OUTPUT "${out}/uc10_ops.h" "${out}/uc10_ops.c"
		COMMAND "${CMAKE_COMMAND}" -E env "M4=${UC10_M4}"
			"${UC10_SH}" "${UC10_GENERATE_SCRIPT}" ${flags} "${out}" ${ops}
		DEPENDS ${ops} ${m4_files} "${UC10_GENERATE_SCRIPT}"
		COMMENT "uc10: generating uc10_ops.h, uc10_ops.c for ${U_TARGET}"
		VERBATIM)
	set(generated "${out}/uc10_keys.h" "${out}/uc10_keys.c" "${out}/uc10_ops.h" "${out}/uc10_ops.c")

	file(GLOB runtime CONFIGURE_DEPENDS "${UC10_ROOT}/src/*.c" "${UC10_ROOT}/src/tensor/*.c")
	target_sources(${U_TARGET} PRIVATE ${generated} ${runtime})
	target_include_directories(${U_TARGET} PRIVATE "${UC10_ROOT}/include" "${out}")
	# uc10 is C11; the tensor layer uses libm where there is one.
	set_property(TARGET ${U_TARGET} PROPERTY C_STANDARD 11)
	set_property(TARGET ${U_TARGET} PROPERTY C_STANDARD_REQUIRED ON)
	find_library(UC10_LIBM m)
	if(UC10_LIBM)
		target_link_libraries(${U_TARGET} PRIVATE "${UC10_LIBM}")
	endif()
endfunction()
