// iOS-style view controllers using every animation API whose literals the MotionLabPort rewrite
// makes tunable. The LiteralFixturePlain target compiles them as written; LiteralFixtureTuned
// compiles the same files (its iOS/ links here) through the plugin; MotionLiteralsPortTests compares
// the two and tunes the second. (Only comments here: this file is compiled into both.)
