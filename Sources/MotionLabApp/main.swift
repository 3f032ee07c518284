import MotionLabPreview
import MotionScenes

// `motionlab` is a preview app like any user's: the built-in scenes, registered the same way.
PreviewApp.main(BuiltInScenes.previews)
