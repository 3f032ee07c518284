import Foundation
struct CSSExporter { func text(_ export: MotionExport) -> String { "" } }
