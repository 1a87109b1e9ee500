/// Why the session store could not do what it was asked.
struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        /// The disk is full.
        case full
        /// The data directory or database cannot be written (permissions, read-only disk).
        case unwritable
        /// Anything else the database reports (I/O errors included).
        case failed
        /// A stored session cannot be built again (its scene or device is gone).
        case unrestorable
        /// Another server holds the database (it is opened for one process at a time).
        case inUse
    }

    var kind: Kind
    var message: String

    init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    var description: String { message }

    /// What a client is told when its input could not be saved: the input was not applied,
    /// and trying again later may work (503).
    var apiError: APIError {
        let reason =
            switch kind {
            case .full: "the disk is full"
            case .unwritable: "the data directory cannot be written"
            case .failed, .unrestorable, .inUse: message
            }
        return APIError(
            status: 503, code: "store_unavailable",
            "the session store could not save this change (\(reason)); nothing was changed")
    }
}
