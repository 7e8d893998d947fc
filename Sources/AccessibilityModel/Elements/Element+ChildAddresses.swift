extension Element {
    /// Calls `body` with the address and position of each of the element's ``children``, valid
    /// only during the call.
    ///
    /// Walks over a large tree pass elements on by address: passing an element to a function
    /// copies the struct, retaining and then releasing each of its references, and so does reading
    /// ``children`` through a pointer.
    static func forEachChild(
        of element: UnsafePointer<Element>, _ body: (_ child: UnsafePointer<Element>, _ position: Int) -> Void
    ) {
        let subviewCount = element.pointee.subviews.count
        element.pointee.subviews.withUnsafeBufferPointer { subviews in
            for position in subviews.indices { body(subviews.baseAddress.unsafelyUnwrapped + position, position) }
        }
        guard let order = element.pointee.accessibilityElements else { return }
        var position = subviewCount
        for item in order {
            guard case .element(let child) = item else { continue }
            withUnsafePointer(to: child) { body($0, position) }
            position += 1
        }
    }
}
