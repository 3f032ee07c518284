import MotionLabPreview

// Every #Preview in iOS/ (registered by the MotionLabPort plugin's rewrite), the first opening.
PreviewApp.main()
