import MotionLabPreview
import MotionScenes

// Entry point. Not `MotionLabCommand.main()`: ArgumentParser exits with 64 (EX_USAGE) on a usage
// error, and MotionLab's tools promise exit code 2 for those (see `runAsRootCommand`).
Scenes.registerAll()
MotionLabCommand.runAsRootCommand()
