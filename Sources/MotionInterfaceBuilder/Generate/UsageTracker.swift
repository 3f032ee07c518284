/// Which elements and attributes of a document the compiler mapped, so every one it did not is a
/// warning naming its file and line (never silent). Elements and attributes that only matter to
/// Interface Builder's canvas (`IBSchema.designTime…`) are read as mapped.
final class UsageTracker {
    private var visited: Set<ObjectIdentifier> = []
    private var used: [ObjectIdentifier: Set<String>] = [:]

    /// The element was mapped (its attributes are checked one by one).
    func visit(_ e: IBElement) { visited.insert(ObjectIdentifier(e)) }

    /// The element and everything inside it were read (a design-time block, a value's own element).
    func visitAll(_ e: IBElement) {
        visit(e)
        markAllAttributes(e)
        for d in e.descendants() { visit(d); markAllAttributes(d) }
    }

    /// Forget that `e` and what it holds were read (a variation's child compiled in its element's place).
    func unvisitAll(_ e: IBElement) {
        for x in [e] + e.descendants() { visited.remove(ObjectIdentifier(x)); used[ObjectIdentifier(x)] = nil }
    }

    func markAllAttributes(_ e: IBElement) { used[ObjectIdentifier(e), default: []].formUnion(e.attributes.keys) }

    func use(_ e: IBElement, _ attribute: String) { used[ObjectIdentifier(e), default: []].insert(attribute) }

    func isVisited(_ e: IBElement) -> Bool { visited.contains(ObjectIdentifier(e)) }

    /// Warnings for what was not mapped under `root`: an element never visited (reported once, not its
    /// contents), an attribute of a visited element never used.
    func warnings(root: IBElement, path: String) -> [IBWarning] {
        var out: [IBWarning] = []
        func walk(_ e: IBElement) {
            if !visited.contains(ObjectIdentifier(e)) {
                if IBSchema.designTimeElements.contains(e.name) { return }
                if let k = e["key"], IBSchema.designTimeKeyedElements.contains(e.name + "/" + k) { return }
                let key = e["key"].map { " key=\"\($0)\"" } ?? ""
                out.append(IBWarning(path: path, line: e.line, message: "<\(e.name)\(key)> is not mapped (ignored)"))
                return
            }
            let seen = used[ObjectIdentifier(e)] ?? []
            for name in e.attributes.keys.sorted() where !seen.contains(name) && !IBSchema.designTimeAttributes.contains(name) {
                out.append(IBWarning(path: path, line: e.line, message: "<\(e.name)> attribute \(name)=\"\(e[name] ?? "")\" is not mapped (ignored)"))
            }
            for c in e.children { walk(c) }
        }
        walk(root)
        return out
    }
}

/// What of Interface Builder's XML only matters to its canvas (never to the running app), and what
/// matters on iOS but changes nothing in MotionLab's renderer: both are read without a warning (the
/// README lists the second set as "read, no effect").
enum IBSchema {
    static let designTimeAttributes: Set<String> = Set<String>([
        "id", "key", "userLabel", "colorLabel", "sceneMemberID", "misplaced", "ambiguous", "fixedFrame",
        "customModule", "customModuleProvider", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "verifyAmbiguity", "type", "version", "toolsVersion", "targetRuntime", "propertyAccessControl",
        "useAutolayout", "useTraitCollections", "useSafeAreas", "colorMatched", "systemVersion", "launchScreen",
        "initialViewController", "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
        "horizontalHuggingPriority", "verticalHuggingPriority",
    ]).union(noEffectAttributes)

    /// UIKit properties that change how iOS renders or handles input in ways MotionLab does not model
    /// (compositing hints, right-to-left, text features the host's text service lacks).
    static let noEffectAttributes: Set<String> = [
        "opaque", "multipleTouchEnabled", "semanticContentAttribute", "clearsContextBeforeDrawing", "autoresizesSubviews",
        "adjustsLetterSpacingToFitWidth", "baselineAdjustment", "springLoaded", "pointerInteraction",
        "showsMenuAsPrimaryAction", "changesSelectionAsPrimaryAction", "role", "restorationIdentifier",
        "extendedLayoutIncludesOpaqueBars", "automaticallyAdjustsScrollViewInsets", "definesPresentationContext",
        "providesPresentationContextTransitionStyle", "modalInPresentation", "usesAttributedText", "minimumScaleFactor",
        "adjustsFontForContentSizeCategory", "minimumFontSize", "adjustsFontSizeToFit", "reversesTitleShadowWhenHighlighted",
        "showsTouchWhenHighlighted", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
        "adjustsImageSizeForAccessibilityContentSizeCategory", "indicatorStyle", "dataDetectorTypes",
        "allowsEditingTextAttributes", "preferredMaxLayoutWidth", "showsExpansionTextWhenTruncated",
        "baselineRelativeArrangement", "symbolScale", "apportionsSegmentWidthsByContent", "contentViewInsetsToSafeArea",
        "translucent", "selectable", "bouncesZoom", "layoutMarginsFollowReadableWidth",
        "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "segmentControlStyle",
        "useStoryboardIdentifierAsRestorationIdentifier",
    ]

    static let designTimeElements: Set<String> = [
        "device", "dependencies", "deployment", "plugIn", "capability", "adaptation", "point", "simulatedMetricsContainer",
        "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedScreenMetrics", "simulatedOrientationMetrics",
        "simulatedTabBarMetrics", "simulatedToolbarMetrics", "freeformSimulatedSizeMetrics", "modalPageSheetSimulatedSizeMetrics",
        "modalFormSheetSimulatedSizeMetrics", "inferredMetricsTieBreakers", "designables", "designable", "classes",
        "placeholder", "nil",
        // Xcode 7 wrote an empty `<animations/>` in every view (its canvas's animation previews).
        "animations",
    ]

    /// Keyed children (`name/key`) only the canvas reads: a long user label written as a child
    /// (`<string key="userLabel">`), a collection cell xib's canvas size (`<size key="customSize">`), and
    /// the font an attributed run had before Xcode substituted it (`<font key="NSOriginalFont">`; the
    /// run's `NSFont` is what draws).
    static let designTimeKeyedElements: Set<String> = ["string/userLabel", "size/customSize", "font/NSOriginalFont"]
}
