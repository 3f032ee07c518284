// The files of ../Plain, compiled through the MotionLabPort plugin (iOS/ is a link to that folder):
// every animation literal wrapped in a tunable lookup. LiteralFixturePlain compiles the same files as
// written; MotionLiteralsPortTests compares the two and tunes this one.
public enum LiteralFixtureMarker {}
