import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An output that is also one of the run's inputs: `render --script s.txt --trace s.txt`, a script
/// inside the `--frames` folder, `ib --output-dir` = `--root`. Writing would replace the input the
/// run is reading, so the command refuses before it touches anything. Files are compared by identity
/// (device and inode, so another spelling, a symbolic link or a hard link is the same file); a folder
/// output conflicts with every input inside it.
public enum OutputOverlap {
    /// An input as the command line named it: `option` ("--script") and the path given.
    public struct Input {
        public let option: String
        public let path: String
        public init(_ option: String, _ path: String) { self.option = option; self.path = path }
    }

    /// The one-line reason `output` (named by `option`; a folder the command writes into when
    /// `isFolder`) may not be written, or nil when it touches none of `inputs`.
    public static func conflict(output: String, option: String, isFolder: Bool = false, inputs: [Input]) -> String? {
        for input in inputs {
            var si = stat()
            guard stat(input.path, &si) == 0 else { continue }
            let outName = "\(option) \(ErrorText.quotedName(output))"
            let inName = "\(input.option) \(ErrorText.quotedName(input.path))"
            if isFolder {
                guard let folder = realPath(output), let file = realPath(input.path) else { continue }
                if file == folder || file.hasPrefix(folder == "/" ? "/" : folder + "/") {
                    return file == folder ? "\(outName) is \(inName), which this run reads; write elsewhere (nothing written)"
                        : "\(outName) holds \(inName), which this run reads; write elsewhere (nothing written)"
                }
            } else {
                var so = stat()
                let target = OutputFile.resolvedTarget(of: output)
                guard stat(target, &so) == 0, so.st_mode & S_IFMT == S_IFREG else { continue }
                if so.st_dev == si.st_dev && so.st_ino == si.st_ino {
                    return "\(outName) is \(inName), which this run reads; name the output otherwise (nothing written)"
                }
            }
        }
        return nil
    }

    /// `path` with every link and `..` resolved (nil when it does not exist).
    static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }
}
