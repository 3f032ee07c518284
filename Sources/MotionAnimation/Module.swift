// Module MotionAnimation: see the README's architecture section for what this layer holds.
