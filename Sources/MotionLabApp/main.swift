import ArgumentParser
MotionLabCommand.main()
