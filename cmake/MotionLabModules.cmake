# Helpers that mirror SwiftPM's target conventions for MotionLab's CMake build:
# a module's sources are everything under Sources/<Module>/, its Swift module name is the
# target name (what `import` uses), and every module's .swiftmodule lands in one directory
# that dependants see through an interface include path.

include_guard(GLOBAL)

# Where every .swiftmodule of this project is written (and searched).
set(MOTIONLAB_SWIFT_MODULE_DIR "${CMAKE_BINARY_DIR}/swift")

# motionlab_swift_module(<Name> [EXECUTABLE <output name>] [DEPENDS <targets>...])
#
# Builds Sources/<Name>/**/*.swift as the Swift module <Name>: a static library, or an
# executable called <output name> when EXECUTABLE is given. The glob is re-checked on every
# build (CONFIGURE_DEPENDS), so added or removed source files need no manual re-configure.
function(motionlab_swift_module name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "EXECUTABLE" "DEPENDS")
  set(dir "${PROJECT_SOURCE_DIR}/Sources/${name}")
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS "${dir}/*.swift")
  if(NOT sources)
    message(FATAL_ERROR "motionlab: no Swift sources under ${dir}")
  endif()

  if(arg_EXECUTABLE)
    add_executable(${name} ${sources})
    set_target_properties(${name} PROPERTIES OUTPUT_NAME "${arg_EXECUTABLE}")
    # CMake 3.25 gives an executable neither -module-name (swiftc would name the module after
    # the output file) nor a module output; an incremental rebuild then fails with
    # cannotResolveTempPath(<module>-1.swiftmodule). Name the module and give it a real path.
    target_compile_options(${name} PRIVATE
      "$<$<COMPILE_LANGUAGE:Swift>:-module-name;${name};-emit-module-path;${CMAKE_CURRENT_BINARY_DIR}/CMakeFiles/${name}.dir/${name}.swiftmodule>")
    # Ninja runs compile and link as one swiftc call; swiftc's incremental mode skips the link
    # when no Swift source changed, even if a linked library did. Removing the old binary first
    # makes every run of this step link, so the executable never lags behind its libraries.
    add_custom_command(TARGET ${name} PRE_LINK
      COMMAND "${CMAKE_COMMAND}" -E rm -f "$<TARGET_FILE:${name}>")
  else()
    add_library(${name} ${sources})
    # Dependants find this module's .swiftmodule here.
    target_include_directories(${name} INTERFACE "${MOTIONLAB_SWIFT_MODULE_DIR}")
  endif()

  set_target_properties(${name} PROPERTIES
    Swift_MODULE_NAME "${name}"
    Swift_MODULE_DIRECTORY "${MOTIONLAB_SWIFT_MODULE_DIR}")
  # -package-name: SwiftPM passes the package's name so `package` declarations are visible across
  # the modules of one package; do the same.
  target_compile_options(${name} PRIVATE
    "$<$<COMPILE_LANGUAGE:Swift>:-swift-version;5;-package-name;motionlab>")
  if(arg_DEPENDS)
    target_link_libraries(${name} PUBLIC ${arg_DEPENDS})
  endif()
endfunction()

# motionlab_c_module(<Name>)
#
# Builds Sources/<Name>/**/*.c (and *.cpp: a C++ library behind a C header) as a static library whose public headers live in
# Sources/<Name>/include, and makes it importable from Swift as `import <Name>` through a
# generated module map (SwiftPM generates the same one: an umbrella over include/).
function(motionlab_c_module name)
  set(dir "${PROJECT_SOURCE_DIR}/Sources/${name}")
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS "${dir}/*.c" "${dir}/*.cpp")
  if(NOT sources)
    message(FATAL_ERROR "motionlab: no C sources under ${dir}")
  endif()
  add_library(${name} STATIC ${sources})
  target_include_directories(${name} PUBLIC "${dir}/include")

  set(map_dir "${CMAKE_BINARY_DIR}/modulemaps/${name}")
  # file(CONFIGURE) rewrites only on change, so re-configuring does not force a rebuild.
  file(CONFIGURE OUTPUT "${map_dir}/module.modulemap" @ONLY CONTENT
    "module @name@ {\n    umbrella \"@dir@/include\"\n    export *\n}\n")
  target_include_directories(${name} INTERFACE "${map_dir}")
endfunction()
