import Foundation

/// Storyboard controllers: their views made by the compiled loader, segues performed as UIKit does —
/// a new destination from the storyboard, `prepare(for:sender:)`, then the kind's transition.
extension UIViewController {
    /// The navigation controller a `show` pushes onto: this one, or the one the receiver is in.
    var navigationControllerForShow: UINavigationController? {
        (self as? UINavigationController) ?? navigationController
    }

    /// The default `loadView()`'s Interface Builder part: the storyboard scene's view, or the xib named
    /// `nibName` (or like the class). Returns false when there is neither.
    func loadInterfaceBuilderView() -> Bool {
        if let loader = interfaceBuilderViewLoader {
            view = loader(self)
            return true
        }
        var names: [String] = []
        if let nibName { names = [nibName] } else {
            let type = String(describing: Swift.type(of: self))
            names = [type]
            if type.hasSuffix("Controller") { names.append(String(type.dropLast("Controller".count))) }
        }
        guard let name = names.first(where: { InterfaceBuilderRegistry.nib(named: $0) != nil }) else {
            if let nibName {
                InterfaceBuilderRegistry.programmerError("Could not load NIB in bundle: 'NSBundle' with name '\(nibName)' (compiled xibs: \(InterfaceBuilderRegistry.nibNames.joined(separator: ", ")))")
            }
            return false
        }
        _ = UINib(nibName: name, bundle: nil).instantiate(withOwner: self)
        if viewStorage == nil {
            InterfaceBuilderRegistry.programmerError("-[\(Swift.type(of: self)) _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set.")
            return false
        }
        return true
    }

    func performStoryboardSegue(identifier: String, sender: Any?) {
        guard let template = storyboardSegueTemplates.first(where: { $0.identifier == identifier }) else {
            InterfaceBuilderRegistry.programmerError("Receiver (<\(type(of: self))>) has no segue with identifier '\(identifier)'")
            return
        }
        perform(template, sender: sender)
    }

    /// A segue triggered by a control or gesture: `shouldPerformSegue` first (when it has an identifier).
    func performTriggeredSegue(at index: Int, sender: Any?) {
        guard storyboardSegueTemplates.indices.contains(index) else { return }
        let template = storyboardSegueTemplates[index]
        if let id = template.identifier, !shouldPerformSegue(withIdentifier: id, sender: sender) { return }
        perform(template, sender: sender)
    }

    func perform(_ template: StoryboardSegueTemplate, sender: Any?) {
        if template.kind == .unwind {
            performUnwind(template, sender: sender)
            return
        }
        guard let destination = makeDestination(template, sender: sender) else { return }
        let segue = makeSegue(template, destination: destination)
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// A new destination for the segue: made by its `@IBSegueAction` when it has one (UIKit's
    /// `destinationCreationSelector`), else by the scene's `init?(coder:)`.
    func makeDestination(_ template: StoryboardSegueTemplate, sender: Any? = nil) -> UIViewController? {
        guard let board = storyboard, let destination = template.destination else { return nil }
        let creator = template.destinationCreator.map { make in { [unowned self] (coder: NSCoder) in make(self, coder, sender, template.identifier) } }
        switch destination {
        case .scene(let id): return board.instantiate(sceneID: id, creator: creator)
        case .reference(let name, let identifier): return board.resolveReference(storyboard: name, identifier: identifier)
        }
    }

    func makeSegue(_ template: StoryboardSegueTemplate, destination: UIViewController) -> UIStoryboardSegue {
        if let p = template.presentationStyle { destination.modalPresentationStyle = p }
        if let t = template.transitionStyle { destination.modalTransitionStyle = t }
        if let make = template.segueClass { return make(template.identifier, self, destination) }
        switch template.kind {
        case .show:
            let s = ShowSegue(identifier: template.identifier, source: self, destination: destination)
            s.animates = template.animates
            return s
        case .showDetail:
            let s = ShowDetailSegue(identifier: template.identifier, source: self, destination: destination)
            s.animates = template.animates
            return s
        case .presentation, .custom:
            let s = PresentationSegue(identifier: template.identifier, source: self, destination: destination)
            s.animates = template.animates
            return s
        case .embed, .unwind:
            return UIStoryboardSegue(identifier: template.identifier, source: self, destination: destination)
        }
    }

    /// The child of this controller that is, or contains, the unwind segue's source (nil when the source
    /// is elsewhere, such as presented over this controller).
    public func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var c: UIViewController? = source.source
        while let x = c {
            if x.parentStorage === self { return x }
            c = x.parentStorage
        }
        return nil
    }

    /// The unwind segue's destination, searched as UIKit does: from the source's parent (or, at the root
    /// of its containers, the controller that presented it) outwards; at each level first the children
    /// `allowedChildrenForUnwinding(from:)` gives (the branch holding the source left out), each searched
    /// depth first, then the level's controller itself. The first controller that has the action and
    /// accepts it (`canPerformUnwindSegueAction(_:from:sender:)`: by default any but the source) wins.
    func unwindDestination(for action: StoryboardUnwindAction, sender: Any?) -> UIViewController? {
        let source = UIStoryboardUnwindSegueSource(source: self, sender: sender)
        let selector = Selector({ (_: UIViewController) in {} }, name: action.selector)
        let outer = UnwindSearch.action
        UnwindSearch.action = action
        defer { UnwindSearch.action = outer }
        // The controller answers (`canPerformUnwindSegueAction`, overridable); only one with the action
        // method can be unwound to.
        func accepts(_ vc: UIViewController) -> Bool {
            vc.canPerformUnwindSegueAction(selector, from: self, sender: sender) && action.action(on: vc) != nil
        }
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        func search(_ vc: UIViewController) -> UIViewController? {
            guard visited.insert(ObjectIdentifier(vc)).inserted else { return nil }
            for child in vc.allowedChildrenForUnwinding(from: source) {
                if let found = search(child) { return found }
            }
            return vc !== self && accepts(vc) ? vc : nil
        }
        var branch: UIViewController = self
        var level: UIViewController? = parentStorage ?? presentingStorage
        while let vc = level, visited.insert(ObjectIdentifier(vc)).inserted {
            for child in vc.allowedChildrenForUnwinding(from: source) where child !== branch {
                if let found = search(child) { return found }
            }
            if accepts(vc) { return vc }
            branch = vc
            level = vc.parentStorage ?? vc.presentingStorage
        }
        return nil
    }

    func performUnwind(_ template: StoryboardSegueTemplate, sender: Any?) {
        guard let action = template.unwindAction else { return }
        guard let destination = unwindDestination(for: action, sender: sender), let call = action.action(on: destination) else {
            InterfaceBuilderRegistry.report("unwind segue \(template.identifier.map { "'\($0)' " } ?? "")found no view controller with \(action.selector) above \(type(of: self)) (nothing happens, as on iOS)")
            return
        }
        let segue = UnwindSegue(identifier: template.identifier, source: self, destination: destination)
        segue.animates = template.animates
        // UIKit's order: the source prepares, the destination's unwind action runs, then the segue.
        prepare(for: segue, sender: sender)
        call(segue)
        segue.perform()
    }
}

/// The unwind action being searched for (what the default `canPerformUnwindSegueAction` asks about);
/// set for the search's duration on the main thread.
enum UnwindSearch {
    nonisolated(unsafe) static var action: StoryboardUnwindAction?
}

// MARK: Called by generated code

/// Runs the segue at `index` of `owner`'s scene when `control` is tapped (`.primaryActionTriggered`,
/// which buttons send with `.touchUpInside`; other controls on `.valueChanged`).
public func __ibTriggerSegue(_ owner: UIViewController, segueAt index: Int, from control: UIControl) {
    let event: UIControl.Event = control is UIButton ? .touchUpInside : .valueChanged
    control.addTarget(owner, action: { [weak owner] c in owner?.performTriggeredSegue(at: index, sender: c) }, for: event)
}

/// Runs the segue at `index` when the recognizer recognizes.
public func __ibTriggerSegue(_ owner: UIViewController, segueAt index: Int, from recognizer: UIGestureRecognizer) {
    recognizer.addTarget(owner, action: { [weak owner] r in
        if r.state == .ended || r.state == .recognized { owner?.performTriggeredSegue(at: index, sender: r) }
    })
}

/// An embed segue: the destination becomes a child of `owner` filling `container` (its `prepare(for:
/// sender:)` runs first, while `owner`'s view loads, as on iOS).
public func __ibEmbed(_ owner: UIViewController, segueAt index: Int, in container: UIView) {
    guard owner.storyboardSegueTemplates.indices.contains(index) else { return }
    let template = owner.storyboardSegueTemplates[index]
    guard let child = owner.makeDestination(template) else { return }
    let segue = UIStoryboardSegue(identifier: template.identifier, source: owner, destination: child)
    owner.prepare(for: segue, sender: nil)
    owner.addChild(child)
    // While the child's view loads, its scene counts as being made: a container view in it that embeds a
    // scene around it (A embeds B, B embeds A) is the loop `UIStoryboard.instantiate` reports and breaks.
    var made = false
    if case .scene(let id)? = template.destination, let board = owner.storyboard {
        UIStoryboard.scenesBeingMade.append(.init(storyboard: board.name, scene: id))
        made = true
    }
    let v = child.loadView(sizedTo: container.bounds.size)
    if made { UIStoryboard.scenesBeingMade.removeLast() }
    v.frame = container.bounds
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(v)
    child.didMove(toParent: owner)
}

/// Runs the segue at `index` when the bar button item is tapped.
public func __ibTriggerSegue(_ owner: UIViewController, segueAt index: Int, from item: UIBarButtonItem) {
    item.primaryAction = UIAction { [weak owner, weak item] _ in owner?.performTriggeredSegue(at: index, sender: item) }
}
