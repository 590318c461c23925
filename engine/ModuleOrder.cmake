# Module rule 2 (docs/DESIGN.md, "Engine modules"): a module's files include engine headers of their own
# module and of the modules listed before it only. engine/CMakeLists.txt checks it on every configure, so a
# wrong include fails before anything compiles, naming the file, the line and the allowed modules. Also a
# script: cmake -DENGINE_ROOT=DIR -P ModuleOrder.cmake checks the tree under DIR (a test feeds it a bad one).
if(CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
  cmake_policy(VERSION 3.25)  # IN_LIST, as in the configure step
endif()
set(DICECHESS_ENGINE_MODULES core rules notation eval search bots analysis play training)

function(dicechess_check_module_order root module below)
  file(GLOB_RECURSE files ${root}/src/${module}/*.cpp ${root}/src/${module}/*.h ${root}/src/${module}/*.inc
       ${root}/include/dicechess/${module}/*.h)
  set(allowed ${below} ${module})
  foreach(file IN LISTS files)
    file(STRINGS ${file} includes REGEX "^#include \"(dicechess/)?[a-z_]+/")
    foreach(line IN LISTS includes)
      string(REGEX REPLACE "^#include \"(dicechess/)?([a-z_]+)/.*" "\\2" target "${line}")
      if(target IN_LIST DICECHESS_ENGINE_MODULES AND NOT target IN_LIST allowed)
        file(RELATIVE_PATH shown ${root} ${file})
        message(FATAL_ERROR "engine/${shown}: '${line}' reaches module '${target}', but module '${module}' "
                            "may include only: ${allowed} (docs/DESIGN.md, \"Engine modules\")")
      endif()
    endforeach()
  endforeach()
endfunction()

function(dicechess_check_engine_modules root)
  set(below "")
  foreach(module IN LISTS DICECHESS_ENGINE_MODULES)
    dicechess_check_module_order(${root} ${module} "${below}")
    list(APPEND below ${module})
  endforeach()
endfunction()

if(CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
  dicechess_check_engine_modules(${ENGINE_ROOT})
  message(STATUS "engine modules in order: ${ENGINE_ROOT}")
endif()
