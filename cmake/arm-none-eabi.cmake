# arm-none-eabi.cmake - CMake toolchain file for uc10's Arm boards (the
# cortex-m* ports: GNU Arm Embedded GCC with picolibc).
#
#   cmake -S . -B build -DCMAKE_TOOLCHAIN_FILE=<PREFIX>/share/uc10/cmake/arm-none-eabi.cmake
#
# The compiler only: the CPU, FPU, picolibc, the board's linker script and
# startup come from the port (uc10_add_program: make program-flags).
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(CMAKE_C_COMPILER arm-none-eabi-gcc)
# A bare-metal compiler links nothing without the port's flags.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
