#if canImport(Glibc)
import Glibc
#endif

/// Loads a patch library into the preview process (`run --watch`'s patch reload). Its
/// `@_dynamicReplacement(for:)` declarations take effect when the Swift runtime sees the image load;
/// `RTLD_NOW` resolves every symbol first, so a patch that cannot link fails whole — nothing of it
/// applies, the running code stays (never a half-applied patch).
public enum PatchLoader {
    /// - Returns: nil when loaded, else the loader's reason.
    public static func load(_ path: String) -> String? {
        guard dlopen(path, RTLD_NOW | RTLD_LOCAL) != nil else {
            return dlerror().map { String(cString: $0) } ?? "dlopen failed"
        }
        return nil
    }
}
