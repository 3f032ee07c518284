# The SwiftUI product in the CMake build (issue 31): OpenCombine 0.14.0 (fetched with git, as
# swift-argument-parser is; it has no CMake build of its own, so its two modules are built here as
# SwiftPM builds them: a C++17 helper library and the Swift module), then MotionLab's SwiftUI modules.
# The `motionlab` executable does not link them (its `bench swiftui` is registered only where
# MotionSwiftUIBench is built: the SwiftPM build); these libraries are built to check they compile
# as they do with SwiftPM.

include_guard(GLOBAL)
include(FetchContent)
include(MotionLabModules)

FetchContent_Declare(OpenCombine
  GIT_REPOSITORY https://github.com/OpenCombine/OpenCombine
  GIT_TAG 0.14.0
  GIT_SHALLOW TRUE
  # No CMakeLists.txt to add: only the sources are wanted.
  SOURCE_SUBDIR no-cmake)
FetchContent_MakeAvailable(OpenCombine)
set(opencombine_dir "${opencombine_SOURCE_DIR}/Sources")

# COpenCombineHelpers: C++17, C headers (extern "C"), imported from Swift through a module map.
add_library(COpenCombineHelpers STATIC "${opencombine_dir}/COpenCombineHelpers/COpenCombineHelpers.cpp")
set_target_properties(COpenCombineHelpers PROPERTIES CXX_STANDARD 17 CXX_STANDARD_REQUIRED ON)
# Its header uses clang's nullability qualifiers; GCC (CMake's usual C++ compiler here) has none.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  target_compile_definitions(COpenCombineHelpers PRIVATE _Nonnull= _Nullable= _Null_unspecified=)
endif()
target_include_directories(COpenCombineHelpers PUBLIC "${opencombine_dir}/COpenCombineHelpers/include")
set(opencombine_map "${CMAKE_BINARY_DIR}/modulemaps/COpenCombineHelpers")
file(CONFIGURE OUTPUT "${opencombine_map}/module.modulemap" @ONLY CONTENT
  "module COpenCombineHelpers {\n    umbrella \"@opencombine_dir@/COpenCombineHelpers/include\"\n    export *\n}\n")
target_include_directories(COpenCombineHelpers INTERFACE "${opencombine_map}")

# OpenCombine: every Swift source of its target (the .gyb templates are not sources).
file(GLOB_RECURSE opencombine_sources CONFIGURE_DEPENDS "${opencombine_dir}/OpenCombine/*.swift")
add_library(OpenCombine ${opencombine_sources})
target_include_directories(OpenCombine INTERFACE "${MOTIONLAB_SWIFT_MODULE_DIR}")
set_target_properties(OpenCombine PROPERTIES
  Swift_MODULE_NAME OpenCombine
  Swift_MODULE_DIRECTORY "${MOTIONLAB_SWIFT_MODULE_DIR}")
target_compile_options(OpenCombine PRIVATE "$<$<COMPILE_LANGUAGE:Swift>:-swift-version;5>")
target_link_libraries(OpenCombine PUBLIC COpenCombineHelpers)

motionlab_swift_module(MotionSwiftUIAnimation DEPENDS MotionLayers)
motionlab_swift_module(MotionSwiftUILayout    DEPENDS MotionGeometry)
motionlab_swift_module(MotionSwiftUI          DEPENDS MotionLab MotionSwiftUIAnimation MotionSwiftUILayout OpenCombine)
motionlab_swift_module(MotionCombine          DEPENDS MotionLayers MotionDispatch OpenCombine)
motionlab_swift_module(SwiftUI                DEPENDS MotionSwiftUI MotionCombine)
motionlab_swift_module(Combine                DEPENDS OpenCombine MotionCombine)
