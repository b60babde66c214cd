# uc10-program.cmake - uc10_add_program(), a program (make PROGRAM=...) in
# a CMake project, from uc10 as `make install' put it (find_package(uc10)
# includes this file).
#
#   find_package(uc10 REQUIRED CONFIG)      # CMAKE_PREFIX_PATH=<PREFIX>
#   add_executable(kws kws.c)
#   uc10_add_program(TARGET kws PROGRAM ds_cnn_int8.m4 PORT cortex-m4f)
#
# PROGRAM is the exporter's program (relative paths from the calling
# CMakeLists.txt's directory), its NAME_data.c, .h beside it.  uc10's own
# make (<PREFIX>/share/uc10) builds it in <build>/uc10-<TARGET> (or
# UC10_BUILD_DIR, a build of it to share): the
# generated C, its own operators and kernels, its stack bound, one archive
# (make program-lib, at build time, every build: its make knows what is up
# to date); what compiles and links against it (make program-flags, at
# configure time: Note [A program in another build] in mk/program.mk) goes
# onto TARGET: the headers' directories, the defines, the port's compiler
# flags, the board's linker script and startup, libm.  The target
# <TARGET>-run runs the image on the port (QEMU).  A board port needs its
# compiler as CMake's: -DCMAKE_TOOLCHAIN_FILE=<PREFIX>/share/uc10/cmake/arm-none-eabi.cmake
# (the compiler UC10_CC names is checked against CMAKE_C_COMPILER).
# No Python: GNU make, m4, awk, a C compiler for the host and the port's.
include_guard(GLOBAL)
find_program(UC10_MAKE_PROGRAM NAMES gmake make DOC "GNU make, for uc10's program build")
if(NOT UC10_MAKE_PROGRAM)
	message(FATAL_ERROR "uc10: GNU make not found (uc10's program build needs it)")
endif()

function(uc10_add_program)
	cmake_parse_arguments(U "" "TARGET;PROGRAM;PORT" "" ${ARGN})
	if(NOT U_TARGET OR NOT TARGET "${U_TARGET}")
		message(FATAL_ERROR "uc10_add_program: TARGET must name an existing target")
	endif()
	if(NOT U_PROGRAM OR NOT U_PORT)
		message(FATAL_ERROR "uc10_add_program: give PROGRAM file.m4 and PORT (a port of uc10)")
	endif()
	if(U_UNPARSED_ARGUMENTS)
		message(FATAL_ERROR "uc10_add_program: unknown arguments ${U_UNPARSED_ARGUMENTS}")
	endif()
	get_filename_component(prog "${U_PROGRAM}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
	if(NOT EXISTS "${prog}")
		message(FATAL_ERROR "uc10_add_program: ${prog}: no such program file")
	endif()
	if(NOT EXISTS "${UC10_SHARE}/ports/${U_PORT}/port.mk")
		message(FATAL_ERROR "uc10_add_program: PORT ${U_PORT}: no such port in ${UC10_SHARE}/ports")
	endif()
	get_filename_component(name "${prog}" NAME_WE)
	# UC10_BUILD_DIR: a build of the program to share (a Makefile's
	# UC10_BUILD, whose layout is the same), else one of the target's own.
	if(UC10_BUILD_DIR)
		get_filename_component(b "${UC10_BUILD_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
	else()
		set(b "${CMAKE_CURRENT_BINARY_DIR}/uc10-${U_TARGET}")
	endif()
	set(mk "${CMAKE_COMMAND}" -E env --unset=MAKEFLAGS --unset=MAKELEVEL "${UC10_MAKE_PROGRAM}" -s
		--no-print-directory -C "${UC10_SHARE}" "PORT=${U_PORT}" "BUILD=${b}/${U_PORT}" "HOST_BUILD=${b}/host"
		"PROGRAM=${prog}")
	file(MAKE_DIRECTORY "${b}")
	execute_process(COMMAND ${mk} program-flags FORMAT=cmake OUTPUT_FILE "${b}/${U_PORT}-${name}.cmake"
		RESULT_VARIABLE rc ERROR_VARIABLE err)
	if(NOT rc EQUAL 0)
		message(FATAL_ERROR "uc10_add_program: make program-flags failed: ${err}")
	endif()
	include("${b}/${U_PORT}-${name}.cmake")
	get_filename_component(cc "${CMAKE_C_COMPILER}" NAME)
	if(NOT cc STREQUAL UC10_CC AND NOT cc MATCHES "^${UC10_CC}-[0-9.]+$")
		message(FATAL_ERROR "uc10_add_program: PORT ${U_PORT} compiles with ${UC10_CC}, this project with "
			"${CMAKE_C_COMPILER} (a board: -DCMAKE_TOOLCHAIN_FILE=${UC10_SHARE}/cmake/arm-none-eabi.cmake)")
	endif()
	add_custom_target(${U_TARGET}-uc10 COMMAND ${mk} program-lib BYPRODUCTS "${UC10_LIB}"
		COMMENT "uc10: program ${name} for ${U_PORT}" VERBATIM)
	add_dependencies(${U_TARGET} ${U_TARGET}-uc10)
	target_include_directories(${U_TARGET} PRIVATE ${UC10_INCLUDE})
	target_compile_definitions(${U_TARGET} PRIVATE ${UC10_DEFS})
	target_compile_options(${U_TARGET} PRIVATE ${UC10_CFLAGS})
	target_link_options(${U_TARGET} PRIVATE ${UC10_CFLAGS} ${UC10_LDFLAGS})
	target_link_libraries(${U_TARGET} PRIVATE "${UC10_LIB}" ${UC10_LDLIBS})
	set_property(TARGET ${U_TARGET} APPEND PROPERTY LINK_DEPENDS "${UC10_LIB}")
	add_custom_target(${U_TARGET}-run COMMAND ${UC10_RUN} $<TARGET_FILE:${U_TARGET}> DEPENDS ${U_TARGET} VERBATIM)
endfunction()
