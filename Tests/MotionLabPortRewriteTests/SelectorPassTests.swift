import XCTest
@testable import MotionLabPortRewrite
