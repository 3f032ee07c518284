/// A file generated once per target from all of its rewritten files, beside the per-file rewrites —
/// the place for what a pass learns across a whole target (a table of every tunable literal, say).
///
/// To add one: a type conforming to this protocol, listed in `PortRewrite.targetFiles`, and its
/// `fileName` listed in the plugin's `targetFileNames` (`Plugins/MotionLabPort/MotionLabPort.swift`;
/// a plugin cannot import this module, and `PortPluginTests` checks the two lists agree). The plugin
/// then runs `motionlab-port target-file NAME --output PATH FILE…` over every file of the target,
/// again whenever one of them changes.
public protocol TargetFileGenerator {
    /// The generated file's name (unique in the target; it is compiled into it).
    static var fileName: String { get }
    /// The file's Swift text, from every file's build-layout rewrite (in path order).
    static func generate(from files: [FileRewrite]) -> String
}

extension PortRewrite {
    /// The per-target generated files: the table of tunable literals.
    public static let targetFiles: [any TargetFileGenerator.Type] = [LiteralTableFile.self]
}
