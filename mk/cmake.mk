# mk/cmake.mk - uc10 from CMake: cmake/uc10.cmake (uc10_add_tables) and its
# example project, examples/acme.
#
#   make cmake-example    configure, build and run the example in
#                         build/cmake-example (needs cmake)
#
# The host suite `cmake' (tests/ports/cmake.sh) builds a copy of the example
# outside uc10's tree with every installed CMake generator, and checks
# regeneration and generator errors.
CMAKE ?= cmake
cmake-example:
	@$(CMAKE) -S examples/acme -B build/cmake-example -Duc10_DIR=$(abspath cmake) >/dev/null
	@$(CMAKE) --build build/cmake-example
	build/cmake-example/acme_demo

HOST_SUITES += cmake=tests/ports/cmake.sh

.PHONY: cmake-example
