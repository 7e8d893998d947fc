import Foundation

/// Any error in a few words on one line, for a message: a system error as the system names it
/// ("No space left on device"), never Foundation's dump of its domain and dictionary.
package enum ErrorReason {
    package static func of(_ error: any Error) -> String {
        let error = error as NSError
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix = [underlying, error].compactMap({ $0 }).first(where: { $0.domain == NSPOSIXErrorDomain }) {
            return String(cString: strerror(Int32(posix.code)))
        }
        let path = (error.userInfo[NSFilePathErrorKey] as? String).map { "\($0): " } ?? ""
        if error.domain == NSCocoaErrorDomain {
            switch error.code {
            case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return path + "no such file"
            case NSFileReadUnknownError, NSFileReadNoPermissionError: return path + "cannot be read"
            case NSFileWriteUnknownError, NSFileWriteNoPermissionError, NSFileWriteOutOfSpaceError:
                return path + "cannot be written"
            default: break
            }
        }
        return path + error.localizedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
