import MotionLiterals

/// Which tunable literals belong to the running preview, in the order the panel lists them: the
/// literals of the files that declare (or extend) the preview's own types — its view controller's
/// class and superclasses, known before any of its code runs — and of every file whose literal has
/// run since the preview started (a view it uses, declared elsewhere), then any other literal that
/// is tuned. Within a file, by line and column.
public enum PreviewLiterals {
    public static func sites(all: [LiteralSite], ownTypes: Set<String>, ran: Set<String>, tuned: Set<String>) -> [LiteralSite] {
        var files = Set<String>()
        for s in all where !ownTypes.isDisjoint(with: s.file.declaredTypes) || ran.contains(s.id) {
            files.insert(s.file.displayPath)
        }
        return all.filter { files.contains($0.file.displayPath) || tuned.contains($0.id) }
    }
}
