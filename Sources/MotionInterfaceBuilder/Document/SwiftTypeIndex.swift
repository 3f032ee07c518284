/// What the compiler needs to know of the target's Swift code, gathered by the port tool from every
/// Swift file of the target (the `iOS/` files and the target's own): which classes exist, what they
/// inherit, and where each stored property and method is declared — so outlet and action code is put
/// into the very file that declares the member (where `private` members are visible), and a selector
/// in the XML (`buttonTapped:`) is matched with the Swift method it names.
public struct SwiftTypeIndex: Sendable {
    /// A property or method of a type, with the file that declares it.
    public struct Member: Sendable, Equatable {
        public enum Kind: Sendable, Equatable { case property, method }
        public var kind: Kind
        /// The Swift name: `label`; for methods the base name (`buttonTapped`).
        public var name: String
        /// Methods: the argument labels (`_` for none), e.g. `["_"]` for `buttonTapped(_:)`.
        public var labels: [String]
        /// Methods: the parameters' type names as written (`UIButton`, `UIStoryboardSegue`, `Any?`).
        public var parameterTypes: [String]
        /// Methods: an explicit Objective-C name (`@objc(didTap:)`), or nil.
        public var objcName: String?
        /// Whether the member is `static`/`class` (never an outlet or action).
        public var isStatic: Bool
        /// The file that declares it (an absolute path as the plugin gave it).
        public var file: String
        public init(kind: Kind, name: String, labels: [String] = [], parameterTypes: [String] = [], objcName: String? = nil,
                    isStatic: Bool = false, file: String) {
            self.kind = kind
            self.name = name
            self.labels = labels
            self.parameterTypes = parameterTypes
            self.objcName = objcName
            self.isStatic = isStatic
            self.file = file
        }

        /// The Objective-C selector Swift gives the method: `tapped` for `tapped()`, `tapped:` for
        /// `tapped(_:)`, `tappedWithSender:` for `tapped(sender:)`, `tapped:forEvent:` for
        /// `tapped(_:forEvent:)` — what Interface Builder writes in `selector="…"`.
        public var selector: String {
            if let objcName { return objcName }
            return Self.objcSelector(name: name, labels: labels)
        }

        /// The selector Swift derives for a method `name` with argument `labels` (`_` for none): the
        /// first label joins the name after "With" — unless it starts with a preposition, which joins
        /// as it is (`update(with:)` → `updateWith:`, `move(to:)` → `moveTo:`, `tapped(sender:)` →
        /// `tappedWithSender:`) —, the others are the selector's later pieces.
        public static func objcSelector(name: String, labels: [String]) -> String {
            guard let first = labels.first else { return name }
            var s = name
            if first != "_" {
                let capitalised = first.prefix(1).uppercased() + first.dropFirst()
                s += (startsWithPreposition(first) ? "" : "With") + capitalised
            }
            s += ":"
            for label in labels.dropFirst() { s += (label == "_" ? "" : label) + ":" }
            return s
        }

        /// Swift's list of English prepositions (`PartsOfSpeech.def`), tested on a label's first word.
        static let prepositions: Set<String> = [
            "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
            "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding",
            "since", "to", "until", "using", "via", "when", "with", "within",
        ]

        static func startsWithPreposition(_ label: String) -> Bool {
            let firstWord = label.prefix { !$0.isUppercase && $0 != "_" }
            return prepositions.contains(String(firstWord))
        }

        /// The method reference's argument list: `(_:)`, `(sender:)`, `(_:forEvent:)`, or "" for none.
        public var referenceArguments: String {
            labels.isEmpty ? "" : "(" + labels.map { "\($0):" }.joined() + ")"
        }
    }

    /// A class, struct, enum or protocol declared in the target, or a type the target extends.
    public struct TypeInfo: Sendable {
        public var name: String
        /// Whether the target declares the type (false: it only extends it, like `extension UIView`).
        public var isDeclared: Bool
        /// Whether it is a class.
        public var isClass: Bool
        /// The first inherited type as written (the superclass of a class), or nil.
        public var superclass: String?
        /// The file of its declaration (nil when only extended).
        public var file: String?
        public var members: [Member]
        public init(name: String, isDeclared: Bool, isClass: Bool, superclass: String?, file: String?, members: [Member]) {
            self.name = name
            self.isDeclared = isDeclared
            self.isClass = isClass
            self.superclass = superclass
            self.file = file
            self.members = members
        }
    }

    public var types: [String: TypeInfo]
    /// The files whose rewrite the plugin compiles (the `iOS/` files): code may be added to these; the
    /// target's other files are compiled as written, so their members are reached from generated files.
    public var rewrittenFiles: Set<String>

    public init(types: [String: TypeInfo] = [:], rewrittenFiles: Set<String> = []) {
        self.types = types
        self.rewrittenFiles = rewrittenFiles
    }

    /// Whether the target declares a class of this name.
    public func declaresClass(_ name: String) -> Bool { types[name].map { $0.isDeclared && $0.isClass } ?? false }

    /// The type and its ancestors that the target declares or extends, nearest first.
    public func chain(from name: String) -> [TypeInfo] {
        var out: [TypeInfo] = []
        var seen: Set<String> = []
        var current: String? = name
        while let n = current, seen.insert(n).inserted, let t = types[n] {
            out.append(t)
            current = t.superclass
        }
        return out
    }

    /// The nearest declaration of a stored or computed property `name` along `type`'s chain.
    public func property(_ name: String, in type: String) -> (owner: String, member: Member)? {
        for t in chain(from: type) {
            if let m = t.members.first(where: { $0.kind == .property && $0.name == name && !$0.isStatic }) { return (t.name, m) }
        }
        return nil
    }

    /// The nearest method whose Objective-C selector is `selector` along `type`'s chain.
    public func method(selector: String, in type: String) -> (owner: String, member: Member)? {
        for t in chain(from: type) {
            if let m = t.members.first(where: { $0.kind == .method && !$0.isStatic && $0.selector == selector }) { return (t.name, m) }
        }
        return nil
    }

    /// Every type (declared class) with a method of that selector: the candidates of an unwind action.
    public func classes(withMethod selector: String) -> [(owner: String, member: Member)] {
        var out: [(String, Member)] = []
        for name in types.keys.sorted() {
            guard let t = types[name] else { continue }
            if let m = t.members.first(where: { $0.kind == .method && !$0.isStatic && $0.selector == selector }) { out.append((name, m)) }
        }
        return out
    }
}
