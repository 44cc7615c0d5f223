# Runs one GoogleTest program as one ctest test, as the sanitize preset
# registers its suites (tests/CMakeLists.txt says why), and passes its
# output on. It fails when the program fails, or runs no test (a
# GTEST_FILTER, from the test's environment, that names none). It says it
# was skipped (the line ctest's skip expression looks for) only when the
# program passed with a test skipped: ctest takes a skip expression over
# the exit status, so a program's own "[  SKIPPED ]" would hide a failure
# beside it.
#
#     cmake -DPROGRAM=<program> -P tests/gtest_program.cmake
execute_process(COMMAND ${PROGRAM} RESULT_VARIABLE status
                OUTPUT_VARIABLE output ERROR_VARIABLE output)
message("${output}")
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${PROGRAM}: exit status ${status}")
endif()
if(output MATCHES "Running 0 tests")
  message(FATAL_ERROR "${PROGRAM}: ran no test (GTEST_FILTER=$ENV{GTEST_FILTER})")
endif()
if(output MATCHES "\\[  SKIPPED \\]|skipped: needs ")
  message("rocks: passed, with tests skipped")
endif()
