# Assembles the Kattis problem package (legacy format) for The Rock Game,
# and files for Polygon, from the repository's own sources:
#   cmake -DSOURCE=<repository> -DROCKS=<built rocks> -DOUT=<folder> -P package.cmake
# writes OUT/rocks/ (the package), OUT/rocks.zip (the same files at the
# zip's root: DOMjudge imports it as is), OUT/polygon/ (checker, validator
# and tests for Polygon) and OUT/judges/<judge>/ (the checker for each judge).
foreach(variable SOURCE ROCKS OUT CXX)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "package.cmake needs -D${variable}=...")
  endif()
endforeach()
set(package ${OUT}/rocks)
set(problem ${SOURCE}/problem)
file(REMOVE_RECURSE ${package} ${OUT}/polygon ${OUT}/rocks.zip ${OUT}/cms)
file(MAKE_DIRECTORY ${package}/data/sample ${package}/data/secret ${package}/submissions/accepted
     ${OUT}/polygon/tests)

# What only the package needs, as it stands in problem/.
file(COPY ${problem}/problem.yaml ${problem}/input_validators ${problem}/submissions
     DESTINATION ${package})
file(WRITE ${package}/.timelimit "1\n")

# The programs, taken from src/ and docs/ so that nothing can drift.
file(COPY ${SOURCE}/src/checker.cpp DESTINATION ${package}/output_validators/rocks)
file(COPY ${SOURCE}/docs/classic_dfs.cpp DESTINATION ${package}/submissions/accepted)
file(COPY_FILE ${SOURCE}/src/main.cpp ${package}/submissions/accepted/rocks.cpp)

# Test data: the official sample with its official answer; every n from 1
# to 15, exactly "n\n", answered by the solver.
file(COPY_FILE ${SOURCE}/samples/sample-3.in ${package}/data/sample/1.in)
file(COPY_FILE ${SOURCE}/samples/sample-3.ans ${package}/data/sample/1.ans)
foreach(n RANGE 1 15)
  string(LENGTH "${n}" digits)
  set(name ${n})
  if(digits EQUAL 1)
    set(name 0${n})
  endif()
  file(WRITE ${package}/data/secret/n${name}.in "${n}\n")
  execute_process(COMMAND ${ROCKS} INPUT_FILE ${package}/data/secret/n${name}.in
                  OUTPUT_FILE ${package}/data/secret/n${name}.ans RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "rocks failed for n = ${n}: ${status}")
  endif()
  file(COPY_FILE ${package}/data/secret/n${name}.in ${OUT}/polygon/tests/${name})
endforeach()

# Polygon: the checker as it is, the validator with Polygon's exit codes.
file(COPY ${SOURCE}/src/checker.cpp DESTINATION ${OUT}/polygon)
file(READ ${problem}/input_validators/validate.cpp validator)
file(WRITE ${OUT}/polygon/validator.cpp "#define ROCKS_POLYGON\n${validator}")

# One checker source per judge, its convention chosen by the line on top,
# under the name that judge expects (HUSTOJ compiles spj.cc).
file(READ ${SOURCE}/src/checker.cpp checker)
file(REMOVE_RECURSE ${OUT}/judges)
foreach(judge testlib kattis qduoj lemon syzoj nowcoder hustoj cms ccr arbiter coci)
  set(name checker.cpp)
  if(judge STREQUAL "hustoj")
    set(name spj.cc)
  endif()
  file(WRITE ${OUT}/judges/${judge}/${name} "#define ROCKS_JUDGE \"${judge}\"\n${checker}")
endforeach()

# CMS runs its checker as a built program, check/checker.
file(MAKE_DIRECTORY ${OUT}/cms/rocks/check)
execute_process(COMMAND ${CXX} -std=c++14 -O2 -static -o ${OUT}/cms/rocks/check/checker
                        -x c++ ${OUT}/judges/cms/checker.cpp RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "could not build CMS's check/checker")
endif()

# The statements, the zip DOMjudge imports, and the Hydro, FPS and CMS forms.
find_program(PYTHON python3)
find_program(PANDOC pandoc)
if(NOT PYTHON OR NOT PANDOC)
  message(FATAL_ERROR "problem-package needs python3 and pandoc (apt-get install python3 pandoc)")
endif()
file(REMOVE_RECURSE ${OUT}/hydro ${OUT}/fps ${OUT}/cms/rocks/input ${OUT}/cms/rocks/output
     ${OUT}/cms/rocks/statement)
execute_process(COMMAND ${PYTHON} ${problem}/formats.py --source ${SOURCE} --out ${OUT}
                        --pandoc ${PANDOC} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "problem/formats.py failed")
endif()
message(STATUS "Problem package: ${package}, ${OUT}/rocks.zip, ${OUT}/polygon, ${OUT}/judges, "
               "${OUT}/hydro/rocks.zip, ${OUT}/fps, ${OUT}/cms/rocks")
