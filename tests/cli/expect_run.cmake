# expect_run(NAME CODE STDOUT_REGEX STDERR_REGEX ARGS...): runs ${CLI} ARGS and checks its exit code, stdout
# (stripped) and stderr; shared by the CLI contract scripts.
function(expect_run name expected_code expected_out expected_err)
  execute_process(COMMAND ${CLI} ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  string(STRIP "${out}" out)
  if(NOT code EQUAL expected_code)
    message(SEND_ERROR "${name}: exit ${code}, expected ${expected_code}\nstdout: ${out}\nstderr: ${err}")
  elseif(NOT "${out}" MATCHES "${expected_out}")
    message(SEND_ERROR "${name}: stdout '${out}' does not match '${expected_out}'")
  elseif(NOT "${err}" MATCHES "${expected_err}")
    message(SEND_ERROR "${name}: stderr '${err}' does not match '${expected_err}'")
  endif()
endfunction()
