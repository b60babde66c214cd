# cmake/uc10-config.cmake - find_package(uc10) support: point uc10_DIR at
# this directory (-Duc10_DIR=/path/to/uc10/cmake) and uc10_add_tables()
# is defined.  See uc10.cmake.
include("${CMAKE_CURRENT_LIST_DIR}/uc10.cmake")
set(uc10_FOUND TRUE)
