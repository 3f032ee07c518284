// The Interface Builder fixture: the storyboards, xibs and Swift files of iOS/ are compiled through
// the MotionLabPort plugin (see Package.swift); InterfaceBuilderTests loads them.
