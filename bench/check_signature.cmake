# The bench node signature (`dicechess-cli bench`, "Nodes searched") against bench/node_signature. A change
# is deliberate: update the file in the commit that changes the search and say `Bench: N` in its message.
# One timed repeat per case: the signature counts the nodes of the untimed first run, whatever the scale.
execute_process(COMMAND ${CLI} bench --repeat-scale 0.001 OUTPUT_VARIABLE output RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "dicechess-cli bench failed (exit ${status})")
endif()
string(REGEX MATCH "Nodes searched *: *([0-9]+)" line "${output}")
file(STRINGS ${EXPECTED_FILE} expected LIMIT_COUNT 1)
if(NOT CMAKE_MATCH_1 STREQUAL expected)
  message(FATAL_ERROR "bench node signature ${CMAKE_MATCH_1}, bench/node_signature says ${expected}: a search "
                      "change must update bench/node_signature and say 'Bench: ${CMAKE_MATCH_1}' in its commit")
endif()
message(STATUS "bench node signature ${expected}")
