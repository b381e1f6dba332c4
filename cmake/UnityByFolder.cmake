# Compiles a target's C++ files as a few larger units, eight files of one
# folder at a time. The files of a game share heavy templates and Qt headers
# that each unit then parses and instantiates once: the release build went
# from 18.5 to 11.3 minutes on two cores, which CI's 45 minutes need. Files of different folders never
# share a unit, so one game's names (file-local helpers, a `using namespace`)
# cannot meet another's. Qt's generated code (moc, type registrations) is
# left as it is; the QML files compiled to C++ (qmlcachegen) join by folder.
# Call it after every source has been added (after qt_add_qml_module).
# -DARBITER_UNITY_BUILD=OFF compiles file by file (an edit then rebuilds one
# file, and a missing include shows).
option(ARBITER_UNITY_BUILD "Compile the libraries as a few larger units" ON)
function(arbiter_unity_by_folder target)
  if(NOT ARBITER_UNITY_BUILD)
    return()
  endif()
  get_target_property(sources ${target} SOURCES)
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE GROUP)
  foreach(source IN LISTS sources)
    if(NOT source MATCHES "\\.cpp$" OR source MATCHES "_autogen/|qmltyperegistrations|qmlcache_loader")
      continue()
    endif()
    get_filename_component(folder "${source}" DIRECTORY)
    get_filename_component(folder "${folder}" NAME)
    string(MAKE_C_IDENTIFIER "${folder}" group)
    if(source MATCHES "/\\.rcc/qmlcache/")
      string(PREPEND group "qml_")
    endif()
    if(NOT DEFINED count_${group})
      set(count_${group} 0)
    endif()
    math(EXPR batch "${count_${group}} / 8")
    math(EXPR count_${group} "${count_${group}} + 1")
    set_source_files_properties("${source}" TARGET_DIRECTORY ${target} PROPERTIES UNITY_GROUP "${group}_${batch}")
  endforeach()
endfunction()
